/// The source lines of each paragraph written as display math (`$$…$$`), as the author typed them:
/// Qiita hands math to MathJax before Markdown touches it, so `\\`, `_` and `*` inside it are
/// TeX's, not Markdown's (cmark would have made `a_1 … b_1` emphasis and `\\` one backslash).
/// Only paragraphs whose lines carry no container marks (outside block quotes and footnotes).
enum DisplayMathSources {
    /// Paragraph node → its source lines joined by `\n`, for every paragraph of `nodes` whose
    /// text starts with `$$`.
    static func find(in nodes: [MarkdownNode], source: UnsafeBufferPointer<UInt8>) -> [Int32: String] {
        var wanted: [(node: Int32, lines: ClosedRange<Int32>)] = []
        for (index, node) in nodes.enumerated() where node.kind == .paragraph && node.startLine > 0 {
            let first = index + 1
            guard first < nodes.count, nodes[first].parent == Int32(index),
                case .text(let head) = nodes[first].kind, head.utf8.starts(with: [0x24, 0x24]),
                !hasMarkedContainer(index, in: nodes)
            else { continue }
            wanted.append((Int32(index), node.startLine...max(node.startLine, node.endLine)))
        }
        guard !wanted.isEmpty else { return [:] }
        let lineStarts = lineStarts(of: source, through: wanted.map(\.lines.upperBound).max() ?? 0)
        var sources: [Int32: String] = [:]
        for (node, lines) in wanted {
            let start = Int(lines.lowerBound) - 1
            let end = Int(lines.upperBound)
            guard start < lineStarts.count else { continue }
            let from = lineStarts[start]
            let to = end < lineStarts.count ? lineStarts[end] : source.count
            sources[node] = String(decoding: UnsafeBufferPointer(rebasing: source[from..<to]), as: UTF8.self)
        }
        return sources
    }

    /// Whether a block quote or footnote (whose marks begin its lines) holds node `index`.
    private static func hasMarkedContainer(_ index: Int, in nodes: [MarkdownNode]) -> Bool {
        var parent = nodes[index].parent
        while parent > 0 {
            switch nodes[Int(parent)].kind {
            case .blockQuote, .footnoteDefinition: return true
            default: parent = nodes[Int(parent)].parent
            }
        }
        return false
    }

    /// The byte offset where each line starts, lines ending at `\n`, `\r\n` or `\r` as cmark
    /// counts them, up to line `last`.
    private static func lineStarts(of source: UnsafeBufferPointer<UInt8>, through last: Int32) -> [Int] {
        var starts = [0]
        var index = 0
        while index < source.count, starts.count <= Int(last) {
            let byte = source[index]
            index += 1
            if byte == 0x0D, index < source.count, source[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D { starts.append(index) }
        }
        return starts
    }
}
