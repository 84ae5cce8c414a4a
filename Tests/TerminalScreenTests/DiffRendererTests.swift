import Testing
@testable import TerminalScreen

@Suite struct DiffRendererTests {
    private static let alphabet: [String] = [
        "a", "b", "x", " ", "日", "本", "語", "é", "e\u{301}", "👍", "👍🏽", "─", "…", "ア", "Ｚ", "!", "~",
    ]
    private static let styles: [CellStyle] = [
        .plain, CellStyle(attributes: .bold), CellStyle(attributes: [.bold, .dim]), CellStyle(attributes: .dim),
        CellStyle(foreground: .palette16(1)), CellStyle(foreground: .palette16(12), background: .palette16(4)),
        CellStyle(foreground: .palette256(208), attributes: .underline),
        CellStyle(background: .rgb(red: 30, green: 40, blue: 50), attributes: [.italic, .reverse]),
        CellStyle(attributes: .underline, hyperlink: "https://qiita.com/items/abc"),
        CellStyle(foreground: .palette16(2), hyperlink: "https://example.com/x?y=1"),
        CellStyle(attributes: [.strikethrough, .dim]),
    ]

    private func randomLine(_ random: inout SeededGenerator, columns: Int) -> [StyledRun] {
        (0..<Int.random(in: 0...4, using: &random)).map { _ in
            let text = (0..<Int.random(in: 0...(columns / 2), using: &random)).map { _ in
                Self.alphabet.randomElement(using: &random)!
            }.joined()
            return StyledRun(text, style: Self.styles.randomElement(using: &random)!)
        }
    }

    /// The first row that differs, as text (`|` a continuation), shown and expected.
    private static func firstDifference(_ shown: ScreenGrid, _ expected: ScreenGrid) -> String {
        func text(_ grid: ScreenGrid, _ row: Int) -> String {
            grid.row(row).map { $0.isContinuation ? "|" : String($0.grapheme) }.joined()
        }
        guard shown.rows == expected.rows, shown.columns == expected.columns else { return "sizes differ" }
        guard let row = (0..<shown.rows).first(where: { shown.row($0) != expected.row($0) }) else { return "none" }
        return "row \(row): shown \"\(text(shown, row))\", expected \"\(text(expected, row))\" (or its styles)"
    }

    /// Renders `frames` in turn and checks after each that the model terminal shows it.
    private func checkFrames(_ frames: [(ScreenGrid, ScrollHint?)]) {
        var renderer = DiffRenderer()
        var model = TerminalModel(rows: frames[0].0.rows, columns: frames[0].0.columns)
        for (number, (frame, scroll)) in frames.enumerated() {
            if frame.rows != model.grid.rows || frame.columns != model.grid.columns {
                model = TerminalModel(rows: frame.rows, columns: frame.columns)
            }
            model.apply(renderer.render(frame, scroll: scroll))
            #expect(model.problems.isEmpty, "frame \(number): \(model.problems)")
            let same = model.grid == frame
            #expect(same, "frame \(number): \(Self.firstDifference(model.grid, frame))")
            if !same { return }
        }
    }

    @Test(arguments: [1, 2, 3, 42, 2026] as [UInt64])
    func randomEditsLeaveTheTerminalShowingTheNextFrame(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let rows = 12, columns = 30
        var grid = ScreenGrid(rows: rows, columns: columns)
        var frames: [(ScreenGrid, ScrollHint?)] = []
        for _ in 0..<120 {
            var hint: ScrollHint?
            switch Int.random(in: 0..<10, using: &random) {
            case 0...4:
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let row = Int.random(in: 0..<rows, using: &random)
                    if Bool.random(using: &random) { grid.clear(row: row) }
                    grid.write(
                        randomLine(&random, columns: columns), row: row,
                        column: Int.random(in: 0..<columns, using: &random))
                }
            case 5...8:
                let top = Int.random(in: 0..<rows - 1, using: &random)
                let bottom = Int.random(in: top + 1..<rows, using: &random)
                let lines = Int.random(in: 1...3, using: &random) * (Bool.random(using: &random) ? 1 : -1)
                grid.scroll(top: top, bottom: bottom, lines: lines)
                let exposed = lines > 0 ? (bottom - lines + 1)...bottom : top...(top - lines - 1)
                for row in exposed where row >= top && row <= bottom {
                    grid.write(randomLine(&random, columns: columns), row: row)
                }
                hint = ScrollHint(top: top, bottom: bottom, lines: lines)
            default:
                grid = ScreenGrid(rows: rows, columns: columns)
            }
            frames.append((grid, hint))
        }
        checkFrames(frames)
    }

    @Test func aWrongScrollHintStillEndsOnTheNextFrame() {
        var grid = ScreenGrid(rows: 6, columns: 10)
        for row in 0..<6 { grid.write("line \(row)", row: row) }
        var next = grid
        next.write("changed", row: 2)
        checkFrames([(grid, nil), (next, ScrollHint(top: 0, bottom: 5, lines: 2))])
    }

    @Test func aResizeRedrawsWhole() {
        var small = ScreenGrid(rows: 3, columns: 5)
        small.write("abc", row: 1)
        var large = ScreenGrid(rows: 5, columns: 9)
        large.write("日本語", row: 4, column: 2)
        checkFrames([(small, nil), (large, nil)])
    }

    @Test func anUnchangedFrameWritesNothing() {
        var renderer = DiffRenderer()
        var grid = ScreenGrid(rows: 3, columns: 10)
        grid.write("hello", style: CellStyle(attributes: .bold), row: 1)
        _ = renderer.render(grid)
        #expect(renderer.render(grid).isEmpty)
        renderer.invalidate()
        let redraw = String(decoding: renderer.render(grid), as: UTF8.self)
        #expect(redraw.contains("\u{1B}[2J"))
        #expect(redraw.contains("hello"))
    }

    @Test func aChangedCellIsWrittenWithOneMoveAndMinimalStyle() {
        var renderer = DiffRenderer()
        var grid = ScreenGrid(rows: 3, columns: 10)
        grid.write("hello", row: 1)
        _ = renderer.render(grid)
        grid.write("J", style: CellStyle(attributes: .bold), row: 1, column: 0)
        #expect(String(decoding: renderer.render(grid), as: UTF8.self) == "\u{1B}[2H\u{1B}[1mJ")
    }

    @Test func styleChangesTakeTheShorterOfIncrementalAndReset() {
        let bold = CellStyle(attributes: .bold)
        let boldDim = CellStyle(attributes: [.bold, .dim])
        let red = CellStyle(foreground: .palette16(1))
        #expect(GraphicRendition.parameters(from: .plain, to: bold) == ["1"])
        #expect(GraphicRendition.parameters(from: bold, to: .plain) == ["0"])
        #expect(GraphicRendition.parameters(from: boldDim, to: bold) == ["0", "1"])
        let redBoldDim = CellStyle(foreground: .palette16(1), attributes: [.bold, .dim])
        let redBold = CellStyle(foreground: .palette16(1), attributes: .bold)
        #expect(GraphicRendition.parameters(from: redBoldDim, to: redBold) == ["22", "1"])
        #expect(GraphicRendition.parameters(from: red, to: bold) == ["0", "1"])
        #expect(GraphicRendition.parameters(from: nil, to: red) == ["0", "31"])
        #expect(GraphicRendition.parameters(from: bold, to: bold) == [])
        let truecolour = CellStyle(background: .rgb(red: 1, green: 2, blue: 3))
        #expect(GraphicRendition.parameters(from: .plain, to: truecolour) == ["48;2;1;2;3"])
        #expect(GraphicRendition.parameters(from: .plain, to: CellStyle(foreground: .palette256(200))) == ["38;5;200"])
        #expect(GraphicRendition.parameters(from: .plain, to: CellStyle(foreground: .palette16(9))) == ["91"])
    }

    @Test func anUnsafeHyperlinkAddressIsNotWritten() {
        var renderer = DiffRenderer()
        var grid = ScreenGrid(rows: 1, columns: 6)
        grid.write("x", style: CellStyle(hyperlink: "http://a\u{1B}]2;owned\u{7}"), row: 0)
        let bytes = String(decoding: renderer.render(grid), as: UTF8.self)
        #expect(!bytes.contains("owned"))
        #expect(!bytes.contains("\u{1B}]8;;h"))
    }

    /// A reader's screen: text rows over a status line, scrolled by one line.
    private func scrollFrames(rows: Int, columns: Int) -> (ScreenGrid, ScreenGrid, ScrollHint) {
        func line(_ number: Int) -> [StyledRun] {
            let words = (0..<columns / 6).map { "w\(number % 10)\($0 % 10)xy" }.joined(separator: " ")
            return [
                StyledRun(
                    String(words.prefix(columns - 1)), style: number % 3 == 0 ? CellStyle(attributes: .bold) : .plain)
            ]
        }
        func frame(from first: Int) -> ScreenGrid {
            var grid = ScreenGrid(rows: rows, columns: columns)
            for row in 0..<rows - 1 { grid.write(line(first + row), row: row) }
            grid.write(" status \(first)", style: CellStyle(attributes: .reverse), row: rows - 1)
            return grid
        }
        return (frame(from: 0), frame(from: 1), ScrollHint(top: 0, bottom: rows - 2, lines: 1))
    }

    @Test(arguments: [(24, 80, 150), (50, 200, 300)])
    func aOneLineScrollWritesAFewHundredBytesAtMost(rows: Int, columns: Int, limit: Int) {
        let (first, second, hint) = scrollFrames(rows: rows, columns: columns)
        var renderer = DiffRenderer()
        var model = TerminalModel(rows: rows, columns: columns)
        model.apply(renderer.render(first))
        let bytes = renderer.render(second, scroll: hint)
        model.apply(bytes)
        let same = model.grid == second
        #expect(same, "\(Self.firstDifference(model.grid, second))")
        #expect(bytes.count <= limit, "\(bytes.count) bytes")
        print("one-line scroll at \(columns)x\(rows): \(bytes.count) bytes")
        var unhinted = DiffRenderer()
        _ = unhinted.render(first)
        #expect(unhinted.render(second).count > bytes.count * 5)
    }
    /// The screen a small ncursesw program scrolled (scrl(1) + refresh with a reversed status line
    /// below a scroll region): letters `a + (row * 7 + column) % 26`, one column short of the edge.
    /// ncursesw 6.4 wrote 106 bytes per scroll at 80x24 and 226 at 200x50 (ARCHITECTURE.md).
    @Test(arguments: [(24, 80, 130), (50, 200, 250)])
    func theNcursesScrollScenarioCostsAboutWhatNcursesWrites(rows: Int, columns: Int, limit: Int) {
        func frame(from first: Int) -> ScreenGrid {
            var grid = ScreenGrid(rows: rows, columns: columns)
            for row in 0..<rows - 1 {
                let line = first + row
                let letters = (0..<columns - 1).map { Character(Unicode.Scalar(UInt8(97 + (line * 7 + $0) % 26))) }
                grid.write(String(letters), row: row)
            }
            grid.write("status line", style: CellStyle(attributes: .reverse), row: rows - 1)
            return grid
        }
        var renderer = DiffRenderer()
        var model = TerminalModel(rows: rows, columns: columns)
        model.apply(renderer.render(frame(from: 0)))
        var sizes: [Int] = []
        for first in 1...5 {
            let bytes = renderer.render(frame(from: first), scroll: ScrollHint(top: 0, bottom: rows - 2, lines: 1))
            model.apply(bytes)
            let expected = frame(from: first)
            let same = model.grid == expected
            #expect(same, "\(Self.firstDifference(model.grid, expected))")
            sizes.append(bytes.count)
        }
        print("ncurses scenario at \(columns)x\(rows): \(sizes) bytes per scroll")
        #expect(sizes.allSatisfy { $0 <= limit })
    }
}
