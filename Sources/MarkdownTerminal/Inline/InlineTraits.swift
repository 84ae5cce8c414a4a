/// How a piece of an article's inline text is shown: any mix of emphasis, code, links, math and
/// the marks HTML adds. `InlineLineBreaker` turns each mix into SGR styles.
package struct InlineTraits: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16

    package init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    package static let bold = InlineTraits(rawValue: 1 << 0)
    package static let italic = InlineTraits(rawValue: 1 << 1)
    package static let code = InlineTraits(rawValue: 1 << 2)
    /// A link's text.
    package static let linkText = InlineTraits(rawValue: 1 << 3)
    /// A link's or image's address, shown after its text as `<url>` when hyperlinks are off.
    package static let linkTarget = InlineTraits(rawValue: 1 << 4)
    package static let strikethrough = InlineTraits(rawValue: 1 << 5)
    /// `@name`, as Qiita links a user.
    package static let mention = InlineTraits(rawValue: 1 << 6)
    /// TeX source (`$…$`, `` $`…`$ ``): never broken across lines.
    package static let math = InlineTraits(rawValue: 1 << 7)
    /// A footnote reference, `[1]`.
    package static let footnote = InlineTraits(rawValue: 1 << 8)
    /// A key (`<kbd>`).
    package static let key = InlineTraits(rawValue: 1 << 9)
    /// An image's description.
    package static let image = InlineTraits(rawValue: 1 << 10)
    /// Raised or lowered text that has no Unicode form (`x^(n+1)`), or a code block's header:
    /// shown dim.
    package static let shifted = InlineTraits(rawValue: 1 << 11)
    /// Inside `<sup>`: `ShiftedText` writes it with superscript characters, or after `^`.
    package static let raised = InlineTraits(rawValue: 1 << 12)
    /// Inside `<sub>`: `ShiftedText` writes it with subscript characters, or after `_`.
    package static let lowered = InlineTraits(rawValue: 1 << 13)
}
