import Testing
@testable import ShellKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `set theme auto`'s background: the terminal's OSC 11 answer read as light or dark, then
/// `COLORFGBG`, then dark; asked once, only when first needed.
@MainActor @Suite struct TerminalBackgroundTests {
    static func reply(_ colour: String, end: String = "\u{07}") -> [UInt8] {
        Array("\u{1B}]11;\(colour)\(end)".utf8)
    }

    @Test(arguments: [
        ("rgb:ffff/ffff/ffff", true), ("rgb:0000/0000/0000", false), ("rgb:1e1e/1e1e/1e1e", false),
        ("rgb:f6/f8/fa", true), ("rgb:f/f/f", true), ("rgb:fdf6/e3e3/0000", true), ("rgb:2828/2c2c/3434", false),
        ("rgb:8080/8080/8080", true), ("rgb:4040/4040/4040", false), ("rgba:0000/0000/0000/ffff", false),
        ("rgba:ffff/ffff/ffff/ffff", true),
    ])
    func oscRepliesAreReadAsLightOrDark(_ colour: String, _ isLight: Bool) {
        #expect(TerminalBackground.isLight(oscReply: Self.reply(colour)) == isLight, "BEL")
        #expect(TerminalBackground.isLight(oscReply: Self.reply(colour, end: "\u{1B}\\")) == isLight, "ST")
    }

    @Test func whatIsNoReplyIsNil() {
        let bad = ["rgb:ffff/ffff", "rgb:fffff/ffff/ffff", "rgb:gggg/0/0", "#ffffff", "rgb:/ff/ff", "rgb:ff/ff/ff/ff"]
        for bad in bad {
            #expect(TerminalBackground.isLight(oscReply: Self.reply(bad)) == nil, "\(bad)")
        }
        #expect(TerminalBackground.isLight(oscReply: Array("\u{1B}]11;rgb:ffff/ffff/ffff".utf8)) == nil, "unended")
        #expect(TerminalBackground.isLight(oscReply: Array("\u{1B}]10;rgb:ffff/ffff/ffff\u{07}".utf8)) == nil)
        #expect(TerminalBackground.isLight(oscReply: []) == nil)
    }

    @Test(arguments: [
        ("0;15", true), ("15;0", false), ("0;7", true), ("7;8", false), ("15;default;0", false), ("0;default;15", true),
        ("12;6", false),
    ])
    func colorFGBGNamesTheBackgroundLast(_ value: String, _ isLight: Bool) {
        #expect(TerminalBackground.isLight(colorFGBG: value) == isLight)
    }

    @Test func colorFGBGWithoutAKnownBackgroundIsNil() {
        for value in ["", "0", "0;9", "0;default", "dark", "0;16"] {
            #expect(TerminalBackground.isLight(colorFGBG: value) == nil, "\(value)")
        }
    }

    @Test func theTerminalIsAskedOnceAndOnlyWhenFirstNeeded() {
        var asked = 0
        let background = TerminalBackground(colorFGBG: "15;0") {
            asked += 1
            return Self.reply("rgb:ffff/ffff/ffff")
        }
        #expect(asked == 0, "nothing is asked when it is made")
        #expect(background.isLightIfKnown == nil)
        #expect(background.isLight, "the terminal's answer comes before COLORFGBG")
        #expect(background.isLight)
        #expect(asked == 1)
        #expect(background.isLightIfKnown == true)
    }

    @Test func withoutAnAnswerCOLORFGBGThenDark() {
        var asked = 0
        let silent = TerminalBackground(colorFGBG: "0;15") {
            asked += 1
            return nil
        }
        #expect(silent.isLight)
        #expect(silent.isLight)
        #expect(asked == 1, "a terminal that did not answer is not asked again")
        #expect(!TerminalBackground(colorFGBG: nil, askTerminal: { nil }).isLight)
        #expect(!TerminalBackground(colorFGBG: "0;9", askTerminal: nil).isLight)
        #expect(TerminalBackground(colorFGBG: "0;7", asksTerminal: false).isLight)
    }

    @Test func aReplyIsCompleteAtItsBELOrST() {
        #expect(TerminalColourQuery.isComplete(Self.reply("rgb:0/0/0")))
        #expect(TerminalColourQuery.isComplete(Array("x\u{1B}]11;rgb:0/0/0\u{1B}\\".utf8)))
        #expect(!TerminalColourQuery.isComplete(Array("\u{1B}]11;rgb:0/0/0\u{1B}".utf8)))
        #expect(!TerminalColourQuery.isComplete(Array("\u{07}\u{1B}]11;rgb:0".utf8)), "a BEL before the reply")
        #expect(!TerminalColourQuery.isComplete([]))
    }

    @Test func noTerminalIsNeverAsked() {
        // Under `swift test` standard input or output is a pipe or file, never both a terminal.
        guard isatty(STDIN_FILENO) == 0 || isatty(STDOUT_FILENO) == 0 else { return }
        #expect(TerminalColourQuery.backgroundReply() == nil)
    }
}
