@testable import MarkdownTerminal
import Testing

/// `ShiftedText`'s forms against Unicode's own data (`UnicodeShiftedForms`: the scalars named
/// SUPERSCRIPT or SUBSCRIPT and what they decompose to): each form it writes is one, and every
/// character other than a letter that has one gets it.
@Suite struct ShiftedTextTests {
    /// Printable ASCII and the minus sign.
    static let characters: [Character] = (0x20..<0x7F).map { Character(Unicode.Scalar($0)!) } + ["−"]

    @Test func everyFormIsUnicodesAndNoneIsMissed() {
        var mapped = 0
        for character in Self.characters where !character.isLetter {
            #expect(ShiftedText.superscript(of: character) == UnicodeShiftedForms.form(of: character, raised: true))
            #expect(ShiftedText.subscript(of: character) == UnicodeShiftedForms.form(of: character, raised: false))
            if ShiftedText.superscript(of: character) != nil { mapped += 1 }
        }
        #expect(mapped == 16, "0-9, + - − = ( )")
    }

    @Test func lettersAreWrittenAfterACaret() {
        #expect(Self.characters.filter(\.isLetter).allSatisfy { ShiftedText.superscript(of: $0) == nil })
        #expect(Self.characters.filter(\.isLetter).allSatisfy { ShiftedText.subscript(of: $0) == nil })
    }

    /// A stretch keeps its runs' other traits and links, and a line break ends it.
    @Test func aStretchKeepsItsRunsTraitsAndLinks() {
        let runs = [
            InlineRun("x"), InlineRun("1", traits: [.raised, .bold], link: "https://e.jp"),
            InlineRun("0", traits: .raised), InlineRun("\n"), InlineRun("n", traits: .lowered),
        ]
        #expect(
            ShiftedText.resolving(runs) == [
                InlineRun("x"), InlineRun("¹", traits: .bold, link: "https://e.jp"), InlineRun("⁰"), InlineRun("\n"),
                InlineRun("_", traits: .shifted), InlineRun("n", traits: .shifted),
            ])
    }
}
