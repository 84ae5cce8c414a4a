/// One piece of raw HTML as a browser's tokenizer sees it (HTMLTokenizer): a tag, text, or a
/// comment (which shows nothing). Tag and attribute names are lowercased (ASCII); text and
/// attribute values have their character references decoded (HTMLEntities).
package enum HTMLToken: Equatable, Sendable {
    /// `<name attributes…>`, or `<name …/>` (`selfClosing`).
    case startTag(name: String, attributes: [HTMLAttribute], selfClosing: Bool)
    /// `</name>`.
    case endTag(name: String)
    /// Text as it reads, CDATA sections included.
    case text(String)
    /// Something a browser does not show: `<!-- … -->`, `<!DOCTYPE …>`, `<? … >`.
    case comment
}

/// One attribute of a start tag: `name="value"`, its name lowercased and its value decoded; an
/// attribute without a value (`<details open>`) has the value "".
package struct HTMLAttribute: Equatable, Sendable {
    package var name: String
    package var value: String

    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
