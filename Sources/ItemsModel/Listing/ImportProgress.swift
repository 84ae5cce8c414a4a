/// How an import reports its progress (the app shows a progress line at a terminal). The
/// domain only says how far it got; the app side implements it.
package protocol ImportProgress: Sendable {
    /// A new import begins.
    func begin() -> any ImportProgressRun
}

/// One import's progress.
package protocol ImportProgressRun: Sendable {
    /// `items` written so far, with `fraction` (0…1) of the source read.
    func update(items: Int, fraction: Double)
    /// The items are in; the search index is being built.
    func indexing()
    /// The import ended (whole, failed or cancelled).
    func finish()
}

/// No progress shown: scripts, tests.
package struct SilentImportProgress: ImportProgress, ImportProgressRun {
    package init() {}
    package func begin() -> any ImportProgressRun { self }
    package func update(items: Int, fraction: Double) {}
    package func indexing() {}
    package func finish() {}
}
