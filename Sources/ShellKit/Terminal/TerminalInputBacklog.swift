import Synchronization

/// Bytes a terminal query read from standard input that were not its reply (keys typed during
/// the wait, another query's reply arriving early): kept for whoever reads input next, the next
/// query (`TerminalExchange`) or the reader's key loop, rather than lost.
package enum TerminalInputBacklog {
    private static let bytes = Mutex<[UInt8]>([])

    package static func put(_ more: [UInt8]) {
        guard !more.isEmpty else { return }
        bytes.withLock { $0 += more }
    }

    /// What is kept, taken.
    package static func take() -> [UInt8] {
        bytes.withLock { kept in
            defer { kept = [] }
            return kept
        }
    }
}
