/// One command a module accepts: its name, how to call it, and what it does (for `help`).
public struct CommandDescriptor: Sendable, Equatable {
    public let name: String
    /// Other names for the same command (`exit` for `quit`).
    public let aliases: [String]
    /// The arguments part of the usage line, e.g. `ID` or `[QUERY] [--json]`.
    public let arguments: String
    /// One line for the command list.
    public let summary: any MessageKey
    /// A few lines for `help CMD`, or nil when the summary says it all.
    public let details: (any MessageKey)?
    /// Whether the command leaves the user where they are: typed in an open item, a listing
    /// command such as `search` goes back to the listing, but `set` does not.
    public let keepsPlace: Bool
    /// Whether the command only works while logged in: typed while logged out, the shell says
    /// so (exit 4) instead of calling it unknown.
    public let needsLogin: Bool
    /// The lines a script answers the command's secret prompts with (passwords, a token): the
    /// shell reads them even when the command is refused before asking, so they never run.
    public let secretAnswers: SecretAnswers

    public init(
        _ name: String, aliases: [String] = [], arguments: String = "", summary: any MessageKey,
        details: (any MessageKey)? = nil,
        keepsPlace: Bool = false, needsLogin: Bool = false, secretAnswers: SecretAnswers = .none
    ) {
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.summary = summary
        self.details = details
        self.keepsPlace = keepsPlace
        self.needsLogin = needsLogin
        self.secretAnswers = secretAnswers
    }

    /// `name arguments`, as shown in help.
    public var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

    /// Whether `word` names this command.
    public func answers(to word: String) -> Bool { word == name || aliases.contains(word) }

    /// The same command, described the same way (message keys compared by `id`).
    public static func == (lhs: CommandDescriptor, rhs: CommandDescriptor) -> Bool {
        lhs.name == rhs.name && lhs.aliases == rhs.aliases && lhs.arguments == rhs.arguments
            && lhs.summary.id == rhs.summary.id && lhs.details?.id == rhs.details?.id
            && lhs.keepsPlace == rhs.keepsPlace && lhs.needsLogin == rhs.needsLogin
            && lhs.secretAnswers == rhs.secretAnswers
    }
}
