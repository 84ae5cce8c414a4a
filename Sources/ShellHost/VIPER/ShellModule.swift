import ShellKit

/// A module as the shell loop sees it. Each module's View conforms: it turns the words of a
/// command line into a typed event for its presenter (or renders the typed usage error) and
/// renders what the presenter says.
@MainActor public protocol ShellModule: AnyObject {
    /// The module's name in the prompt ("login", "items", "item").
    var promptName: String { get }
    /// The commands to list in `help` and offer in completion now.
    var commands: [CommandDescriptor] { get }
    /// Whether the module handles `name` (may include commands not listed right now, so the
    /// presenter can explain why they do not apply).
    func accepts(_ name: String) -> Bool
    /// Runs one command (its name is one this module accepts); how it ended.
    func run(_ command: CommandInvocation) async -> CommandOutcome
    /// Completion candidates for the next argument of `command`, after the `arguments` typed before it.
    func completions(command: String, arguments: [String], prefix: String) -> [String]
    /// Called each time the module becomes the active one; how what it showed went.
    func didBecomeActive() async -> CommandOutcome
}
