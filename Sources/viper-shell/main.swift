import ArgumentParser
import Foundation
import ViperShell

/// `viper-shell`: parses the command line, then hands over to `ShellApp`.
struct ViperShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper-shell",
        abstract: "A shell for logging in and browsing a catalogue of technical articles.",
        version: ViperShellVersion.current
    )

    @Option(name: .long, help: "Keep every file of the shell under DIR (also VIPER_SHELL_HOME).")
    var home: String?

    @Option(name: .long, help: "Message language: en or ja (default from LC_ALL, LC_MESSAGES, LANG).")
    var lang: String?

    @Option(name: .long, help: "Browse this catalogue: a JSON file of Qiita API v2 items, demo, or qiita (the live API; remembered).")
    var source: String?

    @Option(name: .long, parsing: .unconditional, help: "Rows per page, 1-100.")
    var perPage: Int = ShellConfiguration.defaultPerPage

    @Option(name: .long, help: "Output format of listings and items: table or json.")
    var format: String = "table"

    @Option(name: [.customShort("f"), .customLong("script")], help: ArgumentHelp("Run the commands in FILE, then exit (repeatable; - is standard input).", valueName: "FILE"))
    var scripts: [String] = []

    @Option(name: [.customShort("c")], help: ArgumentHelp("Run CMD, then exit (repeatable; ; separates commands). Runs after any -f scripts.", valueName: "CMD"))
    var commands: [String] = []

    @Flag(name: .long, help: "Print each command after its prompt, and errors on standard output in order: a transcript.")
    var echo = false

    @Flag(name: .long, help: "Print long items straight to the terminal instead of through the pager ($PAGER, default less -FRX).")
    var noPager = false

    @Flag(name: .long, help: "Stop at the first failing command, with its exit status.")
    var bail = false

    @Option(name: .long, help: ArgumentHelp("Write the commands of this session to FILE as a replayable script (passwords as ${VIPER_PASSWORD}).", valueName: "FILE"))
    var record: String?

    @Flag(name: .long, help: "With --record: replace FILE if it exists (otherwise an existing file is refused).")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Replay a transcript made with --echo and compare the output (diff and exit 1 on a mismatch).", valueName: "TRANSCRIPT"))
    var expect: String?

    @Flag(name: .long, help: "With --expect: rewrite the transcript with the actual output.")
    var update = false

    @Option(name: .long, help: ArgumentHelp("The Qiita API for --source qiita (default https://qiita.com; also VIPER_SHELL_API_URL).", valueName: "URL"))
    var apiURL: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Seconds to wait for the Qiita API (default 10).", valueName: "SECONDS"))
    var timeout: Double?

    @Option(name: .long, help: .hidden)
    var scriptName: String?

    func validate() throws {
        if let problem { throw ValidationError(problem.text(in: Language.resolve(explicit: lang, environment: ProcessInfo.processInfo.environment))) }
    }

    /// The first option that is out of range or does not go with the others.
    private var problem: Message? {
        if !(1...100).contains(perPage) { return Message(.optionPerPage, String(perPage)) }
        if format != "table" && format != "json" { return Message(.optionFormat, format) }
        if let lang, Language(code: lang) == nil { return Message(.optionLang, lang) }
        if let timeout, !(timeout > 0 && timeout <= 600) {
            return Message(.optionTimeout, timeout == timeout.rounded() && abs(timeout) < 1e15 ? String(Int(timeout)) : String(timeout))
        }
        if update && expect == nil { return Message(.optionUpdateNeedsExpect) }
        if force && record == nil { return Message(.optionForceNeedsRecord) }
        if expect != nil && (!scripts.isEmpty || !commands.isEmpty || record != nil) { return Message(.optionExpectAlone) }
        return nil
    }

    func run() async throws {
        var configuration = ShellConfiguration(home: home, language: lang, source: source, perPage: perPage,
                                               jsonOutput: format == "json", environment: ProcessInfo.processInfo.environment)
        configuration.scripts = scripts
        configuration.commands = commands
        configuration.echo = echo
        configuration.bail = bail
        configuration.pagerEnabled = !noPager
        configuration.record = record
        configuration.forceRecord = force
        configuration.expect = expect
        configuration.update = update
        configuration.scriptName = scriptName
        configuration.apiURL = apiURL
        configuration.timeout = timeout
        configuration.executablePath = CommandLine.arguments.first.flatMap { $0.contains("/") ? $0 : nil }
        let status = await ShellApp.run(configuration)
        throw ExitCode(status.rawValue)
    }
}

/// Usage errors exit with 2 (the shell's convention), not ArgumentParser's 64.
do {
    let command = try ViperShellCommand.parse()
    try await command.run()
} catch {
    // The shell's own status first: ExitCode(0) has no message, and printing it added a blank line.
    if let exitCode = error as? ExitCode { exit(exitCode.rawValue) }
    let code = ViperShellCommand.exitCode(for: error)
    if code == .success {
        print(ViperShellCommand.fullMessage(for: error))
        exit(0)
    }
    // `--lang` may be among the words that failed to parse: look for it directly.
    let arguments = CommandLine.arguments
    let lang = arguments.firstIndex(of: "--lang").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        ?? arguments.first { $0.hasPrefix("--lang=") }.map { String($0.dropFirst("--lang=".count)) }
    let language = Language.resolve(explicit: lang.flatMap { Language(code: $0) == nil ? nil : $0 }, environment: ProcessInfo.processInfo.environment)
    let text = OptionErrorText.localize(ViperShellCommand.fullMessage(for: error), in: language)
    FileHandle.standardError.write(Data((text + "\n").utf8))
    exit(2)
}
