import Testing
@testable import MarkdownTerminal
@testable import ShellKit
@testable import ViperShell

/// The reader's loop without a terminal (`ReaderDriver`, what `viper-bench reader` times): keys
/// as a terminal sends them, the frames as the bytes it would get.
@MainActor struct ReaderDriverTests {
    static let markdown = (1...60).map { "## Part \($0)\n\nThe paragraph of part \($0), which says little." }
        .joined(separator: "\n\n")

    static func driver(rows: Int = 24) -> ReaderDriver {
        ReaderDriver(
            markdown: markdown, title: "Parts", rows: rows, columns: 80,
            layout: MarkdownLayoutOptions(style: TextStyle(level: .plain)))
    }

    @Test func aLineDownIsAScrollOfOneLineInAFewHundredBytes() {
        var driver = Self.driver()
        let frame = driver.type(Array("j".utf8))
        #expect(driver.top == 1)
        let text = String(decoding: frame, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}[?2026h") && text.hasSuffix("\u{1B}[?2026l"))
        #expect(text.contains("\u{1B}[1;23r"), "a scroll region over the text rows: \(text.debugDescription)")
        #expect(frame.count < 400)
    }

    @Test func aKeyThatMeansNothingDrawsTheSameScreenAgainInNoBytesOfText() {
        var driver = Self.driver()
        #expect(driver.type([]) == [])
        let frame = driver.type(Array("Z".utf8))
        #expect(driver.top == 0)
        #expect(String(decoding: frame, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[?2026l")
    }

    @Test func theEndSearchAndTheOutlineAsTheLoopDoesThem() {
        var driver = Self.driver()
        _ = driver.type(Array("G".utf8))
        #expect(driver.statusLine.hasSuffix("100% · end"))
        _ = driver.type(Array("g/part 4\r".utf8))
        // "part 4" and "part 40"–"part 49", each in a heading and a paragraph.
        #expect(driver.statusLine.contains("1/22"), "\(driver.statusLine)")
        _ = driver.type(Array("o".utf8))
        _ = driver.type(Array("30".utf8))
        _ = driver.type(Array("\r".utf8))
        #expect(driver.statusLine.contains("Part 30"), "\(driver.statusLine)")
        #expect(driver.headingCount == 60)
    }
}
