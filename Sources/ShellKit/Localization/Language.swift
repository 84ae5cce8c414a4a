/// The language of every message the shell prints.
public enum Language: String, Sendable, CaseIterable {
    case english = "en"
    case japanese = "ja"

    /// Picks the language from an explicit choice (`--lang`), else `LC_ALL`, `LC_MESSAGES`, `LANG`
    /// in that order (the first one that is set and non-empty decides), else English.
    public static func resolve(explicit: String?, environment: [String: String]) -> Language {
        if let explicit, let chosen = Language(code: explicit) { return chosen }
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty {
                return value.lowercased().hasPrefix("ja") ? .japanese : .english
            }
        }
        return .english
    }

    /// Accepts `en`, `ja`, `english`, `japanese`, `ja_JP.UTF-8` and the like.
    public init?(code: String) {
        let lowered = code.lowercased()
        if lowered.hasPrefix("ja") {
            self = .japanese
        } else if lowered.hasPrefix("en") || lowered == "c" || lowered == "posix" {
            self = .english
        } else {
            return nil
        }
    }
}
