/// What the environment says about the terminal, for choosing how to draw images: hints only
/// (`TERM_PROGRAM`, `LC_TERMINAL`), except where a terminal is known to misbehave.
package struct GraphicsEnvironment: Sendable, Equatable {
    package var term: String?
    package var termProgram: String?
    package var lcTerminal: String?
    package var insideTmux: Bool

    package init(term: String? = nil, termProgram: String? = nil, lcTerminal: String? = nil, insideTmux: Bool = false) {
        self.term = term
        self.termProgram = termProgram
        self.lcTerminal = lcTerminal
        self.insideTmux = insideTmux
    }

    package init(environment: [String: String]) {
        self.init(
            term: environment["TERM"], termProgram: environment["TERM_PROGRAM"], lcTerminal: environment["LC_TERMINAL"],
            insideTmux: !(environment["TMUX"] ?? "").isEmpty)
    }

    /// Apple's Terminal prints APC strings on the screen (circumflex skips it too).
    var mayReceiveStrings: Bool { termProgram != "Apple_Terminal" }

    /// GNU screen swallows passthrough and draws no pixels: blocks there.
    var insideScreen: Bool { !insideTmux && (term?.hasPrefix("screen") ?? false) }

    /// Terminals that speak iTerm2's protocol: iTerm2 itself and WezTerm.
    var speaksITerm: Bool { termProgram == "iTerm.app" || termProgram == "WezTerm" || lcTerminal == "iTerm2" }

    /// WezTerm answers kitty's query but does not draw Unicode placeholders.
    var drawsKittyPlaceholders: Bool { termProgram != "WezTerm" }
}
