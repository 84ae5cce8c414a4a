import Synchronization

/// Bytes the graphics probe read from standard input that were not its reply (keys typed during
/// the wait): kept for the reader's key loop, which reads them first, rather than lost; the
/// prompt drops what is left when it next reads a command.
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
