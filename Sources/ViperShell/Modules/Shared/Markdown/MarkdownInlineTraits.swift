import ShellKit
import ItemsDomain

/// How a piece of inline Markdown is to be shown: any mix of emphasis, code and link parts.
package struct MarkdownInlineTraits: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    package static let bold = MarkdownInlineTraits(rawValue: 1 << 0)
    package static let italic = MarkdownInlineTraits(rawValue: 1 << 1)
    package static let code = MarkdownInlineTraits(rawValue: 1 << 2)
    /// A link's text.
    package static let linkText = MarkdownInlineTraits(rawValue: 1 << 3)
    /// A link's or image's address, shown as `<url>`.
    package static let linkTarget = MarkdownInlineTraits(rawValue: 1 << 4)
}
