import Testing
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The quick paths for command lines without quotes, backslashes, `;` or `${` give what walking
/// the line character by character gives, byte for byte and error for error, on seeded random
/// lines that mix those characters with separators, line breaks and combining marks.
@Suite struct QuickCommandLinePathsTests {
    private static let plainPieces: [String] = [
        "a", "search", "tag:swift", " ", "  ", "\t", "\u{3000}", "\r\n", "\r", "\n", "\u{301}", "é", "漢字", "#", "-", "{", "}",
        "$", "x", "\u{200D}", "1",
    ]
    private static let syntaxPieces: [String] = [";", "'", "\"", "\\", "${X}", "${Y:-d}", "\\${X}", "${", "${Z}"]
    private static let environment = ["X": "v a;l", "Y": ""]

    /// A line of plain pieces, with a syntax piece now and then (then the slow path runs, and
    /// must still agree with itself).
    private static func line(_ random: inout SeededRandom) -> String {
        (0..<random.next(below: 10)).map { _ in
            random.next(below: 6) == 0 ? syntaxPieces[random.next(below: syntaxPieces.count)]
                : plainPieces[random.next(below: plainPieces.count)]
        }.joined()
    }

    private static func bytes(_ words: [String]) -> [[UInt8]] { words.map { Array($0.utf8) } }

    /// Each word's value and typed text as bytes, and its span.
    private static func facts(_ words: [CommandWord]) -> [[[UInt8]]] {
        words.map { [Array($0.text.utf8), Array($0.typed.utf8), [UInt8($0.span.lowerBound), UInt8($0.span.upperBound)]] }
    }

    @Test func tokenizingAgreesWithWalking() {
        var random = SeededRandom(seed: 31)
        for _ in 0..<20_000 {
            let text = Self.line(&random)
            let quick = Result { () throws(CommandLineError) in try CommandLineTokenizer.words(in: text) }.map(Self.facts)
            let walking = Result { () throws(CommandLineError) in try CommandLineTokenizer.tokenizeWalking(text) }.map(Self.facts)
            #expect(quick == walking, "\(text.debugDescription)")
        }
    }

    @Test func splittingAgreesWithWalking() {
        var random = SeededRandom(seed: 37)
        for _ in 0..<20_000 {
            let text = Self.line(&random)
            #expect(Self.bytes(ScriptParser.splitCommands(text)) == Self.bytes(ScriptParser.splitCommandsWalking(text)), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [VariableExpander.Mode.commandLine, .verbatim])
    func expandingAgreesWithWalking(mode: VariableExpander.Mode) {
        var random = SeededRandom(seed: 41)
        for _ in 0..<20_000 {
            let text = Self.line(&random)
            let quick = Result { () throws(ScriptError) in try VariableExpander.expand(text, environment: Self.environment, mode: mode) }
            let walking = Result { () throws(ScriptError) in try VariableExpander.expandWalking(text, environment: Self.environment, mode: mode) }
            #expect(quick.map { Array($0.utf8) } == walking.map { Array($0.utf8) }, "\(text.debugDescription)")
        }
    }

    /// A script's lines assembled with the quote tracker skipped on lines without quotes or
    /// backslashes give the commands the tracker gives when it reads every line.
    @Test func assemblingAgreesWithTrackingEveryLine() {
        var random = SeededRandom(seed: 43)
        for _ in 0..<3_000 {
            let lines = (0..<random.next(below: 6)).map { _ in Self.line(&random) + (random.next(below: 3) == 0 ? "\\" : "") }
                .flatMap { $0.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" } }
            var quick = ScriptCommandAssembler(sourceName: "s")
            var quickCommands = lines.enumerated().compactMap { quick.add($1, number: $0 + 1) }
            if let last = quick.finish() { quickCommands.append(last) }
            #expect(quickCommands.map { [UInt8]($0.text.utf8) } == Self.trackingEveryLine(lines).map { [UInt8]($0.utf8) },
                    "\(lines.map(String.init).debugDescription)")
        }
    }

    /// `ScriptCommandAssembler`'s rules with the tracker reading every character of every line.
    private static func trackingEveryLine(_ lines: [Substring]) -> [String] {
        var commands: [String] = []
        var pending: (text: String, tracker: ScriptParser.QuoteTracker)?
        for line in lines {
            if pending == nil, ScriptParser.isSkipped(line) { continue }
            var command = pending ?? (text: "", tracker: ScriptParser.QuoteTracker())
            command.text += line
            for character in line { _ = command.tracker.advance(over: character) }
            if command.tracker.isContinuingLine {
                command.text.removeLast()
                command.tracker.dropPendingEscape()
                pending = command
                continue
            }
            pending = nil
            commands.append(command.text)
        }
        if let pending { commands.append(pending.text) }
        return commands
    }
}
