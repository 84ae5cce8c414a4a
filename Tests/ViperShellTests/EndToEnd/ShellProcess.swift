import Foundation
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `viper-shell` executable as a separate process, with pipes for its standard
/// streams, a private `--home` and a plain `LANG=C` environment.
enum ShellProcess {
    /// How one run ended.
    struct Outcome: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String

        var stdoutLines: [String] { Self.lines(stdout) }
        var stderrLines: [String] { Self.lines(stderr) }

        private static func lines(_ text: String) -> [String] {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
    }

    struct Missing: Error, CustomStringConvertible {
        let description: String
    }

    /// The `viper-shell` built next to the running test bundle (`.build/debug/`).
    static func executable() throws -> String {
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        let folder = URL(fileURLWithPath: testBinary).deletingLastPathComponent().path
        let candidates = [
            folder + "/viper-shell", URL(fileURLWithPath: folder).deletingLastPathComponent().path + "/viper-shell",
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Missing(
                description:
                    "no viper-shell executable next to the test bundle (looked for \(candidates.joined(separator: ", "))): run `swift build` first"
            )
        }
        return found
    }

    /// The environment every run starts from: nothing of the caller's but `PATH`.
    static let baseEnvironment = ["LANG": "C", "PATH": "/usr/local/bin:/usr/bin:/bin"]

    /// Runs the shell with `--home home` (unless `home` is nil), `arguments` after it, and
    /// `input` on standard input (then end of input). Gives up (killing it) after `limit`.
    static func run(
        home: String?, _ arguments: [String] = [], input: String = "",
        environment: [String: String] = [:], limit: TimeInterval = 120
    ) async throws -> Outcome {
        let path = try executable()
        let homeArguments = home.map { ["--home", $0] } ?? []
        let fullEnvironment = baseEnvironment.merging(environment) { _, new in new }
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try runBlocking(
                            path, homeArguments + arguments, input: Data(input.utf8), environment: fullEnvironment,
                            limit: limit)
                    })
            }
        }
    }

    /// Runs another program (python3 reading what the shell wrote) and gives its standard output;
    /// a failure is an error with its standard error.
    static func runProgram(_ arguments: [String]) async throws -> String {
        let outcome = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try runBlocking(
                            "/usr/bin/env", arguments, input: Data(), environment: baseEnvironment, limit: 120)
                    })
            }
        }
        guard outcome.status == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: outcome.stderr])
        }
        return outcome.stdout
    }

    /// Registers `user` in `home` with `-c register USER`, `password` typed twice on standard input
    /// (registering logs in, and the login lasts for the runs that follow). The test stops here
    /// unless it succeeds.
    static func register(_ user: String, password: String, home: String) async throws {
        let outcome = try await run(home: home, ["-c", "register \(user)"], input: "\(password)\n\(password)\n")
        try #require(outcome.status == 0, "\(outcome.stderr)")
    }

    /// Collects what a pipe delivers until its end, on a thread of its own.
    private final class Collector: Sendable {
        private let data = Mutex(Data())
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            DispatchQueue.global().async { [self] in
                let bytes = handle.readDataToEndOfFile()
                data.withLock { $0 = bytes }
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data.withLock { $0 }, as: UTF8.self)
        }
    }

    private static func runBlocking(
        _ path: String, _ arguments: [String], input: Data,
        environment: [String: String], limit: TimeInterval
    ) throws -> Outcome {
        // A shell that quits before reading all of its input must not kill the test runner.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        // Close-on-exec, so that no other child the test process starts meanwhile (a fixture
        // server living for minutes) inherits an end of them: the output would never end.
        for pipe in [stdin, stdout, stderr] {
            for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
                _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()

        let out = Collector(stdout.fileHandleForReading)
        let err = Collector(stderr.fileHandleForReading)
        let writer = stdin.fileHandleForWriting
        DispatchQueue.global().async {
            try? writer.write(contentsOf: input)
            try? writer.close()
        }
        // A safety net for a shell that hangs, not a timing assertion.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: watchdog)

        let stdoutText = out.wait(), stderrText = err.wait()
        process.waitUntilExit()
        watchdog.cancel()
        if process.terminationReason == .uncaughtSignal {
            Issue.record(
                "viper-shell was killed by signal \(process.terminationStatus)\nstdout:\n\(stdoutText)\nstderr:\n\(stderrText)"
            )
        }
        return Outcome(status: process.terminationStatus, stdout: stdoutText, stderr: stderrText)
    }
}
