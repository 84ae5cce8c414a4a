import Markdown
import ShellKit

extension BlockLayoutWalker {
    /// An HTML block as a browser shows it: its text, with the tags Qiita allows styled, comments
    /// hidden, `<details>` as a section titled by its `<summary>` (`▶ title`) whose content,
    /// the Markdown up to `</details>`, is indented under it, and a `<table>` laid out as a
    /// Markdown table is (`HTMLTableReader`, `TableLayout`).
    mutating func layOutHTML(_ html: String) {
        let marks = InlineMarks(style: options.style)
        var state = HTMLInlineState(marks: marks)
        var runs: [InlineRun] = []
        var summary: [InlineRun]?
        var detailsOpening = false
        var table: HTMLTableReader?
        // Each line of raw HTML starts a new line of its search text (`.newline`).
        func flush(_ walker: inout BlockLayoutWalker) {
            let lines = walker.inline.lines(ShiftedText.resolving(runs), width: walker.width)
            let kept = Self.withoutBlankEnds(lines)
            walker.emit(Array(lines[kept]), joiners: Array(repeating: .newline, count: kept.count))
            runs = []
        }
        func endTable(_ walker: inout BlockLayoutWalker) {
            guard let reader = table else { return }
            table = nil
            runs += reader.before
            flush(&walker)
            if let layout = reader.layout(options: walker.options) { walker.emit(layout) }
        }
        for token in HTMLTokenizer.tokens(in: html) {
            if table != nil {
                if table?.read(token) == true { endTable(&self) }
                continue
            }
            switch token {
            case .startTag("details", _, _):
                flush(&self)
                if detailsOpening { openDetails(title: []) }
                detailsOpening = true
            case .startTag("summary", _, _):
                flush(&self)
                summary = []
            case .endTag("summary") where summary != nil:
                let title = ShiftedText.resolving(summary ?? [])
                if detailsOpening {
                    openDetails(title: title)
                    detailsOpening = false
                } else {
                    let titleLines = inline.lines(title, width: width)
                    emit(titleLines, joiners: Array(repeating: .newline, count: titleLines.count))
                }
                summary = nil
            case .endTag("details"):
                flush(&self)
                if detailsOpening { openDetails(title: []) }
                detailsOpening = false
                closeDetails()
            default:
                if detailsOpening, summary == nil, case .text(let text) = token, text.allSatisfy(\.isWhitespace) {
                    continue
                }
                if detailsOpening, summary == nil {
                    openDetails(title: [])
                    detailsOpening = false
                }
                if summary == nil, case .startTag("table", _, false) = token {
                    flush(&self)
                    table = HTMLTableReader(marks: marks, hyperlinks: options.hyperlinks)
                    continue
                }
                let produced = state.runs(
                    for: token, base: [], link: nil, hyperlinks: options.hyperlinks, blockTags: true)
                if summary != nil { summary! += produced } else { runs += produced }
            }
        }
        endTable(&self)
        if let summary { runs += summary }
        runs += state.closingRuns(base: [], link: nil)
        flush(&self)
        if detailsOpening { openDetails(title: []) }
    }

    /// Opens a `<details>` section under a `▶ title` line (`▶ Details` without a summary); it ends
    /// at `</details>` or with the container it is in.
    private mutating func openDetails(title: [InlineRun]) {
        let shown = title.contains { !$0.text.allSatisfy(\.isWhitespace) } ? title : [InlineRun("Details")]
        let marker =
            [InlineRun("▶ ", traits: .bold)]
            + shown.map { InlineRun($0.text, traits: $0.traits.union(.bold), link: $0.link) }
        let titleLines = inline.lines(marker, width: width)
        emit(titleLines, joiners: Array(repeating: .newline, count: titleLines.count))
        let parentEnd = stack[stack.count - 1].end
        open(-1, role: .details, first: "  ", rest: "  ", bar: "", end: parentEnd)
    }

    /// Closes the innermost open `<details>`, with whatever was opened inside it and left open.
    private mutating func closeDetails() {
        // Only a `</details>` beside its `<details>` closes it: one inside a list item opened since
        // would leave the item's remaining blocks without their list.
        guard stack.count > 1, case .details = stack[stack.count - 1].role else { return }
        stack.removeLast()
        closeContainers(before: -1)
    }

    /// The indices of `lines` without the blank lines at either end.
    private static func withoutBlankEnds(_ lines: [String]) -> Range<Int> {
        var slice = lines[...]
        while slice.first?.isEmpty == true { slice = slice.dropFirst() }
        while slice.last?.isEmpty == true { slice = slice.dropLast() }
        return slice.indices
    }
}
