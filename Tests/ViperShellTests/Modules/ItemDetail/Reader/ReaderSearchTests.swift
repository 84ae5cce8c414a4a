import Testing
@testable import ShellKit
@testable import TerminalScreen
@testable import ViperShell

/// `/`, `?`, `n` and `N` in the reader (Documentation/design/reader.md §6): incremental, every
/// match found, smart case, wrapping with a note, cancelling back to where the search began.
@MainActor struct ReaderSearchTests {
    static let lines = (0..<200).map { $0 % 50 == 7 ? "Swift concurrency at \($0)" : "plain line \($0)" }

    static func state() -> ReaderState {
        let lines = Self.lines
        let document = ReaderDocument(
            kind: .article, title: "T", lines: lines, headings: [], makeText: { ReaderLineText.make(lines) })
        return ReaderState(rows: 24, columns: 80, document: document)
    }

    static func type(_ text: String, into state: inout ReaderState) {
        for character in text { state.applyToPrompt(.key(KeyPress(.character(character)))) }
    }

    @Test func typingSearchesAtEachKeyAndEnterKeepsTheMatches() {
        var state = Self.state()
        _ = state.apply(.searchForward)
        Self.type("swift", into: &state)
        #expect(state.search?.matches.count == 4)
        #expect(state.search?.current == 0)
        // Line 7 is on the first screen: nothing moves.
        #expect(state.top == 0)
        state.applyToPrompt(.key(KeyPress(.enter)))
        #expect(state.mode == .reading)
        _ = state.apply(.nextMatch)
        #expect(state.search?.current == 1)
        // Line 57, a third down the screen.
        #expect(state.top == 57 - 23 / 3)
    }

    @Test func aCapitalMakesTheSearchExact() {
        var state = Self.state()
        _ = state.apply(.searchForward)
        Self.type("Swift", into: &state)
        #expect(state.search?.matches.count == 4)
        state.applyToPrompt(.key(KeyPress(.backspace)))
        state.applyToPrompt(.key(KeyPress(.backspace)))
        state.applyToPrompt(.key(KeyPress(.backspace)))
        state.applyToPrompt(.key(KeyPress(.backspace)))
        Self.type("WIFT", into: &state)
        #expect(state.search?.matches.isEmpty == true)
        state.applyToPrompt(.key(KeyPress(.enter)))
        #expect(state.message?.isError == true)
    }

    @Test func nextWrapsAtTheEndAndSaysSo() {
        var state = Self.state()
        _ = state.apply(.searchForward)
        Self.type("concurrency", into: &state)
        state.applyToPrompt(.key(KeyPress(.enter)))
        for _ in 0..<3 { _ = state.apply(.nextMatch) }
        #expect(state.search?.current == 3)
        #expect(state.message == nil)
        _ = state.apply(.nextMatch)
        #expect(state.search?.current == 0)
        #expect(state.message?.message == Message(ReaderMessage.searchWrappedToTop))
        _ = state.apply(.previousMatch)
        #expect(state.search?.current == 3)
    }

    @Test func aBackwardSearchFindsTheMatchAboveAndNGoesUp() {
        var state = Self.state()
        state.scroll(to: 120)
        _ = state.apply(.searchBackward)
        Self.type("swift", into: &state)
        state.applyToPrompt(.key(KeyPress(.enter)))
        // 107 is above the screen's bottom (120 + 23): the last match there.
        #expect(state.search?.current == 2)
        _ = state.apply(.nextMatch)
        #expect(state.search?.current == 1)
    }

    @Test func escapeCancelsBackToWhereTheSearchBegan() {
        var state = Self.state()
        state.scroll(to: 20)
        _ = state.apply(.searchForward)
        Self.type("line 150", into: &state)
        #expect(state.top != 20)
        state.applyToPrompt(.key(KeyPress(.escape)))
        #expect(state.top == 20)
        #expect(state.search == nil)
        #expect(state.mode == .reading)
    }

    @Test func escapeInReadingClearsTheHighlights() {
        var state = Self.state()
        _ = state.apply(.searchForward)
        Self.type("plain", into: &state)
        state.applyToPrompt(.key(KeyPress(.enter)))
        #expect(state.search != nil)
        _ = state.apply(.clearSearch)
        #expect(state.search == nil)
        // `n` searches the last pattern again.
        _ = state.apply(.nextMatch)
        #expect(state.search?.pattern == "plain")
    }

    @Test func pasteAddsToThePatternSanitized() {
        var state = Self.state()
        _ = state.apply(.searchForward)
        state.applyToPrompt(.paste("Swift\u{1B}[31m"))
        guard case .searchPrompt(let pattern, _, _) = state.mode else {
            Issue.record("the prompt closed")
            return
        }
        #expect(!pattern.unicodeScalars.contains("\u{1B}"))
        #expect(pattern.hasPrefix("Swift"))
    }

    @Test func segmentsAreColumnsOfTheVisibleText() {
        var text = ReaderLineText.make(["\u{1B}[1m検索\u{1B}[22mする Swift", "next"])
        let matches = text.matches(of: "swift")
        #expect(matches.count == 1)
        #expect(text.segments(matches[0]) == [ReaderTextSegment(line: 0, columns: 9..<14)])
        let japanese = text.matches(of: "する")
        #expect(text.segments(japanese[0]) == [ReaderTextSegment(line: 0, columns: 4..<8)])
        #expect(text.lineContaining(text.matches(of: "next")[0].lowerBound) == 1)
    }
}

/// The words of the search an article was opened from, marked in the reader wherever they are,
/// case ignored, in every document shown after (`ReaderState.mark`), under `/`'s own matches.
@MainActor struct ReaderQueryTermsTests {
    @Test func theSearchsWordsAreMarkedAndFollowTheDocument() throws {
        var state = ReaderSearchTests.state()
        state.mark(["SWIFT", "at 57"])
        // "Swift" on lines 7, 57, 107, 157, and "at 57" once (after the Swift of line 57).
        #expect(state.queryMatches.count == 5)
        state.scroll(to: 50)
        let grid = ReaderFrame(language: .english, colour: false).grid(for: state)
        let row = 57 - 50
        #expect(grid[row, 0].style.attributes.contains(.underline) && grid[row, 0].style.attributes.contains(.bold))
        #expect(!grid[row, 6].style.attributes.contains(.underline), "the space after Swift is not a match")
        #expect(!grid[row - 1, 0].style.attributes.contains(.underline))
        // A `/` search draws over them.
        state.find("concurrency", forward: true, from: 50)
        let searched = ReaderFrame(language: .english, colour: false).grid(for: state)
        #expect(searched[row, 6].style.attributes.contains(.reverse))
        #expect(searched[row, 0].style.attributes.contains(.underline))
        // Another document keeps the words; none marked clears them.
        let lines = ["one swift line", "none here"]
        state.replaceDocument(
            ReaderDocument(kind: .article, title: "U", lines: lines, headings: [], makeText: { ReaderLineText.make(lines) }),
            top: 0)
        #expect(state.queryMatches.count == 1)
        state.mark([])
        #expect(state.queryMatches.isEmpty)
    }
}
