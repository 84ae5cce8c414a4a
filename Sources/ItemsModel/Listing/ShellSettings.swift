import ShellKit

/// `settings.json`: choices remembered between runs.
package struct ShellSettings: Codable, Equatable, Sendable {
    /// The active item source.
    package var source: ItemSourceSpec?

    package init(source: ItemSourceSpec? = nil) {
        self.source = source
    }
}
