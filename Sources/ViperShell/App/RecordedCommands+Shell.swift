import ShellScripting

extension RecordedCommands {
    /// The commands a recording of this shell treats specially, from the modules that own them.
    @MainActor package static let shell = RecordedCommands(
        record: ShellLoop.record, register: LoginView.register, login: LoginView.login,
        source: ItemsView.source, set: ItemsView.set)
}
