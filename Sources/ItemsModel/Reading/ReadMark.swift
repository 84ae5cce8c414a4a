import FoundationEssentials
import ShellKit

/// One item a user read, and when. The item is kept without its body (a history of thousands
/// stays small); listings complete it from the catalogue when it is there.
package struct ReadMark: Codable, Equatable, Sendable {
    package var item: QiitaItem
    package var readAt: Date
    /// Where the reader stopped, when it left the article before its end (absent in files
    /// written before the reader kept one).
    package var resume: ReadingPosition?

    package init(item: QiitaItem, readAt: Date) {
        var summary = item
        summary.body = ""
        summary.comments = nil
        self.item = summary
        self.readAt = readAt
    }
}

/// `reads.json`: `{"version": 1, "users": {"alice1234": [...]}}`, the most recent read first.
package struct ReadStateDocument: Codable, Equatable, Sendable {
    package var version: Int
    package var users: [String: [ReadMark]]

    package static let empty = ReadStateDocument(version: 1, users: [:])
}
