import Foundation
import Testing
import TestSupport

/// "Record a session, then replay it as a test", through the built binary: `--record FILE
/// --transcript` and `record FILE --transcript` write a transcript that `--expect` replays in a
/// fresh home, now and later; `--expect --update` keeps wildcards; a header may hold blank lines.
@Suite struct RecordTranscriptEndToEndTests {
    static let password = "rec0rder-Pa55"
    static let wrongPassword = "not-the-Pa55"
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    private func write(_ text: String, to name: String) throws -> String {
        let path = folder.file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The replay's passwords: any valid ones do, as long as they differ where the session's did.
    private static let replayPasswords = ["VIPER_PASSWORD": "any-valid-9", "VIPER_PASSWORD_2": "another-one-9"]

    @Test func aSessionRecordedThroughAPipeReplaysInAFreshHomeNowAndAMinuteLater() async throws {
        let transcript = folder.file("session.transcript")
        let input = """
            register recorder01
            \(Self.password)
            \(Self.password)
            search docker
            open 1
            history
            logout
            login recorder01
            \(Self.wrongPassword)
            login recorder01
            \(Self.password)
            whoami

            """
        // No VIPER_SHELL_NOW: the recorder pins the clock to the start of the recording itself.
        let recorded = try await ShellProcess.run(
            home: folder.file("home"), ["--record", transcript, "--transcript"], input: input)
        #expect(recorded.status == 1, "the refused login is the session's failure")
        #expect(
            recorded.stderr.contains(
                "Stopped recording: \(transcript) holds 8 commands, with the output of a replay in a fresh home."))
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        for secret in [Self.password, Self.wrongPassword] {
            #expect(!text.contains(secret) && !recorded.stdout.contains(secret) && !recorded.stderr.contains(secret))
        }
        #expect(try FileManager.default.attributesOfItem(atPath: transcript)[.posixPermissions] as? Int == 0o600)
        #expect(text.contains("#   VIPER_PASSWORD=... VIPER_PASSWORD_2=... viper-shell --expect session.transcript\n"))
        #expect(
            text.contains(
                "\nlogin> login recorder01\nPassword: ******** (${VIPER_PASSWORD_2})\nerror: wrong ID or " +
                "password\n[1]\n"
            ))
        #expect(text.contains("\nRead history — page 1 of 1 (1 item)\n"), "the output comes from the replay")
        let pinned = try #require(
            text.split(separator: "\n").first { $0.hasPrefix("# env: ") }?
                .split(separator: " ").first { $0.hasPrefix("VIPER_SHELL_NOW=") }?.dropFirst("VIPER_SHELL_NOW=".count))
        let start = try #require(ISO8601DateFormatter().date(from: String(pinned)))
        let aMinuteLater = ISO8601DateFormatter().string(from: start.addingTimeInterval(60))

        for environment in [
            Self.replayPasswords, Self.replayPasswords.merging(["VIPER_SHELL_NOW": aMinuteLater]) { $1 },
        ] {
            let replay = try await ShellProcess.run(home: nil, ["--expect", transcript], environment: environment)
            #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
            #expect(replay.stdoutLines == ["\(transcript): 8 commands, output as expected"])
        }
        // Without the pinned clock the read time in `history` moves, and the replay fails.
        let unpinned = try write(
            text.replacingOccurrences(of: "VIPER_SHELL_NOW=\(pinned) ", with: ""), to: "unpinned.transcript")
        let drifted = try await ShellProcess.run(
            home: nil, ["--expect", unpinned],
            environment: Self.replayPasswords.merging(["VIPER_SHELL_NOW": aMinuteLater]) { $1 })
        #expect(drifted.status == 1)
        // The passwords must be given, by name, before anything runs.
        let withoutPasswords = try await ShellProcess.run(home: nil, ["--expect", transcript])
        #expect(withoutPasswords.status == 2)
        #expect(withoutPasswords.stderr.contains("VIPER_PASSWORD, VIPER_PASSWORD_2"))
    }

    @Test func aRecordingStartedLoggedInRegistersThatAccountForTheReplay() async throws {
        let transcript = folder.file("logged-in.transcript")
        let input = """
            register midway001
            \(Self.password)
            \(Self.password)
            set per-page 3
            record \(transcript) --transcript
            whoami
            search swift
            record stop

            """
        let recorded = try await ShellProcess.run(home: folder.file("home"), input: input)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        // Confirmations may go to either stream (standard error when output is not a terminal).
        #expect(
            (recorded.stdout + recorded.stderr).contains(
                "Stopped recording: \(transcript) holds 2 commands, with the output of a replay in a fresh home."))
        let text = try String(contentsOfFile: transcript, encoding: .utf8)
        let transcriptLines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            transcriptLines.contains(
                "# The recording started logged in as midway001: its first command creates the account it uses."))
        #expect(transcriptLines.contains("# args: --lang en --per-page 3"))
        let body = Array(transcriptLines.drop { $0.hasPrefix("#") })
        #expect(
            Array(body.prefix(6)) == [
                "login> register midway001",
                "Password: ******** (${VIPER_PASSWORD})",
                "Password (again): ******** (${VIPER_PASSWORD})",
                "Registered midway001.",
                "midway001@items> whoami",
                "midway001",
            ])
        #expect(
            body.filter { $0.hasPrefix("* ") || $0.hasPrefix("  ") }.count == 4,
            "a header row and 3 rows per page, as in the session")
        #expect(!text.contains(Self.password))
        let replay = try await ShellProcess.run(
            home: nil, ["--expect", transcript], environment: ["VIPER_PASSWORD": "any-valid-9"])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
    }

    @Test func transcriptGoesWithRecord() async throws {
        let refused = try await ShellProcess.run(home: folder.file("home"), ["--transcript", "-c", "help"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("--transcript goes with --record FILE"))
        let stop = try await ShellProcess.run(home: folder.file("home"), ["-c", "record stop --transcript"])
        #expect(stop.status == 2)
    }

    @Test func updateRewritesOnlyTheLinesThatDiffer() async throws {
        let transcript = try write(
            """
            # The wildcard line matched and stays; the wrong line is rewritten.
            login> whoami
            error: not logged in[..]
            [4]
            login> register
            error: this is not what register says
            [2]

            """, to: "wildcards.transcript")
        let updated = try await ShellProcess.run(home: nil, ["--expect", transcript, "--update"])
        #expect(updated.status == 0, "\(updated.stderr)")
        let lines = try String(contentsOfFile: transcript, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines[2] == "error: not logged in[..]")
        #expect(lines[5].hasPrefix("error: 'register' needs an argument"))
        let replay = try await ShellProcess.run(home: nil, ["--expect", transcript])
        #expect(replay.status == 0)
    }

    @Test func aCommentAndABlankLineAboveTheFirstCommandAreTheHeader() async throws {
        let transcript = try write(
            """
            # A comment, then a blank line, then the first command.

            login> whoami
            error: not logged in[..]
            [4]

            """, to: "spaced.transcript")
        let replay = try await ShellProcess.run(home: nil, ["--expect", transcript])
        #expect(replay.status == 0, "\(replay.stdout)\(replay.stderr)")
        #expect(replay.stdoutLines == ["\(transcript): 1 command, output as expected"])
    }
}
