@testable import DeveloperTools
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import ViperShell

/// How `--expect` reads a transcript: header, commands, password answers, line alignment.
struct TranscriptTests {
    private let text = """
        # Logging in.
        # args: --lang ja --per-page "5"
        # env: COLUMNS=100 VIPER_SHELL_NOW=2026-11-01T12:00:00+09:00
        # file: session.json = {"broken":
        login> login alice1234
        Password: ******** (${ALICE_PASSWORD})
        Logged in as alice1234.
        alice1234@items> whoami
        alice1234
        alice1234@item> register bob12345
        Password: ********
        notaprompt> x
        Alice@Items> y
        """

    @Test func theHeaderGivesOptionsAndEnvironment() throws {
        let transcript = try Transcript.parse(text)
        #expect(transcript.header.count == 4)
        #expect(transcript.files.map(\.name) == ["session.json"])
        #expect(transcript.files.map(\.contents) == ["{\"broken\":\n"])
        #expect(transcript.arguments == ["--lang", "ja", "--per-page", "5"])
        #expect(transcript.environment == ["COLUMNS": "100", "VIPER_SHELL_NOW": "2026-11-01T12:00:00+09:00"])
        #expect(transcript.bodyStartLine == 5)
        #expect(transcript.commandCount == 4)
    }

    @Test func passwordAnswersFollowTheirCommandAfterAtMostTwoNotices() throws {
        let text = """
            login> register alice1234
            warning: accounts.json was corrupt: moved aside
            Password: ******** (${FIRST})
            Password (again): ******** (${FIRST})
            Registered alice1234.
            alice1234@items> open 1
            A title
            by alice1234
            tags: swift
            Body text that ends like an echo: ******** (${NOT_AN_ANSWER})
            more body
            """ + "\n"
        let script = try #require(try Transcript.parse(text).replayScript)
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(3)) == ["register alice1234", "${FIRST}", "${FIRST}"],
            "answers move up to follow the command")
        #expect(lines[5] == "open 1")
        #expect(
            !script.contains("NOT_AN_ANSWER"), "output past the notices that merely looks like an echo is not an answer"
        )
    }

    @Test func theReplayScriptKeepsEveryCommandOnItsTranscriptLine() throws {
        let script = try #require(try Transcript.parse(text).replayScript)
        let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[4] == "login alice1234")
        #expect(lines[5] == "${ALICE_PASSWORD}")
        #expect(lines[6] == "")
        #expect(lines[7] == "whoami")
        #expect(lines[9] == "register bob12345")
        #expect(lines[10] == "${VIPER_PASSWORD}")
        // "notaprompt> x" is a prompt line by shape; "Alice@Items> y" is not (modules are lowercase).
        #expect(lines[11] == "x")
        #expect(lines[12] == "")
        #expect(lines[0...3].allSatisfy { $0.isEmpty })
    }

    @Test(
        arguments: [
            ("login> whoami", "whoami"),
            ("alice1234@items> search a> b", "search a> b"),
            ("item> ", ""),
            ("  1  Swift> tips", nil),
            ("@items> x", nil),
            ("Title> x", nil),
            ("no prompt here", nil),
        ] as [(String, String?)])
    func promptLinesAreRecognised(line: String, command: String?) {
        #expect(Transcript.command(in: line) == command)
    }

    @Test func onlyAnEchoedMaskAnswersAPrompt() {
        #expect(Transcript.secretAnswer(in: "Password: ********") == "${VIPER_PASSWORD}")
        #expect(Transcript.secretAnswer(in: "パスワード: ******** (${PW_2})") == "${PW_2}")
        #expect(Transcript.secretAnswer(in: "Password: ******** (${A B})") == nil)
        #expect(Transcript.secretAnswer(in: "Password: secret") == nil)
    }

    @Test func aHeaderThatDoesNotTokenizeIsRefused() {
        #expect(throws: CommandLineError.self) { _ = try Transcript.parse("# args: --lang \"ja\nlogin> whoami\n") }
    }
}

/// The `${NAME}` answer lines a script gives to password prompts.
struct LoneReferenceTests {
    @Test(
        arguments: [
            ("${VIPER_PASSWORD}", "VIPER_PASSWORD"),
            ("  ${PW_1:-fallback}  ", "PW_1"),
            ("${A}${B}", nil),
            ("${1X}", nil),
            ("search ${Q}", nil),
            ("${A:-${B}}", nil),
            ("plain", nil),
        ] as [(String, String?)])
    func aLoneReferenceNamesItsVariable(text: String, name: String?) {
        #expect(ExpandingLineInput.referencedName(text) == name)
    }
}
