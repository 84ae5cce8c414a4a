import ItemsModel
import OutputTools
import ShellKit

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
