import ShellKit

/// `settings.json`: choices remembered between runs.
package struct ShellSettings: Codable, Equatable, Sendable {
    /// The active item source.
    package var source: ItemSourceSpec?
}
