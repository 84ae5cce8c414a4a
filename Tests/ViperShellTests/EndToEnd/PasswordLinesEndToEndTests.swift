import Foundation
import Testing
import TestSupport

/// A line a script meant for a password prompt is never run, printed, echoed or recorded, when
/// the command that would have read it was refused before asking (already logged in, a
/// malformed, taken or locked-out ID, a mistyped command, a quoting error) or refused after the
/// first of two lines. Each case runs through a pipe, `-f`, `-f --echo`, `--record` and `-c`
/// (whose passwords come from standard input), with the password written out literally.
@Suite struct PasswordLinesEndToEndTests {
    static let password = "s3cret-Pass!x"
    static let user = "scripter01"

    /// One line of a script: a command, or the line a password prompt reads.
    enum Step: Sendable, CustomStringConvertible {
        case command(String)
        case secret(String)

        var description: String {
            switch self {
            case let .command(text): text
            case let .secret(text): text
            }
        }
    }

    /// How the script reaches the shell.
    enum Mode: String, CaseIterable, Sendable {
        case pipe, file, echo, record, commands
    }

    /// A refusal, the steps before it that set the scene, and how many password lines it skips.
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let steps: [Step]
        let skipped: Int
        var description: String { name }
    }

    static let loginFirst: [Step] = [.command("login \(user)"), .secret(password)]

    static let cases: [Case] = [
        Case(
            name: "login while logged in", steps: loginFirst + [.command("login \(user)"), .secret(password)],
            skipped: 1),
        Case(name: "a malformed ID", steps: [.command("login bob"), .secret(password)], skipped: 1),
        Case(
            name: "a taken ID", steps: [.command("register \(user)"), .secret(password), .secret(password)], skipped: 2),
        Case(name: "a mistyped login", steps: [.command("logni \(user)"), .secret(password)], skipped: 1),
        Case(
            name: "a mistyped register", steps: [.command("regster newuser01"), .secret(password), .secret(password)],
            skipped: 2),
        Case(name: "too many arguments", steps: [.command("login \(user) extra"), .secret(password)], skipped: 1),
        Case(name: "an unbalanced quote", steps: [.command("login '\(user)"), .secret(password)], skipped: 1),
        Case(
            name: "a locked-out ID",
            steps: (1...5).flatMap { _ in [Step.command("login \(user)"), .secret("Wrong-passw0rd")] }
                + [.command("login \(user)"), .secret(password)],
            skipped: 1),
        Case(
            name: "a refused first password",
            steps: [.command("register newuser02"), .secret("short"), .secret(password)], skipped: 1),
    ]

    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// A home where `scripter01` is registered and logged out.
    private func homeWithAccount(_ name: String) async throws -> String {
        let home = folder.file(name)
        let setup = try await ShellProcess.run(
            home: home, input: "register \(Self.user)\n\(Self.password)\n\(Self.password)\nlogout\n")
        try #require(setup.status == 0, "setup failed: \(setup.stderr)")
        return home
    }

    @Test(arguments: cases)
    func aRefusedCommandNeverRunsOrShowsItsPasswordLine(_ refusal: Case) async throws {
        for mode in Mode.allCases {
            let home = try await homeWithAccount("home-\(mode.rawValue)")
            let steps = refusal.steps + [.command("help whoami")]
            let recording = folder.file("recorded-\(mode.rawValue).viper")
            let outcome = try await run(steps, mode: mode, home: home, recording: recording)
            let everything = outcome.stdout + outcome.stderr
            #expect(
                !everything.contains(Self.password), "\(refusal) via \(mode): the password was shown:\n\(everything)")
            #expect(
                !everything.contains("unknown command 's3cret"), "\(refusal) via \(mode): the password ran as a command"
            )
            // The command after the password line still runs.
            #expect(
                outcome.stdout.contains("whoami"),
                "\(refusal) via \(mode): the next command did not run:\n\(everything)")
            if mode == .echo {
                let masked = outcome.stdoutLines.filter { $0 == "Password (not used): ********" }
                #expect(masked.count == refusal.skipped, "\(refusal): \(outcome.stdout)")
            }
            if mode == .record {
                let recorded = try String(contentsOfFile: recording, encoding: .utf8)
                #expect(!recorded.contains(Self.password), "\(refusal): the recording holds the password")
            }
        }
    }

    /// `${NAME}` answers are skipped unexpanded and echoed by name, so `--expect` replays them.
    @Test func aSkippedVariableAnswerIsEchoedByItsName() async throws {
        let home = try await homeWithAccount("home")
        let script = "login bob\n${VIPER_PASSWORD}\nhelp whoami\n"
        let outcome = try await ShellProcess.run(
            home: home, ["--echo"], input: script, environment: ["VIPER_PASSWORD": Self.password])
        #expect(outcome.stdoutLines.contains("Password (not used): ******** (${VIPER_PASSWORD})"))
        #expect(!outcome.stdout.contains(Self.password))
        #expect(!outcome.stdout.contains("no command asked for one"))
    }

    /// An accepted login reads its own line: nothing after it is skipped.
    @Test func anAcceptedLoginSkipsNothing() async throws {
        let home = try await homeWithAccount("home")
        let outcome = try await ShellProcess.run(
            home: home, ["--echo"], input: "login \(Self.user)\n\(Self.password)\nwhoami\n")
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdoutLines.contains(Self.user))
        #expect(!outcome.stdout.contains("not used"))
    }

    private func run(_ steps: [Step], mode: Mode, home: String, recording: String) async throws -> ShellProcess.Outcome
    {
        let script = steps.map(\.description).joined(separator: "\n") + "\n"
        switch mode {
        case .pipe:
            return try await ShellProcess.run(home: home, input: script)
        case .file, .echo:
            let path = folder.file("script-\(mode.rawValue).viper")
            try script.write(toFile: path, atomically: true, encoding: .utf8)
            return try await ShellProcess.run(home: home, (mode == .echo ? ["--echo"] : []) + ["-f", path])
        case .record:
            return try await ShellProcess.run(home: home, ["--record", recording], input: script)
        case .commands:
            var arguments: [String] = []
            var secrets = ""
            for step in steps {
                switch step {
                case let .command(text): arguments += ["-c", text]
                case let .secret(text): secrets += text + "\n"
                }
            }
            return try await ShellProcess.run(home: home, arguments, input: secrets)
        }
    }
}
