#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the terminal for its background colour with OSC 11 (`ESC ] 11 ; ? BEL`) and reads the
/// answer from standard input, as xterm and most terminals give it: `ESC ] 11 ; rgb:…` ended by
/// BEL or `ESC \`. Only when standard input and output are both a terminal; echo and line
/// editing are off while waiting, and the terminal's settings are put back. A terminal that does
/// not answer costs the whole wait once.
package enum TerminalColourQuery {
    /// The longest wait for the answer.
    package static let timeoutMilliseconds = 100

    /// The terminal's answer, or nil when there is no terminal or no complete answer in time.
    package static func backgroundReply(timeoutMilliseconds: Int = timeoutMilliseconds) -> [UInt8]? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return nil }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return nil }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        guard FileDescriptorWriter.write("\u{1B}]11;?\u{07}", to: STDOUT_FILENO) else { return nil }
        return readReply(deadline: monotonicMilliseconds() + timeoutMilliseconds)
    }

    /// Bytes from standard input until an OSC reply is complete or the deadline passes.
    private static func readReply(deadline: Int) -> [UInt8]? {
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 128)
        while reply.count < 1024 {
            let left = deadline - monotonicMilliseconds()
            guard left > 0 else { return nil }
            var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return nil }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            reply += buffer[..<count]
            if isComplete(reply) { return reply }
        }
        return nil
    }

    /// Whether `bytes` hold an OSC 11 reply with its end (BEL, or ESC followed by `\`).
    package static func isComplete(_ bytes: [UInt8]) -> Bool {
        let start: [UInt8] = Array("\u{1B}]11;".utf8)
        guard bytes.count > start.count,
            let first = (0...(bytes.count - start.count)).first(where: { bytes[$0...].starts(with: start) })
        else { return false }
        let rest = bytes[(first + start.count)...]
        if rest.contains(0x07) { return true }
        return zip(rest, rest.dropFirst()).contains { $0 == 0x1B && $1 == 0x5C }
    }

    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
