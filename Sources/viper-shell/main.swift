import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import ViperShell
import ShellKit

/// The English help of an option (its Japanese text is for the Japanese manual page).
private func help(_ name: String) -> ArgumentHelp {
    ArgumentHelp(OptionHelp.text(for: name, in: .english), valueName: OptionHelp.valueName(for: name))
}

/// `viper-shell`: parses the command line, then hands over to `ShellApp`.
struct ViperShellCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper-shell",
        abstract: "A shell for logging in and browsing a catalogue of technical articles.",
        discussion: """
            Exit status: 0 success; 1 a command failed (or --expect found a mismatch); 2 usage error \
            (unknown command or option, bad arguments, invalid query, unset script variable, a transcript \
            that cannot be run); 3 sync stopped at Qiita's rate limit with work left (run it again after the \
            reset); 4 the command needs a login. Scripts exit with the status of the last \
            failing command, or of the first with --bail; an interactive session exits 0. Failures in the \
            startup file (rc) never set it.
            """,
        version: "\(ViperShellVersion.name) \(ViperShellVersion.current) (\(BuildCommit.id))"
    )

    @Option(name: .long, help: help("home"), completion: .directory)
    var home: String?

    @Option(name: .long, help: help("lang"), completion: .list(["en", "ja"]))
    var lang: String?

    @Option(
        name: .long, help: help("source"),
        completion: .custom { _, _, typed in SourceOptionCompletion.candidates(typed) })
    var source: String?

    @Option(name: .long, parsing: .unconditional, help: help("per-page"))
    var perPage: Int = ShellConfiguration.defaultPerPage

    @Option(name: .long, help: help("format"), completion: .list(["table", "json"]))
    var format: String = "table"

    @Option(name: .long, help: help("fields"))
    var fields: String?

    @Option(name: .long, help: help("jq"))
    var jq: String?

    @Option(name: .long, help: help("template"))
    var template: String?

    @Option(name: [.customShort("f"), .customLong("script")], help: help("script"), completion: .file())
    var scripts: [String] = []

    @Option(name: [.customShort("c")], help: help("c"))
    var commands: [String] = []

    @Flag(name: .long, help: help("echo"))
    var echo = false

    @Flag(name: .long, help: help("no-pager"))
    var noPager = false

    @Flag(name: [.customShort("X"), .customLong("no-rc")], help: help("no-rc"))
    var noRC = false

    @Flag(name: .long, help: help("bail"))
    var bail = false

    @Option(name: .long, help: help("record"), completion: .file())
    var record: String?

    @Flag(name: .long, help: help("force"))
    var force = false

    @Flag(name: .long, help: help("transcript"))
    var transcript = false

    @Option(name: .long, parsing: .upToNextOption, help: help("expect"), completion: .file(extensions: ["transcript"]))
    var expect: [String] = []

    @Flag(name: .long, help: help("update"))
    var update = false

    @Option(name: .long, help: help("api-url"))
    var apiURL: String?

    @Option(name: .long, parsing: .unconditional, help: help("timeout"))
    var timeout: Double?

    @Option(name: .long, parsing: .unconditional, help: help("width"))
    var width: Int?

    /// `--generate-manual en|ja`: print the manual page (roff) made from these options and
    /// every shell command, as `Scripts/install` installs and the test checks against the repo.
    @Option(name: .long, help: .hidden)
    var generateManual: String?

    @Option(name: .long, help: .hidden)
    var scriptName: String?

    /// The options as plain values.
    var options: ShellOptions {
        ShellOptions(
            home: home, lang: lang, source: source, perPage: perPage, format: format, fields: fields, jq: jq,
            template: template,
            scripts: scripts, commands: commands, echo: echo, noPager: noPager, noRC: noRC, bail: bail,
            record: record, force: force, transcript: transcript, expect: expect, update: update, apiURL: apiURL,
            timeout: timeout, width: width,
            scriptName: scriptName)
    }

    func validate() throws {
        if let problem = options.problem {
            throw ValidationError(
                problem.text(in: Language.resolve(explicit: lang, environment: ProcessEnvironment.current())))
        }
    }

    func run() async throws {
        if let generateManual {
            guard let language = Language(code: generateManual) else {
                throw ValidationError(Message(CommandLineMessage.lang, generateManual).text(in: .english))
            }
            let page = await MainActor.run {
                ManualPage(language: language, options: ManualOptions.fromArgumentParser()).render()
            }
            print(page, terminator: "")
            return
        }
        let status = await ShellApp.run(options.configuration())
        throw ExitCode(status.rawValue)
    }
}

/// Usage errors exit with 2 (the shell's convention), not ArgumentParser's 64.
do {
    if let options = QuickArguments.options(Array(CommandLine.arguments.dropFirst())) {
        exit(await ShellApp.run(options.configuration()).rawValue)
    }
    try await ViperShellCommand.parse().run()
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
    let lang =
        arguments.firstIndex(of: "--lang").flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        ?? arguments.first { $0.hasPrefix("--lang=") }.map { String($0.dropFirst("--lang=".count)) }
    let language = Language.resolve(
        explicit: lang.flatMap { Language(code: $0) == nil ? nil : $0 },
        environment: ProcessEnvironment.current())
    let text = OptionErrorText.localize(
        ViperShellCommand.fullMessage(for: error), in: language,
        optionNames: ManualOptions.fromArgumentParser().flatMap(\.names).map { String($0.drop { $0 == "-" }) }
            + ["help", "version"])
    _ = FileDescriptorWriter.write(text + "\n", to: STDERR_FILENO)
    exit(2)
}
