/// `set theme dark|light`: the colours code is highlighted in, for a dark or a light background.
/// Each kind of token has one colour (`CodePalettes`, both tables in one place), with at least
/// 4.5:1 contrast (WCAG AA) against each of the theme's `backgrounds`: the terminal shows it as
/// an SGR sequence, the HTML export as CSS (`colour(for:).hex`).
package enum CodeTheme: String, CaseIterable, Sendable, Hashable {
    case dark, light

    /// The colour of `kind` in this theme.
    package func colour(for kind: CodeTokenKind) -> CodeColour {
        CodeColour(CodePalettes.index(of: kind, in: self))
    }

    /// The backgrounds every colour of the theme is readable on: for dark, black and a typical
    /// dark editor's #1e1e1e; for light, white and the #f6f8fa code blocks are shown on.
    package var backgrounds: [RGBColour] {
        switch self {
        case .dark: [RGBColour(red: 0, green: 0, blue: 0), RGBColour(red: 0x1E, green: 0x1E, blue: 0x1E)]
        case .light: [RGBColour(red: 0xFF, green: 0xFF, blue: 0xFF), RGBColour(red: 0xF6, green: 0xF8, blue: 0xFA)]
        }
    }

    /// A line's runs for a terminal: each run of a kind in its colour, closed at its end
    /// (`ESC[m`), so the line stands alone; plain runs as they are.
    package func sgr(_ runs: [CodeRun]) -> String {
        runs.map { run in
            guard let kind = run.kind else { return run.text }
            return colour(for: kind).sgr + run.text + "\u{1B}[m"
        }.joined()
    }
}
