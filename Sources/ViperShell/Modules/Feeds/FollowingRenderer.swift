import FoundationEssentials
import ItemsModel
import ShellKit

/// Lays `following` out: feed, items in the mirror, unread, when last synced (how long ago),
/// fitted to the width; JSON gives the same with our field names.
package struct FollowingRenderer {
    package let width: Int
    package let language: Language
    package let now: Date

    package func render(_ rows: [FollowingRow]) -> [String] {
        guard !rows.isEmpty else { return [Message(FeedsMessage.followingNone).text(in: language)] }
        var lines = [Message(FeedsMessage.followingHeader, String(rows.count)).text(in: language)]
        let header = [
            FeedsMessage.columnFeed, TagsMessage.columnItems, ItemsMessage.savedColumnUnread, FeedsMessage.columnSynced,
        ].map { (key: any MessageKey) in Message(key).text(in: language) }
        let cells = rows.map { row in
            [
                TerminalSanitizer.inline(row.feed.text), String(row.items), String(row.unread),
                row.lastSynced.map { ago($0) } ?? Message(FeedsMessage.never).text(in: language),
            ]
        }
        let widths = (0..<4).map { column in
            ([header[column]] + cells.map { $0[column] }).map(\.displayWidth).max() ?? 0
        }
        func line(_ values: [String]) -> String {
            values.enumerated().map { column, value in
                value.padded(toDisplayWidth: widths[column], alignRight: column == 1 || column == 2)
            }.joined(separator: "  ").truncated(toDisplayWidth: width)
        }
        lines.append(line(header))
        lines += cells.map(line)
        return lines
    }

    /// `5 min ago`, `3 h ago`, `2 d ago`; `just now` under a minute.
    private func ago(_ date: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return language == .japanese ? "たった今" : "just now"
        case ..<3600: return language == .japanese ? "\(seconds / 60) 分前" : "\(seconds / 60) min ago"
        case ..<86400: return language == .japanese ? "\(seconds / 3600) 時間前" : "\(seconds / 3600) h ago"
        default: return language == .japanese ? "\(seconds / 86400) 日前" : "\(seconds / 86400) d ago"
        }
    }

    package static func json(_ rows: [FollowingRow]) -> String {
        JSONText.encode(
            rows.map { row in
                Entry(
                    feed: row.feed.text, kind: row.feed.kind, name: row.feed.name, items: row.items, unread: row.unread,
                    last_synced: row.lastSynced.map(ISO8601.format), since: ISO8601.format(row.since))
            })
    }

    private struct Entry: Encodable {
        let feed: String
        let kind: String
        let name: String
        let items: Int
        let unread: Int
        let last_synced: String?
        let since: String
    }
}
