@testable import ShellScripting
import Testing
@testable import ShellKit
@testable import ViperShell

/// `--expect --update` rewrites only the lines that differ; the header is everything before the
/// first prompt that is a comment or blank.
struct TranscriptUpdateTests {
    @Test func linesThatMatchedKeepTheirWildcards() {
        let expected = [
            "login> whoami",
            "saved at [..]",
            "...",
            "took \\d+ ms (re)",
            "old line",
            "tail",
        ]
        let actual = [
            "login> whoami",
            "saved at /tmp/x1",
            "one",
            "two",
            "took 12 ms",
            "new line",
            "tail",
        ]
        let merged = TranscriptUpdate.merged(expected: expected, actual: actual)
        #expect(merged == ["login> whoami", "saved at [..]", "...", "took \\d+ ms (re)", "new line", "tail"])
        #expect(TranscriptMatcher.matches(expected: merged, actual: actual))
    }

    @Test func aWildcardLineThatNoLongerMatchesIsRewritten() {
        let merged = TranscriptUpdate.merged(expected: ["a", "id: [..]", "b"], actual: ["a", "name: x", "b", "c"])
        #expect(merged == ["a", "name: x", "b", "c"])
    }

    @Test(arguments: [
        [String](),
        ["only"],
        ["x", "y", "z"],
    ])
    func theMergeAlwaysMatchesTheActualOutput(actual: [String]) {
        for expected in [["[..]"], ["..."], ["x", "...", "z"], ["q"], []] {
            #expect(
                TranscriptMatcher.matches(
                    expected: TranscriptUpdate.merged(expected: expected, actual: actual), actual: actual))
        }
    }

    @Test func commentsAndBlankLinesBeforeTheFirstPromptAreTheHeader() throws {
        let transcript = try Transcript.parse(
            "# A comment.\n\n# args: --per-page 3\n   \nlogin> whoami\n\nerror: not logged in\n")
        #expect(transcript.header == ["# A comment.", "", "# args: --per-page 3", "   "])
        #expect(transcript.arguments == ["--per-page", "3"])
        #expect(transcript.bodyStartLine == 5)
        #expect(
            transcript.body == ["login> whoami", "", "error: not logged in"], "a blank line after a command is output")
    }

    @Test func outputBeforeTheFirstPromptIsStillExpected() throws {
        let transcript = try Transcript.parse("# Startup notice.\nthe saved login state was corrupt\nlogin> whoami\n")
        #expect(transcript.header == ["# Startup notice."])
        #expect(transcript.body.first == "the saved login state was corrupt")
    }
}

/// A `...` in one command's output never swallows the next command when the transcript is updated.
struct TranscriptUpdateCommandTests {
    @Test func eachCommandsOutputIsMergedOnItsOwn() {
        let expected = ["login> help quit", "...", "login> register"]
        let actual = [
            "login> help quit", "usage: quit", "Leave the shell", "login> register",
            "error: 'register' needs an argument", "[2]",
        ]
        let merged = TranscriptUpdate.merged(expected: expected, actual: actual)
        #expect(merged == ["login> help quit", "...", "login> register", "error: 'register' needs an argument", "[2]"])
    }

    @Test func outputBeforeTheFirstCommandIsKeptOrAdded() {
        #expect(
            TranscriptUpdate.merged(expected: ["login> whoami", "x"], actual: ["a notice", "login> whoami", "y"])
                == ["a notice", "login> whoami", "y"])
        #expect(
            TranscriptUpdate.merged(
                expected: ["moved [..]", "login> whoami", "x"], actual: ["moved aside to /tmp/1", "login> whoami", "x"])
                == ["moved [..]", "login> whoami", "x"])
    }

    @Test func aReplayThatStoppedEarlyIsTakenAsItIs() {
        let actual = ["login> bogus", "error: unknown command 'bogus'", "[2]"]
        #expect(TranscriptUpdate.merged(expected: ["login> bogus", "[..]", "login> whoami"], actual: actual) == actual)
    }
}

/// A ` (re)` line that matched is context in the diff (and so kept by `--update`), wherever it is.
struct TranscriptDiffExpressionTests {
    @Test func aMatchedExpressionLineIsContext() {
        let diff = UnifiedDiff.make(
            expected: ["x", "took \\d+ ms (re)", "a"], actual: ["y", "took 5 ms", "b"],
            expectedName: "expected", actualName: "actual")
        #expect(diff.contains("\n took \\d+ ms (re)\n"))
        #expect(!diff.contains("+took 5 ms"))
    }
}
