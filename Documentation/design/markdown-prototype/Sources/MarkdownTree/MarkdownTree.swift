import CCmarkGFM

#if canImport(Glibc)
import Glibc
#endif

/// A column's alignment, from the delimiter row (`:--`, `:-:`, `--:`).
public enum ColumnAlignment: Sendable, Equatable {
    case none, left, center, right

    init(cmark byte: UInt8) {
        switch byte {
        case UInt8(ascii: "l"): self = .left
        case UInt8(ascii: "c"): self = .center
        case UInt8(ascii: "r"): self = .right
        default: self = .none
        }
    }
}

/// What one node of a parsed article is. Every cmark-gfm node type Qiita's options can produce.
public enum MarkdownNodeKind: Sendable, Equatable {
    // blocks
    case document
    case blockQuote
    case list(ordered: Bool, start: Int, tight: Bool)
    case item
    case codeBlock(info: String, literal: String, fenced: Bool)
    case htmlBlock(String)
    case paragraph
    case heading(level: Int)
    case thematicBreak
    case footnoteDefinition(label: String, number: Int)
    case table(alignments: [ColumnAlignment])
    case tableRow(isHeader: Bool)
    case tableCell(column: Int)
    // inlines
    case text(String)
    case softBreak
    case lineBreak
    case code(String)
    case htmlInline(String)
    case emphasis
    case strong
    case strikethrough
    case link(url: String, title: String)
    case image(url: String, title: String)
    case footnoteReference(label: String, number: Int)
    /// Anything else (CMARK_NODE_CUSTOM_BLOCK/INLINE, an unknown extension node): its type string.
    case other(String)
}

/// One node: its kind and its place in the tree, as indices into `MarkdownDocument.nodes`
/// (−1 for none). Nodes are stored in document order (pre-order), so a subtree is a contiguous
/// range `i ..< end`.
public struct MarkdownNode: Sendable, Equatable {
    public var kind: MarkdownNodeKind
    public var parent: Int32
    public var firstChild: Int32 = -1
    public var nextSibling: Int32 = -1
    /// One past the last node of this node's subtree.
    public var end: Int32 = -1
    public var startLine: Int32
    public var endLine: Int32
}

/// A parsed article: cmark-gfm's tree copied into Swift values, so it is `Sendable`, outlives
/// the C tree, and can be walked without recursion.
public struct MarkdownDocument: Sendable {
    public var nodes: [MarkdownNode]

    public func children(of index: Int) -> some Sequence<Int> {
        sequence(first: Int(nodes[index].firstChild)) { [nodes] in Int(nodes[$0].nextSibling) }
            .prefix { $0 >= 0 }
    }
}

/// cmark-gfm, configured as Qiita configures it (qiita-markdown's Filters::QiitaMarker).
public enum QiitaMarkdownParser {
    /// Options Qiita passes (lib/qiita/markdown/filters/qiita_marker.rb), minus qiita_marker's own
    /// bits (CODE_DATA_METADATA 1<<25, MENTION_NO_EMPHASIS 1<<26, AUTOLINK_CLASS_NAME 1<<27), which
    /// Debian's cmark-gfm does not have. The same value is given to the parser and the renderer,
    /// as qiita_marker's rb_markdown_to_html does.
    public static let options: Int32 = CMARK_OPT_HARDBREAKS | CMARK_OPT_UNSAFE | CMARK_OPT_LIBERAL_HTML_TAG
        | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES | CMARK_OPT_FOOTNOTES

    public static let extensionNames = ["table", "strikethrough", "autolink"]

    /// Registering the core extensions is not thread-safe in cmark-gfm; a Swift global's
    /// initializer runs once (swift_once).
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// A parser with Qiita's options and extensions; the caller frees it (cmark_parser_free).
    static func makeParser() -> OpaquePointer {
        _ = registered
        let parser = cmark_parser_new(options)!
        for name in extensionNames {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        return parser
    }

    /// Parses, and hands the C tree to `body` (freed afterwards).
    public static func withCTree<R>(_ markdown: String, _ body: (OpaquePointer, OpaquePointer) throws -> R) rethrows -> R {
        let parser = makeParser()
        defer { cmark_parser_free(parser) }
        var text = markdown
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let root = cmark_parser_finish(parser)!
        defer { cmark_node_free(root) }
        return try body(parser, root)
    }

    /// cmark-gfm's own HTML for `markdown` (what the differential test compares against).
    public static func html(_ markdown: String) -> String {
        withCTree(markdown) { parser, root in
            let extensions = cmark_parser_get_syntax_extensions(parser)
            let cString = cmark_render_html(root, options, extensions)!
            defer { free(cString) }
            return String(cString: cString)
        }
    }

    public static func parse(_ markdown: String) -> MarkdownDocument {
        withCTree(markdown) { _, root in convert(root) }
    }

    /// cmark_iter over the C tree: enter/exit events, an explicit stack, no recursion.
    static func convert(_ root: OpaquePointer) -> MarkdownDocument {
        var nodes: [MarkdownNode] = []
        var stack: [Int32] = []          // open containers
        var lastChild: [Int32] = []      // per open container, its last child so far
        var footnoteCount = 0
        let iter = cmark_iter_new(root)!
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            let node = cmark_iter_get_node(iter)!
            if event == CMARK_EVENT_EXIT {
                let index = stack.removeLast()
                lastChild.removeLast()
                nodes[Int(index)].end = Int32(nodes.count)
                continue
            }
            // ENTER: every node is entered once; leaves get no EXIT event.
            let parent = stack.last ?? -1
            var kind = kindOf(node)
            if case .tableCell = kind, let previous = lastChild.last, previous >= 0,
               case .tableCell(let column) = nodes[Int(previous)].kind {
                kind = .tableCell(column: column + 1)
            }
            if case .footnoteDefinition = kind {
                // cmark-gfm keeps only referenced definitions, moved to the end in order of first
                // reference: the nth definition is footnote n. Its label is not public
                // (cmark_node_get_literal returns NULL for it in 0.29.0.gfm.6).
                footnoteCount += 1
                kind = .footnoteDefinition(label: "", number: footnoteCount)
            }
            let index = Int32(nodes.count)
            nodes.append(MarkdownNode(kind: kind, parent: parent,
                                      startLine: cmark_node_get_start_line(node),
                                      endLine: cmark_node_get_end_line(node)))
            if parent >= 0 {
                let previous = lastChild[lastChild.count - 1]
                if previous >= 0 { nodes[Int(previous)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
                lastChild[lastChild.count - 1] = index
            }
            if isLeaf(node) {
                nodes[Int(index)].end = index + 1
            } else {
                stack.append(index)
                lastChild.append(-1)
            }
        }
        return MarkdownDocument(nodes: nodes)
    }

    /// cmark_iter gives leaves an ENTER only: exactly iterator.c's S_is_leaf list (text, code,
    /// inline html, soft/hard breaks, code and html blocks, thematic break). A footnote reference
    /// is not in it: it gets ENTER and EXIT, though it has no children.
    static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE,
             CMARK_NODE_HTML_INLINE, CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK,
             CMARK_NODE_THEMATIC_BREAK:
            return true
        default:
            return false
        }
    }

    static func string(_ p: UnsafePointer<CChar>?) -> String { p.map { String(cString: $0) } ?? "" }

    static func kindOf(_ node: OpaquePointer) -> MarkdownNodeKind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)), tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            // cmark_node_get_fenced writes through all three pointers without a NULL check.
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: string(cmark_node_get_literal(node)),
                              fenced: fenced)
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(label: string(cmark_node_get_literal(node)), number: 0)
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK: return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE: return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE:
            // 0.29.0.gfm.6 replaces a reference's literal with its definition's number ("1"):
            // the label itself is gone. Unresolved `[^x]` stays text.
            let literal = string(cmark_node_get_literal(node))
            return .footnoteReference(label: literal, number: Int(literal) ?? 0)
        default:
            // Extension nodes: their numeric types are assigned at registration and not exported,
            // so they are told apart by type string ("table", "table_header", "table_row",
            // "table_cell", "strikethrough").
            let name = string(cmark_node_get_type_string(node))
            switch name {
            case "table":
                let columns = Int(cmark_gfm_extensions_get_table_columns(node))
                let raw = cmark_gfm_extensions_get_table_alignments(node)
                let alignments = (0..<columns).map { ColumnAlignment(cmark: raw?[$0] ?? 0) }
                return .table(alignments: alignments)
            case "table_header", "table_row":
                return .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
            case "table_cell": return .tableCell(column: 0)
            case "strikethrough": return .strikethrough
            default: return .other(name)
            }
        }
    }
}
