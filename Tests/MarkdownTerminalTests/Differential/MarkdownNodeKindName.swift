import Markdown

/// The name of each `MarkdownNodeKind` case, for the differential corpus's coverage check. The
/// switch is exhaustive on purpose: a kind added to the parser fails to compile here until it is
/// named, and then the corpus must produce it.
enum MarkdownNodeKindName {
    /// Every kind parsing can produce (not cmark's custom nodes, made only by code), task items
    /// counted apart.
    static let producedByParsing: Set<String> = [
        "document", "blockQuote", "list", "item", "task unchecked", "task checked", "codeBlock", "htmlBlock",
        "note info", "note warn", "note alert",
        "paragraph", "heading", "thematicBreak", "footnoteDefinition", "table", "tableHeader", "tableRow",
        "tableCell", "text", "softBreak", "lineBreak", "code", "htmlInline", "emphasis", "strong", "strikethrough",
        "link", "image", "footnoteReference",
    ]

    static func name(_ kind: MarkdownNodeKind) -> String {
        switch kind {
        case .document: "document"
        case .blockQuote: "blockQuote"
        case .list: "list"
        case .item(.unchecked?): "task unchecked"
        case .item(.checked?): "task checked"
        case .item(nil): "item"
        case .codeBlock: "codeBlock"
        case .htmlBlock: "htmlBlock"
        case .customBlock: "customBlock"
        case .note(.info): "note info"
        case .note(.warn): "note warn"
        case .note(.alert): "note alert"
        case .paragraph: "paragraph"
        case .heading: "heading"
        case .thematicBreak: "thematicBreak"
        case .footnoteDefinition: "footnoteDefinition"
        case .table: "table"
        case .tableHeader: "tableHeader"
        case .tableRow: "tableRow"
        case .tableCell: "tableCell"
        case .text: "text"
        case .softBreak: "softBreak"
        case .lineBreak: "lineBreak"
        case .code: "code"
        case .htmlInline: "htmlInline"
        case .customInline: "customInline"
        case .emphasis: "emphasis"
        case .strong: "strong"
        case .strikethrough: "strikethrough"
        case .link: "link"
        case .image: "image"
        case .footnoteReference: "footnoteReference"
        }
    }
}
