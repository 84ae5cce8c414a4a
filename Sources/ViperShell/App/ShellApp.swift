#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import OutputTools
import ShellHost
import ShellKit
import ItemsModel
import QiitaAPI
import ShellScripting

/// Starts the shell: resolves language, clock and files, picks the input (readline at a
/// terminal, plain lines otherwise), runs Splash and the loop, and returns the exit status.
public enum ShellApp {
    @MainActor
    public static func run(_ configuration: ShellConfiguration) async -> ExitStatus {
        // Everything the shell creates (state, history, recordings, the SQLite catalogue and its
        // journal) is private to the user: 0600 files in 0700 folders.
        // (The user's own umask is kept for the files they ask for: exports, code saved.)
        UserUmask.replace(with: 0o077)
        let environment = configuration.environment
        let language = Language.resolve(explicit: configuration.language, environment: environment)
        let console = StandardConsole(environment: environment)
        let styleLevel = TextStyle.Level.resolve(environment: environment, isTerminal: console.isTerminal)
        let screen = Screen(console: console, language: language, styleLevel: styleLevel)
        screen.jsonMode = configuration.jsonOutput
        if let articleWidth = configuration.articleWidth { screen.articleWidthLimit = articleWidth }
        screen.terminalSupportsHyperlinks = HyperlinkMode.terminalSupportsHyperlinks(environment)
        screen.terminalHasTrueColour = ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")

        let clock: ShellClock
        switch ShellClock.fromEnvironment(environment) {
        case .success(let fixed): clock = fixed
        case .failure(let error):
            screen.fail(error.message)
            return .usage
        }
        // A replay runs in a home of its own (a temporary one unless --home is given).
        if !configuration.expect.isEmpty {
            let status = TranscriptReplay.run(configuration, screen: screen)
            console.flush()
            return status
        }

        let layout: HomeLayout
        do { layout = try HomeLayout.resolve(home: configuration.home, environment: environment) } catch {
            screen.fail(error.message)
            return .usage
        }
        if let problem = layout.unusableFolder() {
            screen.fail(problem.message)
            return .usage
        }

        let recorder = SessionRecorder(commands: .shell, onWriteError: { error in screen.fail(error.message) })
        prepareTranscripts(of: recorder, configuration: configuration, clock: clock, screen: screen)
        if let path = configuration.record {
            do {
                _ = try recorder.start(
                    path: path, replacing: configuration.forceRecord,
                    format: configuration.recordsTranscript ? .transcript : .script)
            } catch {
                screen.fail(error.message)
                return .usage
            }
        }
        let standardInputIsTerminal = isatty(STDIN_FILENO) == 1
        let isScripted = !configuration.scripts.isEmpty || !configuration.commands.isEmpty || !standardInputIsTerminal
        let isInteractive = !isScripted
        // `set theme auto` asks the terminal for its background only in a session a person types in.
        screen.terminalBackground = TerminalBackground(
            colorFGBG: environment["COLORFGBG"], asksTerminal: isInteractive)
        // At a terminal `${NAME}` runs as typed: a recording keeps it literal for the replay.
        recorder.escapesReferences = isInteractive
        let input: LineInput
        var readline: ReadlineInput?
        if isScripted {
            if standardInputIsTerminal { SignalTrap.install() }
            if configuration.echo { console.mergesErrors = true }
            input = scriptInput(
                configuration, language: language, console: console, screen: screen,
                recorder: recorder, standardInputIsTerminal: standardInputIsTerminal)
        } else {
            SignalTrap.install()
            var reportedHistoryError = false
            let terminal = ReadlineInput(
                historyFile: layout.historyFile,
                onHistoryError: { error in
                    guard !reportedHistoryError else { return }
                    reportedHistoryError = true
                    MainActor.assumeIsolated { screen.notice(error.message) }
                })
            readline = terminal
            input = RecordingLineInput(terminal, recorder: recorder)
        }

        let apiConfiguration: QiitaAPIConfiguration
        switch QiitaAPIConfiguration.resolve(
            apiURL: configuration.apiURL, timeout: configuration.timeout, environment: environment)
        {
        case .success(let resolved): apiConfiguration = resolved
        case .failure(let error):
            screen.fail(error.message)
            console.flush()
            return .usage
        }
        let dependencies = AppDependencies(
            configuration: configuration, layout: layout, clock: clock, screen: screen, secretReader: input,
            isInteractive: isInteractive, apiConfiguration: apiConfiguration)
        dependencies.readerSettings.isRecording = { [weak recorder] in recorder?.isRecording ?? false }
        let root = RootWireframe(dependencies: dependencies)
        recorder.currentPrompt = { root.prompt }
        recorder.startState = { [weak recorder] in
            let settings = recorder?.settingArguments.flatMap { [$0.option, $0.value] } ?? []
            return .init(user: root.session?.userID, arguments: ["--lang", screen.language.rawValue] + settings)
        }
        let loop = ShellLoop(
            root: root, input: input, screen: screen, recorder: recorder, bails: configuration.bail,
            showsFailedStatus: isScripted && configuration.echo)
        loop.helpPager = dependencies.pager
        loop.filters = OutputFilterRunner(
            jsonMode: configuration.jsonOutput, workingDirectory: dependencies.sourcePlaces.workingDirectory,
            now: { [clock] in clock.now() })
        if let (option, value) = configuration.jsonFilter {
            do {
                loop.filters.sessionFilter = try OutputFilterOption.compile(
                    option: option, value: value, workingDirectory: dependencies.sourcePlaces.workingDirectory)
            } catch {
                screen.fail(error.message)
                input.close()
                console.flush()
                return .usage
            }
        }
        readline?.setCompletionProvider { before, word in loop.completions(before: before, word: word) }
        readline?.setCommandRecognizer { line in MainActor.assumeIsolated { loop.startsWithCommand(line) } }
        if let source = configuration.source {
            do {
                // For this run only: the source typed in the shell is the one remembered.
                _ = try await dependencies.catalogue.switchSource(
                    to: ItemSourceSpec.parse(source, in: dependencies.sourcePlaces), remembers: false)
            } catch {
                screen.fail(error.message)
                input.close()
                console.flush()
                return .failure
            }
        }
        await root.start()
        var quitInStartupFile = false
        if configuration.readsStartupFile, let startup = try? FileReader.read(layout.startupFile) {
            quitInStartupFile = await loop.runStartupFile(String(decoding: startup, as: UTF8.self), name: "rc") == .quit
        }
        var status = quitInStartupFile ? .success : await loop.run()
        // Read marks written behind are written before the shell goes; a failure is the
        // session's last error.
        do { try dependencies.readStateStore.flush() } catch {
            screen.location = nil
            screen.fail(error.message)
            status = max(status, .failure)
        }
        await dependencies.catalogue.settle()
        input.close()
        // A transcript is filled in now; what that says is about the recording, not a script line.
        screen.location = nil
        if let finished = recorder.stop(), finished.format == .transcript { screen.notice(finished.message) }
        console.flush()
        return isInteractive ? .success : status
    }

    /// What a transcript recording needs from the app: the start time as the replay pins it,
    /// width and time zone, the options given at start, and the replay that fills in the output.
    @MainActor private static func prepareTranscripts(
        of recorder: SessionRecorder, configuration: ShellConfiguration,
        clock: ShellClock, screen: Screen
    ) {
        let environment = configuration.environment
        recorder.startTime = {
            environment["VIPER_SHELL_NOW"].flatMap { $0.isEmpty ? nil : $0 } ?? ISO8601.format(clock.now())
        }
        recorder.columns = { screen.width }
        recorder.timeZone = { LocalZoneName.current(environment: environment) }
        if configuration.perPage != ShellConfiguration.defaultPerPage {
            recorder.noteSetting("--per-page", String(configuration.perPage))
        }
        if let source = configuration.source { recorder.noteSetting("--source", source) }
        if let width = configuration.articleWidth { recorder.noteSetting("--width", String(width)) }
        if configuration.jsonOutput { recorder.noteSetting("--format", "json") }
        if let fields = configuration.jsonFields { recorder.noteSetting("--fields", fields.joined(separator: ",")) }
        recorder.completeTranscript = { path, secrets, fallbacks in
            TranscriptReplay.fillRecording(
                path, configuration: configuration, secrets: secrets, fallbacks: fallbacks, screen: screen) == .success
        }
    }

    /// Scripts (`-f`), `-c` commands, or standard input when it is not a terminal: echoed with
    /// `--echo`, recorded with `--record`, then `${NAME}` expanded.
    @MainActor private static func scriptInput(
        _ configuration: ShellConfiguration, language: Language, console: StandardConsole,
        screen: Screen, recorder: SessionRecorder, standardInputIsTerminal: Bool
    ) -> LineInput {
        var sources: [ScriptInput.Source] = configuration.scripts.enumerated().map { index, path in
            .file(path, shownAs: index == 0 ? configuration.scriptName : nil)
        }
        if !configuration.commands.isEmpty { sources.append(.commands(configuration.commands)) }
        if sources.isEmpty { sources = [.file("-")] }
        var input: LineInput = ScriptInput(sources: sources, standardInputIsTerminal: standardInputIsTerminal)
        if configuration.echo { input = EchoingLineInput(input, console: console) }
        input = RecordingLineInput(input, recorder: recorder)
        return ExpandingLineInput(
            input, environment: configuration.environment, language: language,
            reportSecretError: { message in screen.fail(message) })
    }
}
