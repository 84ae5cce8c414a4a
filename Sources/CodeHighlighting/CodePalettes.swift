/// The palettes of both code themes, in one place: an xterm 256-colour index per kind of token.
///
/// Every colour has at least 4.5:1 contrast (WCAG AA) against each of its theme's backgrounds
/// (`CodeTheme.backgrounds`); CodeThemeContrastTests checks each entry. The light colours also
/// keep 4.5:1 on the export's diff backgrounds (#e6ffec, #ffebe9, #ddf4ff). The kinds that must
/// be told apart at a glance (keyword, constant, symbol, number, string) have colours of
/// different hues in both.
enum CodePalettes {
    static func index(of kind: CodeTokenKind, in theme: CodeTheme) -> UInt8 {
        switch theme {
        case .dark: dark(kind)
        case .light: light(kind)
        }
    }

    /// Light colours for a dark background (black, #1e1e1e).
    private static func dark(_ kind: CodeTokenKind) -> UInt8 {
        switch kind {
        case .keyword: 177  // #d787ff violet
        case .type: 81  // #5fd7ff cyan
        case .constant: 215  // #ffaf5f orange
        case .string: 114  // #87d787 green
        case .number: 222  // #ffd787 yellow
        case .symbol: 211  // #ff87af pink
        case .comment: 246  // #949494 grey
        case .todo: 220  // #ffd700 gold
        case .function: 75  // #5fafff blue
        case .preprocessor: 73  // #5fafaf teal
        case .variable: 149  // #afd75f lime
        case .regexp: 209  // #ff875f salmon
        case .escape: 180  // #d7af87 tan
        case .property: 111  // #87afff periwinkle
        case .url: 117  // #87d7ff sky blue
        case .prompt: 141  // #af87ff lavender
        case .added: 114  // #87d787 green
        case .removed: 204  // #ff5f87 red
        case .hunk: 81  // #5fd7ff cyan
        }
    }

    /// Dark colours for a light background (white, #f6f8fa).
    private static func light(_ kind: CodeTokenKind) -> UInt8 {
        switch kind {
        case .keyword: 124  // #af0000 red
        case .type: 91  // #8700af purple
        case .constant: 25  // #005faf blue
        case .string: 22  // #005f00 green
        case .number: 94  // #875f00 brown
        case .symbol: 127  // #af00af magenta
        case .comment: 241  // #626262 grey
        case .todo: 88  // #870000 dark red
        case .function: 55  // #5f00af indigo
        case .preprocessor: 23  // #005f5f dark teal
        case .variable: 95  // #875f5f rosewood
        case .regexp: 89  // #87005f plum
        case .escape: 125  // #af005f raspberry
        case .property: 24  // #005f87 steel blue
        case .url: 26  // #005fd7 bright blue
        case .prompt: 60  // #5f5f87 slate
        case .added: 22  // #005f00 green
        case .removed: 124  // #af0000 red
        case .hunk: 25  // #005faf blue
        }
    }
}
