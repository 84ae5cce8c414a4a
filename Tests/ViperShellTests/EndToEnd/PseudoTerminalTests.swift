import Foundation
import Testing
import TestSupport

/// The shell at a real pseudo-terminal (readline, echo off for passwords, Ctrl-C, completion,
/// history), driven by `Tests/EndToEnd/pty_session_test.py` with python3 and pexpect.
@Suite struct PseudoTerminalTests {
    /// The repository root, from this file's place in `Tests/ViperShellTests/EndToEnd/`.
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func anInteractiveSession() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_session_test.py").path
        try #require(FileManager.default.fileExists(atPath: script), "missing \(script)")
        let binary = try ShellProcess.executable()
        let folder = try TemporaryDirectory()
        let home = folder.file("home")

        let outcome = try await Self.run(["/usr/bin/env", "python3", script, binary, home])
        #expect(
            outcome.status == 0,
            """
            \(script) failed with status \(outcome.status)
            stdout:
            \(outcome.stdout)
            stderr:
            \(outcome.stderr)
            """)
    }

    @Test func aPasswordTypedWhereNoneWasAskedIsNeverRunOrKept() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_password_lines_test.py").path
        let folder = try TemporaryDirectory()
        let outcome = try await Self.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.file("home"),
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func aLongArticleStaysInThePagerUntilQ() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_pager_test.py").path
        let folder = try TemporaryDirectory()
        let outcome = try await Self.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func highlightedCodeReachesThePagerWithItsColours() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_code_colours_test.py").path
        let folder = try TemporaryDirectory()
        let outcome = try await Self.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("all checks passed"), "\(outcome.stdout)")
    }

    @Test func setThemeAutoAsksTheTerminalOnceAndFollowsItsAnswer() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_code_theme_test.py").path
        let folder = try TemporaryDirectory()
        let outcome = try await Self.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.path,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("all checks passed"), "\(outcome.stdout)")
    }

    @Test func ctrlCCancelsAFileImportAndKeepsThePreviousSource() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_import_test.py").path
        let generator = Self.repositoryRoot.appendingPathComponent("Scripts/generate-items").path
        let folder = try TemporaryDirectory()
        let outcome = try await Self.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.path, generator,
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func ctrlCCancelsALiveRequest() async throws {
        let outcome = try await Self.runBesideFixtureServer("pty_live_source_test.py")
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func commentRunsTheEditorOnTheTerminalAndDeletingAsksFirst() async throws {
        let outcome = try await Self.runBesideFixtureServer("pty_account_test.py")
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func syncShowsProgressStopsOnCtrlCAndWatchAlerts() async throws {
        let outcome = try await Self.runBesideFixtureServer("pty_sync_test.py")
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    @Test func syncsProgressLineFitsANarrowTerminalAndLeavesNothingBehind() async throws {
        let outcome = try await Self.runBesideFixtureServer("pty_sync_narrow_test.py")
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("ok: ") || outcome.stdout.contains("skipped: "), "\(outcome.stdout)")
    }

    @Test func copyPutsTheTextOnTheClipboardWithOSC52() async throws {
        let script = Self.repositoryRoot.appendingPathComponent("Tests/EndToEnd/pty_copy_test.py").path
        let folder = try TemporaryDirectory()
        let outcome = try await Self.run([
            "/usr/bin/env", "python3", script, try ShellProcess.executable(), folder.file("home"),
        ])
        #expect(outcome.status == 0, "\(outcome.stdout)\(outcome.stderr)")
    }

    /// Runs `Tests/EndToEnd/SCRIPT` with the binary, a home in a fresh folder and the fixture
    /// server's program, which the script starts for itself.
    static func runBesideFixtureServer(_ script: String) async throws -> ShellProcess.Outcome {
        let path = repositoryRoot.appendingPathComponent("Tests/EndToEnd/\(script)").path
        let server = repositoryRoot.appendingPathComponent("Scripts/qiita-fixture-server").path
        let folder = try TemporaryDirectory()
        return try await run(["/usr/bin/env", "python3", path, try ShellProcess.executable(), folder.file("home"), server])
    }

    /// Runs a helper program to the end, on a thread of its own; one that is still running after
    /// `limit` (a pager or prompt that never let go) is killed, and its status says so.
    static func run(_ command: [String], limit: TimeInterval = 180) async throws -> ShellProcess.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        let process = Process()
                        process.executableURL = URL(fileURLWithPath: command[0])
                        process.arguments = Array(command.dropFirst())
                        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
                            "pty-\(UUID().uuidString).log")
                        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
                        defer { try? FileManager.default.removeItem(at: output) }
                        let handle = try FileHandle(forWritingTo: output)
                        process.standardOutput = handle
                        process.standardError = handle
                        process.standardInput = FileHandle.nullDevice
                        try process.run()
                        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
                        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)
                        process.waitUntilExit()
                        watchdog.cancel()
                        try handle.close()
                        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                        return ShellProcess.Outcome(status: process.terminationStatus, stdout: text, stderr: "")
                    })
            }
        }
    }
}
