import Foundation
import Testing
import TestSupport

/// The shell as scripts use it: the built binary, commands piped in, a fresh home each time.
/// The password is the line after `register`/`login` (twice for `register`).
@Suite struct ShellEndToEndTests {
    static let password = "Tr0ub4dor&3 horse"
    static let wrongPassword = "not-the-password-42"

    let folder: TemporaryDirectory
    /// `--home`: not created yet, so the shell makes it.
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    func shell(
        _ input: String, _ arguments: [String] = [], environment: [String: String] = [:]
    ) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, arguments, input: input, environment: environment)
    }

    /// Registers alice1234 (which logs in) and logs out again.
    func registerAlice() async throws {
        let outcome = try await shell("register alice1234\n\(Self.password)\n\(Self.password)\nlogout\n")
        try #require(outcome.status == 0, "register failed: \(outcome.stderr)")
        // Confirmations are for people: standard error, standard output left for answers.
        #expect(outcome.stderrLines == ["Registered alice1234.", "Logged out alice1234."])
        #expect(outcome.stdout == "")
    }

    @Test func aLoginLastsUntilLogoutAcrossRestarts() async throws {
        let first = try await shell(
            """
            register alice1234
            \(Self.password)
            \(Self.password)
            whoami
            logout
            login alice1234
            \(Self.password)
            whoami
            quit
            whoami
            """ + "\n")
        #expect(
            first.stdoutLines == ["alice1234", "alice1234"],
            "registering logs in; nothing runs after quit, and a script sees no banner or prompt")
        #expect(first.stderrLines == ["Registered alice1234.", "Logged out alice1234.", "Logged in as alice1234."])
        #expect(first.status == 0)

        let second = try await shell("whoami\nlogout\nwhoami\n")
        #expect(second.stdoutLines == ["alice1234"])
        #expect(second.stderrLines == ["Logged out alice1234.", "-:3: error: not logged in: log in with 'login ID'"])
        #expect(second.status == 4)

        let third = try await shell("whoami\n")
        #expect(third.stdout == "")
        #expect(third.status == 4)
    }

    @Test func aWrongPasswordIsRefused() async throws {
        try await registerAlice()
        let outcome = try await shell("login alice1234\n\(Self.wrongPassword)\nwhoami\n")
        #expect(
            outcome.stderrLines == [
                "-:1: error: wrong ID or password",
                "-:3: error: not logged in: log in with 'login ID'",
            ])
        #expect(outcome.stdout == "")
        #expect(outcome.status == 4, "the status of the last failure")

        let unknown = try await shell("login nobody999\n\(Self.password)\n")
        #expect(unknown.stderrLines == ["-:1: error: wrong ID or password"], "an unknown ID reads the same")
        #expect(unknown.status == 1)
    }

    @Test func anUnknownCommandIsAUsageErrorWithASuggestion() async throws {
        let outcome = try await shell("logn alice1234\n")
        #expect(
            outcome.stderrLines == [
                "-:1: error: unknown command 'logn': did you mean 'login'? Type 'help' for the list"
            ])
        #expect(outcome.status == 2)

        let far = try await shell("xyzzy\n")
        #expect(far.stderrLines == ["-:1: error: unknown command 'xyzzy': type 'help' for the list"])
        #expect(far.status == 2)
    }

    @Test func anUnbalancedQuoteIsAUsageError() async throws {
        let outcome = try await shell("login 'alice1234\n")
        #expect(outcome.stderrLines == ["-:1: error: unbalanced ' at column 7: close the quote"])
        #expect(outcome.status == 2)
    }

    @Test func helpListsTheCommands() async throws {
        let outcome = try await shell("help\n")
        #expect(outcome.status == 0)
        #expect(outcome.stderr == "")
        let lines = outcome.stdoutLines
        #expect(lines.first == "Commands (login):")
        for usage in ["register ID", "login ID", "whoami", "help [COMMAND]", "quit"] {
            #expect(lines.contains { $0.hasPrefix("  " + usage + " ") }, "help lists \(usage)")
        }
        #expect(!lines.contains { $0.hasPrefix("  logout") }, "logout only once logged in")

        let one = try await shell("help login\n")
        #expect(one.stdoutLines.first == "usage: login ID")
        #expect(one.stdoutLines.contains("Log in (asks for the password)"))

        let quit = try await shell("help quit\n")
        #expect(quit.stdoutLines.contains("also: exit, \\q"))
    }

    @Test func aCorruptSessionFileIsMovedAsideAndTheShellCarriesOnLoggedOut() async throws {
        try await registerAlice()
        let garbage = "{\"loggedIn\": tru"
        try garbage.write(toFile: home + "/session.json", atomically: false, encoding: .utf8)

        let outcome = try await shell(
            "whoami\nlogin alice1234\n\(Self.password)\nwhoami\n",
            environment: ["VIPER_SHELL_NOW": "2027-01-15T08:00:00Z"])
        let moved = home + "/session.json.corrupt-20270115T080000Z"
        #expect(
            outcome.stderrLines == [
                "the saved login state was corrupt: moved aside to \(moved); you are logged out",
                "-:1: error: not logged in: log in with 'login ID'",
                "Logged in as alice1234.",
            ])
        #expect(outcome.stdoutLines == ["alice1234"])
        #expect(FileFacts.text(moved) == garbage, "the original bytes are kept")
        #expect(FileFacts.exists(home + "/session.json"), "the new login was saved")
        #expect(outcome.status == 4)
    }

    @Test func passwordsAppearNowhere() async throws {
        let outcome = try await shell(
            """
            register alice1234
            \(Self.password)
            \(Self.password)
            logout
            login alice1234
            \(Self.wrongPassword)
            login alice1234
            \(Self.password)
            whoami
            logout
            """ + "\n")
        #expect(outcome.stdoutLines.contains("alice1234"), "the session really happened")
        let files = folder.allFiles()
        #expect(files.contains(home + "/accounts.json"))
        for secret in [Self.password, Self.wrongPassword, "Tr0ub4dor", "not-the-password"] {
            #expect(!outcome.stdout.contains(secret))
            #expect(!outcome.stderr.contains(secret))
            for file in files {
                #expect(!FileFacts.contains(FileFacts.bytes(file) ?? [], secret), "\(secret) in \(file)")
            }
        }
    }

    @Test func filesArePrivate() async throws {
        _ = try await shell(
            "register alice1234\n\(Self.password)\n\(Self.password)\nlogout\nlogin alice1234\nwrong-password-1\nlogin alice1234\n\(Self.password)\n"
        )
        #expect(FileFacts.mode(home) == 0o700)
        for name in ["accounts.json", "session.json", "login-attempts.json"] {
            #expect(FileFacts.mode(home + "/" + name) == 0o600, "\(name)")
        }
        for file in folder.allFiles() where FilePathName.of(file).hasPrefix(".") {
            #expect(FileFacts.mode(file) == 0o600, "\(file)")
        }
        #expect(!folder.allFiles().contains { $0.contains(".tmp-") }, "no temporary files left behind")
    }

    @Test func japaneseWithLangOrTheEnvironment() async throws {
        let flag = try await shell("whoami\nlogn\n", ["--lang", "ja"])
        #expect(
            flag.stderrLines == [
                "-:1: エラー: ログインしていません: 'login ID' でログインしてください",
                "-:2: エラー: 'logn' というコマンドはありません: 'login' のことですか?'help' で一覧を表示します",
            ])
        #expect(flag.status == 2)

        let environment = try await shell("whoami\n", environment: ["LANG": "ja_JP.UTF-8"])
        #expect(environment.stderrLines == ["-:1: エラー: ログインしていません: 'login ID' でログインしてください"])

        let english = try await shell("whoami\n", ["--lang", "en"], environment: ["LANG": "ja_JP.UTF-8"])
        #expect(english.stderrLines == ["-:1: error: not logged in: log in with 'login ID'"])
    }

    @Test func anUnknownLanguageIsAUsageError() async throws {
        let outcome = try await shell("whoami\n", ["--lang", "xx"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--lang takes en or ja, not 'xx'"))
        #expect(outcome.stdout == "")
        #expect(!FileFacts.exists(home), "nothing was created")
    }

    @Test func anUnknownOptionIsAUsageError() async throws {
        let outcome = try await shell("", ["--frobnicate"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("--frobnicate"))
    }

    @Test func theHomeCanComeFromTheEnvironment() async throws {
        let outcome = try await ShellProcess.run(
            home: nil, input: "register alice1234\n\(Self.password)\n\(Self.password)\n",
            environment: ["VIPER_SHELL_HOME": home])
        #expect(outcome.status == 0)
        #expect(FileFacts.exists(home + "/accounts.json"))
    }

    @Test func withoutAnyHomeTheShellRefusesToStart() async throws {
        let outcome = try await ShellProcess.run(home: nil, input: "whoami\n")
        #expect(outcome.status == 2)
        #expect(outcome.stderrLines == ["error: no home for the shell's files: set HOME or use --home DIR"])
    }

    @Test func aBadFixedClockIsAUsageError() async throws {
        let outcome = try await shell("whoami\n", environment: ["VIPER_SHELL_NOW": "yesterday"])
        #expect(outcome.status == 2)
        #expect(
            outcome.stderrLines == [
                "error: VIPER_SHELL_NOW is not an ISO 8601 time: 'yesterday' (e.g. 2026-01-31T12:00:00Z)"
            ])
    }

    @Test func registrationErrorsInAScript() async throws {
        let outcome = try await shell(
            """
            register bob
            register alice1234
            short
            register alice1234
            \(Self.password)
            \(Self.password)x
            register alice1234
            \(Self.password)
            \(Self.password)
            logout
            register ALICE1234
            """ + "\n")
        // The two lines after the refused `register bob` are the passwords it would have read:
        // consumed unused, never run (so line 2's `register alice1234` is one of them).
        #expect(
            outcome.stderrLines == [
                "-:1: error: the ID must be 8-32 half-width letters or digits",
                "-:4: error: the passwords do not match",
                "Registered alice1234.",
                "Logged out alice1234.",
                "-:11: error: the ID alice1234 is already registered: choose another or log in",
            ], "a taken ID, in any case, is refused before any password is read")
        #expect(outcome.stdout == "")
        #expect(outcome.status == 1)
    }

    @Test func inputEndingAtAPasswordPromptCancels() async throws {
        let outcome = try await shell("login alice1234\n")
        #expect(outcome.stderrLines == ["-:1: error: cancelled"])
        #expect(outcome.status == 1)
    }
}

/// The last component of a path.
enum FilePathName {
    static func of(_ path: String) -> String {
        URL(fileURLWithPath: path).lastPathComponent
    }
}
