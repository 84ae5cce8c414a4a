import ShellKit
import ItemsDomain

/// Splits Markdown source into blocks: ATX and setext headings, paragraphs, bullet and ordered
/// lists (nested by indentation), block quotes, Qiita `:::note` blocks, fenced (``` / ~~~) and
/// indented code, thematic breaks and GFM tables. A simplified CommonMark that never fails:
/// an unclosed fence or note runs to the end of the input, and anything unrecognised is text.
/// Containers nested deeper than `maximumNesting` are read as text (bounding the recursion).
package struct MarkdownBlockParser {
    package static let maximumNesting = 16

    /// How many containers (quotes, list items, notes) enclose the lines this parser reads.
    package var nesting = 0

    package func parse(_ markdown: String) -> [MarkdownBlock] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? String(line.dropLast()) : String(line)
        }
        return parse(lines: lines)
    }

    package func parse(lines: [String]) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var index = 0
        while index < lines.count {
            let line = MarkdownLine(lines[index])
            if line.isBlank {
                index += 1
                continue
            }
            let (block, next) = parseBlock(at: index, line: line, in: lines)
            blocks.append(block)
            index = max(next, index + 1)
        }
        return blocks
    }

    private func parseBlock(at index: Int, line: MarkdownLine, in lines: [String]) -> (MarkdownBlock, Int) {
        let opensContainers = nesting < Self.maximumNesting
        if let fence = line.fence { return fencedCode(fence, at: index, in: lines) }
        if line.isIndentedCode { return indentedCode(at: index, in: lines) }
        if opensContainers, let kind = line.noteKind { return note(kind, at: index, in: lines) }
        if let heading = line.heading { return (.heading(level: heading.level, text: heading.text), index + 1) }
        if line.isThematicBreak { return (.thematicBreak, index + 1) }
        if opensContainers, line.quoteContent != nil { return quote(at: index, in: lines) }
        if opensContainers, let marker = line.listMarker { return list(startingWith: marker, at: index, in: lines) }
        if startsTable(at: index, in: lines) { return table(at: index, in: lines) }
        return paragraph(at: index, in: lines)
    }

    // MARK: - Leaf blocks

    private func fencedCode(_ fence: MarkdownLine.Fence, at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        let indent = MarkdownLine(lines[index]).indent
        var body: [String] = []
        var next = index + 1
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            next += 1
            if line.closes(fence) { break }
            body.append(line.droppingIndent(indent))
        }
        return (.code(info: fence.info, lines: body), next)
    }

    private func indentedCode(at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        var body: [String] = []
        var next = index
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            guard line.isBlank || line.indent >= 4 else { break }
            body.append(line.isBlank ? "" : line.droppingIndent(4))
            next += 1
        }
        while body.last == "" { body.removeLast() }
        return (.code(info: "", lines: body), next)
    }

    private func paragraph(at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        var text = [lines[index]]
        var next = index + 1
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            if let level = line.setextLevel {
                return (.heading(level: level, text: joined(text)), next + 1)
            }
            if line.isBlank || line.startsBlock || startsTable(at: next, in: lines) { break }
            text.append(lines[next])
            next += 1
        }
        return (.paragraph(lines: text), next)
    }

    /// The parser for the lines inside a container.
    private var nested: MarkdownBlockParser { MarkdownBlockParser(nesting: nesting + 1) }

    private func startsTable(at index: Int, in lines: [String]) -> Bool {
        index + 1 < lines.count && MarkdownLine(lines[index]).content.contains("|")
            && MarkdownLine(lines[index + 1]).isTableDelimiter
    }

    private func table(at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        var rows: [String] = []
        var next = index
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            guard !line.isBlank, next < index + 2 || (line.content.contains("|") && !line.startsBlock) else { break }
            rows.append(MarkdownLine.trimmed(lines[next]))
            next += 1
        }
        return (.table(rows: rows), next)
    }

    private func joined(_ lines: [String]) -> String {
        lines.map { MarkdownLine.trimmed($0) }.joined(separator: " ")
    }

    // MARK: - Containers

    private func note(_ kind: String, at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        var body: [String] = []
        var openFence: MarkdownLine.Fence?
        var next = index + 1
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            next += 1
            if let fence = openFence {
                if line.closes(fence) { openFence = nil }
            } else if let fence = line.fence {
                openFence = fence
            } else if line.closesNote {
                break
            }
            body.append(lines[next - 1])
        }
        return (.note(kind: kind, blocks: nested.parse(lines: body)), next)
    }

    private func quote(at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        var body: [String] = []
        var next = index
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            if let content = line.quoteContent {
                body.append(content)
            } else if let previous = body.last, !MarkdownLine(previous).isBlank, !line.isBlank, !line.startsBlock {
                body.append(lines[next])  // lazy continuation of the quoted paragraph
            } else {
                break
            }
            next += 1
        }
        return (.quote(nested.parse(lines: body)), next)
    }

    private func list(startingWith first: MarkdownLine.ListMarker, at index: Int, in lines: [String]) -> (MarkdownBlock, Int) {
        var items: [[MarkdownBlock]] = []
        var marker = first
        var next = index
        while true {
            let (itemLines, end) = listItem(marker, at: next, in: lines)
            items.append(nested.parse(lines: itemLines))
            next = end
            var sibling = next
            while sibling < lines.count, MarkdownLine(lines[sibling]).isBlank { sibling += 1 }
            guard sibling < lines.count, let following = MarkdownLine(lines[sibling]).listMarker,
                  following.isOrdered == first.isOrdered, following.indent <= 3,
                  !MarkdownLine(lines[sibling]).isThematicBreak else { break }
            marker = following
            next = sibling
        }
        return (.list(isOrdered: first.isOrdered, start: first.number, items: items), next)
    }

    /// The lines of the item starting at `index` (its marker removed, continuation lines
    /// unindented) and the index of the first line after it.
    private func listItem(_ marker: MarkdownLine.ListMarker, at index: Int, in lines: [String]) -> ([String], Int) {
        var body = [marker.content]
        var next = index + 1
        var previousWasText = !MarkdownLine(marker.content).isBlank
        while next < lines.count {
            let line = MarkdownLine(lines[next])
            if line.isBlank {
                var following = next
                while following < lines.count, MarkdownLine(lines[following]).isBlank { following += 1 }
                guard following < lines.count else { break }
                let resumed = MarkdownLine(lines[following])
                guard resumed.indent >= marker.contentColumn
                        || (resumed.indent > marker.indent && resumed.listMarker != nil) else { break }
                body += Array(repeating: "", count: following - next)
                next = following
                previousWasText = false
                continue
            }
            if let nested = line.listMarker, !line.isThematicBreak || line.indent > marker.indent {
                guard nested.indent > marker.indent else { break }
                body.append(line.droppingIndent(marker.contentColumn))
            } else if line.indent >= marker.contentColumn {
                body.append(line.droppingIndent(marker.contentColumn))
            } else if previousWasText && !line.startsBlock {
                body.append(String(line.content))  // lazy continuation of the item's paragraph
            } else {
                break
            }
            previousWasText = true
            next += 1
        }
        return (body, next)
    }
}
