#if canImport(Glibc)
import Glibc
#endif

/// Opens a URL in the user's browser the way `sensible-browser` and `xdg-open` do, without a
/// shell: `$BROWSER` when set (a `:`-separated list of commands, each split into words, `%s`
/// replaced by the URL or the URL added as the last argument), else `xdg-open` when it is on
/// `PATH` and a person is at a terminal. The browser runs as the terminal's foreground job, so
/// a terminal browser (w3m, lynx) works too. The caller checks the URL is http(s) first.
package struct BrowserLauncher: Sendable {
    /// What happened.
    package enum Outcome: Equatable, Sendable {
        /// The command exited with status 0.
        case opened(by: String)
        /// Every command that ran failed; the last one's name and exit status.
        case failed(command: String, status: Int32)
        /// No browser to try (no `$BROWSER`, no terminal or no `xdg-open`): print the URL.
        case unavailable
    }

    private let browsers: [[String]]
    private let fallback: String?
    /// A browser run from a script reads nothing of the script's input.
    private let isTerminal: Bool

    /// `isTerminal`: standard output is a terminal (a person could see a browser open).
    package init(environment: [String: String], isTerminal: Bool) {
        browsers = (environment["BROWSER"] ?? "").split(separator: ":").map { entry in
            entry.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        }.filter { !$0.isEmpty }
        fallback = isTerminal ? Self.program(named: "xdg-open", in: environment["PATH"] ?? "/usr/bin:/bin") : nil
        self.isTerminal = isTerminal
    }

    package func open(_ url: String) -> Outcome {
        let input = isTerminal ? STDIN_FILENO : Glibc.open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { if input != STDIN_FILENO && input >= 0 { close(input) } }
        var failure: Outcome = .unavailable
        for words in browsers.isEmpty ? (fallback.map { [[$0]] } ?? []) : browsers {
            let arguments =
                words.contains { $0.contains("%s") }
                ? words.map { $0.replacing("%s", with: url) }
                : words + [url]
            guard let status = ForegroundProcess.run(arguments: arguments, input: input >= 0 ? input : STDIN_FILENO)
            else { continue }
            if status == 0 { return .opened(by: words[0]) }
            // 127: `env` or a wrapper did not find the browser; try the next one.
            failure = .failed(command: words[0], status: status)
        }
        return failure
    }

    /// The executable `name` in one of `path`'s folders.
    private static func program(named name: String, in path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
