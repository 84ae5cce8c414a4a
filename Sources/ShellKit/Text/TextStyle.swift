/// ANSI (SGR) styling at one of three levels (`Level`): full colour; attributes only (bold, dim,
/// italic, underline, inverse, strikethrough, but no colour: `NO_COLOR` at a terminal); or plain,
/// where every method returns its text unchanged (a pipe, a file, the txt export). Each style ends
/// with its own "off" code (not a full reset), so a styled piece can sit inside text styled
/// otherwise. Empty text is never wrapped in codes.
///
/// Plain output shows with visible marks what styling would have shown (an article's `` `code` ``,
/// `**strong**`): the article layout asks `showsMarks` and writes them itself; listings and help
/// just lose their bold.
///
/// `DisplayWidth` skips SGR sequences, so styled text measures as it shows; `visibleWidth`
/// says the same thing where that reads better.
package struct TextStyle: Sendable {
    package let level: Level

    package init(level: Level) {
        self.level = level
    }

    /// Full colour when `isEnabled`, plain otherwise.
    package init(isEnabled: Bool) {
        self.init(level: isEnabled ? .colour : .plain)
    }

    /// Whether any SGR code is written (colour or attributes).
    package var isEnabled: Bool { level != .plain }

    /// Whether colour codes are written: only at the full level.
    package var usesColour: Bool { level == .colour }

    /// Whether nothing is styled, so what styling shows is written as visible marks instead.
    package var showsMarks: Bool { level == .plain }

    package func bold(_ text: String) -> String { wrap(text, on: "1", off: "22") }

    package func dim(_ text: String) -> String { wrap(text, on: "2", off: "22") }

    package func italic(_ text: String) -> String { wrap(text, on: "3", off: "23") }

    package func underline(_ text: String) -> String { wrap(text, on: "4", off: "24") }

    package func inverse(_ text: String) -> String { wrap(text, on: "7", off: "27") }

    package func strikethrough(_ text: String) -> String { wrap(text, on: "9", off: "29") }

    /// `text` in `color`; unchanged below the full level (`NO_COLOR` removes colour only).
    package func color(_ text: String, _ color: TerminalColor) -> String {
        guard usesColour else { return text }
        return wrap(text, on: String(color.foregroundCode), off: "39")
    }

    /// Columns `styled` occupies on the terminal, its SGR codes excluded.
    package static func visibleWidth(_ styled: String) -> Int { DisplayWidth.of(styled) }

    private func wrap(_ text: String, on: String, off: String) -> String {
        guard isEnabled, !text.isEmpty else { return text }
        return "\u{1B}[\(on)m\(text)\u{1B}[\(off)m"
    }
}

/// The foreground colours `TextStyle.color` offers (the basic 8-colour palette plus bright black
/// as gray), so they follow the user's terminal theme.
package enum TerminalColor: Sendable, CaseIterable {
    case red, green, yellow, blue, magenta, cyan, gray

    /// The SGR parameter selecting this colour as the foreground.
    package var foregroundCode: Int {
        switch self {
        case .red: 31
        case .green: 32
        case .yellow: 33
        case .blue: 34
        case .magenta: 35
        case .cyan: 36
        case .gray: 90
        }
    }
}
