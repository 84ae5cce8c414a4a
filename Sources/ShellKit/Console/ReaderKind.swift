/// How `open` shows an article at a terminal: the full-screen reader, the pager, or printed.
/// Scripts, pipes and JSON print the article whatever it is.
package enum ReaderKind: String, CaseIterable, Sendable {
    /// The full-screen reader on the terminal's alternate screen.
    case full
    /// Printed through the pager (`$PAGER`, `less -FRX`), as `set pager on` shows long items.
    case pager
    /// Printed straight to the terminal, as with `set pager off` (for articles only).
    case plain
}
