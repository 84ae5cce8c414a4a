/// The reader settings the shell keeps for its lifetime (`set reader`, `set mouse`): one
/// instance, shared by the Items module that changes them and the wireframe that opens articles.
@MainActor package final class ReaderSettings {
    /// How `open` shows an article at a terminal (`set reader full|pager|plain`).
    package var kind: ReaderKind
    /// Whether the full-screen reader asks for mouse wheel reports (`set mouse on|off`).
    package var reportsMouse: Bool
    /// Whether articles draw their images at a terminal (`set images`).
    package var images: ImageDisplay = .auto
    /// What the terminal answered about drawing images (`GraphicsProbe`): asked once, on the
    /// first article opened with images on; `set images auto` forgets it.
    package var graphicsAnswer: GraphicsCapabilities?
    /// The environment's hints about the terminal (`TERM_PROGRAM`, `TMUX`, …).
    package var graphicsEnvironment = GraphicsEnvironment()
    /// The most the image cache keeps (`set image-cache SIZE`), read by the cache itself.
    package let imageCacheBound = ByteBound(500_000_000)
    /// Whether search listings show each result's best passage under its row (`set snippets`);
    /// nil: at a terminal only.
    package var snippets: Bool?
    /// Whether `record` is writing a script or transcript now: the full screen then steps aside
    /// for the pager, since a recording keeps what is printed and the reader prints nothing (the
    /// recording would not replay).
    package var isRecording: @MainActor () -> Bool = { false }

    package init(kind: ReaderKind = .full, reportsMouse: Bool = true) {
        self.kind = kind
        self.reportsMouse = reportsMouse
    }
}
