import CCmarkGFM

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A parsed article: cmark-gfm's tree, parsed as Qiita parses (`QiitaMarkdownOptions`), copied
/// into Swift values. It is immutable and `Sendable`, outlives the C tree, and is flat (an array
/// of nodes linked by index), so it is built and walked without recursion: a document nested
/// 20,000 block quotes deep is as safe as a flat one. Everything that reads an article (the
/// links, the outline, the terminal layout) walks this one tree.
package struct MarkdownDocument: Hashable, Sendable {
    /// In document order (pre-order); `nodes[0]` is the document.
    package let nodes: [MarkdownNode]
    /// Display math paragraphs (`$$…$$`) as written: paragraph node → its source lines.
    private let displayMath: [Int32: String]

    /// Parses `markdown` with Qiita's options and extensions.
    package init(parsing markdown: String) {
        var markdown = markdown
        (nodes, displayMath) = markdown.withUTF8 { bytes in
            let nodes = QiitaMarkdownParser.parse(bytes, into: Self.copyTree)
            return (nodes, DisplayMathSources.find(in: nodes, source: bytes))
        }
    }

    /// Parses UTF-8 bytes as they come (cmark replaces invalid sequences and NUL with U+FFFD).
    package init(parsingUTF8 bytes: [UInt8]) {
        (nodes, displayMath) = bytes.withUnsafeBufferPointer { bytes in
            let nodes = QiitaMarkdownParser.parse(bytes, into: Self.copyTree)
            return (nodes, DisplayMathSources.find(in: nodes, source: bytes))
        }
    }

    /// The source lines of paragraph `index` when it is display math (`$$…$$`) as the author
    /// wrote it, before Markdown read it (TeX's `\\`, `_` and `*` intact); nil for any other node
    /// or where container marks begin its lines.
    package func displayMathSource(of index: Int) -> String? {
        displayMath[Int32(index)]
    }

    /// cmark-gfm's own HTML for `markdown`, rendered with the options and extensions it was parsed
    /// with (as qiita_marker does), before Qiita's HTML filters: for export and to check the tree
    /// against the engine.
    package static func html(_ markdown: String) -> String {
        html(markdown, notes: true)
    }

    /// `html(_:)`, or with `notes: false` without the note extension, as the `cmark-gfm` program
    /// parses: for the differential test, which compares with that program.
    static func html(_ markdown: String, notes: Bool) -> String {
        var markdown = markdown
        return markdown.withUTF8 { QiitaMarkdownParser.parse($0, notes: notes, into: QiitaMarkdownParser.renderHTML) }
    }

    /// The document node.
    package var root: Int { 0 }

    /// The children of node `index`, in order.
    package func children(of index: Int) -> some Sequence<Int> & Sendable {
        let nodes = nodes
        return sequence(first: Int(nodes[index].firstChild)) { Int(nodes[$0].nextSibling) }.prefix { $0 >= 0 }
    }

    /// The node's subtree after the node itself, in document order.
    package func descendants(of index: Int) -> Range<Int> {
        (index + 1)..<Int(nodes[index].end)
    }

    /// The text a reader sees of node `index` on one line: its text and code, each soft or hard
    /// break as a space, without HTML or footnote references (an image's description included).
    package func plainText(of index: Int) -> String {
        var text = ""
        for descendant in descendants(of: index) {
            switch nodes[descendant].kind {
            case .text(let literal), .code(let literal): text += literal
            case .softBreak, .lineBreak: text += " "
            default: break
            }
        }
        return text
    }

    /// cmark_iter over the C tree into the flat array: enter and exit events with an explicit
    /// stack of open nodes, no recursion. Qiita's custom blocks that are no notes are left out,
    /// their content kept.
    private static func copyTree(_ root: OpaquePointer) -> [MarkdownNode] {
        cmark_consolidate_text_nodes(root)
        var builder = TreeBuilder()
        let iterator = cmark_iter_new(root)!
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            let node = cmark_iter_get_node(iterator)!
            if QiitaMarkdownParser.showsOnlyItsContent(node) {
                // Neither entered nor exited: its children become its parent's.
                continue
            }
            if event == CMARK_EVENT_EXIT {
                builder.close()
            } else if let kind = builder.kind(of: node) {
                builder.open(
                    kind, startLine: cmark_node_get_start_line(node), endLine: cmark_node_get_end_line(node),
                    isLeaf: QiitaMarkdownParser.isLeaf(node))
            }
        }
        return builder.finished()
    }
}

/// Copies cmark's nodes into `MarkdownNode`s as the iterator meets them.
private struct TreeBuilder {
    var nodes: [MarkdownNode] = []
    /// The nodes entered and not yet exited, each with its last child so far.
    var open: [(index: Int32, lastChild: Int32)] = []
    /// The footnote definitions met so far.
    var definitions = 0

    /// The kind of `node`, or nil when the tree leaves it out (an empty text).
    mutating func kind(of node: OpaquePointer) -> MarkdownNodeKind? {
        var kind = QiitaMarkdownParser.kind(of: node)
        switch kind {
        case .tableCell:
            if let last = open.last?.lastChild, last >= 0, case .tableCell(let column) = nodes[Int(last)].kind {
                kind = .tableCell(column: column + 1)
            }
        case .footnoteDefinition:
            // cmark-gfm moved the referenced definitions after everything else, in the order of
            // their first reference, and dropped the others.
            definitions += 1
            kind = .footnoteDefinition(number: definitions)
        case .text(let literal) where literal.isEmpty:
            // The autolink extension leaves the text after a link empty where it ends a paragraph.
            return nil
        case .text(let literal) where marksTask(literal):
            let rest = literal.dropFirst(4).drop { $0 == " " || $0 == "\t" }
            guard !rest.isEmpty else { return nil }
            kind = .text(String(rest))
        default:
            break
        }
        return kind
    }

    /// Qiita's Checkbox filter: an item whose first paragraph starts with `[ ] ` or `[x] ` is a
    /// task; the mark goes from the text to the item. Whether `literal`, about to be added, starts
    /// such an item (which is then marked).
    private mutating func marksTask(_ literal: String) -> Bool {
        guard let paragraph = open.last, paragraph.lastChild < 0, nodes[Int(paragraph.index)].kind == .paragraph,
            open.count >= 2, let item = open.dropLast().last, case .item(nil) = nodes[Int(item.index)].kind,
            nodes[Int(item.index)].firstChild == paragraph.index
        else { return false }
        let checkbox: TaskCheckbox
        if literal.hasPrefix("[ ] ") {
            checkbox = .unchecked
        } else if literal.hasPrefix("[x] ") {
            checkbox = .checked
        } else {
            return false
        }
        nodes[Int(item.index)].kind = .item(checkbox: checkbox)
        return true
    }

    mutating func open(_ kind: MarkdownNodeKind, startLine: Int32, endLine: Int32, isLeaf: Bool) {
        let index = Int32(nodes.count)
        let parent = open.last?.index ?? -1
        nodes.append(MarkdownNode(kind: kind, parent: parent, startLine: startLine, endLine: endLine))
        if parent >= 0 {
            let previous = open[open.count - 1].lastChild
            if previous >= 0 { nodes[Int(previous)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
            open[open.count - 1].lastChild = index
        }
        if isLeaf {
            nodes[Int(index)].end = index + 1
        } else {
            open.append((index, -1))
        }
    }

    mutating func close() {
        let closed = open.removeLast()
        nodes[Int(closed.index)].end = Int32(nodes.count)
    }

    func finished() -> [MarkdownNode] { nodes }
}
