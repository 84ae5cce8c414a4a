import Foundation
import Testing
import TestSupport

/// Scripts through the built binary: `-f`, standard input, `-c`, `--echo`, `--bail`, exit
/// codes, `--record` then replay, and `--expect`. No password may show up anywhere.
@Suite struct ScriptingEndToEndTests {
    static let password = "s3cret-Pa55word"
    let folder: TemporaryDirectory
    let home: String
    let environment: [String: String]

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
        environment = ["VIPER_PASSWORD": Self.password, "VIPER_SHELL_NOW": "2026-11-01T12:00:00+09:00"]
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = folder.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func shell(
        _ arguments: [String], input: String = "", environment extra: [String: String] = [:]
    ) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, arguments, input: input, environment: environment.merging(extra) { $1 })
    }

    private func expectNoSecret(in texts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for text in texts {
            #expect(!text.contains(Self.password), "the password leaked", sourceLocation: sourceLocation)
        }
    }

    private static let registerAndLogin = """
        # register (which logs in), log out, log in: passwords come from the environment
        register scripter1
        ${VIPER_PASSWORD}
        ${VIPER_PASSWORD}
        logout
        login scripter1
        ${VIPER_PASSWORD}

        """

    @Test func aScriptFileRunsWithEchoRecordsAndReplays() async throws {
        let script = try write(
            Self.registerAndLogin + """
                search tag:swift \\
                  likes:>100
                whoami
                search ${NOT_SET_ANYWHERE}
                open 1
                back
                """ + "\n", to: "session.viper")
        let record = folder.file("recorded.viper")
        let first = try await shell(["--echo", "-f", script, "--record", record])
        // The unset variable is the last failure: a usage error.
        #expect(first.status == 2)
        let lines = first.stdoutLines
        #expect(lines.contains("login> register scripter1"))
        #expect(lines.filter { $0 == "Password: ******** (${VIPER_PASSWORD})" }.count == 2)
        #expect(lines.filter { $0 == "Password (again): ******** (${VIPER_PASSWORD})" }.count == 1)
        #expect(lines.contains("scripter1@items> search tag:swift   likes:>100"))
        #expect(lines.contains("scripter1@items> whoami"))
        #expect(lines.contains("scripter1"))
        // With --echo the error is in the transcript, in order, right under its command (so
        // without the script's FILE:LINE), and the failed command's status follows it.
        let whoami = try #require(lines.firstIndex(of: "scripter1@items> search ${NOT_SET_ANYWHERE}"))
        #expect(
            lines[whoami + 1]
                == "error: unset variable NOT_SET_ANYWHERE — set it in the environment or write ${NOT_SET_ANYWHERE:-default}"
        )
        #expect(lines[whoami + 2] == "[2]")
        #expect(first.stderr.isEmpty)

        let recorded = try String(contentsOfFile: record, encoding: .utf8)
        #expect(recorded.hasPrefix("# viper-shell session recording."))
        #expect(recorded.contains("login scripter1\n${VIPER_PASSWORD}\n"))
        let mode = try FileManager.default.attributesOfItem(atPath: record)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        // The recording replays in a fresh home (registering again) with the same outcome.
        let replayHome = folder.file("home2")
        let replay = try await ShellProcess.run(home: replayHome, ["-f", record], environment: environment)
        #expect(replay.status == 2)
        #expect(replay.stdoutLines.contains("scripter1"))
        #expect(
            replay.stderrLines.filter { $0.contains("error") } == [
                "\(record):11: error: unset variable NOT_SET_ANYWHERE — set it in the environment or write ${NOT_SET_ANYWHERE:-default}"
            ])
        #expect(replay.stderrLines.contains("Logged in as scripter1."), "confirmations go to standard error")
        expectNoSecret(
            in: [first.stdout, first.stderr, recorded, replay.stdout, replay.stderr] + homeFiles(home)
                + homeFiles(replayHome))
    }

    @Test func standardInputCommandArgumentsBailAndExitCodes() async throws {
        // Standard input that is not a terminal is a script; errors go to stderr as -:LINE:.
        let piped = try await shell([], input: "whoami\nsearch\nbogus\n")
        #expect(
            piped.stderrLines == [
                "-:1: error: not logged in: log in with 'login ID'",
                "-:2: error: 'search' needs a login: log in with 'login ID' (or 'register ID' first)",
                "-:3: error: unknown command 'bogus': type 'help' for the list",
            ])
        #expect(piped.status == 2)

        // -c: ';' separates commands; a password prompt reads standard input.
        let registered = try await shell(
            ["-c", "register scripter2; logout"], input: "\(Self.password)\n\(Self.password)\n")
        #expect(registered.status == 0)
        let loggedIn = try await shell(
            ["-c", "login scripter2; whoami", "-c", "search nothing-matches-this-zzz"], input: "\(Self.password)\n")
        #expect(loggedIn.status == 0)
        #expect(loggedIn.stderrLines.first == "Logged in as scripter2.")
        #expect(loggedIn.stdoutLines.first == "scripter2")
        #expect(loggedIn.stdoutLines.contains("No items found."))

        // Default: the script goes on and exits with the last failure (4: login required).
        let goesOn = try await shell(["-c", "logout; whoami; search; help"])
        #expect(goesOn.status == 4)
        #expect(goesOn.stdoutLines.contains { $0.hasPrefix("Commands (login)") })

        // --bail: stops at the first failure with its status.
        let bails = try await shell(["--bail", "-c", "bogus; help"])
        #expect(bails.status == 2)
        #expect(bails.stdout.isEmpty)
        #expect(bails.stderrLines == ["-c:1: error: unknown command 'bogus': type 'help' for the list"])

        // An unreadable script is named; a bad option is a usage error.
        let missing = try await shell(["-f", folder.file("missing.viper")])
        #expect(missing.status == 2)
        #expect(
            missing.stderrLines == [
                "error: cannot read script \(folder.file("missing.viper")): No such file or directory"
            ])
        let badOption = try await shell(["--update"])
        #expect(badOption.status == 2)
        expectNoSecret(
            in: [piped.stdout, registered.stdout, registered.stderr, loggedIn.stdout, loggedIn.stderr] + homeFiles(home)
        )
    }

    @Test func expectPassesFailsWithADiffAndUpdates() async throws {
        let transcript = try write(
            """
            # A transcript: the header is kept; COLUMNS fixes the width.
            # env: COLUMNS=100
            login> whoami
            error: not logged in[..]
            [4]
            login> help quit
            ...
            login> register
            """ + "\n", to: "check.transcript")
        let passes = try await ShellProcess.run(home: nil, ["--expect", transcript], environment: environment)
        #expect(passes.status == 1, "the last command's output is missing, so this must not match yet")
        #expect(
            passes.stdout.contains("-login> register") || passes.stdout.contains("+error: 'register' needs an argument")
        )
        #expect(passes.stdout.hasPrefix("--- \(transcript)\n+++ actual output\n@@ "))

        let updated = try await ShellProcess.run(
            home: nil, ["--expect", transcript, "--update"], environment: environment)
        #expect(updated.status == 0)
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        #expect(
            text.hasPrefix(
                "# A transcript: the header is kept; COLUMNS fixes the width.\n# env: COLUMNS=100\nlogin> whoami\n"))
        #expect(text.hasSuffix("login> register\nerror: 'register' needs an argument: usage: register ID\n[2]\n"))

        let again = try await ShellProcess.run(home: nil, ["--expect", transcript], environment: environment)
        #expect(again.status == 0)
        #expect(again.stdoutLines == ["\(transcript): 3 commands, output as expected"])
        // Replays never touch a real home: none was given, none was made.
        #expect(!FileManager.default.fileExists(atPath: home))
    }

    /// A transcript captured with `--echo` from a pipe, `-f` or `-c` replays as captured, and
    /// still does with lines inserted above: errors carry no `FILE:LINE` (the command is just
    /// above them) and a failed command's status follows it as `[N]`.
    @Test func aTranscriptCapturedWithEchoReplaysFromAnyInputAndUnderEdits() async throws {
        let commands = ["help quit", "whoami", "bogus", "search"]
        let script = try write(commands.joined(separator: "\n") + "\n", to: "session.viper")
        let captures = [
            try await ShellProcess.run(
                home: folder.file("pipe-home"), ["--echo"], input: commands.joined(separator: "\n") + "\n",
                environment: environment),
            try await ShellProcess.run(
                home: folder.file("file-home"), ["--echo", "-f", script], environment: environment),
            try await ShellProcess.run(
                home: folder.file("c-home"), ["--echo"] + commands.flatMap { ["-c", $0] }, environment: environment),
        ]
        for (number, capture) in captures.enumerated() {
            #expect(capture.status == 4, "the last failure's status")
            #expect(
                capture.stdout.contains(
                    "login> whoami\nerror: not logged in: log in with 'login ID'\n[4]\nlogin> bogus\n"))
            #expect(capture.stdout.contains("error: unknown command 'bogus': type 'help' for the list\n[2]\n"))
            let transcript = try write(capture.stdout, to: "captured-\(number).transcript")
            let replay = try await ShellProcess.run(home: nil, ["--expect", transcript], environment: environment)
            #expect(replay.status == 0, "\(replay.stdout)")
            let edited = try write(
                "# env: COLUMNS=100\nlogin> help\n...\n" + capture.stdout, to: "edited-\(number).transcript")
            let again = try await ShellProcess.run(home: nil, ["--expect", edited], environment: environment)
            #expect(again.status == 0, "a command inserted above changes nothing below: \(again.stdout)")
        }
    }

    /// Several transcripts at once: each in its own fresh home, a line (or a diff) each and a
    /// count; `--update` rewrites only the ones whose output changed.
    @Test func expectTakesSeveralTranscriptsAndUpdatesOnlyTheChangedOnes() async throws {
        let good = try write("login> whoami\nerror: not logged in[..]\n[4]\n", to: "good.transcript")
        let bad = try write("login> whoami\nsomething else\n", to: "bad.transcript")
        let other = try write("login> help quit\nusage: quit\n...\n", to: "other.transcript")
        let outcome = try await ShellProcess.run(home: nil, ["--expect", good, bad, other], environment: environment)
        #expect(outcome.status == 1)
        #expect(outcome.stdoutLines.first == "\(good): 1 command, output as expected")
        #expect(outcome.stdout.contains("--- \(bad)\n+++ actual output\n"))
        #expect(outcome.stdoutLines.contains("\(other): 1 command, output as expected"))
        #expect(outcome.stdoutLines.last == "2 passed, 1 failed")
        #expect(
            outcome.stderrLines == [
                "error: \(bad): the output differs from the transcript (- expected, + actual); accept it with --update"
            ])

        let updated = try await ShellProcess.run(
            home: nil, ["--expect", good, bad, other, "--update"], environment: environment)
        #expect(updated.status == 0)
        #expect(
            updated.stdoutLines == [
                "\(good): output as expected, left as it is", "\(bad): updated with the actual output",
                "\(other): output as expected, left as it is", "3 passed, 0 failed",
            ])
        #expect(
            try String(contentsOfFile: good, encoding: .utf8) == "login> whoami\nerror: not logged in[..]\n[4]\n",
            "its wildcard is kept")
        #expect(
            try String(contentsOfFile: bad, encoding: .utf8)
                == "login> whoami\nerror: not logged in: log in with 'login ID'\n[4]\n")
    }

    /// The startup file runs before the first command (its errors cite `rc:LINE` and do not stop
    /// the session or count as its failure); `-X` skips it; aliases append what is typed after
    /// them and can neither shadow a command nor name another alias.
    @Test func theStartupFileAndAliases() async throws {
        let home = folder.file("rc-home")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try "alias me whoami\nno-such-command here\n# a comment\nalias helpq help quit\n".write(
            toFile: home + "/rc", atomically: true, encoding: .utf8)
        let outcome = try await ShellProcess.run(
            home: home, ["-c", "alias", "-c", "helpq", "-c", "me"], environment: environment)
        #expect(outcome.status == 4, "whoami's status, not the startup file's")
        #expect(outcome.stderrLines.first == "rc:2: error: unknown command 'no-such-command': type 'help' for the list")
        #expect(outcome.stdoutLines.prefix(3) == ["helpq = help quit", "me = whoami", "usage: quit"])
        #expect(outcome.stderrLines.last == "-c:3: error: not logged in: log in with 'login ID'")

        let skipped = try await ShellProcess.run(home: home, ["-X", "-c", "alias"], environment: environment)
        #expect(skipped.status == 0 && skipped.stderr.isEmpty)
        #expect(skipped.stdoutLines == ["No aliases: define one with 'alias NAME COMMAND…'"])

        let appended = try await ShellProcess.run(
            home: home,
            [
                "-X", "--echo", "-c", "alias h help", "-c", "h quit", "-c", "alias search whoami",
                "-c", "alias hh h", "-c", "alias bad! help", "-c", "unalias h", "-c", "h",
            ],
            environment: environment)
        #expect(appended.stdout.contains("login> h quit\nusage: quit\n"), "arguments after an alias are appended")
        #expect(
            appended.stdout.contains(
                "login> alias search whoami\nerror: 'search' is a command: an alias cannot take its name\n[2]\n"))
        #expect(
            appended.stdout.contains(
                "login> alias hh h\nerror: alias hh would expand to the alias h: an alias must name a command\n[2]\n"))
        #expect(
            appended.stdout.contains("error: alias names are 1-32 ASCII letters, digits, - and _, not \"bad!\"\n[2]\n"))
        #expect(
            appended.stdout.hasSuffix(
                "login> h\nerror: unknown command 'h': did you mean 'help'? Type 'help' for the list\n[2]\n"),
            "unalias forgets it")
    }

    @Test func setLangSwitchesTheSessionsLanguage() async throws {
        let home = folder.file("lang-home")
        let registered = try await ShellProcess.run(
            home: home, ["-c", "register linguist1"], input: "\(Self.password)\n\(Self.password)\n",
            environment: environment)
        try #require(registered.status == 0, "\(registered.stderr)")
        let outcome = try await ShellProcess.run(
            home: home, ["-c", "set lang ja", "-c", "set", "-c", "set lang fr", "-c", "open 99999"],
            environment: environment)
        // The confirmation is for people (standard error); `set` alone answers on standard output.
        #expect(outcome.stderrLines.first == "これからのメッセージは日本語です(ja)。")
        #expect(outcome.stdoutLines.contains { $0.split(separator: " ") == ["language", "ja"] })
        #expect(outcome.stderrLines.dropFirst().first == "-c:3: エラー: 'set' の引数 'fr' が正しくありません: en か ja を指定してください")
    }

    @Test func expectRefusesToRunWithoutTheVariablesItNeeds() async throws {
        let text =
            "login> register alice1234\nPassword: ******** (${SOME_PASSWORD})\nPassword (again): ******** " +
            "(${SOME_PASSWORD})\nRegistered alice1234.\n"
        let transcript = try write(text, to: "needs.transcript")
        for arguments in [["--expect", transcript], ["--expect", transcript, "--update"]] {
            let outcome = try await ShellProcess.run(home: nil, arguments, environment: environment)
            #expect(outcome.status == 2)
            #expect(
                outcome.stderrLines == [
                    "error: \(transcript) needs SOME_PASSWORD: set it in the environment (nothing was run or changed)"
                ])
            #expect(try String(contentsOfFile: transcript, encoding: .utf8) == text, "the transcript is untouched")
        }
    }

    @Test func recordRefusesToOverwriteAFileUnlessForced() async throws {
        let existing = try write("[{\"precious\": true}]\n", to: "catalogue.json")
        let refused = try await shell(["-c", "record \(existing)"])
        #expect(refused.status == 1)
        #expect(
            refused.stderrLines == [
                "-c:1: error: \(existing) already exists: choose another name, or add --force to replace it"
            ])
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "[{\"precious\": true}]\n")
        let cli = try await shell(["--record", existing, "-c", "whoami"])
        #expect(cli.status == 2)
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "[{\"precious\": true}]\n")

        let first = folder.file("a.viper")
        let second = folder.file("b.viper")
        let switched = try await shell([
            "-c", "record \(first); help; record \(second); record \(existing) --force; record stop",
        ])
        #expect(switched.status == 0, "\(switched.stderr)")
        #expect(
            switched.stderrLines.filter { $0.hasPrefix("Stopped recording") } == [
                "Stopped recording: \(first) holds 1 command.",
                "Stopped recording: \(second) holds 0 commands.",
                "Stopped recording: \(existing) holds 0 commands.",
            ])
        #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("# viper-shell session recording."))
    }

    @Test func semicolonsSeparateCommandsFromEveryInputAndBackslashQQuits() async throws {
        let piped = try await shell([], input: "help quit; whoami\nsearch swift; list\n\\q\nwhoami\n")
        #expect(
            piped.stderrLines == [
                "-:1: error: not logged in: log in with 'login ID'",
                "-:2: error: 'search' needs a login: log in with 'login ID' (or 'register ID' first)",
                "-:2: error: 'list' needs a login: log in with 'login ID' (or 'register ID' first)",
            ], "nothing runs after \\q")
        #expect(piped.stdoutLines.first == "usage: quit")
        let quoted = try await shell([], input: "help 'quit; whoami'\n")
        #expect(
            quoted.stderrLines == ["-:1: error: unknown command 'quit; whoami': type 'help' for the list"],
            "a quoted ; is text")
    }

    private func homeFiles(_ home: String) -> [String] {
        let paths = (FileManager.default.enumerator(atPath: home)?.allObjects as? [String]) ?? []
        return paths.compactMap { try? String(contentsOfFile: home + "/" + $0, encoding: .utf8) }
    }
}
