#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a query to the terminal and reads its answer from standard input: only when standard
/// input and output are both a terminal, with echo and line editing off while waiting and the
/// terminal's settings put back. A terminal that does not answer costs the whole wait once.
package enum TerminalExchange {
    /// The bytes read after writing `query`, once `isComplete` holds for them; nil when there is
    /// no terminal, or no complete answer within `timeoutMilliseconds`.
    package static func ask(_ query: [UInt8], timeoutMilliseconds: Int, isComplete: ([UInt8]) -> Bool) -> [UInt8]? {
        let read = exchange(query, timeoutMilliseconds: timeoutMilliseconds, isComplete: isComplete)
        return read.complete ? read.bytes : nil
    }

    /// The same, with what was read when the answer did not come whole in time (`complete` false).
    package static func exchange(
        _ query: [UInt8], timeoutMilliseconds: Int, isComplete: ([UInt8]) -> Bool
    ) -> (bytes: [UInt8], complete: Bool) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { return ([], false) }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return ([], false) }
        var quiet = original
        quiet.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &quiet.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0 else { return ([], false) }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
        guard FileDescriptorWriter.write(String(decoding: query, as: UTF8.self), to: STDOUT_FILENO) else {
            return ([], false)
        }
        return readReply(deadline: monotonicMilliseconds() + timeoutMilliseconds, isComplete: isComplete)
    }

    /// Bytes from standard input until `isComplete` holds or the deadline passes.
    private static func readReply(deadline: Int, isComplete: ([UInt8]) -> Bool) -> (bytes: [UInt8], complete: Bool) {
        var reply: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while reply.count < 4096 {
            let left = deadline - monotonicMilliseconds()
            guard left > 0 else { return (reply, false) }
            var waiting = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&waiting, 1, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { return (reply, false) }
            let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return (reply, false) }
            reply += buffer[..<count]
            if isComplete(reply) { return (reply, true) }
        }
        return (reply, false)
    }

    private static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
