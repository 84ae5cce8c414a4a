import CCmarkGFM
import CQiitaMarkdown

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// cmark-gfm configured as Qiita configures it (qiita-markdown's `Filters::QiitaMarker`; see
/// Documentation/design/markdown-engine.md §2), and what reads its C tree.
enum QiitaMarkdownParser {
    /// The options Qiita passes, without qiita_marker's own three (CODE_DATA_METADATA,
    /// MENTION_NO_EMPHASIS, AUTOLINK_CLASS_NAME), which Debian's cmark-gfm does not have. The same
    /// value goes to the parser and to the HTML renderer, as qiita_marker gives it to both.
    /// (`cmark-gfm --hardbreaks --unsafe --strikethrough-double-tilde --table-prefer-style-attributes
    /// -e footnotes`; the CLI has no flag for LIBERAL_HTML_TAG.)
    static let options: Int32 =
        CMARK_OPT_HARDBREAKS | CMARK_OPT_UNSAFE | CMARK_OPT_LIBERAL_HTML_TAG
        | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES | CMARK_OPT_FOOTNOTES

    /// Qiita's extensions that Debian's cmark-gfm ships, in Qiita's order; Qiita's fourth,
    /// `custom_block` (`:::note`), is qiita_marker's own and ours is CQiitaMarkdown's, attached
    /// after these. No `tasklist` (Qiita marks tasks after rendering) and no `tagfilter`.
    static let extensionNames = ["table", "strikethrough", "autolink"]

    /// Registering the core extensions is not thread-safe in cmark-gfm (an unguarded static flag),
    /// and each extension that makes nodes, the core ones and the note extension alike, numbers its
    /// node types from an unguarded global counter. A Swift static's initializer runs exactly once:
    /// this one makes them all, one after the other, before any parse.
    private static let registered: Void = {
        cmark_gfm_core_extensions_ensure_registered()
        _ = qiita_note_extension()
    }()

    /// Parses `bytes` and hands the C tree and its parser to `body`; both are freed afterwards.
    static func parse<R>(_ bytes: UnsafeBufferPointer<UInt8>, into body: (OpaquePointer) -> R) -> R {
        parse(bytes) { root, _ in body(root) }
    }

    /// `notes: false` leaves the note extension out, as the `cmark-gfm` program parses (for the
    /// HTML differential test only).
    static func parse<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, notes: Bool = true,
        into body: (OpaquePointer, OpaquePointer) -> R
    ) -> R {
        _ = registered
        return lock.locked { parseUnlocked(bytes, notes: notes, into: body) }
    }

    /// cmark-gfm keeps the inline parser's table of special characters in one global array that
    /// each parser edits as it attaches its extensions and again as it is freed (github/cmark-gfm
    /// pull request 176, unmerged in 0.29.0.gfm.6): a parser freed on one thread took `~` out of
    /// the table while another was parsing, which then left `~~x~~` unstruck (seen in a loaded
    /// test run). So one parse (with whatever reads or renders its tree) runs at a time. (The note
    /// extension adds no such state: it has no inline characters, is read-only once made, and keeps
    /// each block's info string in that block.)
    private static let lock = CmarkLock()

    private static func parseUnlocked<R>(
        _ bytes: UnsafeBufferPointer<UInt8>, notes: Bool,
        into body: (OpaquePointer, OpaquePointer) -> R
    ) -> R {
        let parser = cmark_parser_new(options)!
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        // Last, as Qiita attaches custom_block: the order is behaviour. The table extension, asked
        // first, claims every line that follows a paragraph line, which is why a `:::note` fence
        // cannot interrupt a paragraph on Qiita.
        if notes { cmark_parser_attach_syntax_extension(parser, qiita_note_extension()) }
        if let guarded = QuadraticLineGuard.guarded(bytes) {
            guarded.withUnsafeBytes { raw in
                cmark_parser_feed(parser, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
            }
        } else {
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let root = cmark_parser_finish(parser)!
        defer { cmark_node_free(root) }
        return body(root, parser)
    }

    /// cmark_render_html with the parser's options and extensions.
    static func renderHTML(_ root: OpaquePointer, _ parser: OpaquePointer) -> String {
        guard let html = cmark_render_html(root, options, cmark_parser_get_syntax_extensions(parser)) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    /// Whether cmark_iter gives `node` an enter event only: exactly iterator.c's `S_is_leaf` list.
    /// A footnote reference is not on it: it is entered and exited, though it has no children.
    static func isLeaf(_ node: OpaquePointer) -> Bool {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE,
            CMARK_NODE_CODE_BLOCK, CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK:
            return true
        default:
            return false
        }
    }

    static func kind(of node: OpaquePointer) -> MarkdownNodeKind {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            return .list(
                ordered: ordered, start: ordered ? Int(cmark_node_get_list_start(node)) : 1,
                tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM: return .item(checkbox: nil)
        case CMARK_NODE_CODE_BLOCK:
            // cmark_node_get_fenced writes through all three pointers without checking for NULL.
            var length: Int32 = 0, offset: Int32 = 0
            var character: CChar = 0
            let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
            return .codeBlock(info: string(cmark_node_get_fence_info(node)), literal: literal(node), fenced: fenced)
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal(node))
        case CMARK_NODE_CUSTOM_BLOCK:
            return .customBlock(
                onEnter: string(cmark_node_get_on_enter(node)), onExit: string(cmark_node_get_on_exit(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        // Numbered by MarkdownDocument, in order.
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(number: 0)
        case CMARK_NODE_TEXT: return .text(literal(node))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal(node))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal(node))
        case CMARK_NODE_CUSTOM_INLINE:
            return .customInline(
                onEnter: string(cmark_node_get_on_enter(node)), onExit: string(cmark_node_get_on_exit(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(url: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        // 0.29.0.gfm.6 replaces a reference's literal (its label) with its definition's number.
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(number: Int(literal(node)) ?? 0)
        default:
            return extensionKind(of: node)
        }
    }

    /// Whether `node` is a Qiita custom block that is no note (`:::anytype`, a bare `:::`): Qiita's
    /// CustomBlock filter leaves it a bare `<div>`, so the tree has no node for it and its content
    /// is its parent's.
    static func showsOnlyItsContent(_ node: OpaquePointer) -> Bool {
        guard let info = qiita_note_info(node) else { return false }
        return NoteKind(customBlockInfo: String(cString: info)) == nil
    }

    /// Extension nodes' numeric types are assigned when the extensions register and are not
    /// exported, so they are told apart by their type strings (the note extension's by asking it).
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNodeKind {
        if let info = qiita_note_info(node) {
            // A custom block that is no note makes no node (showsOnlyItsContent); never reached.
            return .note(kind: NoteKind(customBlockInfo: String(cString: info)) ?? .info)
        }
        switch string(cmark_node_get_type_string(node)) {
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            let alignments = cmark_gfm_extensions_get_table_alignments(node)
            return .table(
                alignments: (0..<columns).map { column in
                    switch alignments?[column] {
                    case UInt8(ascii: "l"): .left
                    case UInt8(ascii: "c"): .center
                    case UInt8(ascii: "r"): .right
                    default: .none
                    }
                })
        case "table_header": return .tableHeader
        case "table_row": return .tableRow
        case "table_cell": return .tableCell(column: 0)
        case "strikethrough": return .strikethrough
        default:
            // Only an extension Qiita does not use makes another node: keep it as cmark's own
            // custom node of its class, so the kinds stay closed.
            let isBlock =
                cmark_node_get_type(node).rawValue & UInt32(CMARK_NODE_TYPE_MASK) == UInt32(CMARK_NODE_TYPE_BLOCK)
            return isBlock ? .customBlock(onEnter: "", onExit: "") : .customInline(onEnter: "", onExit: "")
        }
    }

    private static func literal(_ node: OpaquePointer) -> String { string(cmark_node_get_literal(node)) }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String { pointer.map { String(cString: $0) } ?? "" }
}

/// A process-wide mutex for cmark-gfm's global state (see `QiitaMarkdownParser.lock`).
private final class CmarkLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    func locked<R>(_ body: () -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
