import ShellKit
import ItemsDomain

/// One source line of Markdown, classified by what block it can open or close (CommonMark
/// rules, simplified: tabs are expected to be expanded already, as `TerminalSanitizer.block` does).
package struct MarkdownLine {
    /// An opening code fence: ``` or ~~~ (three or more) and the info string after it.
    package struct Fence {
        package let marker: Character
        package let length: Int
        package let info: String
    }

    /// A list item's marker: where it sits, what it says and where the item's text starts.
    package struct ListMarker {
        package let indent: Int
        package let isOrdered: Bool
        package let number: Int
        package let contentColumn: Int
        package let content: String
    }

    package let text: String
    /// Leading spaces.
    package let indent: Int
    /// The line without its leading spaces.
    package let content: Substring

    package init(_ text: String) {
        self.text = text
        let spaces = text.prefix { $0 == " " }
        indent = spaces.count
        content = text[spaces.endIndex...]
    }

    package var isBlank: Bool { content.allSatisfy { $0 == " " || $0 == "\t" } }

    /// Indented enough to be an indented code line when no paragraph is open.
    package var isIndentedCode: Bool { indent >= 4 && !isBlank }

    /// Whether this line, indented at most 3, interrupts a paragraph.
    package var startsBlock: Bool {
        guard indent <= 3, !isBlank else { return false }
        return fence != nil || heading != nil || isThematicBreak || quoteContent != nil
            || listMarker != nil || noteKind != nil
    }

    package var fence: Fence? {
        guard indent <= 3, let first = content.first, first == "`" || first == "~" else { return nil }
        let length = content.prefix { $0 == first }.count
        guard length >= 3 else { return nil }
        let info = Self.trimmed(content.dropFirst(length))
        if first == "`" && info.contains("`") { return nil }
        return Fence(marker: first, length: length, info: info)
    }

    package func closes(_ fence: Fence) -> Bool {
        guard indent <= 3 else { return false }
        let length = content.prefix { $0 == fence.marker }.count
        return length >= fence.length && Self.trimmed(content.dropFirst(length)).isEmpty
    }

    /// An ATX heading's level and text, without a closing run of `#`.
    package var heading: (level: Int, text: String)? {
        guard indent <= 3 else { return nil }
        let level = content.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        let rest = content.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = Self.trimmed(rest)[...]
        let withoutClosing = text.prefix(text.count - text.reversed().prefix { $0 == "#" }.count)
        if withoutClosing.isEmpty || withoutClosing.last == " " { text = withoutClosing }
        return (level, Self.trimmed(text))
    }

    /// `---`, `***`, `___` (three or more, spaces allowed between).
    package var isThematicBreak: Bool {
        guard indent <= 3, let first = content.first, "-*_".contains(first) else { return false }
        let marks = content.filter { $0 != " " && $0 != "\t" }
        return marks.count >= 3 && marks.allSatisfy { $0 == first }
    }

    /// 1 for a `===` underline, 2 for `---` (at least two dashes, so a lone `-` stays a list item).
    package var setextLevel: Int? {
        guard indent <= 3, let first = content.first, first == "=" || first == "-" else { return nil }
        let marks = Self.trimmed(content)
        guard marks.allSatisfy({ $0 == first }) else { return nil }
        if first == "=" { return 1 }
        return marks.count >= 2 ? 2 : nil
    }

    /// The text after `>` and one optional space.
    package var quoteContent: String? {
        guard indent <= 3, content.first == ">" else { return nil }
        let rest = content.dropFirst()
        return String(rest.first == " " ? rest.dropFirst() : rest)
    }

    /// `-`, `*`, `+` or `1.` / `1)` followed by a space or the end of the line, at any indent.
    package var listMarker: ListMarker? {
        guard let first = content.first else { return nil }
        var markerLength = 1
        var isOrdered = false
        var number = 0
        if "-*+".contains(first) {
            markerLength = 1
        } else {
            let digits = content.prefix { $0.isASCII && $0.isNumber }
            guard (1...9).contains(digits.count), let value = Int(digits) else { return nil }
            let delimiter = content.dropFirst(digits.count).first
            guard delimiter == "." || delimiter == ")" else { return nil }
            isOrdered = true
            number = value
            markerLength = digits.count + 1
        }
        let afterMarker = content.dropFirst(markerLength)
        guard afterMarker.isEmpty || afterMarker.first == " " else { return nil }
        let spaces = afterMarker.prefix { $0 == " " }.count
        let text = Self.trimmed(afterMarker)
        let gap = text.isEmpty || spaces > 4 ? 1 : spaces
        return ListMarker(indent: indent, isOrdered: isOrdered, number: number,
                          contentColumn: indent + markerLength + gap, content: String(afterMarker.dropFirst(min(gap, spaces))))
    }

    /// The kind of a Qiita `:::note info|warn|alert` opener (`info` when none is given).
    package var noteKind: String? {
        guard indent <= 3, content.hasPrefix(":::note") else { return nil }
        let rest = content.dropFirst(":::note".count)
        guard rest.isEmpty || rest.first == " " else { return nil }
        let kind = Self.trimmed(rest).split(separator: " ").first.map(String.init)
        return kind ?? "info"
    }

    /// A `:::` line closing a note.
    package var closesNote: Bool { indent <= 3 && Self.trimmed(content) == ":::" }

    /// A GFM table's delimiter row such as `|---|:---:|` (at least one pipe).
    package var isTableDelimiter: Bool {
        guard indent <= 3, content.contains("|"), content.contains("-") else { return false }
        var cells = Self.trimmed(content)[...]
        if cells.first == "|" { cells = cells.dropFirst() }
        if cells.last == "|" { cells = cells.dropLast() }
        return cells.split(separator: "|", omittingEmptySubsequences: false).allSatisfy { cell in
            var mark = Self.trimmed(cell)[...]
            if mark.first == ":" { mark = mark.dropFirst() }
            if mark.last == ":" { mark = mark.dropLast() }
            return !mark.isEmpty && mark.allSatisfy { $0 == "-" }
        }
    }

    /// The line without `count` leading spaces (fewer if it has fewer).
    package func droppingIndent(_ count: Int) -> String {
        String(text.dropFirst(min(count, indent)))
    }

    /// `text` without leading and trailing spaces and tabs.
    package static func trimmed<Text: StringProtocol>(_ text: Text) -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = text.firstIndex(where: { !isSpace($0) }),
              let end = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(text[start...end])
    }
}
