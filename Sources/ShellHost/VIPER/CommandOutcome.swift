import ShellKit

/// How one command ended, returned by the module that ran it (and by whatever it routed to):
/// the shell loop, a script and `-c` take the exit status from it. A value, never shared.
public struct CommandOutcome: Equatable, Sendable {
    /// The command's exit status: the worst failure it met.
    public let status: ExitStatus

    public init(status: ExitStatus) {
        self.status = status
    }

    /// The command did what it was asked.
    public static let success = CommandOutcome(status: .success)

    /// The command failed with `status` (1 unless told: a usage error is 2).
    public static func failed(_ status: ExitStatus = .failure) -> CommandOutcome {
        CommandOutcome(status: status)
    }

    /// Whether the command succeeded.
    public var succeeded: Bool { status == .success }

    /// This outcome followed by `next`: the worse of the two.
    public func then(_ next: CommandOutcome) -> CommandOutcome {
        CommandOutcome(status: max(status, next.status))
    }
}

/// A step of a command that failed and was already shown (an item that is not there), ending
/// the command with `outcome`.
public struct CommandFailure: Error, Equatable, Sendable {
    public let outcome: CommandOutcome

    public init(_ outcome: CommandOutcome) {
        self.outcome = outcome
    }
}
