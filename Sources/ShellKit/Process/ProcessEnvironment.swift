#if canImport(Glibc)
    import Glibc
#endif

/// The process's environment as a dictionary, read from `environ` directly: FoundationEssentials'
/// `ProcessInfo.processInfo` builds much more on first use (a twentieth of `-c quit`). The first
/// of two entries with one name wins, as with `getenv`.
public enum ProcessEnvironment {
    /// Every `NAME=VALUE` entry of the environment now; an entry without `=` is left out.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.utf8.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
