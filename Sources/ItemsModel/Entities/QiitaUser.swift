import ShellKit

/// The author of a Qiita item (`user` in the API); `name` is often "" on Qiita, and may be
/// null or missing in files from other tools (read as "").
package struct QiitaUser: Codable, Sendable, Equatable, Hashable {
    package var id: String
    package var name: String
    package var githubLoginName: String?

    package enum CodingKeys: String, CodingKey {
        case id
        case name
        case githubLoginName = "github_login_name"
    }

    package init(id: String, name: String, githubLoginName: String?) {
        self.id = id
        self.name = name
        self.githubLoginName = githubLoginName
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        githubLoginName = try container.decodeIfPresent(String.self, forKey: .githubLoginName)
    }
}
