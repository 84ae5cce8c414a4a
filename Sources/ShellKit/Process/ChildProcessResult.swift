/// How a child process ended and what it wrote, as `ChildProcess.run` reports it.
package struct ChildProcessResult: Sendable, Equatable {
    /// How the process ended: Foundation's `Process.terminationReason`.
    package enum Ending: Sendable, Equatable {
        case exited
        case signalled
    }

    package var ending: Ending
    /// The exit status, or the signal's number when a signal ended it: Foundation's
    /// `Process.terminationStatus`.
    package var status: Int32
    /// Standard output, when it was captured (else empty).
    package var output: [UInt8]
    /// Standard error, when it was captured (else empty).
    package var errors: [UInt8]

    package init(ending: Ending, status: Int32, output: [UInt8] = [], errors: [UInt8] = []) {
        self.ending = ending
        self.status = status
        self.output = output
        self.errors = errors
    }

    /// Whether it exited with status 0.
    package var succeeded: Bool { ending == .exited && status == 0 }
}

/// A child process that could not be started: the `errno` of the failing call.
package struct ChildProcessError: Error, Sendable, Equatable, CustomStringConvertible {
    package var code: Int32
    /// The call that failed (`posix_spawn`, `pipe`).
    package var call: String

    package init(code: Int32, call: String) {
        self.code = code
        self.call = call
    }

    package var description: String { "\(call): \(SystemError.describe(code))" }
}
