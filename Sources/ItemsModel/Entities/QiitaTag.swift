import ShellKit

/// A tag on a Qiita item, with the versions the author listed (often empty; files from other
/// tools may leave `versions` out or send null).
package struct QiitaTag: Codable, Sendable, Equatable, Hashable {
    package var name: String
    package var versions: [String]

    package init(name: String, versions: [String]) {
        self.name = name
        self.versions = versions
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        versions = try container.decodeIfPresent([String].self, forKey: .versions) ?? []
    }
}
