/// The exported page's code text and backgrounds: printable, every colour code text takes with at
/// least 4.5:1 contrast (WCAG AA) against every background code is shown on (the block, an added,
/// removed or hunk line of a diff, and white paper). Tokens take `CodeTheme.light`'s colours.
struct ExportCodePalette: Sendable {
    /// The text of code, and the backgrounds it is shown on.
    static let text = "#1f2328"
    static let codeBackground = "#f6f8fa"
    static let addedBackground = "#e6ffec"
    static let removedBackground = "#ffebe9"
    static let hunkBackground = "#ddf4ff"
    /// The `+`, `-` and `@@` lines' own colours.
    static let added = "#116329"
    static let removed = "#82071e"
    static let hunk = "#0550ae"

    /// Every background code text is shown on.
    static let backgrounds = ["#ffffff", codeBackground, addedBackground, removedBackground, hunkBackground]
}
