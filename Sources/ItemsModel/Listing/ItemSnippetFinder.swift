import ShellKit

/// Finds the passage of a body to show under a search result (Qiita's result page does the
/// same): the window of `width` display columns of the prose (code blocks only when the prose
/// holds no word of the query) with the most distinct query words, then the most matches, then
/// the earliest; a fifth of the window before its first match; `…` where it is cut. Words are
/// found as the search finds them: literally, case-folded (`FoldedText`). Without any match,
/// the prose's beginning.
package enum ItemSnippetFinder {
    /// The passage, or nil for an empty body or a width too small to say anything. `markColumns`:
    /// what each match adds to the width where it is shown marked (2 for `«»`).
    package static func snippet(body: String, terms: [String], width: Int, markColumns: Int = 0) -> ItemSnippet? {
        guard width >= minimumWidth else { return nil }
        let terms = terms.filter { !$0.isEmpty }
        // Sanitized before it is measured: a control character's stand-in has columns of its own.
        var text = TerminalSanitizer.inline(SnippetPlainText.of(ItemBodyProse.of(body)))
        var matches = matchRanges(of: terms, in: text)
        if matches.isEmpty && !terms.isEmpty {
            let whole = TerminalSanitizer.inline(SnippetPlainText.of(body))
            let inCode = matchRanges(of: terms, in: whole)
            if !inCode.isEmpty { (text, matches) = (whole, inCode) }
        }
        guard !text.isEmpty else { return nil }
        return passage(of: Array(text), matches: matches, width: width, markColumns: markColumns)
    }

    /// Narrower than this, no snippet is shown.
    package static let minimumWidth = 12

    /// A match: where it is, in characters of the text, and which term it is.
    private struct Match {
        let range: Range<Int>
        let term: Int
    }

    private static let anchorLimit = 64

    /// The columns of one character, without making a string of it unless it joins scalars.
    private static func columns(of character: Character) -> Int {
        if character.isASCII { return 1 }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return DisplayWidth.width(of: scalar) }
        return DisplayWidth.of(String(character))
    }

    /// Every match of every term, in order, as character offsets of `text`.
    private static func matchRanges(of terms: [String], in text: String) -> [Match] {
        guard !terms.isEmpty else { return [] }
        let folded = FoldedText(text, ignoringCase: true)
        var byByte: [(Range<Int>, Int)] = []
        for (number, term) in terms.enumerated() {
            for range in LiteralSearch.matches(of: term, in: folded, ignoringCase: true) {
                byByte.append((range, number))
            }
        }
        guard !byByte.isEmpty else { return [] }
        byByte.sort { $0.0.lowerBound < $1.0.lowerBound }
        // UTF-8 offsets to character offsets: each character's first byte, in one walk.
        var starts: [Int] = []
        starts.reserveCapacity(text.utf8.count)
        var offset = 0
        for character in text {
            starts.append(offset)
            offset += character.utf8.count
        }
        starts.append(offset)
        func characterAt(_ byte: Int) -> Int? {
            var (low, high) = (0, starts.count)
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] < byte { low = middle + 1 } else { high = middle }
            }
            return low < starts.count && starts[low] == byte ? low : nil
        }
        var matches: [Match] = []
        var end = 0
        for (range, term) in byByte {
            guard let lower = characterAt(range.lowerBound), let upper = characterAt(range.upperBound), lower >= end
            else { continue }
            matches.append(Match(range: lower..<upper, term: term))
            end = upper
        }
        return matches
    }

    private static func passage(
        of characters: [Character], matches: [Match], width: Int, markColumns: Int
    ) -> ItemSnippet {
        var widths = characters.map(columns(of:))
        // A match's marks are counted with its first character.
        for match in matches where match.range.lowerBound < widths.count { widths[match.range.lowerBound] += markColumns }
        // Where a window of `width` columns starting at `start` ends (exclusive).
        func end(from start: Int, columns: Int) -> Int {
            var used = 0
            var index = start
            while index < characters.count, used + widths[index] <= columns {
                used += widths[index]
                index += 1
            }
            return index
        }
        // Where a window holding match `anchor` a fifth of the way in starts.
        func start(before anchor: Int) -> Int {
            var used = 0
            var index = anchor
            while index > 0, used + widths[index - 1] <= width / 5 {
                used += widths[index - 1]
                index -= 1
            }
            // Begin at a word when one starts close by.
            if index > 0, let space = characters[index..<anchor].firstIndex(of: " "), space - index <= 8 {
                return space + 1
            }
            return index
        }
        var best = (start: 0, distinct: -1, count: -1)
        for anchor in matches.prefix(anchorLimit) {
            let from = start(before: anchor.range.lowerBound)
            let to = end(from: from, columns: width - 2)
            let inside = matches.filter { $0.range.lowerBound >= from && $0.range.upperBound <= to }
            let distinct = Set(inside.map(\.term)).count
            if distinct > best.distinct || (distinct == best.distinct && inside.count > best.count) {
                best = (from, distinct, inside.count)
            }
        }
        let cutBefore = best.start > 0
        var to = end(from: best.start, columns: width - (cutBefore ? 1 : 0))
        let cutAfter = to < characters.count
        if cutAfter { to = end(from: best.start, columns: width - (cutBefore ? 2 : 1)) }
        var parts: [ItemSnippet.Part] = []
        func append(_ range: Range<Int>, isMatch: Bool) {
            guard !range.isEmpty else { return }
            parts.append(ItemSnippet.Part(String(characters[range]), isMatch: isMatch))
        }
        if cutBefore { parts.append(ItemSnippet.Part("…", isMatch: false)) }
        var position = best.start
        for match in matches where match.range.lowerBound >= position && match.range.lowerBound < to {
            let upper = min(match.range.upperBound, to)
            append(position..<match.range.lowerBound, isMatch: false)
            append(match.range.lowerBound..<upper, isMatch: true)
            position = upper
        }
        append(position..<to, isMatch: false)
        if cutAfter { parts.append(ItemSnippet.Part("…", isMatch: false)) }
        return ItemSnippet(parts: parts)
    }
}
