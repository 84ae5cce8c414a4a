#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's settings as they were saved at start, put back on every way out; and echo
/// switched off while a secret is typed. A value: whoever saves the settings keeps it and
/// restores from it (no process-wide state).
package struct TerminalMode: Sendable {
    private let settings: termios

    /// The current settings of standard input, or nil when it is no terminal.
    package static func save() -> TerminalMode? {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return nil }
        return TerminalMode(settings: settings)
    }

    /// Puts these settings back on standard input.
    package func restore() {
        var settings = settings
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// Runs `body` with echo off (line editing and signals stay on), then restores echo.
    package static func withEchoOff<T>(_ body: () -> T) -> T {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return body() }
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        silent.c_lflag |= tcflag_t(ICANON | ISIG)
        tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        return body()
    }
}
