import FoundationEssentials
import ShellKit

/// Which catalogue the Items module browses.
public enum ItemSourceSpec: Equatable, Sendable, Codable {
    /// The catalogue compiled into the binary.
    case demo
    /// A JSON file of Qiita API v2 items (an absolute path).
    case file(path: String)
    /// The live Qiita API v2 (its results cached in a local store).
    case qiita
    /// The feeds the user follows, as `sync` keeps them: offline, searched like any catalogue.
    case mirror

    /// Reads what the user typed after `source` or `--source`: `demo`, `qiita`, `mirror`, or a path (made
    /// absolute against the working directory, `~/` against the home folder; write `./qiita`
    /// for a file of that name).
    public static func parse(_ text: String, in places: SourcePlaces) -> ItemSourceSpec {
        if text == "demo" { return .demo }
        if text == "qiita" { return .qiita }
        if text == "mirror" { return .mirror }
        if text.hasPrefix("/") { return .file(path: text) }
        if text.hasPrefix("~/"), let home = places.home {
            return .file(path: FilePath.join(home, String(text.dropFirst(2))))
        }
        return .file(path: FilePath.join(places.workingDirectory, text))
    }

    /// `demo` or the file's path, as shown to the user.
    public var displayName: String {
        switch self {
        case .demo: "demo"
        case .file(let path): path
        case .qiita: "qiita"
        case .mirror: "mirror"
        }
    }
}

/// Where relative source paths are read from: the working directory and the home folder, taken
/// once at start and handed in (nothing here reads the process's globals).
public struct SourcePlaces: Sendable, Equatable {
    public let workingDirectory: String
    public let home: String?

    public init(workingDirectory: String, home: String?) {
        self.workingDirectory = workingDirectory
        self.home = home
    }
}
