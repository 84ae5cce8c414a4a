@testable import ShellScripting
import Testing
@testable import ShellKit
@testable import ViperShell

/// What `record FILE --transcript` writes before the replay fills in the output, and how a
/// recording keeps what was typed at a terminal replayable.
@MainActor
struct TranscriptRecordingTests {
    private func recording(startUser: String? = nil, _ entries: [TranscriptRecording.Entry]) -> TranscriptRecording {
        var recording = TranscriptRecording(
            startedAt: "2026-11-01T03:00:00Z", columns: 100, timeZone: "Asia/Tokyo", commands: .shell)
        recording.start = .init(user: startUser, arguments: ["--lang", "ja", "--per-page", "5"])
        for entry in entries { recording.append(entry) }
        return recording
    }

    private func command(_ text: String, prompt: String = "login> ", status: Int32? = 0) -> TranscriptRecording.Entry {
        .command(prompt: prompt, text: text, status: status)
    }

    @Test func theHeaderPinsTheClockWidthTimeZoneAndOptions() throws {
        let text = recording([command("whoami", status: 4)]).text(fileName: "session.transcript")
        let transcript = try Transcript.parse(text)
        #expect(
            transcript.environment == ["VIPER_SHELL_NOW": "2026-11-01T03:00:00Z", "COLUMNS": "100", "TZ": "Asia/Tokyo"])
        #expect(transcript.arguments == ["--lang", "ja", "--per-page", "5"])
        #expect(transcript.body == ["login> whoami"])
        #expect(
            text.contains("#   viper-shell --expect session.transcript\n"), "no password variable to set: none is named"
        )
    }

    @Test func aSessionStartedLoggedInRegistersThatAccountFirst() throws {
        let recorded = recording(startUser: "alice1234", [command("whoami", prompt: "alice1234@items> ")])
        #expect(
            recorded.setupEntries == [
                command("register alice1234"), .secret(variable: "VIPER_PASSWORD"), .secret(variable: "VIPER_PASSWORD"),
            ])
        let text = recorded.text(fileName: "t.transcript")
        #expect(
            text.contains(
                "# The recording started logged in as alice1234: its first command creates the account it uses.\n"))
        let script = try #require(try Transcript.parse(text).replayScript)
        #expect(
            script.split(separator: "\n").map(String.init) == [
                "register alice1234", "${VIPER_PASSWORD}", "${VIPER_PASSWORD}", "whoami",
            ])
    }

    @Test func anAccountLoggedInToIsRegisteredThenLoggedOutUnlessTheRecordingRegistersIt() {
        let recorded = recording([
            command("login bob12345", status: 1), .secret(variable: "VIPER_PASSWORD"),
            command("login carol1234"), .secret(variable: "CAROL"),
            command("logout", prompt: "carol1234@items> "),
            command("register dave12345"), .secret(variable: "VIPER_PASSWORD"), .secret(variable: "VIPER_PASSWORD"),
            command("logout", prompt: "dave12345@items> "),
            command("login dave12345"), .secret(variable: "VIPER_PASSWORD"),
        ])
        // bob's login was refused in the session, so it must be refused in the replay too.
        #expect(
            recorded.setupEntries == [
                command("register carol1234"), .secret(variable: "CAROL"), .secret(variable: "CAROL"),
                command("logout", prompt: "carol1234@items> "),
            ])
        #expect(recorded.variables == ["CAROL", "VIPER_PASSWORD"])
    }

    @Test func theWorstStatusOfALineIsKept() {
        var recorded = recording([command("login carol1234", status: nil)])
        recorded.noteStatus(0)
        recorded.noteStatus(1)
        recorded.noteStatus(0)
        #expect(recorded.entries == [command("login carol1234", status: 1)])
        #expect(recorded.setupEntries.isEmpty, "a login that failed needs no account")
    }

    @Test(arguments: [
        ("search ${Q}", "search \\${Q}"),
        ("search \"${Q} x\"", "search \"\\${Q} x\""),
        ("search '${Q}'", "search '${Q}'"),
        ("search \\${Q}", "search \\${Q}"),
        ("search $Q {x}", "search $Q {x}"),
        ("${VIPER_PASSWORD}", "\\${VIPER_PASSWORD}"),
    ])
    func aTypedReferenceIsRecordedToRunAsTyped(typed: String, recorded: String) throws {
        #expect(SessionRecorder.escapingReferences(typed) == recorded)
        // The replay expands the recorded line to exactly the words typed at the prompt.
        let expanded = try VariableExpander.expand(recorded, environment: [:], mode: .commandLine)
        #expect(try CommandLineTokenizer.tokenize(expanded) == CommandLineTokenizer.tokenize(typed))
    }

    @Test func headerValuesAreQuotedForTheTokenizer() throws {
        for word in ["plain", "with space", "a\"quote", "back\\slash", "$HOME", ""] {
            #expect(try CommandLineTokenizer.tokenize(TranscriptRecording.quoted(word)) == [word])
        }
    }
}
