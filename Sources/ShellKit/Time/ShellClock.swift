import FoundationEssentials

/// The time as the shell sees it. `VIPER_SHELL_NOW=<ISO 8601>` fixes it, so transcripts and
/// tests get the same dates on every run.
public struct ShellClock: Sendable {
    private let fixed: Date?

    public init(fixed: Date? = nil) {
        self.fixed = fixed
    }

    /// Reads `VIPER_SHELL_NOW`; nil (with the bad value) when it is set but not ISO 8601.
    public static func fromEnvironment(_ environment: [String: String]) -> Result<ShellClock, ShellClockError> {
        guard let text = environment["VIPER_SHELL_NOW"], !text.isEmpty else { return .success(ShellClock()) }
        guard let date = ISO8601.parse(text) else { return .failure(.badFixedTime(text)) }
        return .success(ShellClock(fixed: date))
    }

    public func now() -> Date { fixed ?? Date() }
}

/// A `VIPER_SHELL_NOW` that is not a date.
public enum ShellClockError: Error, Equatable, Sendable {
    case badFixedTime(String)

    public var message: Message {
        switch self {
        case .badFixedTime(let text): Message(ShellMessage.clockBadFixedTime, text)
        }
    }
}
