import ShellKit

/// Code from an article made safe to highlight and measurable, as lines.
///
/// Only the highlighter's own colours may reach the terminal, and source-highlight copies its
/// input through byte for byte, so the code goes through ShellKit's `TerminalSanitizer.block`
/// first, as every article body did before: escape sequences removed, other controls in visible
/// form (`^G`, `<U+009B>`, bidi overrides and isolates too), `\r\n` and a lone `\r` ending a line
/// as `\n` does, tabs expanded to the next multiple of four columns by display width.
enum CodeLines {
    /// `code`'s lines, split at line breaks, without the empty line after a final one ("" has
    /// none), each free of controls and tabs.
    static func of(_ code: String) -> [String] {
        var lines = TerminalSanitizer.block(code).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
