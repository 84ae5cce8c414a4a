import Foundation
import Testing
import TestSupport

/// README.md's examples, run as written: its first session at a pseudo-terminal
/// (`Tests/EndToEnd/pty_readme_session_test.py` compares what the README shows with what the
/// shell prints), and every shell example — each ```` ```sh ```` block, each inline
/// `` `viper-shell …` `` or `` `printf … | viper-shell` `` that has no placeholder (`FILE`) — in
/// bash with the built `viper-shell` first on `PATH`, in a fresh home where `alice1234` is registered with the password
/// `$PW`
/// (logged in, or logged out for an example that logs in itself). Each must exit 0, print
/// something, and report no error.
@Suite struct ReadmeExamplesTests {
    static let readme = PseudoTerminalTests.repositoryRoot.appendingPathComponent("README.md").path
    static let password = "correct-horse-9"

    /// Examples that are not run, each found by a piece of its text, and why.
    static let skipped: [(marker: String, reason: String)] = [
        ("Scripts/run", "installs packages and builds the package, and its `Scripts/test` runs this very suite"),
        (
            "Scripts/install",
            "builds and installs the release binary: InstallEndToEndTests runs it against a temporary prefix"
        ),
        (
            "--expect search.transcript --update",
            "rewrites a committed transcript: TranscriptsEndToEndTests replays every transcript"
        ),
    ]

    /// One shell example and where it is.
    struct Example: Sendable, CustomTestStringConvertible {
        let line: Int
        let script: String
        var testDescription: String { "README.md:\(line): \(script.prefix(60))" }
        /// An example that logs in itself needs a home where nobody is logged in.
        var logsIn: Bool { script.contains("login alice1234") }
    }

    /// Every example README.md holds: its ```` ```sh ```` blocks and its inline commands.
    static func examples() throws -> [Example] {
        let lines = try String(contentsOfFile: readme, encoding: .utf8).components(separatedBy: "\n")
        var examples: [Example] = []
        var prose: [(line: Int, text: String)] = []
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix("```") {
                let language = lines[index].dropFirst(3)
                let start = index
                index += 1
                while index < lines.count, !lines[index].hasPrefix("```") { index += 1 }
                if language == "sh" {
                    examples.append(
                        Example(line: start + 1, script: lines[(start + 1)..<index].joined(separator: "\n")))
                }
            } else {
                prose.append((index + 1, lines[index]))
            }
            index += 1
        }
        // Inline code may run over a line break, which Markdown reads as a space.
        let text = prose.map(\.text).joined(separator: "\n")
        let lineStarts = prose.map(\.line)
        for match in text.matches(of: /`([^`]+)`/) {
            let code = String(match.output.1).replacingOccurrences(of: "\n", with: " ")
            guard code.hasPrefix("viper-shell -") || (code.hasPrefix("printf ") && code.contains("| viper-shell"))
            else { continue }
            // A synopsis (`viper-shell --expect FILE --update`) names its values in capitals.
            guard !code.split(separator: " ").contains(where: Self.isPlaceholder) else { continue }
            let line = lineStarts[text[..<match.range.lowerBound].count(where: { $0 == "\n" })]
            examples.append(Example(line: line, script: code))
        }
        return examples
    }

    /// `FILE`, `N`, `COMMAND…`: a value to fill in, not one to run with.
    static func isPlaceholder(_ word: Substring) -> Bool {
        word.contains(where: \.isUppercase) && word.allSatisfy { $0.isUppercase || $0 == "_" || $0 == "…" }
    }

    static func reasonToSkip(_ example: Example) -> String? {
        skipped.first { example.script.contains($0.marker) }?.reason
    }

    static func runnable() throws -> [Example] {
        try examples().filter { reasonToSkip($0) == nil }
    }

    @Test func theFirstSessionIsWhatATerminalShows() async throws {
        let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent(
            "Tests/EndToEnd/pty_readme_session_test.py"
        ).path
        let folder = try TemporaryDirectory()
        let outcome = try await PseudoTerminalTests.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), Self.readme, folder.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)")
    }

    @Test(arguments: try ReadmeExamplesTests.runnable())
    func theExampleRunsAsWritten(_ example: Example) async throws {
        if example.script.contains("| jq"), !FileManager.default.isExecutableFile(atPath: "/usr/bin/jq") {
            Issue.record("jq is not installed (.ci/run installs it): cannot run README.md:\(example.line)")
            return
        }
        let folder = try TemporaryDirectory()
        let home = folder.file("home")
        let registered = try await ShellProcess.run(
            home: home, ["-X"],
            input: "register alice1234\n\(Self.password)\n\(Self.password)\n"
                + (example.logsIn ? "logout\n" : ""))
        try #require(registered.status == 0, "\(registered.stderr)")
        let binaryFolder = URL(fileURLWithPath: try ShellProcess.executable()).deletingLastPathComponent().path
        let environment = [
            "PATH": binaryFolder + ":/usr/bin:/bin", "LANG": "C", "TZ": "UTC", "VIPER_SHELL_HOME": home,
            "PW": Self.password,
        ]
        let work = folder.file("work")
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: false)
        let outcome = try await InstallEndToEndTests.run(
            ["bash", "-c", "set -euo pipefail\ncd '\(work)'\n" + example.script], environment: environment)
        let report =
            "README.md:\(example.line)\n\(example.script)\nstatus \(outcome.status)\nstdout:\n\(outcome.stdout)\nstderr:\n\(outcome.stderr)"
        #expect(outcome.status == 0, "\(report)")
        #expect(
            !(outcome.stdout + outcome.stderr).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            "it printed nothing: \(report)")
        #expect(!outcome.stderr.contains("error:"), "\(report)")
    }

    @Test func theExamplesAreFoundAndEverySkipIsOne() throws {
        let examples = try Self.examples()
        for (marker, reason) in Self.skipped {
            #expect(
                examples.contains { $0.script.contains(marker) },
                "the skip list names an example README.md no longer has: \(marker) (\(reason))")
        }
        let runnable = try Self.runnable()
        // The ones this suite was written against: the extraction must keep finding them.
        for known in [
            "viper-shell -f session.viper", "| viper-shell", "viper-shell --version", "| jq -r", "| xargs printf",
        ] {
            #expect(runnable.contains { $0.script.contains(known) }, "no runnable example contains \(known)")
        }
    }
}
