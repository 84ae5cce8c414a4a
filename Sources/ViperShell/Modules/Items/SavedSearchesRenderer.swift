import FoundationEssentials
import ShellKit

/// Lays the saved searches out: name, matches, unread matches, and the query as it would be
/// typed again, fitted to the width. JSON gives the same with our field names.
package struct SavedSearchesRenderer {
    package let width: Int
    package let style: TextStyle
    package let language: Language

    package func render(_ model: SavedSearchesViewModel) -> [String] {
        var lines = [
            style.bold(
                Message(ItemsMessage.savedHeader, String(model.rows.count)).text(in: language).truncated(
                    toDisplayWidth: width))
        ]
        lines += model.notes.map { TerminalSanitizer.inline($0.text(in: language)).truncated(toDisplayWidth: width) }
        guard !model.rows.isEmpty else {
            lines.append(Message(ItemsMessage.savedNone).text(in: language))
            return lines
        }
        let labels = [
            text(ItemsMessage.savedColumnName), text(ItemsMessage.savedColumnMatches),
            text(ItemsMessage.savedColumnUnread), text(ItemsMessage.savedColumnQuery),
        ]
        let names = model.rows.map { TerminalSanitizer.inline($0.search.name) }
        let nameWidth = max(labels[0].displayWidth, names.map(\.displayWidth).max() ?? 0)
        let totalWidth = max(labels[1].displayWidth, model.rows.map { String($0.total).count }.max() ?? 0)
        let unreadWidth = max(labels[2].displayWidth, model.rows.map { String($0.unread).count }.max() ?? 0)
        func line(_ cells: [String]) -> String {
            [
                cells[0].padded(toDisplayWidth: nameWidth),
                cells[1].padded(toDisplayWidth: totalWidth, alignRight: true),
                cells[2].padded(toDisplayWidth: unreadWidth, alignRight: true), cells[3],
            ].joined(separator: "  ").truncated(toDisplayWidth: width)
        }
        lines.append(style.dim(line(labels)))
        for (row, name) in zip(model.rows, names) {
            lines.append(
                line([
                    name, String(row.total), String(row.unread),
                    TerminalSanitizer.inline(SavedSearchActions.shown(row.search)),
                ]))
        }
        return lines
    }

    /// `[{"name", "query", "sort", "ascending", "total", "unread"}]`.
    package static func json(_ model: SavedSearchesViewModel) -> String {
        JSONText.encode(
            model.rows.map { row in
                Entry(
                    name: row.search.name, query: row.search.query, sort: row.search.order.field.rawValue,
                    ascending: row.search.order.ascending, total: row.total, unread: row.unread)
            })
    }

    private struct Entry: Encodable {
        let name: String
        let query: String
        let sort: String
        let ascending: Bool
        let total: Int
        let unread: Int
    }

    private func text(_ key: any MessageKey) -> String { Message(key).text(in: language) }
}
