import ShellKit
import ItemsDomain

/// Lays an author's profile out above their items: ID and name, GitHub login, their figures
/// summed, their most used tags, and notes. All of it is sanitized.
package struct AuthorRenderer {
    package let width: Int
    package let style: TextStyle
    package let language: Language

    package func render(_ model: AuthorViewModel) -> [String] {
        let profile = model.profile
        let who = profile.name.isEmpty ? profile.id : "\(profile.id) (\(profile.name))"
        var lines = wrapped(who).map { style.bold($0) }
        if let login = profile.githubLoginName, !login.isEmpty { lines += wrapped(Message(.authorGitHub, login).text(in: language)) }
        if let description = profile.description, !description.isEmpty { lines += wrapped(description) }
        var figures = Message(.authorFigures, String(profile.itemsCount), String(profile.likesCount), String(profile.stocksCount)).text(in: language)
        if let followers = profile.followersCount { figures += " · " + Message(.authorFollowers, String(followers)).text(in: language) }
        lines += wrapped(figures)
        if !profile.topTags.isEmpty {
            let tags = profile.topTags.map { "\($0.name) (\($0.itemsCount))" }.joined(separator: ", ")
            lines += wrapped(Message(.authorTopTags, tags).text(in: language))
        }
        lines += model.notes.flatMap { wrapped($0.text(in: language)) }
        lines.append("")
        return lines
    }

    private func wrapped(_ text: String) -> [String] {
        TextWrapper.wrap(TerminalSanitizer.inline(text), width: width)
    }
}

/// `user ID --json`: `{"user": {…}, "items": […]}` with Qiita's field names; with FIELDS, only
/// those of the profile (`items` among them) in the order asked.
package enum AuthorJSONWriter {
    package static func encode(_ profile: AuthorProfile, items: [QiitaItem], fields: [String]?) -> String {
        guard let fields else { return JSONText.encode(Both(user: profile, items: items)) }
        return JSONFieldFilter.select(fields, from: JSONText.encode(Flat(profile: profile, items: items)))
    }

    private struct Both: Encodable {
        let user: AuthorProfile
        let items: [QiitaItem]
    }

    /// The profile's fields and `items` in one object, for picking fields from.
    private struct Flat: Encodable {
        let profile: AuthorProfile
        let items: [QiitaItem]

        private enum Keys: String, CodingKey { case items }

        func encode(to encoder: any Encoder) throws {
            try profile.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(items, forKey: .items)
        }
    }
}
