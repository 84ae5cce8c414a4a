@testable import DeveloperTools
@testable import ShellHost
@testable import ShellKit
import TestSupport
import Testing
@testable import ViperShell

/// A console that keeps what the shell writes, standard output and standard error apart, with
/// a fixed width and no terminal.
@MainActor final class CapturingConsole: Console {
    private(set) var out = ""
    private(set) var err = ""
    let width: Int
    let isTerminal = false

    init(width: Int = 80) {
        self.width = width
    }

    func writeOut(_ text: String) { out += text }
    func writeErr(_ text: String) { err += text }

    /// Standard output split into lines (without the final empty one).
    var outLines: [String] { Self.lines(out) }
    /// Standard error split into lines (without the final empty one).
    var errLines: [String] { Self.lines(err) }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Answers password prompts from a queue (nil stands for Ctrl-C or the end of input) and
/// records the prompts it was shown. An unexpected prompt is a test failure.
@MainActor final class ScriptedSecretReader: SecretReader {
    private var answers: [String?]
    private(set) var prompts: [String] = []

    init(_ answers: [String?] = []) {
        self.answers = answers
    }

    func queue(_ answer: String?) { answers.append(answer) }

    var unusedAnswers: Int { answers.count }

    func readSecret(prompt: String) -> String? {
        prompts.append(prompt)
        guard !answers.isEmpty else {
            Issue.record("unexpected secret prompt \(prompt.debugDescription)")
            return nil
        }
        return answers.removeFirst()
    }
}
