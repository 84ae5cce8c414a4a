/// How a piece of inline Markdown is to be shown: any mix of emphasis, code and link parts.
struct MarkdownInlineTraits: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    static let bold = MarkdownInlineTraits(rawValue: 1 << 0)
    static let italic = MarkdownInlineTraits(rawValue: 1 << 1)
    static let code = MarkdownInlineTraits(rawValue: 1 << 2)
    /// A link's text.
    static let linkText = MarkdownInlineTraits(rawValue: 1 << 3)
    /// A link's or image's address, shown as `<url>`.
    static let linkTarget = MarkdownInlineTraits(rawValue: 1 << 4)
}
