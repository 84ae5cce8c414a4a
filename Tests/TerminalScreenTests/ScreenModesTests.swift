import Testing
@testable import TerminalScreen

@Suite struct ScreenModesTests {
    @Test func enteringSetsTheAlternateScreenRawCursorMouseAndPasteModes() {
        let modes = ScreenModes(reportsMouse: true, bracketsPaste: true)
        #expect(
            String(decoding: modes.enteringBytes, as: UTF8.self)
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h\u{1B}[?2004h")
        #expect(
            String(decoding: modes.leavingBytes, as: UTF8.self)
                == "\u{1B}[0m\u{1B}]8;;\u{1B}\\\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?25h\u{1B}[?1049l")
    }

    @Test(arguments: [
        ScreenModes(reportsMouse: false, bracketsPaste: false), ScreenModes(reportsMouse: true, bracketsPaste: false),
        ScreenModes(reportsMouse: false, bracketsPaste: true), ScreenModes(reportsMouse: true, bracketsPaste: true),
    ])
    func leavingUndoesEachModeInReverseOrder(modes: ScreenModes) {
        func steps(_ bytes: [UInt8]) -> [(String, Character)] {
            String(decoding: bytes, as: UTF8.self).split(separator: "\u{1B}").compactMap { piece in
                guard piece.hasPrefix("[?"), let last = piece.last else { return nil }
                return (String(piece.dropFirst(2).dropLast()), last)
            }
        }
        let entering = steps(modes.enteringBytes)
        let leaving = steps(modes.leavingBytes)
        #expect(entering.count == leaving.count)
        for (set, unset) in zip(entering, leaving.reversed()) {
            #expect(set.0 == unset.0)
            #expect(set.1 != unset.1)
            #expect([set.1, unset.1].allSatisfy { $0 == "h" || $0 == "l" })
        }
        #expect(entering.first?.0 == "1049" && leaving.last?.0 == "1049")
        #expect(entering.contains { $0 == ("25", "l") })
        #expect(entering.contains { $0.0 == "1006" } == modes.reportsMouse)
        #expect(entering.contains { $0.0 == "2004" } == modes.bracketsPaste)
    }
}
