/// The colours of code in the exported page: a light theme, printable, in which every colour
/// code text takes has at least 4.5:1 contrast (WCAG AA) against every background code is shown
/// on (the block, an added, removed or hunk line of a diff, and white paper).
///
/// GNU source-highlight colours by role with its esc256 colours (`esc256.style`: keywords 171,
/// strings 196, comments 242, …), chosen for a dark terminal; each is mapped here to a colour of
/// the same role that reads on white. A colour not in the table is left to the text's own.
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

    /// esc256 colour (xterm 256-colour index) → the light theme's colour for the same role.
    static let light: [Int: String] = [
        75: "#0550ae",  // blue: functions, URLs, CSS properties
        33: "#00607a",  // dark blue: preprocessor lines
        242: "#57606a",  // grey: comments
        70: "#116329",  // green: types, variables, CSS values
        208: "#953800",  // orange: class names, regular expressions
        171: "#7239c4",  // purple: keywords, CSS selectors
        196: "#a4161f",  // red: strings
        226: "#7d4e00",  // yellow: TODO, line numbers
    ]

    /// The CSS colour for the terminal colour `index`, or nil to keep the text's own.
    func colour(_ index: Int) -> String? {
        Self.light[index]
    }
}
