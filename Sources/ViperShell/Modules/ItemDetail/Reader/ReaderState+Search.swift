import ShellKit
import TerminalScreen

/// `/` and `?`: the prompt on the status line, searched again at each edit (incremental), the
/// matches kept after Enter for `n` and `N` (Documentation/design/reader.md §6).
extension ReaderState {
    /// A key or paste while the search prompt is open.
    mutating func applyToPrompt(_ event: InputEvent) {
        guard case .searchPrompt(var pattern, let forward, let topBefore) = mode else { return }
        switch event {
        case .paste(let text):
            pattern += TerminalSanitizer.inline(text)
        case .key(let press):
            if press.modifiers.contains(.control), case .character(let letter) = press.key {
                switch letter {
                case "c", "g": return cancelPrompt(topBefore: topBefore)
                case "u": pattern = ""
                case "h": pattern = String(pattern.dropLast())
                default: return
                }
            } else {
                switch press.key {
                case .enter: return closePrompt(pattern: pattern, forward: forward, topBefore: topBefore)
                case .escape: return cancelPrompt(topBefore: topBefore)
                case .backspace:
                    guard !pattern.isEmpty else { return cancelPrompt(topBefore: topBefore) }
                    pattern.removeLast()
                case .up: pattern = lastPattern ?? pattern
                case .character(let character) where !press.modifiers.contains(.alt):
                    pattern += TerminalSanitizer.inline(String(character))
                default: return
                }
            }
        case .mouse: return
        }
        mode = .searchPrompt(pattern: pattern, forward: forward, topBefore: topBefore)
        find(pattern, forward: forward, from: topBefore)
    }

    /// Searches for `pattern` and shows the first match at or after (`forward`) or before the
    /// line `from`; no pattern: back to `from` with no highlights.
    mutating func find(_ pattern: String, forward: Bool, from line: Int) {
        guard !pattern.isEmpty else {
            search = nil
            scroll(to: line)
            return
        }
        var text = document.searchText()
        let matches = text.matches(of: pattern)
        document.text = text
        var found = ReaderSearch(pattern: pattern, forward: forward, matches: matches, current: nil)
        found.current = firstMatch(in: found, from: line, forward: forward, text: text)
        search = found
        if let current = found.current {
            reveal(text.lineContaining(matches[current].lowerBound))
        } else {
            scroll(to: line)
        }
    }

    /// `n` (`forward`) and `N`: the next match in the search's direction (or against it),
    /// wrapping round the ends with a note that it did.
    mutating func stepMatch(forward: Bool) {
        guard var search, let text = document.text else {
            if let lastPattern {
                find(lastPattern, forward: forward, from: top)
                message = search?.matches.isEmpty == false ? nil : notFound(lastPattern)
            }
            return
        }
        guard !search.matches.isEmpty else {
            message = notFound(search.pattern)
            return
        }
        let ahead = forward == search.forward
        let count = search.matches.count
        let next: Int
        if let current = search.current, isShown(search.matches[current], text: text) {
            next = ahead ? current + 1 : current - 1
        } else {
            next = firstMatch(in: search, from: top, forward: ahead, text: text) ?? (ahead ? count : -1)
        }
        if next >= count || next < 0 {
            message = ReaderNotice(
                message: Message(ahead ? ReaderMessage.searchWrappedToTop : ReaderMessage.searchWrappedToBottom),
                isError: false)
        }
        let wrapped = (next % count + count) % count
        search.current = wrapped
        self.search = search
        reveal(text.lineContaining(search.matches[wrapped].lowerBound))
    }

    private mutating func closePrompt(pattern: String, forward: Bool, topBefore: Int) {
        mode = .reading
        guard !pattern.isEmpty else {
            // An empty pattern repeats the last search, as in less and vim.
            if let lastPattern { find(lastPattern, forward: forward, from: topBefore) }
            return
        }
        lastPattern = pattern
        if search?.matches.isEmpty ?? true { message = notFound(pattern) }
    }

    private mutating func cancelPrompt(topBefore: Int) {
        mode = .reading
        search = nil
        scroll(to: topBefore)
    }

    private func notFound(_ pattern: String) -> ReaderNotice {
        ReaderNotice(message: Message(ReaderMessage.searchNotFound, pattern), isError: true)
    }

    /// The first match on or below `line` (`forward`), or the last one above the bottom of a
    /// screen that starts at `line`.
    private func firstMatch(in search: ReaderSearch, from line: Int, forward: Bool, text: ReaderText) -> Int? {
        if forward {
            return search.matches.firstIndex { text.lineContaining($0.lowerBound) >= line }
        }
        return search.matches.lastIndex { text.lineContaining($0.lowerBound) < line + textRows }
    }

    private func isShown(_ match: Range<Int>, text: ReaderText) -> Bool {
        let line = text.lineContaining(match.lowerBound)
        return line >= top && line < top + textRows
    }
}
