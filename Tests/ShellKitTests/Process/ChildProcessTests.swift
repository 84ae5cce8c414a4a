import Foundation
import Synchronization
import Testing
@testable import ShellKit

/// `ChildProcess` reports what Foundation's `Process` reports for the same command: output,
/// errors, exit status or signal, environment and working directory.
/// Serialized: Foundation's `Process` leaks its pipes into children spawned meanwhile.
@Suite(.serialized) struct ChildProcessTests {
    private struct Seen: Equatable {
        var status: Int32
        var signalled: Bool
        var output: [UInt8]
        var errors: [UInt8]
    }

    private static func foundation(
        _ script: String, environment: [String: String]?, directory: String?
    ) throws -> Seen {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", "one", "two words"]
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Both read at once: a child filling the error pipe while output is read would block.
        let errorData = Mutex(Data())
        let errorsRead = DispatchSemaphore(value: 0)
        let reader = errors.fileHandleForReading
        DispatchQueue.global().async {
            let data = reader.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            errorsRead.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return Seen(
            status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
            output: Array(outputData), errors: Array(errorData.withLock { $0 }))
    }

    private static func ours(_ script: String, environment: [String: String]?, directory: String?) throws -> Seen {
        let result = try ChildProcess.run(
            "/bin/sh", arguments: ["-c", script, "sh", "one", "two words"], environment: environment,
            workingDirectory: directory)
        return Seen(
            status: result.status, signalled: result.ending == .signalled, output: result.output, errors: result.errors)
    }

    @Test(arguments: [
        "echo hello; echo oops >&2; exit 3",
        "printf '%s|' \"$@\"; pwd",
        "cat; echo \"[$VIPER_TEST_VALUE]\"",
        "kill -KILL $$",
        // Foundation reads standard output to its end first: errors must fit a pipe's buffer here.
        "head -c 300000 /dev/zero; head -c 30000 /dev/zero >&2",
        "exit 255",
        "echo $PWD; ls -d .",
    ])
    func agreesWithFoundationsProcess(script: String) throws {
        for environment in [nil, ["VIPER_TEST_VALUE": "x y", "PATH": "/usr/bin:/bin"]] {
            for directory in [nil, "/", "/tmp"] {
                let expected = try Self.foundation(script, environment: environment, directory: directory)
                #expect(try Self.ours(script, environment: environment, directory: directory) == expected, "\(script)")
            }
        }
    }

    /// Under the test runner Foundation reports SIGTERM as exit status 0, so it is no oracle here.
    @Test func reportsTheSignalThatEndedIt() throws {
        let result = try ChildProcess.run("/bin/sh", arguments: ["-c", "kill -TERM $$"])
        #expect(result.ending == .signalled && result.status == SIGTERM)
    }

    /// As Foundation's `Process`: the child leads a process group of its own.
    @Test func startsItsOwnProcessGroup() throws {
        let result = try ChildProcess.run("/bin/sh", arguments: ["-c", "ps -o pgid= -p $$; echo $$"])
        let numbers = String(decoding: result.output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        #expect(numbers.count == 2 && numbers[0] == numbers[1])
    }

    @Test func readsBothStreamsTogether() throws {
        let script = "head -c 300000 /dev/zero >&2; head -c 300000 /dev/zero; head -c 300000 /dev/zero >&2"
        let result = try ChildProcess.run("/bin/sh", arguments: ["-c", script])
        #expect(result.output.count == 300_000 && result.errors.count == 600_000 && result.succeeded)
    }

    @Test func feedsStandardInputAndDiscardsOutput() throws {
        let bytes = Array(String(repeating: "line of input\n", count: 20_000).utf8)
        let echoed = try ChildProcess.run("/bin/cat", input: .bytes(bytes))
        #expect(echoed.output == bytes)
        #expect(echoed.succeeded)
        let discarded = try ChildProcess.run(
            "/bin/sh", arguments: ["-c", "echo out; echo err >&2"], output: .discard, errors: .discard)
        #expect(discarded.output.isEmpty && discarded.errors.isEmpty && discarded.succeeded)
    }

    @Test func reportsWhatCannotStart() async throws {
        #expect(throws: ChildProcessError.self) { try ChildProcess.run("/nonexistent/program") }
        #expect(throws: ChildProcessError.self) { try ChildProcess.run("/bin/sh", workingDirectory: "/nonexistent") }
        let detached = await ChildProcess.runDetached("/bin/sh", arguments: ["-c", "echo async"])
        #expect(try detached.get().output == Array("async\n".utf8))
    }
}
