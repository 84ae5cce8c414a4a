import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import ShellKit
import ShellScripting

/// `--expect TRANSCRIPT`: runs the transcript's commands again in a fresh shell (this same
/// executable, with `--echo`, in a temporary home unless `--home` is given), compares the
/// output with the transcript by `TranscriptMatcher` rules, prints a unified diff on a
/// mismatch (exit 1) and, with `--update`, rewrites the lines that differ from the actual output.
/// `record FILE --transcript` fills in its recording the same way (`fillRecording`).
///
/// The replay's environment is the caller's, then the transcript's `# env:`, with colour off
/// and 80 columns unless `COLUMNS` is set; its options are the transcript's `# args:`; the
/// transcript's `# file:` lines are written into the fresh home first (never into a `--home`).
@MainActor package enum TranscriptReplay {
    package static func run(_ configuration: ShellConfiguration, screen: Screen) -> ExitStatus {
        let paths = configuration.expect
        guard paths.count > 1 else {
            return paths.first.map { run($0, configuration: configuration, screen: screen) } ?? .usage
        }
        // Several transcripts: each in its own fresh home, a line (or a diff) each, then a count.
        var failed = 0
        var worst = ExitStatus.success
        for path in paths {
            let status = run(path, configuration: configuration, screen: screen)
            screen.console.flush()
            if status != .success { failed += 1 }
            worst = max(worst, status)
        }
        screen.report(Message(AppMessage.expectSummary, String(paths.count - failed), String(failed)))
        return worst
    }

    /// Fills in the output of a transcript that `record FILE --transcript` wrote (its commands and
    /// password lines) by replaying it in a fresh home, as `--expect --update` does. `secrets` are
    /// the passwords typed while recording, by the names the transcript gives them: they reach the
    /// replay's environment only; `fallbacks` are used for variables the environment lacks.
    /// Problems are reported on `screen`; success is left to the caller.
    package static func fillRecording(
        _ path: String, configuration: ShellConfiguration, secrets: [String: String],
        fallbacks: [String: String], screen: Screen
    ) -> ExitStatus {
        var replayed = configuration
        replayed.home = nil
        replayed.update = true
        replayed.environment.merge(secrets) { $1 }
        replayed.environment.merge(fallbacks) { current, _ in current }
        return run(path, configuration: replayed, screen: screen, quietly: true)
    }

    /// Replays one transcript (or rewrites it with `--update`; `quietly` leaves out the line
    /// saying so).
    private static func run(
        _ path: String, configuration: ShellConfiguration, screen: Screen, quietly: Bool = false
    ) -> ExitStatus {
        let transcript: Transcript
        do {
            guard let bytes = try FileReader.read(path) else {
                screen.fail(
                    Message(
                        AppMessage.expectCannotRun, parts: [.text(path), .systemReason(SystemError.describe(ENOENT))]))
                return .usage
            }
            transcript = try Transcript.parse(String(decoding: bytes, as: UTF8.self))
        } catch let error as StorageError {
            screen.fail(error.message)
            return .usage
        } catch {
            screen.fail(
                Message(
                    AppMessage.expectCannotRun, path,
                    (error as? CommandLineError)?.message.text(in: screen.language) ?? "\(error)"))
            return .usage
        }
        guard let script = transcript.replayScript else {
            screen.fail(Message(AppMessage.expectNoCommands, path))
            return .usage
        }
        // A replay without the variables it needs would record errors instead of the session
        // (and --update would write them over the transcript): refuse before running anything.
        let missing = missingVariables(
            in: script, environment: configuration.environment.merging(transcript.environment) { $1 })
        guard missing.isEmpty else {
            screen.fail(Message(AppMessage.expectMissingVariables, path, missing.joined(separator: ", ")))
            return .usage
        }
        var actual: [String]
        do {
            actual = try replay(script, of: transcript, named: path, configuration: configuration)
        } catch {
            screen.fail(Message(AppMessage.expectCannotRun, path, error.reason))
            return .failure
        }
        if configuration.update {
            return update(
                path, transcript: transcript, actual: actual, configuration: configuration, screen: screen,
                quietly: quietly)
        }
        let diff = UnifiedDiff.make(
            expected: transcript.body, actual: actual, expectedName: path,
            actualName: "actual output", expectedStartLine: transcript.bodyStartLine)
        guard !diff.isEmpty else {
            screen.report(Message(AppMessage.expectPassed, path, String(transcript.commandCount)))
            return .success
        }
        screen.console.writeOut(diff)
        screen.fail(Message(AppMessage.expectMismatch, path))
        return .failure
    }

    /// Rewrites the lines of the transcript that differ from the actual output (lines that
    /// matched stay as written, wildcards and all: `TranscriptUpdate`), then replays the new
    /// transcript until it matches itself (once in practice: error lines carry no line numbers
    /// that could move).
    private static func update(
        _ path: String, transcript: Transcript, actual: [String],
        configuration: ShellConfiguration, screen: Screen, quietly: Bool
    ) -> ExitStatus {
        // A transcript whose output still matches is left as it is, wildcards and all.
        if TranscriptMatcher.matches(expected: transcript.body, actual: actual) {
            if !quietly { screen.report(Message(AppMessage.expectUnchanged, path)) }
            return .success
        }
        var current = transcript
        var actual = actual
        for _ in 0..<3 {
            current.body = TranscriptUpdate.merged(expected: current.body, actual: actual)
            let text = (current.header + current.body).joined(separator: "\n") + "\n"
            do { try AtomicFileWriter.write(Array(text.utf8), to: path) } catch {
                screen.fail(error.message)
                return .failure
            }
            guard let script = current.replayScript else { break }
            do { actual = try replay(script, of: current, named: path, configuration: configuration) } catch {
                screen.fail(Message(AppMessage.expectCannotRun, path, error.reason))
                return .failure
            }
            if TranscriptMatcher.matches(expected: current.body, actual: actual) { break }
        }
        if !quietly { screen.report(Message(AppMessage.expectUpdated, path)) }
        return .success
    }

    /// The variables the script refers to without a default that `environment` lacks, sorted.
    package static func missingVariables(in script: String, environment: [String: String]) -> [String] {
        var missing = Set<String>()
        for line in ScriptParser.parse(script, sourceName: "") {
            var environment = environment
            // Expanding again after each miss finds every unset name on the line, not just the first.
            while true {
                do {
                    _ = try VariableExpander.expand(line.text, environment: environment, mode: .commandLine)
                    break
                } catch .unsetVariable(let name) {
                    missing.insert(name)
                    environment[name] = "set"
                } catch {
                    break
                }
            }
        }
        return missing.sorted()
    }

    /// Why a replay could not run.
    package struct ReplayError: Error {
        package let reason: String
    }

    /// The replay's output lines (standard output, then anything on standard error).
    private static func replay(
        _ script: String, of transcript: Transcript, named path: String,
        configuration: ShellConfiguration
    ) throws(ReplayError) -> [String] {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("viper-shell-expect-\(UUID().uuidString)").path
        let home = configuration.home ?? temporary + "/home"
        let scriptPath = temporary + "/replay.viper"
        do throws(StorageError) {
            try PrivateDirectory.ensure(temporary)
        } catch {
            throw ReplayError(reason: reason(error))
        }
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        do throws(StorageError) {
            if configuration.home == nil, !transcript.files.isEmpty {
                try PrivateDirectory.ensure(home)
                for file in transcript.files where !file.name.contains("/") {
                    try AtomicFileWriter.write(
                        Array(file.contents.utf8), to: home + "/" + file.name, syncingFolder: false)
                }
            }
            try AtomicFileWriter.write(Array(script.utf8), to: scriptPath, syncingFolder: false)
        } catch {
            throw ReplayError(reason: reason(error))
        }
        // -X: a replay never reads the user's startup file (transcripts stay reproducible).
        let arguments =
            [
                "--home", home, "--echo", "-X",
                "--script-name", FilePath.name(of: path), "-f", scriptPath,
            ] + transcript.arguments
        var environment = configuration.environment
        environment["COLUMNS"] = environment["COLUMNS"] ?? "80"
        environment.merge(transcript.environment) { $1 }
        // Times are shown in TZ: a transcript that names none replays in UTC wherever it runs.
        if transcript.environment["TZ"] == nil { environment["TZ"] = "UTC" }
        environment["NO_COLOR"] = "1"
        environment["CLICOLOR_FORCE"] = nil
        let result: ChildProcessResult
        do throws(ChildProcessError) {
            // With --echo the shell writes its errors to standard output too.
            result = try ChildProcess.run(
                configuration.executablePath ?? "/proc/self/exe", arguments: arguments, environment: environment,
                workingDirectory: FilePath.parent(of: FilePath.absolute(path)))
        } catch {
            throw ReplayError(reason: error.description)
        }
        var text = String(decoding: result.output, as: UTF8.self) + String(decoding: result.errors, as: UTF8.self)
        if text.hasSuffix("\n") { text.removeLast() }
        return text.isEmpty ? [] : text.components(separatedBy: "\n")
    }

    /// A file or folder the replay could not make, in words.
    private static func reason(_ error: StorageError) -> String {
        switch error {
        case .unwritable(let path, let reason), .unreadable(let path, let reason): "\(path): \(reason)"
        case .corrupt(let path, _): path
        }
    }
}
