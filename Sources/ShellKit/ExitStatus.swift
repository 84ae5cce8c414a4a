/// How a command, a script or the whole shell ended, as a process exit code.
public enum ExitStatus: Int32, Sendable, Comparable {
    /// Everything worked.
    case success = 0
    /// A command ran and failed (bad credentials, no such item, I/O trouble).
    case failure = 1
    /// The command line itself was wrong: unknown command or option, bad arguments.
    case usage = 2
    /// `sync` stopped at the rate limit with work left (cron runs it again later).
    case rateLimited = 3
    /// The command needs a logged-in user.
    case loginRequired = 4

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}
