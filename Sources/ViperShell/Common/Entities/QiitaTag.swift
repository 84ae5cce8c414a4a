/// A tag on a Qiita item, with the versions the author listed (often empty; files from other
/// tools may leave `versions` out or send null).
struct QiitaTag: Codable, Sendable, Equatable, Hashable {
    var name: String
    var versions: [String]

    init(name: String, versions: [String]) {
        self.name = name
        self.versions = versions
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        versions = try container.decodeIfPresent([String].self, forKey: .versions) ?? []
    }
}
