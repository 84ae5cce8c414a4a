import ShellKit

/// The visible marks an article's inline styling is written with where the terminal cannot show
/// it, as glow's plain style writes them: `` `code` `` whenever there is no colour (no attribute
/// shows code), and `**strong**`, `*emphasis*` and `~~struck~~` when there is no styling at all
/// (a pipe, a file, the txt export), so `~~古い書き方~~` keeps its meaning. The flattener writes
/// them where the element starts and ends, so they nest as the source does and are measured,
/// wrapped and fitted into table columns like any text.
package struct InlineMarks: Sendable {
    /// What a mark stands for.
    package enum Kind: Sendable, CaseIterable {
        case code, strong, emphasis, strikethrough
    }

    private let style: TextStyle

    package init(style: TextStyle) {
        self.style = style
    }

    /// No marks: full styling shows everything.
    package static let none = InlineMarks(style: TextStyle(level: .colour))

    /// The mark written before and after `kind`'s text, or nil when styling shows it.
    package func mark(_ kind: Kind) -> String? {
        switch kind {
        case .code: style.usesColour ? nil : "`"
        case .strong: style.showsMarks ? "**" : nil
        case .emphasis: style.showsMarks ? "*" : nil
        case .strikethrough: style.showsMarks ? "~~" : nil
        }
    }

    /// The marks around text gaining `traits` (an HTML element's: `<b>`, `<s>`, `<code>` …), the
    /// outermost first; "" when there are none.
    package func marks(for traits: InlineTraits) -> String {
        var text = ""
        if traits.contains(.bold), let mark = mark(.strong) { text += mark }
        if traits.contains(.italic), let mark = mark(.emphasis) { text += mark }
        if traits.contains(.strikethrough), let mark = mark(.strikethrough) { text += mark }
        if traits.contains(.code), let mark = mark(.code) { text += mark }
        return text
    }
}
