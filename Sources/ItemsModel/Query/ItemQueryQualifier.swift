import ShellKit

/// The `name:` prefixes a query understands; names are matched case-insensitively.
package enum ItemQueryQualifier: String, CaseIterable, Sendable {
    case tag
    case user
    case title
    case body
    case stocks
    case likes
    case created
    case updated
    /// Ours, not Qiita's: `is:read`, `is:unread`, `is:stocked`.
    case `is`

    /// A short valid use, shown in error messages.
    package var example: String {
        switch self {
        case .tag: "tag:swift"
        case .user: "user:qiita"
        case .title: "title:swift"
        case .body: "body:swift"
        case .stocks: "stocks:>10"
        case .likes: "likes:>10"
        case .created: "created:>2024-01-01"
        case .updated: "updated:>2024-01-01"
        case .is: "is:unread"
        }
    }

    /// `tag, user, title, …` for messages.
    package static var knownNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
