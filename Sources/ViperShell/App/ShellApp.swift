#if canImport(Glibc)
import Glibc
#endif

/// Starts the shell: resolves language, clock and files, picks the input (readline at a
/// terminal, plain lines otherwise), runs Splash and the loop, and returns the exit status.
public enum ShellApp {
    @MainActor
    public static func run(_ configuration: ShellConfiguration) async -> ExitStatus {
        let environment = configuration.environment
        let language = Language.resolve(explicit: configuration.language, environment: environment)
        let console = StandardConsole(environment: environment)
        let colorEnabled = environment["NO_COLOR"].map(\.isEmpty) ?? true && (console.isTerminal || environment["CLICOLOR_FORCE"] == "1")
        let screen = Screen(console: console, language: language, colorEnabled: colorEnabled)

        let clock: ShellClock
        switch ShellClock.fromEnvironment(environment) {
        case .success(let fixed): clock = fixed
        case .failure(let error):
            screen.fail(error.message, status: .usage)
            return .usage
        }
        let layout: HomeLayout
        do { layout = try HomeLayout.resolve(home: configuration.home, environment: environment) } catch {
            screen.fail(error.message, status: .usage)
            return .usage
        }

        let isInteractive = isatty(STDIN_FILENO) == 1
        let input: LineInput
        var readline: ReadlineInput?
        if isInteractive {
            SignalTrap.install()
            var reportedHistoryError = false
            readline = ReadlineInput(historyFile: layout.historyFile, onHistoryError: { error in
                guard !reportedHistoryError else { return }
                reportedHistoryError = true
                MainActor.assumeIsolated { screen.notice(error.message) }
            })
            input = readline!
        } else {
            input = StreamLineInput()
        }

        let dependencies = AppDependencies(configuration: configuration, layout: layout, clock: clock, screen: screen, secretReader: input, isInteractive: isInteractive)
        let root = RootWireframe(dependencies: dependencies)
        let loop = ShellLoop(root: root, input: input, screen: screen)
        readline?.setCompletionProvider { before, word in
            MainActor.assumeIsolated { loop.completions(before: before, word: word) }
        }
        if let source = configuration.source {
            do {
                _ = try await dependencies.catalogue.switchSource(to: ItemSourceSpec.parse(source, workingDirectory: WorkingDirectory.current))
            } catch {
                screen.fail(error.message(in: language))
                input.close()
                return .failure
            }
        }
        await root.start()
        let status = await loop.run()
        input.close()
        return isInteractive ? .success : status
    }
}
