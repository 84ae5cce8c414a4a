import FoundationEssentials
import ShellKit

/// What `--source <Tab>` offers in bash, zsh and fish: `demo`, `qiita`, `mirror` and the paths that
/// complete the word typed, as `source <Tab>` does in the shell. bash marks folders with `/`
/// itself (its `-o filenames`), so for bash they are left unmarked.
enum SourceOptionCompletion {
    static func candidates(_ typed: String) -> [String] {
        let environment = ProcessInfo.processInfo.environment
        let paths = PathCompletion.candidates(
            for: typed, workingDirectory: FileManager.default.currentDirectoryPath,
            home: environment["HOME"], marksFolders: environment["SAP_SHELL"] != "bash")
        return ["demo", "qiita", "mirror"].filter { $0.hasPrefix(typed) } + paths
    }
}
