#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Saves the terminal's settings at start and puts them back on every way out, and switches
/// echo off while a secret is typed.
package enum TerminalMode {
    nonisolated(unsafe) private static var saved: termios?

    /// Remembers the current settings of standard input (a terminal).
    package static func save() {
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 { saved = settings }
    }

    /// Puts back the settings saved at start.
    package static func restore() {
        guard var settings = saved else { return }
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
