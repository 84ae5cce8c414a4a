#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's standard output and standard error, written with `write(2)` so output
/// interleaves in order with anything else writing to the same descriptors.
@MainActor public final class StandardConsole: Console {
    private let columnsVariable: String?
    public let isTerminal: Bool

    public init(environment: [String: String]) {
        columnsVariable = environment["COLUMNS"]
        isTerminal = isatty(STDOUT_FILENO) == 1
    }

    public func writeOut(_ text: String) { FileDescriptorWriter.write(text, to: STDOUT_FILENO) }
    public func writeErr(_ text: String) { FileDescriptorWriter.write(text, to: STDERR_FILENO) }

    public var width: Int {
        TerminalSize.columns(isTerminal: isTerminal, columnsVariable: columnsVariable)
    }
}
