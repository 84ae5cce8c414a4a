import ShellKit
import TerminalScreen

/// The reader's last row, in reverse video: the title and the heading the reader is in on the
/// left; the search's count, the link history, the position and the minutes left on the right.
/// The search prompt or a message from the presenter takes the left part while it is shown.
struct ReaderStatusLine {
    let language: Language

    private static let bar = CellStyle(attributes: .reverse)
    private static let errorBar = CellStyle(attributes: [.reverse, .bold])

    func draw(_ state: ReaderState, into grid: inout ScreenGrid) {
        let row = state.rows - 1
        grid.clear(row: row, style: Self.bar)
        let right = " " + rightPart(state) + " "
        let rightWidth = DisplayWidth.of(right)
        let room = max(state.columns - rightWidth - 1, 0)
        let (left, style) = leftPart(state)
        grid.write(" " + left.truncated(toDisplayWidth: max(room - 1, 0)), style: style, row: row)
        if rightWidth < state.columns {
            grid.write(right, style: Self.bar, row: row, column: state.columns - rightWidth)
        }
    }

    private func leftPart(_ state: ReaderState) -> (String, CellStyle) {
        if case .searchPrompt(let pattern, let forward, _) = state.mode {
            return ((forward ? "/" : "?") + pattern, Self.bar)
        }
        if let message = state.message {
            return (TerminalSanitizer.inline(message.message.text(in: language)), message.isError ? Self.errorBar : Self.bar)
        }
        var left = TerminalSanitizer.inline(state.document.title)
        if state.document.kind == .comments {
            left += " · " + Message(ReaderMessage.commentsTitle).text(in: language)
        } else if let heading = state.document.heading(at: state.top) {
            left += " · " + TerminalSanitizer.inline(heading.title)
        }
        return (left, Self.bar)
    }

    private func rightPart(_ state: ReaderState) -> String {
        var parts: [String] = []
        if let search = state.search {
            if search.matches.isEmpty {
                parts.append(Message(ReaderMessage.searchNoMatch).text(in: language))
            } else {
                let current = search.current.map { String($0 + 1) } ?? "-"
                parts.append("\(current)/\(search.matches.count)")
            }
        }
        if state.historyDepth > 0 { parts.append("← \(state.historyDepth)") }
        // The position needs the whole length: none on the first frame of a long article.
        guard state.document.isComplete else { return parts.joined(separator: " · ") }
        let count = state.document.lines.count
        let shown = min(state.top + state.textRows, count)
        let percent = count == 0 ? 100 : shown * 100 / count
        parts.append("\(percent)%")
        if let minutes = minutesLeft(state) { parts.append(minutes) }
        return parts.joined(separator: " · ")
    }

    /// Nil while the reading time is not counted yet (the first frame).
    private func minutesLeft(_ state: ReaderState) -> String? {
        guard !state.isAtEnd else { return Message(ReaderMessage.end).text(in: language) }
        guard let sums = state.document.minutesFrom else { return nil }
        let minutes = sums[min(state.top, sums.count - 1)]
        guard minutes >= 1 else { return Message(ReaderMessage.underAMinuteLeft).text(in: language) }
        return Message(ReaderMessage.minutesLeft, String(Int(minutes.rounded(.up)))).text(in: language)
    }
}
