import Foundation
import Testing
import TestSupport

/// `Scripts/install` into a temporary prefix with the built binary, and the manual pages the
/// code generates against the ones committed under `Documentation/man/` (so they cannot drift).
@Suite struct InstallEndToEndTests {
    static let root = PseudoTerminalTests.repositoryRoot

    /// Runs a program to the end; its status and everything it printed.
    static func run(_ arguments: [String], environment: [String: String]? = nil) async throws -> ShellProcess.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                        process.arguments = arguments
                        if let environment { process.environment = environment }
                        let output = Pipe()
                        let errors = Pipe()
                        process.standardOutput = output
                        process.standardError = errors
                        process.standardInput = FileHandle.nullDevice
                        try process.run()
                        let out = output.fileHandleForReading.readDataToEndOfFile()
                        let err = errors.fileHandleForReading.readDataToEndOfFile()
                        process.waitUntilExit()
                        return ShellProcess.Outcome(
                            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                            stderr: String(decoding: err, as: UTF8.self))
                    })
            }
        }
    }

    static let installed = [
        "bin/viper-shell", "share/man/man1/viper-shell.1", "share/man/ja/man1/viper-shell.1",
        "share/bash-completion/completions/viper-shell", "share/zsh/site-functions/_viper-shell",
        "share/fish/vendor_completions.d/viper-shell.fish",
    ]

    @Test func installsEveryFileAgainAndUninstalls() async throws {
        let prefix = try TemporaryDirectory()
        let script = Self.root.appendingPathComponent("Scripts/install").path
        let binary = try ShellProcess.executable()
        for _ in 0..<2 {
            let outcome = try await Self.run([script, "--binary", binary, prefix.path])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            for file in Self.installed {
                #expect(outcome.stdout.contains("installed \(prefix.path)/\(file)"))
                #expect(FileManager.default.fileExists(atPath: prefix.file(file)), "\(file)")
            }
        }
        #expect(FileFacts.mode(prefix.file("bin/viper-shell")) == 0o755)
        let version = try await Self.run([prefix.file("bin/viper-shell"), "--version"])
        #expect(
            version.stdout.firstMatch(of: /^viper-shell \d+\.\d+\.\d+ \([0-9a-f]{7}|unknown\)\n$/) != nil,
            "\(version.stdout)")

        let removed = try await Self.run([script, "--uninstall", prefix.path])
        #expect(removed.status == 0)
        for file in Self.installed { #expect(!FileManager.default.fileExists(atPath: prefix.file(file)), "\(file)") }
    }

    @Test(arguments: ["en", "ja"])
    func theCommittedManualIsWhatTheCodeGenerates(language: String) async throws {
        let generated = try await Self.run([try ShellProcess.executable(), "--generate-manual", language])
        #expect(generated.status == 0)
        let path = Self.root.appendingPathComponent(
            language == "en" ? "Documentation/man/viper-shell.1" : "Documentation/man/ja/viper-shell.1"
        ).path
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            generated.stdout == committed,
            """
            \(path) differs from what the code generates: regenerate it with
              .build/debug/viper-shell --generate-manual \(language) > \(path)
            """)
        for command in ["register", "search", "open", "stocks", "source", "token", "record", "quit"] {
            #expect(committed.contains("\\fB\(command)\\fR"), "the manual lists \(command)")
        }
        for option in ["home", "source", "format", "no\\-pager", "expect", "timeout"] {
            #expect(committed.contains("\\fB\\-\\-\(option)\\fR"), "the manual lists --\(option)")
        }
    }

    @Test(arguments: ["en", "ja"])
    func theManualRendersWithoutWarnings(language: String) async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") else {
            Issue.record("groff is not installed (.ci/run installs groff-base)")
            return
        }
        let path = Self.root.appendingPathComponent(
            language == "en" ? "Documentation/man/viper-shell.1" : "Documentation/man/ja/viper-shell.1"
        ).path
        let outcome = try await Self.run(["groff", "-man", "-Tutf8", "-ww", "-z", "-K", "utf8", path])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test func theBashCompletionLoadsAndOffersTheValues() async throws {
        let binary = try ShellProcess.executable()
        let script = try await Self.run([binary, "--generate-completion-script", "bash"])
        let folder = try TemporaryDirectory()
        let path = folder.file("viper-shell.bash")
        try script.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try await Self.run(["bash", "-n", path]).status == 0)
        let loaded = try await Self.run(["bash", "-c", "source \(path) && complete -p viper-shell"])
        #expect(loaded.status == 0, "\(loaded.stderr)")
        #expect(loaded.stdout.contains("viper-shell"))
        for value in ["'en'", "'ja'", "'table'", "'json'"] {
            #expect(script.stdout.contains(value), "the completion offers \(value)")
        }
        // `--source` asks the binary (demo, qiita, paths): CompletionEndToEndTests runs it in bash.
        for shell in ["bash", "zsh", "fish"] {
            let generated = try await Self.run([binary, "--generate-completion-script", shell])
            #expect(generated.status == 0 && generated.stdout.contains("---completion -- --source"), "\(shell)")
        }
    }
}
