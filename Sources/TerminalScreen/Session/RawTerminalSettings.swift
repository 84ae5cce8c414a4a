#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The termios settings of the full-screen view: each byte as typed, no echo, no line
/// editing, no signals from keys (Ctrl-C, Ctrl-Z and Ctrl-\ arrive as keys), no flow control,
/// no CR-to-NL translation, no output processing (the renderer moves the cursor itself).
package enum RawTerminalSettings {
    /// `original` made raw, as `cfmakeraw` does but keeping what it need not touch.
    package static func raw(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON | INLCR | IGNCR)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The settings of `descriptor`, or nil when it is not a terminal.
    package static func current(of descriptor: Int32) -> termios? {
        var settings = termios()
        return tcgetattr(descriptor, &settings) == 0 ? settings : nil
    }

    /// Applies `settings` once output written so far has drained (TCSADRAIN), so the bytes
    /// leaving raw mode reach the terminal before line mode returns.
    @discardableResult
    package static func apply(_ settings: termios, to descriptor: Int32) -> Bool {
        var settings = settings
        while tcsetattr(descriptor, TCSADRAIN, &settings) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }
}
