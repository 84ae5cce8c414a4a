/// Asks the terminal for its background colour with OSC 11 (`ESC ] 11 ; ? BEL`) and reads the
/// answer from standard input, as xterm and most terminals give it: `ESC ] 11 ; rgb:…` ended by
/// BEL or `ESC \` (`TerminalExchange` writes and waits).
package enum TerminalColourQuery {
    /// The longest wait for the answer.
    package static let timeoutMilliseconds = 100

    /// The terminal's answer, or nil when there is no terminal or no complete answer in time.
    package static func backgroundReply(timeoutMilliseconds: Int = timeoutMilliseconds) -> [UInt8]? {
        TerminalExchange.ask(Array("\u{1B}]11;?\u{07}".utf8), timeoutMilliseconds: timeoutMilliseconds, isComplete: isComplete)
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
}
