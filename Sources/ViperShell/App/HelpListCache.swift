import ShellKit

/// The lines of `help`'s command list for the module, width and language they were laid out for,
/// so that a script saying `help` again and again (a replay) wraps the summaries once.
struct HelpListCache {
    /// What the lines depend on.
    struct Key: Equatable {
        let moduleName: String
        let width: Int
        let language: Language
        let usages: [String]
    }

    private var key: Key?
    private var lines: [String] = []

    /// The lines kept for `key`, or those `layOut` makes (then kept).
    mutating func lines(for key: Key, layOut: () -> [String]) -> [String] {
        if key != self.key {
            lines = layOut()
            self.key = key
        }
        return lines
    }
}
