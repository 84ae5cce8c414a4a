/// `set hyperlinks on|off|auto`: whether links in articles are written as OSC 8 hyperlinks
/// (clickable text, the address not printed after it) or as text followed by `<address>`.
/// `auto`, the default, uses them when output is a terminal known to support them.
public enum HyperlinkMode: String, CaseIterable, Sendable {
    case on, off, auto

    /// Whether a terminal described by `environment` shows OSC 8 hyperlinks: iTerm2, WezTerm,
    /// VS Code, Ghostty, kitty, foot, Windows Terminal, DomTerm, and VTE terminals (GNOME
    /// Terminal, Tilix) from 0.50. Inside tmux or screen, no: they pass the marks on only when
    /// configured to.
    public static func terminalSupportsHyperlinks(_ environment: [String: String]) -> Bool {
        if environment["TMUX"] != nil || environment["STY"] != nil { return false }
        if let program = environment["TERM_PROGRAM"],
            ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper"].contains(program)
        {
            return true
        }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        if ["KITTY_WINDOW_ID", "WT_SESSION", "DOMTERM"].contains(where: { environment[$0] != nil }) { return true }
        let term = environment["TERM"] ?? ""
        return ["kitty", "foot", "wezterm", "ghostty", "alacritty"].contains { names(term, $0) }
    }

    /// Whether `term` contains `name`, compared byte for byte: `String.contains` would bring in
    /// _StringProcessing's generic searcher, whose type metadata costs a tenth of `-c quit`.
    private static func names(_ term: String, _ name: String) -> Bool {
        let haystack = Array(term.utf8), needle = Array(name.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<start + needle.count].elementsEqual(needle)
        }
    }
}
