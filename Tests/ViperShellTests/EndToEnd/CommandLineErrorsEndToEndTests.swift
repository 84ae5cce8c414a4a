import Foundation
import Testing
import TestSupport

/// Errors before the first command and `help`, as a user meets them: option errors start
/// `error:` like every other error, a home that cannot hold the files is one error (not one at
/// start and another for each command), and help names every setting and pages at a terminal.
@Suite struct CommandLineErrorsEndToEndTests {
    @Test func optionErrorsStartLikeEveryOtherError() async throws {
        for (arguments, first) in [
            (["--bogus"], "error: Unknown option '--bogus'"),
            (["--per-page"], "error: Missing value for '--per-page <N>'"),
            (["--per-page", "0"], "error: --per-page takes a number from 1 to 100, not 0"),
        ] {
            let outcome = try await ShellProcess.run(home: nil, arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.stderrLines.first == first, "\(arguments): \(outcome.stderr)")
            #expect(!outcome.stderr.contains("Error:"), "\(arguments): \(outcome.stderr)")
        }
        let japanese = try await ShellProcess.run(home: nil, ["--lang", "ja", "--bogus"])
        #expect(japanese.stderrLines.first == "エラー: 不明なオプションです: '--bogus'")
    }

    @Test func aHomeThatCannotHoldTheFilesIsOneError() async throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("not a folder", to: "file")
        for home in [file, file + "/below"] {
            let expected = "error: cannot keep the shell's files in \(home): Not a directory"
            for (arguments, input) in [
                (["-c", "whoami"], ""), (["-c", "register alice1234"], "correct-horse-9\ncorrect-horse-9\n"),
                ([], "whoami\nsearch docker\n"),
            ] {
                let outcome = try await ShellProcess.run(home: home, arguments, input: input)
                #expect(outcome.status == 2, "\(home) \(arguments)")
                #expect(outcome.stderrLines == [expected], "\(home) \(arguments): \(outcome.stderr)")
                #expect(outcome.stdout.isEmpty)
            }
        }
        let fromEnvironment = try await ShellProcess.run(
            home: nil, ["--lang", "ja", "-c", "whoami"], environment: ["VIPER_SHELL_HOME": file])
        #expect(fromEnvironment.stderrLines == ["エラー: \(file) にシェルのファイルを置けません: ディレクトリではありません"])
        #expect(fromEnvironment.status == 2)
        // A home that does not exist yet is made when first written to.
        let fresh = try await ShellProcess.run(home: folder.file("new/home"), ["-c", "whoami"])
        #expect(fresh.stderrLines == ["-c:1: error: not logged in: log in with 'login ID'"], "\(fresh.stderr)")
    }

    @Test func helpSetNamesEverySetting() async throws {
        let folder = try TemporaryDirectory()
        for (language, words) in [
            ("en", ["per-page", "pager", "lang", "language"]), ("ja", ["per-page", "pager", "lang", "言語"]),
        ] {
            let outcome = try await ShellProcess.run(home: folder.path, ["-X", "--lang", language, "-c", "help set"])
            #expect(outcome.status == 0)
            for word in words {
                #expect(outcome.stdout.contains(word), "\(language): help set names \(word)\n\(outcome.stdout)")
            }
        }
    }

    @Test func longHelpGoesThroughThePagerAtATerminal() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_help_test.py").path
        let folder = try TemporaryDirectory()
        let outcome = try await PseudoTerminalTests.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)")
    }
}
