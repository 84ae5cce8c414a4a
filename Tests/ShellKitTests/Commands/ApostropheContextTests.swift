import ShellKit
import Testing

/// The ASCII shortcut of `isApostropheContext` agrees with the Unicode properties it stands for.
@Suite struct ApostropheContextTests {
    @Test func everyASCIICharacterAgreesWithTheUnicodeProperties() {
        for value in UInt8(0)...UInt8(127) {
            let character = Character(Unicode.Scalar(value))
            #expect(
                CommandLineTokenizer.isApostropheContext(character) == (character.isLetter || character.isNumber),
                "U+\(String(value, radix: 16))")
        }
        let crlf: Character = "\r\n"
        #expect(CommandLineTokenizer.isApostropheContext(crlf) == (crlf.isLetter || crlf.isNumber))
    }

    @Test func lettersAndDigitsBeyondASCIICount() {
        for character: Character in ["é", "日", "ア", "٣", "Ⅻ", "e\u{301}"] {
            #expect(CommandLineTokenizer.isApostropheContext(character))
        }
        for character: Character in ["—", "「", "😀", "\u{00A0}"] {
            #expect(!CommandLineTokenizer.isApostropheContext(character))
        }
    }
}
