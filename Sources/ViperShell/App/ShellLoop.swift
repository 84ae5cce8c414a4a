import FoundationEssentials
import ShellHost
import ShellKit
import ShellScripting

/// The REPL host: reads command lines, runs the shell's own commands (`help`, `quit`) and hands
/// the rest to the active modules, keeping the exit status scripts rely on: each command's
/// comes back in its outcome.
@MainActor package final class ShellLoop {
    package static let help = CommandDescriptor("help", arguments: "[COMMAND]", summary: AppMessage.helpHelp)
    package static let quit = CommandDescriptor("quit", aliases: ["exit", "\\q"], summary: AppMessage.helpQuit)
    package static let record = CommandDescriptor(
        "record", arguments: "FILE [--force] [--transcript]|stop", summary: AppMessage.helpRecord,
        details: AppMessage.helpRecordDetails,
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
    /// `--jq` and `--template` around module commands.
    package var filters = OutputFilterRunner()

    package init(
        root: RootWireframe, input: LineInput, screen: Screen, recorder: SessionRecorder, bails: Bool = false,
        showsFailedStatus: Bool = false
    ) {
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
                screen.fail(message)
                record(status)
                showStatus(status)
            case let .line(line, location):
                // `;` outside quotes separates commands wherever they come from.
                for command in ScriptParser.splitCommands(line) {
                    let (next, outcome) = await execute(command, location: location)
                    showStatus(outcome.status)
                    if next == .quit { return lastFailure }
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

    /// Runs one command line and records its status; whether the loop goes on, and how the
    /// command ended. Then, unless `skipsUnreadSecrets` is off (the startup file), the lines its
    /// secret prompts would have read and did not are consumed unused: a refused or mistyped
    /// `login` never runs its password as a command.
    package func execute(
        _ line: String, location: String? = nil,
        skipsUnreadSecrets: Bool = true
    ) async -> (next: Outcome, outcome: CommandOutcome) {
        screen.beginCommand(at: location)
        // A Ctrl-C pressed during work that could not be interrupted must not cancel this command.
        _ = SignalTrap.takeInterrupt()
        // psql's and sqlite3's way out, as typed (the tokenizer would read `\q` as `q`).
        if line.trimmingBlanks() == Self.psqlQuit { return (.quit, .success) }
        let secretsReadBefore = input.secretLinesRead
        let secretsRefusedBefore = input.secretLinesRefused
        var secretAnswers = 0
        defer {
            if skipsUnreadSecrets { skipSecrets(secretAnswers - (input.secretLinesRead - secretsReadBefore)) }
        }
        let parsed: CommandInvocation?
        do { parsed = try CommandInvocation.parse(line) } catch {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            secretAnswers = words.first.map { secretAnswerCount(name: $0, arguments: Array(words.dropFirst())) } ?? 0
            screen.fail(error.message)
            record(.usage)
            return (.proceed, .failed(.usage))
        }
        guard let typed = parsed else { return (.proceed, .success) }
        let command = aliases.expand(typed) ?? typed
        secretAnswers = secretAnswerCount(name: command.name, arguments: command.arguments)
        if Self.quit.answers(to: command.name) { return (.quit, .success) }
        var outcome = await run(command)
        // A command that reached Qiita is the moment to send what waits in the outbox.
        if root.reachedQiita { outcome = outcome.then(await root.sendWaitingActions()) }
        // A password line that could not be read (an unset variable) was a usage error.
        if input.secretLinesRefused > secretsRefusedBefore { outcome = outcome.then(.failed(.usage)) }
        record(outcome.status)
        recorder.noteOutcome(of: command, status: outcome.status)
        return (.proceed, outcome)
    }

    /// Runs a command other than `quit`: a builtin, or the first module that accepts it.
    private func run(_ command: CommandInvocation) async -> CommandOutcome {
        let name = command.name
        if Self.help.answers(to: name) { return showHelp(for: command.arguments) }
        if Self.record.answers(to: name) { return runRecord(command.arguments) }
        if AliasTable.alias.answers(to: name) { return runAlias(command) }
        if AliasTable.unalias.answers(to: name) { return runUnalias(command.arguments) }
        if let module = root.commandModules.first(where: { $0.accepts(name) }) {
            if !module.commands.contains(where: { $0.answers(to: name) && $0.keepsPlace }) { root.bringForward(module) }
            return await filters.run(command, screen: screen) { await module.run($0) }
        }
        if root.session == nil, root.everyCommand.contains(where: { $0.needsLogin && $0.answers(to: name) }) {
            return fail(Message(AppMessage.commandNeedsLogin, name), status: .loginRequired)
        }
        return reportUnknown(name)
    }

    /// Shows an error line; the command's outcome.
    private func fail(_ message: Message, status: ExitStatus = .failure) -> CommandOutcome {
        screen.fail(message)
        return .failed(status)
    }

    private func record(_ status: ExitStatus) {
        if status != .success { lastFailure = status }
    }

    // MARK: - Aliases

    private func runAlias(_ command: CommandInvocation) -> CommandOutcome {
        guard !command.arguments.isEmpty else {
            let listing = aliases.listing
            if listing.isEmpty {
                screen.report(Message(AppMessage.aliasNone))
            } else {
                screen.sayLines(listing.map(TerminalSanitizer.inline))
            }
            return .success
        }
        let commands = Self.builtins + root.everyCommand
        if let problem = aliases.define(
            from: command.argumentText, isCommand: { word in commands.contains { $0.answers(to: word) } })
        {
            return fail(problem, status: .usage)
        }
        return .success
    }

    private func runUnalias(_ arguments: [String]) -> CommandOutcome {
        guard arguments.count == 1 else {
            return fail(
                Message(ShellMessage.commandMissingArgument, "unalias", AliasTable.unalias.usage), status: .usage)
        }
        if let problem = aliases.remove(arguments[0]) { return fail(problem) }
        return .success
    }

    /// Runs the startup file's lines (`rc`) before the first command: each error cites `rc:LINE`
    /// and the session goes on; none of them counts as the session's failure or stops `--bail`. Only errors
    /// are written meanwhile: the file's `set` and `alias` lines run silently.
    package func runStartupFile(_ text: String, name: String) async -> Outcome {
        let failureBefore = lastFailure
        screen.isQuiet = true
        defer {
            lastFailure = failureBefore
            screen.isQuiet = false
        }
        for line in ScriptParser.parse(text, sourceName: name) {
            for command in ScriptParser.splitCommands(line.text) {
                let location = "\(line.sourceName):\(line.line)"
                if await execute(command, location: location, skipsUnreadSecrets: false).next == .quit { return .quit }
            }
        }
        return .proceed
    }

    // MARK: - Password lines

    /// Every command the shell knows of, whether it applies now or not: its builtins, every
    /// module's declared commands, and those of the modules attached now.
    private var knownCommands: [CommandDescriptor] {
        Self.builtins + root.everyCommand + root.commandModules.flatMap(\.commands)
    }

    /// The first of `knownCommands` that answers to `name`, looked for without building the
    /// list: the builtins and the declared commands first, the attached modules only after them.
    private func knownCommand(answeringTo name: String) -> CommandDescriptor? {
        Self.builtins.first { $0.answers(to: name) } ?? root.everyCommand.first { $0.answers(to: name) }
            ?? root.commandModules.lazy.flatMap(\.commands).first { $0.answers(to: name) }
    }

    /// How many lines answer the secret prompts of the command `name`: its own count, or for a
    /// word that is no command, that of the command the suggester takes it for (`logni` is
    /// `login`, so the line after it is a password too).
    private func secretAnswerCount(name: String, arguments: [String]) -> Int {
        if let known = knownCommand(answeringTo: name) {
            return known.secretAnswers.count(arguments: arguments)
        }
        let commands = knownCommands
        guard root.commandModules.allSatisfy({ !$0.accepts(name) }),
            let guess = CommandSuggester.closest(to: name, among: commands.flatMap { [$0.name] + $0.aliases }),
            let meant = commands.first(where: { $0.answers(to: guess) })
        else { return 0 }
        return meant.secretAnswers.count(arguments: arguments)
    }

    /// Consumes `count` password lines unused (shown masked under `--echo`, never run).
    private func skipSecrets(_ count: Int) {
        guard count > 0 else { return }
        let prompt = screen.text(Message(AppMessage.scriptSkippedSecretPrompt))
        for _ in 0..<count { _ = input.skipSecret(prompt: prompt) }
    }

    /// Whether `line` starts with a command, builtin or alias the shell knows (at a terminal, a
    /// line after a refused `login` that does not is held back: it may be the password).
    package func startsWithCommand(_ line: String) -> Bool {
        guard line.trimmingBlanks() != Self.psqlQuit else { return true }
        guard let first = ScriptParser.splitCommands(line).first else { return true }
        let parsed: CommandInvocation?
        do { parsed = try CommandInvocation.parse(first) } catch { return false }
        guard let name = parsed?.name else { return true }
        return knownCommand(answeringTo: name) != nil || aliases.names.contains(name)
            || root.commandModules.contains { $0.accepts(name) }
    }

    // MARK: - Recording

    private func runRecord(_ arguments: [String]) -> CommandOutcome {
        let replacing = arguments.contains("--force")
        let format: SessionRecorder.Format = arguments.contains("--transcript") ? .transcript : .script
        let names = arguments.filter { $0 != "--force" && $0 != "--transcript" }
        guard let target = names.first else {
            return fail(Message(ShellMessage.commandMissingArgument, "record", Self.record.usage), status: .usage)
        }
        guard names.count == 1, !(target == "stop" && (replacing || format == .transcript)) else {
            return fail(Message(ShellMessage.commandTooManyArguments, "record", Self.record.usage), status: .usage)
        }
        if target == "stop" {
            guard let finished = recorder.stop() else { return fail(Message(AppMessage.recordNotRecording)) }
            screen.say(finished.message)
            return .success
        }
        do {
            if let previous = try recorder.start(path: target, replacing: replacing, format: format) {
                screen.say(previous.message)
            }
            screen.say(
                Message(format == .transcript ? AppMessage.recordStartedTranscript : AppMessage.recordStarted, target))
            return .success
        } catch {
            return fail(error.message)
        }
    }

    // MARK: - Help and mistakes

    /// The commands that apply now, one per name: the active module's meaning first (in an item,
    /// `next` is the item's, not the listing's).
    private var availableCommands: [CommandDescriptor] {
        var seen = Set<String>()
        return (root.commandModules.flatMap(\.commands) + Self.builtins).filter { seen.insert($0.name).inserted }
    }

    /// Pages help longer than the screen at a terminal (`ShellApp` sets it; nil prints it).
    package var helpPager: Pager?
    private var helpListCache = HelpListCache()

    private func showHelp(for arguments: [String]) -> CommandOutcome {
        guard let name = arguments.first else {
            showCommandList()
            return .success
        }
        // A command of another module (`help login` while logged in) is explained too.
        guard let command = (availableCommands + root.everyCommand).first(where: { $0.answers(to: name) }) else {
            return reportUnknown(name)
        }
        HelpPrinter(screen: screen, pager: helpPager).showHelp(for: command)
        return .success
    }

    private func showCommandList() {
        HelpPrinter(screen: screen, pager: helpPager).showCommandList(
            availableCommands, moduleName: root.activeModule?.promptName ?? "", cache: &helpListCache)
    }

    private func reportUnknown(_ name: String) -> CommandOutcome {
        let names = availableCommands.flatMap { [$0.name] + $0.aliases }
        if let suggestion = CommandSuggester.closest(to: name, among: names) {
            return fail(Message(AppMessage.commandUnknownSuggest, name, suggestion), status: .usage)
        }
        return fail(Message(ShellMessage.commandUnknown, name), status: .usage)
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
