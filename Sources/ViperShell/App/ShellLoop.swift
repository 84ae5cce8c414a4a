import Foundation
import ShellKit
import ItemsDomain

/// The REPL host: reads command lines, runs the shell's own commands (`help`, `quit`) and hands
/// the rest to the active modules, keeping the exit status scripts rely on.
@MainActor package final class ShellLoop {
    package static let help = CommandDescriptor("help", arguments: "[COMMAND]", summary: .helpHelp)
    package static let quit = CommandDescriptor("quit", aliases: ["exit", "\\q"], summary: .helpQuit)
    package static let record = CommandDescriptor("record", arguments: "FILE [--force]|stop", summary: .helpRecord, details: .helpRecordDetails,
                                          keepsPlace: true)
    package static let builtins = [help, quit, record, AliasTable.alias, AliasTable.unalias]
    package static let psqlQuit = "\\q"

    private let root: RootWireframe
    private let input: LineInput
    private let screen: Screen
    private let recorder: SessionRecorder
    /// `--bail`: stop at the first failing command, with its status.
    private let bails: Bool
    /// `--echo`: a command that fails is followed by its status in brackets (`[1]`), as cram
    /// shows it, so a transcript pins exit statuses too.
    private let showsFailedStatus: Bool
    /// The status of the last command that failed (what a script exits with), or success.
    private(set) var lastFailure: ExitStatus = .success
    /// `alias NAME COMMAND…` definitions for this session.
    package let aliases = AliasTable()

    package init(root: RootWireframe, input: LineInput, screen: Screen, recorder: SessionRecorder, bails: Bool = false,
                 showsFailedStatus: Bool = false) {
        self.root = root
        self.input = input
        self.screen = screen
        self.recorder = recorder
        self.bails = bails
        self.showsFailedStatus = showsFailedStatus
    }

    /// Reads and runs commands until `quit`, the end of input, or (with `--bail`) a failure.
    package func run() async -> ExitStatus {
        while true {
            screen.showPendingNotices()
            screen.console.flush()
            switch input.readCommand(prompt: root.prompt) {
            case .endOfInput:
                return lastFailure
            case .interrupted:
                continue
            case let .invalid(message, status, location):
                screen.beginCommand(at: location)
                screen.fail(message, status: status)
                record(status)
                showStatus(status)
            case let .line(line, location):
                // `;` outside quotes separates commands wherever they come from.
                for command in ScriptParser.splitCommands(line) {
                    let outcome = await execute(command, location: location)
                    showStatus(screen.status)
                    if outcome == .quit { return lastFailure }
                    if bails, lastFailure != .success { return lastFailure }
                }
            }
            if bails, lastFailure != .success { return lastFailure }
        }
    }

    /// `[N]` after a command that failed, when `showsFailedStatus`.
    private func showStatus(_ status: ExitStatus) {
        guard showsFailedStatus, status != .success else { return }
        screen.console.writeOut("[\(status.rawValue)]\n")
    }

    /// What running one line means for the loop.
    package enum Outcome: Equatable { case proceed, quit }

    /// Runs one command line and records its status.
    package func execute(_ line: String, location: String? = nil) async -> Outcome {
        screen.beginCommand(at: location)
        // A Ctrl-C pressed during work that could not be interrupted must not cancel this command.
        _ = SignalTrap.takeInterrupt()
        // psql's and sqlite3's way out, as typed (the tokenizer would read `\q` as `q`).
        if line.trimmingBlanks() == Self.psqlQuit { return .quit }
        let parsed: CommandInvocation?
        do { parsed = try CommandInvocation.parse(line) } catch {
            screen.fail(error.message, status: .usage)
            record(screen.status)
            return .proceed
        }
        guard let typed = parsed else { return .proceed }
        let command = aliases.expand(typed) ?? typed
        let name = command.name
        if Self.quit.answers(to: name) { return .quit }
        if Self.help.answers(to: name) {
            showHelp(for: command.arguments)
        } else if Self.record.answers(to: name) {
            runRecord(command.arguments)
        } else if AliasTable.alias.answers(to: name) {
            runAlias(command)
        } else if AliasTable.unalias.answers(to: name) {
            runUnalias(command.arguments)
        } else if let module = root.commandModules.first(where: { $0.accepts(name) }) {
            if !module.commands.contains(where: { $0.answers(to: name) && $0.keepsPlace }) { root.bringForward(module) }
            await module.run(command)
        } else if root.session == nil, root.everyCommand.contains(where: { $0.needsLogin && $0.answers(to: name) }) {
            screen.fail(Message(.commandNeedsLogin, name), status: .loginRequired)
        } else {
            reportUnknown(name)
        }
        record(screen.status)
        return .proceed
    }

    private func record(_ status: ExitStatus) {
        if status != .success { lastFailure = status }
    }

    // MARK: - Aliases

    private func runAlias(_ command: CommandInvocation) {
        guard !command.arguments.isEmpty else {
            let listing = aliases.listing
            return listing.isEmpty ? screen.say(Message(.aliasNone)) : screen.sayLines(listing.map(TerminalSanitizer.inline))
        }
        let commands = Self.builtins + root.everyCommand
        if let problem = aliases.define(from: command.argumentText, isCommand: { word in commands.contains { $0.answers(to: word) } }) {
            screen.fail(problem, status: .usage)
        }
    }

    private func runUnalias(_ arguments: [String]) {
        guard arguments.count == 1 else {
            return screen.fail(Message(.commandMissingArgument, "unalias", AliasTable.unalias.usage), status: .usage)
        }
        if let problem = aliases.remove(arguments[0]) { screen.fail(problem) }
    }

    /// Runs the startup file's lines (`rc`) before the first command: each error cites `rc:LINE`
    /// and the session goes on; none of them counts as the session's failure or stops `--bail`.
    package func runStartupFile(_ text: String, name: String) async -> Outcome {
        let failureBefore = lastFailure
        defer { lastFailure = failureBefore }
        for line in ScriptParser.parse(text, sourceName: name) {
            for command in ScriptParser.splitCommands(line.text) {
                if await execute(command, location: "\(line.sourceName):\(line.line)") == .quit { return .quit }
            }
        }
        return .proceed
    }

    // MARK: - Recording

    private func runRecord(_ arguments: [String]) {
        let replacing = arguments.contains("--force")
        let names = arguments.filter { $0 != "--force" }
        guard let target = names.first else {
            return screen.fail(Message(.commandMissingArgument, "record", Self.record.usage), status: .usage)
        }
        guard names.count == 1, !(target == "stop" && replacing) else {
            return screen.fail(Message(.commandTooManyArguments, "record", Self.record.usage), status: .usage)
        }
        if target == "stop" {
            guard let finished = recorder.stop() else { return screen.fail(Message(.recordNotRecording)) }
            return screen.say(Message(.recordStopped, finished.path, String(finished.commands)))
        }
        do {
            if let previous = try recorder.start(path: target, replacing: replacing) {
                screen.say(Message(.recordStopped, previous.path, String(previous.commands)))
            }
            screen.say(Message(.recordStarted, target))
        } catch {
            screen.fail(error.message)
        }
    }

    // MARK: - Help and mistakes

    /// The commands that apply now, one per name: the active module's meaning first (in an item,
    /// `next` is the item's, not the listing's).
    private var availableCommands: [CommandDescriptor] {
        var seen = Set<String>()
        return (root.commandModules.flatMap(\.commands) + Self.builtins).filter { seen.insert($0.name).inserted }
    }

    private func showHelp(for arguments: [String]) {
        guard let name = arguments.first else { return showCommandList() }
        // A command of another module (`help login` while logged in) is explained too.
        guard let command = (availableCommands + root.everyCommand).first(where: { $0.answers(to: name) }) else { return reportUnknown(name) }
        var paragraphs = [screen.text(Message(.helpUsage, command.usage)), screen.text(Message(command.summary))]
        if let details = command.details { paragraphs.append(screen.text(Message(details))) }
        if !command.aliases.isEmpty { paragraphs.append(screen.text(Message(.helpAliases, command.aliases.joined(separator: ", ")))) }
        screen.sayLines(paragraphs.flatMap { TextWrapper.wrap($0, width: screen.width) })
    }

    /// One command a line, its summary wrapped under itself so no line is wider than the
    /// terminal; on a narrow one the summary goes under the usage.
    private func showCommandList() {
        let commands = availableCommands
        let usageWidth = commands.map { $0.usage.count }.max() ?? 0
        var lines = [screen.text(Message(.helpHeader, root.activeModule?.promptName ?? ""))]
        let summaryColumn = String(repeating: " ", count: 2 + usageWidth + 2)
        let sideBySide = screen.width - summaryColumn.count >= 24
        for command in commands {
            let summary = screen.text(Message(command.summary))
            if sideBySide {
                let usage = "  " + command.usage.padding(toLength: usageWidth, withPad: " ", startingAt: 0) + "  "
                lines += TextWrapper.wrap(summary, width: screen.width, indent: usage, hangingIndent: summaryColumn)
            } else {
                lines.append(("  " + command.usage).truncated(toDisplayWidth: screen.width))
                lines += TextWrapper.wrap(summary, width: screen.width, indent: "      ")
            }
        }
        screen.sayLines(lines)
    }

    private func reportUnknown(_ name: String) {
        let names = availableCommands.flatMap { [$0.name] + $0.aliases }
        if let suggestion = CommandSuggester.closest(to: name, among: names) {
            screen.fail(Message(.commandUnknownSuggest, name, suggestion), status: .usage)
        } else {
            screen.fail(Message(.commandUnknown, name), status: .usage)
        }
    }

    // MARK: - Completion

    /// Candidates for the word being typed: command names first, then the command's arguments.
    package func completions(before: String, word: String) -> [String] {
        let previous = (try? CommandLineTokenizer.tokenize(before)) ?? before.split(separator: " ").map(String.init)
        guard let command = previous.first else {
            let names = availableCommands.flatMap { [$0.name] + $0.aliases } + aliases.names
            return Array(Set(names)).filter { $0.hasPrefix(word) }.sorted()
        }
        if Self.help.answers(to: command) {
            return availableCommands.map(\.name).filter { $0.hasPrefix(word) }.sorted()
        }
        guard let module = root.commandModules.first(where: { $0.accepts(command) }) else { return [] }
        return module.completions(command: command, arguments: Array(previous.dropFirst()), prefix: word)
    }
}
