/// A tag on a Qiita item, with the versions the author listed (often empty).
struct QiitaTag: Codable, Sendable, Equatable, Hashable {
    var name: String
    var versions: [String]
}
