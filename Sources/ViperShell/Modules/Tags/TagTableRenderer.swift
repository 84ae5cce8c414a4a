import ShellKit

/// Lays a page of tags out for the terminal: a header (page X of Y, how many tags), notes, then
/// one row per tag, its name and item count, fitted to the width by display width.
package struct TagTableRenderer {
    package let width: Int
    package let style: TextStyle
    package let language: Language

    package func render(_ listing: TagListingViewModel) -> [String] {
        let fitted = { (text: String) in TerminalSanitizer.inline(text).truncated(toDisplayWidth: width) }
        let what =
            listing.prefix.isEmpty
            ? text(TagsMessage.headerAll) : Message(TagsMessage.headerPrefix, listing.prefix).text(in: language)
        let header = Message(
            TagsMessage.header, what, String(listing.page), String(listing.pageCount), String(listing.totalCount)
        ).text(in: language)
        var lines = [style.bold(fitted(header))] + listing.notes.map { fitted($0.text(in: language)) }
        guard !listing.rows.isEmpty else {
            lines.append(text(listing.totalCount == 0 ? TagsMessage.tagsNone : SharedMessage.itemsPageEmpty))
            return lines
        }
        let numberWidth = String(listing.rows.last?.number ?? 1).count
        let countWidth = max(
            text(TagsMessage.columnItems).displayWidth, listing.rows.map { String($0.itemsCount).count }.max() ?? 0)
        let nameWidth = max(4, width - numberWidth - countWidth - 4)
        func line(_ number: String, _ name: String, _ count: String) -> String {
            let cells = [
                number.padded(toDisplayWidth: numberWidth, alignRight: true),
                count.padded(toDisplayWidth: countWidth, alignRight: true),
                TerminalSanitizer.inline(name).truncated(toDisplayWidth: nameWidth),
            ]
            return cells.joined(separator: "  ").truncated(toDisplayWidth: width)
        }
        lines.append(style.dim(line("#", text(TagsMessage.columnName), text(TagsMessage.columnItems))))
        lines += listing.rows.map { line(String($0.number), $0.name, String($0.itemsCount)) }
        return lines
    }

    private func text(_ key: any MessageKey) -> String { Message(key).text(in: language) }
}
