/// Which optional modes the full-screen view turns on besides the alternate screen, raw input
/// and the hidden cursor.
package struct ScreenModes: Hashable, Sendable {
    /// Mouse reports (1000) in SGR form (1006): presses, releases and the wheel.
    package var reportsMouse: Bool
    /// Bracketed paste (2004): pasted text arrives as one event, not as keys.
    package var bracketsPaste: Bool

    package init(reportsMouse: Bool = false, bracketsPaste: Bool = true) {
        self.reportsMouse = reportsMouse
        self.bracketsPaste = bracketsPaste
    }

    /// The DEC private modes in the order entering sets them, each with the state entering
    /// gives it (the cursor's mode, 25, is reset: hidden). Leaving undoes them in reverse.
    package var privateModes: [(mode: Int, enabled: Bool)] {
        var modes: [(mode: Int, enabled: Bool)] = [(1049, true), (25, false)]
        if reportsMouse { modes += [(1000, true), (1006, true)] }
        if bracketsPaste { modes.append((2004, true)) }
        return modes
    }

    /// The bytes that enter the full screen: alternate screen (saving the cursor), cursor
    /// hidden, then the optional modes.
    package var enteringBytes: [UInt8] {
        Array(privateModes.map { Self.sequence($0.mode, enabled: $0.enabled) }.joined().utf8)
    }

    /// The bytes that leave it: style and hyperlink reset, then each mode of `enteringBytes`
    /// undone in reverse order, the alternate screen last (restoring the main screen and cursor).
    package var leavingBytes: [UInt8] {
        let modes = privateModes.reversed().map { Self.sequence($0.mode, enabled: !$0.enabled) }.joined()
        return Array((Self.styleReset + modes).utf8)
    }

    /// SGR reset and OSC 8 closed: nothing the renderer left styled spills onto the main screen.
    package static let styleReset = "\u{1B}[0m\u{1B}]8;;\u{1B}\\"

    /// `CSI ? mode h` or `CSI ? mode l`.
    package static func sequence(_ mode: Int, enabled: Bool) -> String {
        "\u{1B}[?\(mode)" + (enabled ? "h" : "l")
    }
}
