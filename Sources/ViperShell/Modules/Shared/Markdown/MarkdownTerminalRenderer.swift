import ShellKit
import ItemsDomain

/// Renders Qiita Markdown as terminal lines no wider than `width` (SGR codes excluded).
///
/// - Headings: bold; level 1 underlined with `═`, level 2 with `─`.
/// - Paragraphs: lines joined (with a space, or none between two wide characters), wrapped;
///   a line ending in two spaces or `\` breaks hard.
/// - Lists: `  • item` (`◦`, `▪` when nested), `  1. item` numbered up from the first number;
///   wrapped text hangs under the item's text.
/// - Block quotes: `│ ` before each line; Qiita `:::note kind` the same with a `[kind]` label.
/// - Code blocks: a `── info ──` header, then each line indented by 4 spaces, never styled and
///   never cut: a line too wide goes on under a dim `↪` at the indent, split by display width
///   (nothing is lost, and the text reads back by dropping the markers); trailing blank lines
///   are dropped.
/// - Thematic breaks: a full-width `─` line; GFM tables: rows as written, continued like code.
/// - One blank line between blocks (none inside a list), none at either end.
///
/// Nothing is sanitized here: callers pass text through `TerminalSanitizer.block` first.
/// Widths under `TextWrapper.minimumWidth` count as that; when nesting leaves too little
/// room, lines are truncated so the width always holds.
package struct MarkdownTerminalRenderer: Sendable {
    package let width: Int
    package let style: TextStyle

    package init(width: Int, style: TextStyle) {
        self.width = max(width, TextWrapper.minimumWidth)
        self.style = style
    }

    package func render(_ markdown: String) -> [String] {
        let blocks = MarkdownBlockParser().parse(markdown)
        return lines(for: blocks, width: width, listDepth: 0, isTight: false).map { line in
            DisplayWidth.of(line) > width ? line.truncated(toDisplayWidth: width) : line
        }
    }

    private var inline: MarkdownInlineParser { MarkdownInlineParser() }
    private var layout: MarkdownInlineLayout { MarkdownInlineLayout(style: style) }

    /// Blocks one after another with a blank line between them; in a tight list item there is
    /// none before or after a nested list.
    private func lines(for blocks: [MarkdownBlock], width: Int, listDepth: Int, isTight: Bool) -> [String] {
        var result: [String] = []
        var previous: MarkdownBlock?
        for block in blocks {
            let rendered = lines(for: block, width: width, listDepth: listDepth)
            guard !rendered.isEmpty else { continue }
            if let previous, !(isTight && (previous.isList || block.isList)) { result.append("") }
            result += rendered
            previous = block
        }
        return result
    }

    private func lines(for block: MarkdownBlock, width: Int, listDepth: Int) -> [String] {
        switch block {
        case .heading(let level, let text):
            return heading(level: level, text: text, width: width)
        case .paragraph(let source):
            return paragraph(source, width: width)
        case .list(let isOrdered, let start, let items):
            return list(isOrdered: isOrdered, start: start, items: items, width: width, depth: listDepth)
        case .quote(let blocks):
            return barred(lines(for: blocks, width: innerWidth(width, 2), listDepth: listDepth, isTight: false), bar: style.dim("│"))
        case .note(let kind, let blocks):
            return note(kind: kind, blocks: blocks, width: width, listDepth: listDepth)
        case .code(let info, let source):
            return code(info: info, lines: source, width: width)
        case .thematicBreak:
            return [style.dim(String(repeating: "─", count: width))]
        case .table(let rows):
            return rows.flatMap { continued($0, indent: "", continuation: "↪ ", width: width) }
        }
    }

    // MARK: - Leaf blocks

    private func heading(level: Int, text: String, width: Int) -> [String] {
        var result = layout.lines(inline.parse(text, traits: .bold), width: width)
        if level <= 2, let widest = result.map(DisplayWidth.of).max(), widest > 0 {
            result.append(style.dim(String(repeating: level == 1 ? "═" : "─", count: min(widest, width))))
        }
        return result
    }

    private func paragraph(_ source: [String], width: Int) -> [String] {
        var segments: [String] = []
        var current = ""
        for (number, line) in source.enumerated() {
            let isLast = number == source.count - 1
            let endsWithBackslash = !isLast && line.hasSuffix("\\")
            let breaksHard = endsWithBackslash || (!isLast && line.hasSuffix("  "))
            current = Self.joining(current, MarkdownLine.trimmed(endsWithBackslash ? String(line.dropLast()) : line))
            if breaksHard {
                segments.append(current)
                current = ""
            }
        }
        segments.append(current)
        return segments.flatMap { layout.lines(inline.parse($0), width: width) }
    }

    /// Two source lines as one: no space between wide characters (Japanese), one otherwise.
    private static func joining(_ text: String, _ next: String) -> String {
        guard let last = text.last, let first = next.first else { return text + next }
        return DisplayWidth.of(last) == 2 && DisplayWidth.of(first) == 2 ? text + next : text + " " + next
    }

    private func code(info: String, lines source: [String], width: Int) -> [String] {
        let header = info.isEmpty ? "────" : "── \(info) ──"
        var result = [style.dim(header.truncated(toDisplayWidth: width))]
        for line in source {
            var text = line
            while text.last == " " { text.removeLast() }
            result += text.isEmpty ? [""] : continued(text, indent: "    ", continuation: "  ↪ ", width: width)
        }
        while result.last == "" { result.removeLast() }
        return result
    }

    /// `text` after `indent`, split into pieces that fit `width`; each piece after the first
    /// starts with `continuation` (as wide as `indent`, or narrower), its arrow dim.
    private func continued(_ text: String, indent: String, continuation: String, width: Int) -> [String] {
        guard DisplayWidth.of(indent + text) > width else { return [indent + text] }
        let room = max(1, width - max(DisplayWidth.of(indent), DisplayWidth.of(continuation)))
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > room, !piece.isEmpty {
                // Spaces at the break start the next piece: no line ends in a space.
                let spaces = piece.reversed().prefix { $0 == " " }.count
                guard spaces < piece.count else { piece.append(character); used += characterWidth; continue }
                pieces.append(String(piece.dropLast(spaces)))
                piece = String(repeating: " ", count: spaces)
                used = spaces
            }
            piece.append(character)
            used += characterWidth
        }
        pieces.append(piece)
        let marker = continuation.replacingOccurrences(of: "↪", with: style.dim("↪"))
        return pieces.enumerated().map { number, piece in (number == 0 ? indent : marker) + piece }
    }

    // MARK: - Containers

    private func list(isOrdered: Bool, start: Int, items: [[MarkdownBlock]], width: Int, depth: Int) -> [String] {
        let bullets = ["•", "◦", "▪"]
        let markers = items.indices.map { isOrdered ? "\(start + $0)." : bullets[depth % bullets.count] }
        let markerWidth = markers.map(DisplayWidth.of).max() ?? 1
        var result: [String] = []
        for (item, marker) in zip(items, markers) {
            let first = "  " + marker.padded(toDisplayWidth: markerWidth, alignRight: true) + " "
            let hanging = String(repeating: " ", count: DisplayWidth.of(first))
            let content = lines(for: item, width: innerWidth(width, DisplayWidth.of(first)), listDepth: depth + 1, isTight: true)
            guard !content.isEmpty else {
                result.append(String(first.dropLast()))
                continue
            }
            for (number, line) in content.enumerated() {
                result.append(number == 0 ? first + line : line.isEmpty ? "" : hanging + line)
            }
        }
        return result
    }

    private func note(kind: String, blocks: [MarkdownBlock], width: Int, listDepth: Int) -> [String] {
        let color: TerminalColor? = switch kind {
        case "info": .cyan
        case "warn": .yellow
        case "alert": .red
        default: nil
        }
        let paint = { (text: String) in color.map { style.color(text, $0) } ?? text }
        let label = style.bold(paint("[\(kind)]"))
        let content = lines(for: blocks, width: innerWidth(width, 2), listDepth: listDepth, isTight: false)
        return barred([label] + content, bar: paint("│"))
    }

    /// `bar` and a space before each line (just `bar` on blank ones).
    private func barred(_ lines: [String], bar: String) -> [String] {
        lines.map { $0.isEmpty ? bar : bar + " " + $0 }
    }

    private func innerWidth(_ width: Int, _ prefix: Int) -> Int {
        max(TextWrapper.minimumWidth, width - prefix)
    }
}

private extension MarkdownBlock {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }
}
