import ItemsModel
import ShellKit
import TerminalScreen

/// Draws a reader state as a screen grid: the visible lines with the search's matches
/// highlighted (and the words of the search the article was opened from marked), an overlay when one is open, and the status line on the last row.
struct ReaderFrame {
    let language: Language
    /// Whether colours may be used (the current match on yellow); attributes are used always.
    let colour: Bool

    /// Smallest screen the reader draws on; below it, one line says so.
    static let minimumRows = 5
    static let minimumColumns = 20

    func grid(for state: ReaderState) -> ScreenGrid {
        var grid = ScreenGrid(rows: state.rows, columns: state.columns)
        guard state.rows >= Self.minimumRows, state.columns >= Self.minimumColumns else {
            grid.write(Message(ReaderMessage.tooSmall).text(in: language), row: 0)
            return grid
        }
        switch state.mode {
        case .outline(let selected): drawOutline(state, selected: selected, into: &grid)
        case .links(let selected): drawLinks(state, selected: selected, into: &grid)
        case .images(let selected): drawImageList(state, selected: selected, into: &grid)
        case .image(let view, _): drawImage(view, state: state, into: &grid)
        case .help(let top): drawHelp(top: top, state: state, into: &grid)
        case .reading, .searchPrompt: drawText(state, into: &grid)
        }
        ReaderStatusLine(language: language).draw(state, into: &grid)
        return grid
    }

    // MARK: - The text

    private func drawText(_ state: ReaderState, into grid: inout ScreenGrid) {
        let lines = state.document.lines
        for row in 0..<state.textRows {
            let line = state.top + row
            guard line < lines.count else { break }
            grid.write(StyledLineParser.runs(of: lines[line]), row: row)
        }
        markQueryTerms(state, into: &grid)
        highlightMatches(state, into: &grid)
    }

    /// The words of the search the article came from, underlined (and yellow with colour);
    /// a `/` search's matches are drawn over them.
    private func markQueryTerms(_ state: ReaderState, into grid: inout ScreenGrid) {
        let matches = state.queryMatches
        guard !matches.isEmpty, let text = state.document.text else { return }
        let bottom = state.top + state.textRows
        var index = firstMatch(onOrAfter: state.top, in: matches, text: text)
        while index < matches.count, text.lineContaining(matches[index].lowerBound) < bottom {
            for segment in text.segments(matches[index]) where (state.top..<bottom).contains(segment.line) {
                for column in segment.columns where column < grid.columns {
                    var cell = grid[segment.line - state.top, column]
                    guard !cell.isContinuation else { continue }
                    cell.style.attributes.insert(.underline)
                    if colour { cell.style.foreground = .palette16(11) } else { cell.style.attributes.insert(.bold) }
                    grid.put(cell, row: segment.line - state.top, column: column)
                }
            }
            index += 1
        }
    }

    /// Every match on the screen in reverse video; the current one also bold and underlined
    /// (and on yellow with colour), so it shows at every style level.
    private func highlightMatches(_ state: ReaderState, into grid: inout ScreenGrid) {
        guard let search = state.search, !search.matches.isEmpty, let text = state.document.text else { return }
        let bottom = state.top + state.textRows
        var index = firstMatch(onOrAfter: state.top, in: search.matches, text: text)
        while index < search.matches.count {
            let match = search.matches[index]
            guard text.lineContaining(match.lowerBound) < bottom else { break }
            let isCurrent = index == search.current
            for segment in text.segments(match) where (state.top..<bottom).contains(segment.line) {
                mark(segment, row: segment.line - state.top, current: isCurrent, into: &grid)
            }
            index += 1
        }
    }

    private func mark(_ segment: ReaderTextSegment, row: Int, current: Bool, into grid: inout ScreenGrid) {
        for column in segment.columns where column < grid.columns {
            var cell = grid[row, column]
            guard !cell.isContinuation else { continue }
            cell.style.attributes.insert(.reverse)
            if current {
                cell.style.attributes.formUnion([.bold, .underline])
                if colour {
                    cell.style.attributes.remove(.reverse)
                    cell.style.foreground = .palette16(0)
                    cell.style.background = .palette16(11)
                }
            }
            grid.put(cell, row: row, column: column)
        }
    }

    /// The index of the first match on line `line` or below (binary search: matches are in order).
    private func firstMatch(onOrAfter line: Int, in matches: [Range<Int>], text: ReaderText) -> Int {
        var low = 0
        var high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if text.lineContaining(matches[middle].upperBound - 1) < line { low = middle + 1 } else { high = middle }
        }
        return low
    }

    // MARK: - Overlays

    private func drawOutline(_ state: ReaderState, selected: Int, into grid: inout ScreenGrid) {
        let headings = state.document.headings
        let current = headings.lastIndex { $0.line <= state.top }
        let topLevel = headings.map(\.level).min() ?? 1
        let width = String(headings.count).count
        drawList(
            title: Message(ReaderMessage.outlineTitle).text(in: language), count: headings.count, selected: selected,
            state: state, into: &grid
        ) { index in
            let heading = headings[index]
            let marker = index == current ? "▸ " : "  "
            let number = String(index + 1).padded(toDisplayWidth: width, alignRight: true)
            let indent = String(repeating: "  ", count: max(heading.level - topLevel, 0))
            return [StyledRun(marker + number + " " + indent + TerminalSanitizer.inline(heading.title))]
        }
    }

    private func drawLinks(_ state: ReaderState, selected: Int, into grid: inout ScreenGrid) {
        let links = state.links
        drawNumberedList(title: .linksTitle, count: links.count, selected: selected, state: state, into: &grid) { index in
            let link = links[index]
            let here = QiitaItemAddress.itemID(in: link.url) != nil ? "→ " : "  "
            let text = link.text.isEmpty || link.text == link.url ? "" : TerminalSanitizer.inline(link.text) + "  "
            return (here, text, TerminalSanitizer.inline(link.url))
        }
    }

    private func drawImageList(_ state: ReaderState, selected: Int, into grid: inout ScreenGrid) {
        let images = state.images
        drawNumberedList(title: .imagesTitle, count: images.count, selected: selected, state: state, into: &grid) { index in
            let image = images[index]
            let alt = TerminalSanitizer.inline(image.alt.isEmpty ? "🖼" : image.alt)
            return ("  ", alt + "  ", ItemImagesRenderer.standing(image.standing).text(in: language))
        }
    }

    /// A picker whose entries are a mark, a number, a text and a dim note (the links, the images).
    private func drawNumberedList(
        title: ReaderMessage, count: Int, selected: Int, state: ReaderState, into grid: inout ScreenGrid,
        entry: (Int) -> (mark: String, text: String, note: String)
    ) {
        let width = String(count).count
        drawList(
            title: Message(title).text(in: language), count: count, selected: selected, state: state, into: &grid
        ) { index in
            let parts = entry(index)
            let number = String(index + 1).padded(toDisplayWidth: width, alignRight: true)
            return [
                StyledRun(parts.mark + number + " " + parts.text),
                StyledRun(parts.note, style: CellStyle(attributes: .dim)),
            ]
        }
    }

    /// The image alone: its caption on the first row, the image centred under it.
    private func drawImage(_ view: ReaderImageView, state: ReaderState, into grid: inout ScreenGrid) {
        grid.write(TerminalSanitizer.inline(view.caption), style: CellStyle(attributes: .bold), row: 0)
        let left = max((state.columns - view.columns) / 2, 0)
        for (offset, line) in view.rows.prefix(state.pickerRows).enumerated() {
            grid.write(StyledLineParser.runs(of: line), row: offset + 1, column: left)
        }
    }

    private func drawHelp(top: Int, state: ReaderState, into grid: inout ScreenGrid) {
        grid.write(Message(ReaderMessage.helpTitle).text(in: language), style: CellStyle(attributes: .bold), row: 0)
        for row in 0..<state.pickerRows {
            let index = top + row
            guard index < ReaderHelp.lineCount else { break }
            grid.write(ReaderHelp.line(index, in: language), row: row + 1)
        }
    }

    /// A picker: its title on the first row, then the entries around the selected one, which is
    /// shown in reverse video across the width.
    private func drawList(
        title: String, count: Int, selected: Int, state: ReaderState, into grid: inout ScreenGrid,
        entry: (Int) -> [StyledRun]
    ) {
        grid.write(title, style: CellStyle(attributes: .bold), row: 0)
        let rows = state.pickerRows
        let start = ReaderState.pickerWindowStart(selected: selected, count: count, rows: rows)
        for row in 0..<rows {
            let index = start + row
            guard index < count else { break }
            var runs = entry(index)
            if index == selected {
                runs = runs.map { StyledRun($0.text, style: Self.selected($0.style)) }
                grid.clear(row: row + 1, style: CellStyle(attributes: .reverse))
            }
            grid.write(runs, row: row + 1)
        }
    }

    private static func selected(_ style: CellStyle) -> CellStyle {
        var style = style
        style.attributes.insert(.reverse)
        return style
    }
}
