import ShellKit

/// The commands a recording treats specially, as the modules that own them describe them: the
/// scripting layer knows no module, so the app hands these in.
package struct RecordedCommands: Equatable, Sendable {
    /// `record`: not itself part of a recording.
    package var record: CommandDescriptor
    /// `register ID`: the recording creates the account itself.
    package var register: CommandDescriptor
    /// `login ID`: an account the replay must have.
    package var login: CommandDescriptor
    /// `source NAME`: the replay starts with `--source NAME`.
    package var source: CommandDescriptor
    /// `set per-page N`, `set width N`: the replay starts with `--per-page N`, `--width N`.
    package var set: CommandDescriptor

    package init(
        record: CommandDescriptor, register: CommandDescriptor, login: CommandDescriptor,
        source: CommandDescriptor, set: CommandDescriptor
    ) {
        self.record = record
        self.register = register
        self.login = login
        self.source = source
        self.set = set
    }
}
