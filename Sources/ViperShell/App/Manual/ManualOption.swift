import ShellKit

/// One command-line option as the manual lists it: its names (`-f`, `--script`), the value it
/// takes (nil for a flag), its default, and the key of its help text in `OptionHelp`.
public struct ManualOption: Sendable, Equatable {
    public let names: [String]
    public let valueName: String?
    public let defaultValue: String?
    public let key: String

    public init(names: [String], valueName: String?, defaultValue: String?, key: String) {
        self.names = names
        self.valueName = valueName
        self.defaultValue = defaultValue
        self.key = key
    }
}
