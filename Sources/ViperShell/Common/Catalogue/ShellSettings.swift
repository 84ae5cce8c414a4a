/// `settings.json`: choices remembered between runs.
struct ShellSettings: Codable, Equatable, Sendable {
    /// The active item source.
    var source: ItemSourceSpec?
}
