/// The reader settings the shell keeps for its lifetime (`set reader`, `set mouse`): one
/// instance, shared by the Items module that changes them and the wireframe that opens articles.
@MainActor package final class ReaderSettings {
    /// How `open` shows an article at a terminal (`set reader full|pager|plain`).
    package var kind: ReaderKind
    /// Whether the full-screen reader asks for mouse wheel reports (`set mouse on|off`).
    package var reportsMouse: Bool

    package init(kind: ReaderKind = .full, reportsMouse: Bool = true) {
        self.kind = kind
        self.reportsMouse = reportsMouse
    }
}
