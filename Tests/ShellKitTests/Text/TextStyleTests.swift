@testable import ShellKit
import Testing

/// The three styling levels: which one the environment and the output ask for (no-color.org:
/// `NO_COLOR` removes colour only), and what each writes.
@Suite struct TextStyleTests {
    static let resolutions: [(environment: [String: String], isTerminal: Bool, level: TextStyle.Level)] = [
        ([:], true, .colour),
        ([:], false, .plain),
        (["NO_COLOR": "1"], true, .attributes),
        (["NO_COLOR": "1"], false, .plain),
        (["NO_COLOR": ""], true, .colour),
        (["CLICOLOR_FORCE": "1"], false, .colour),
        (["CLICOLOR_FORCE": "0"], false, .plain),
        (["CLICOLOR_FORCE": "1", "NO_COLOR": "yes"], false, .attributes),
    ]

    @Test(arguments: 0..<resolutions.count)
    func theLevelFollowsTheOutputAndTheEnvironment(case number: Int) {
        let (environment, isTerminal, level) = Self.resolutions[number]
        #expect(TextStyle.Level.resolve(environment: environment, isTerminal: isTerminal) == level)
    }

    /// Every SGR parameter `text` holds, in order.
    static func parameters(in text: String) -> [Int] {
        var found: [Int] = []
        var pieces = text.split(separator: "\u{1B}", omittingEmptySubsequences: false).dropFirst()[...]
        while let piece = pieces.popFirst() {
            guard piece.first == "[" else { continue }
            found += piece.dropFirst().prefix { $0 != "m" }.split(separator: ";").compactMap { Int($0) }
        }
        return found
    }

    static func everyStyle(_ style: TextStyle) -> [String] {
        [
            style.bold("b"), style.dim("d"), style.italic("i"), style.underline("u"), style.inverse("v"),
            style.strikethrough("s"),
        ] + TerminalColor.allCases.map { style.color("c", $0) }
    }

    @Test func attributesAreWrittenWithoutAnyColour() {
        let written = Self.everyStyle(TextStyle(level: .attributes))
        let parameters = Self.parameters(in: written.joined())
        #expect(Set(parameters) == [1, 22, 2, 3, 23, 4, 24, 7, 27, 9, 29])
        #expect(written.suffix(TerminalColor.allCases.count).allSatisfy { $0 == "c" })
    }

    @Test func colourWritesBothAndPlainWritesNothing() {
        let colour = Self.parameters(in: Self.everyStyle(TextStyle(level: .colour)).joined())
        #expect(Set(TerminalColor.allCases.map(\.foregroundCode)).isSubset(of: Set(colour)))
        #expect(Set([1, 3, 9]).isSubset(of: Set(colour)))
        let plain = Self.everyStyle(TextStyle(level: .plain))
        #expect(plain == ["b", "d", "i", "u", "v", "s"] + Array(repeating: "c", count: TerminalColor.allCases.count))
    }

    @Test func eachLevelSaysWhatItWrites() {
        #expect(TextStyle.Level.allCases.map { TextStyle(level: $0).isEnabled } == [true, true, false])
        #expect(TextStyle.Level.allCases.map { TextStyle(level: $0).usesColour } == [true, false, false])
        #expect(TextStyle.Level.allCases.map { TextStyle(level: $0).showsMarks } == [false, false, true])
        #expect(TextStyle(isEnabled: true).level == .colour && TextStyle(isEnabled: false).level == .plain)
    }
}
