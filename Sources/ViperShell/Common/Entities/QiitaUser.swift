/// The author of a Qiita item (`user` in the API); `name` is often "" on Qiita, and may be
/// null or missing in files from other tools (read as "").
struct QiitaUser: Codable, Sendable, Equatable, Hashable {
    var id: String
    var name: String
    var githubLoginName: String?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case githubLoginName = "github_login_name"
    }

    init(id: String, name: String, githubLoginName: String?) {
        self.id = id
        self.name = name
        self.githubLoginName = githubLoginName
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        githubLoginName = try container.decodeIfPresent(String.self, forKey: .githubLoginName)
    }
}
