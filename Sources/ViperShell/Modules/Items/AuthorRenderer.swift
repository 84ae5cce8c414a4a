import ShellKit

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
        if let login = profile.githubLoginName, !login.isEmpty {
            lines += wrapped(Message(ItemsMessage.authorGitHub, login).text(in: language))
        }
        if let description = profile.description, !description.isEmpty { lines += wrapped(description) }
        var figures = Message(
            ItemsMessage.authorFigures, String(profile.itemsCount), String(profile.likesCount),
            String(profile.stocksCount)
        ).text(in: language)
        if let followers = profile.followersCount {
            figures += " · " + Message(ItemsMessage.authorFollowers, String(followers)).text(in: language)
        }
        lines += wrapped(figures)
        if !profile.topTags.isEmpty {
            let tags = profile.topTags.map { "\($0.name) (\($0.itemsCount))" }.joined(separator: ", ")
            lines += wrapped(Message(ItemsMessage.authorTopTags, tags).text(in: language))
        }
        lines += model.notes.flatMap { wrapped($0.text(in: language)) }
        lines.append("")
        return lines
    }

    private func wrapped(_ text: String) -> [String] {
        TextWrapper.wrap(TerminalSanitizer.inline(text), width: width)
    }
}
