import ShellKit

/// A session being recorded as a transcript (`record FILE --transcript`): the commands as they ran
/// and their password lines, and what a replay in a fresh home needs to start where the session
/// did. Its `text` is a transcript whose output is still to be filled in by a replay (the
/// recorder does that when it stops; `--expect --update` does it for a file a killed shell left).
///
/// What the replay needs, written by `text`:
/// - `# env:` the clock pinned to the recording's start (`VIPER_SHELL_NOW`), the width it was
///   recorded at (`COLUMNS`) and the time zone (`TZ`), so times and layout replay the same later;
/// - `# args:` the language, and the rows per page and source when the session had changed them;
/// - the accounts: a fresh home has none, so the body starts with a `register` for each account
///   the recording logs in to without registering it, then `logout`; when the recording started
///   logged in, that account is registered last and stays logged in. These commands are real
///   ones, output and all, and the header says why they are there.
package struct TranscriptRecording: Equatable, Sendable {
    /// One line the session read.
    package enum Entry: Equatable, Sendable {
        /// A command line after its prompt, and the worst status it ended with (nil until known).
        case command(prompt: String, text: String, status: Int32?)
        /// A password answer, by the variable the replay answers it with.
        case secret(variable: String)
    }

    /// Where the session stood when its first command was recorded.
    package struct StartState: Equatable, Sendable {
        /// The account logged in, if any.
        package var user: String?
        /// `--lang`, `--per-page`, `--source` as the session had them.
        package var arguments: [String]

        package init(user: String?, arguments: [String]) {
            self.user = user
            self.arguments = arguments
        }
    }

    /// The prompt a setup command is written after (the replay rewrites it with the real one).
    private static let setupPrompt = "login> "

    /// `VIPER_SHELL_NOW` for the replay: the recording's start.
    package let startedAt: String
    package let columns: Int
    package let timeZone: String
    package var start: StartState?
    package private(set) var entries: [Entry] = []
    /// Which commands register and log in (from the app: the Login module's).
    private let commands: RecordedCommands

    package init(startedAt: String, columns: Int, timeZone: String, commands: RecordedCommands) {
        self.startedAt = startedAt
        self.columns = columns
        self.timeZone = timeZone
        self.commands = commands
    }

    package var commandCount: Int {
        entries.count { if case .command = $0 { true } else { false } }
    }

    package mutating func append(_ entry: Entry) {
        entries.append(entry)
    }

    /// Sets the status of the last command (the worst, when a line held several).
    package mutating func noteStatus(_ status: Int32) {
        guard let index = entries.lastIndex(where: { if case .command = $0 { true } else { false } }),
            case let .command(prompt, text, previous) = entries[index]
        else { return }
        entries[index] = .command(prompt: prompt, text: text, status: max(previous ?? 0, status))
    }

    /// The commands that give the replay the accounts the recording relies on (see the type).
    @MainActor
    package var setupEntries: [Entry] {
        var registered = Set<String>()
        var needed: [(id: String, variable: String)] = []
        var startUserVariable: String?
        for (index, entry) in entries.enumerated() {
            guard case let .command(_, text, status) = entry,
                let words = try? CommandLineTokenizer.tokenize(text), words.count >= 2
            else { continue }
            let id = words[1]
            if commands.register.answers(to: words[0]) { registered.insert(id.lowercased()) }
            // Only a login that worked needs its account: a refused one must stay refused.
            guard commands.login.answers(to: words[0]), status == 0 else { continue }
            var variable: String?
            if index + 1 < entries.count, case let .secret(name) = entries[index + 1] { variable = name }
            if id.lowercased() == start?.user?.lowercased() {
                startUserVariable = startUserVariable ?? variable
            } else if !registered.contains(id.lowercased()),
                !needed.contains(where: { $0.id.lowercased() == id.lowercased() })
            {
                needed.append((id, variable ?? Self.defaultVariable))
            }
        }
        var setup: [Entry] = []
        for account in needed {
            setup += Self.registering(account.id, variable: account.variable)
            setup.append(.command(prompt: account.id + "@items> ", text: "logout", status: 0))
        }
        if let user = start?.user {
            setup += Self.registering(user, variable: startUserVariable ?? Self.defaultVariable)
        }
        return setup
    }

    /// The password variables the replay needs, in order of first use.
    @MainActor
    package var variables: [String] {
        var seen: [String] = []
        for case let .secret(name) in setupEntries + entries where !seen.contains(name) { seen.append(name) }
        return seen
    }

    /// The transcript as it stands: header, then the setup and recorded lines (commands and
    /// password lines; the output comes from the replay). `fileName` names it in the header.
    @MainActor
    package func text(fileName: String) -> String {
        let variables = variables.map { "\($0)=..." }.joined(separator: " ")
        var header = [
            "# Recorded with 'record \(fileName) --transcript'. The output is the replay's, in a fresh home with",
            "# the clock pinned to the start of the recording. Check it with:",
            "#   \(variables.isEmpty ? "" : variables + " ")viper-shell --expect \(fileName)",
        ]
        let setup = setupEntries
        if !setup.isEmpty {
            let commands = setup.count { if case .command = $0 { true } else { false } }
            let state = start?.user.map { "started logged in as \($0)" } ?? "started logged out"
            let setupCommands =
                commands == 1
                ? "its first command creates the account" : "its first \(commands) commands create the accounts"
            header.append("# The recording \(state): \(setupCommands) it uses.")
        }
        header.append("# env: VIPER_SHELL_NOW=\(startedAt) COLUMNS=\(columns) TZ=\(Self.quoted(timeZone))")
        if let arguments = start?.arguments, !arguments.isEmpty {
            header.append("# args: " + arguments.map(Self.quoted).joined(separator: " "))
        }
        return (header + (setup + entries).map(Self.line(for:))).joined(separator: "\n") + "\n"
    }

    /// A password line as `--echo` shows it, naming the variable that answers it.
    package static func line(for entry: Entry) -> String {
        switch entry {
        case let .command(prompt, text, _): prompt + text
        case let .secret(variable): "Password: \(EchoingLineInput.maskedSecret) (${\(variable)})"
        }
    }

    /// The variable the first password typed is replayed with.
    package static let defaultVariable = "VIPER_PASSWORD"

    /// `word` as the command-line tokenizer reads it back (header lines are tokenized).
    package static func quoted(_ word: String) -> String {
        let plain =
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "_-./:+=@%,".contains($0)) }
        if plain { return word }
        var escaped = ""
        for character in word {
            if character == "\\" || character == "\"" || character == "$" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    private static func registering(_ id: String, variable: String) -> [Entry] {
        [
            .command(prompt: setupPrompt, text: "register " + id, status: 0),
            .secret(variable: variable), .secret(variable: variable),
        ]
    }
}
