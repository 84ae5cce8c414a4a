import Testing
@testable import TerminalScreen

@Suite struct ScreenGridTests {
    private func text(of grid: ScreenGrid, row: Int) -> String {
        grid.row(row).map { $0.isContinuation ? "|" : String($0.grapheme) }.joined()
    }

    @Test func asciiTakesOneCellEachInItsStyle() {
        var grid = ScreenGrid(rows: 2, columns: 8)
        let bold = CellStyle(attributes: .bold)
        let end = grid.write([StyledRun("ab"), StyledRun("cd", style: bold)], row: 1, column: 1)
        #expect(end == 5)
        #expect(text(of: grid, row: 1) == " abcd   ")
        #expect(grid[1, 2].style == .plain)
        #expect(grid[1, 3].style == bold)
        #expect(grid[1, 4].width == 1)
    }

    @Test func wideCharactersTakeTwoCellsWithAContinuation() {
        var grid = ScreenGrid(rows: 1, columns: 10)
        let end = grid.write("日本a", row: 0)
        #expect(end == 5)
        #expect(text(of: grid, row: 0) == "日|本|a     ")
        #expect(grid[0, 0].width == 2)
        #expect(grid[0, 1].isContinuation)
    }

    @Test(arguments: ["👍🏽", "👨‍👩‍👧", "🇯🇵", "❤️"])
    func emojiSequencesAreOneWideCell(emoji: String) {
        var grid = ScreenGrid(rows: 1, columns: 6)
        let end = grid.write(emoji + "x", row: 0)
        #expect(end == 3)
        #expect(grid[0, 0].grapheme == Character(emoji))
        #expect(grid[0, 0].width == 2)
        #expect(grid[0, 1].isContinuation)
        #expect(grid[0, 2].grapheme == "x")
    }

    @Test func combiningMarksStayWithTheirBaseEvenAcrossRuns() {
        var grid = ScreenGrid(rows: 1, columns: 6)
        grid.write("e\u{301}x", row: 0)
        #expect(grid[0, 0].grapheme == "e\u{301}")
        #expect(grid[0, 1].grapheme == "x")
        var split = ScreenGrid(rows: 1, columns: 6)
        let end = split.write(
            [StyledRun("e"), StyledRun("\u{301}", style: CellStyle(attributes: .bold)), StyledRun("y")],
            row: 0)
        #expect(end == 2)
        #expect(split[0, 0].grapheme == "e\u{301}")
        #expect(split[0, 1].grapheme == "y")
    }

    @Test func aWideCharacterCutAtTheEdgeLeavesABlank() {
        var grid = ScreenGrid(rows: 1, columns: 5)
        let end = grid.write("abcd日x", row: 0)
        #expect(end == 5)
        #expect(text(of: grid, row: 0) == "abcd ")
        #expect(grid[0, 4].width == 1)
    }

    @Test func textBeyondTheEdgeIsCut() {
        var grid = ScreenGrid(rows: 1, columns: 4)
        #expect(grid.write("abcdefgh", row: 0) == 4)
        #expect(text(of: grid, row: 0) == "abcd")
    }

    @Test func controlCharactersAndEscapeSequencesNeverReachTheGrid() {
        var grid = ScreenGrid(rows: 1, columns: 12)
        grid.write("a\u{7}b\u{1B}[31mc\u{1B}]8;;x\u{1B}\\d\r", row: 0)
        #expect(text(of: grid, row: 0) == "a^Gbcd      ")
        for column in 0..<grid.columns {
            #expect(grid[0, column].grapheme.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F })
        }
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = ScreenGrid(rows: 1, columns: 6)
        grid.write("日本", row: 0)
        grid.write("x", row: 0, column: 1)
        #expect(text(of: grid, row: 0) == " x本|  ")
        grid.write("y", row: 0, column: 2)
        #expect(text(of: grid, row: 0) == " xy   ")
    }

    @Test func scrollingARegionMovesItsRowsAndBlanksTheExposedOnes() {
        var grid = ScreenGrid(rows: 4, columns: 2)
        for row in 0..<4 { grid.write(String(row), row: row) }
        grid.scroll(top: 0, bottom: 2, lines: 1)
        #expect((0..<4).map { text(of: grid, row: $0) } == ["1 ", "2 ", "  ", "3 "])
        grid.scroll(top: 1, bottom: 3, lines: -2)
        #expect((0..<4).map { text(of: grid, row: $0) } == ["1 ", "  ", "  ", "2 "])
    }
}
