/// The author of a Qiita item (`user` in the API); `name` is often "" on Qiita.
struct QiitaUser: Codable, Sendable, Equatable, Hashable {
    var id: String
    var name: String
    var githubLoginName: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case githubLoginName = "github_login_name"
    }
}
