#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The width to lay text out in: the terminal's (TIOCGWINSZ), then `COLUMNS`, else 80.
/// Kept within 10…1000 so absurd values cannot break the layout (a listing still fits a row on a
/// line at 10 columns).
package enum TerminalSize {
    package static let fallbackColumns = 80
    package static let minimumColumns = 10
    package static let maximumColumns = 1000

    package static func columns(isTerminal: Bool, columnsVariable: String?) -> Int {
        if isTerminal {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return clamp(Int(size.ws_col))
            }
        }
        if let text = columnsVariable, let value = Int(text), value > 0 { return clamp(value) }
        return fallbackColumns
    }

    /// Columns of the terminal `descriptor` is, as it is now (no clamping); nil when it is not
    /// a terminal or does not say.
    package static func columns(ofDescriptor descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Rows and columns of the terminal `descriptor` is, as it is now (no clamping); nil when it
    /// is not a terminal or does not say (the full-screen view's grid).
    package static func rowsAndColumns(ofDescriptor descriptor: Int32) -> (rows: Int, columns: Int)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_row), Int(size.ws_col))
    }

    /// Rows of the terminal, when standard output is one (for deciding whether to page).
    package static func rows() -> Int? {
        var size = winsize()
        guard isatty(STDOUT_FILENO) == 1, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else {
            return nil
        }
        return Int(size.ws_row)
    }

    private static func clamp(_ value: Int) -> Int { min(max(value, minimumColumns), maximumColumns) }
}
