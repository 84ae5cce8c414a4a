import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// How a wrapped or broken line continues the one before: a wrap that dropped spaces `.space`,
/// one between glyphs `.none`, a line break between two wide characters `.none` and any other
/// `.space`, code lines `.newline`.
@Suite struct JoinerTests {
    func joiners(_ markdown: String, width: Int, styled: Bool = false) -> [Joiner] {
        let layout = ArticleLayoutProbe.layout(markdown, width: width, styled: styled)
        return layout.origins.filter(\.isSearched).map(\.joiner)
    }

    @Test(arguments: [false, true])
    func anEnglishWrapIsASpace(styled: Bool) {
        #expect(joiners("alpha beta gamma delta epsilon zeta", width: 20, styled: styled) == [.first, .space])
        // Text holding a wide glyph is wrapped glyph by glyph (not the ASCII quick path).
        #expect(joiners("alpha beta gamma delta 日本", width: 20, styled: styled) == [.first, .space])
    }

    @Test func aWordWiderThanTheLineIsCutWithNothingBetween() {
        #expect(joiners(String(repeating: "a", count: 30), width: 20) == [.first, .none])
        #expect(joiners(String(repeating: "あ", count: 15), width: 20) == [.first, .none])
    }

    @Test(arguments: [false, true])
    func aJapaneseWrapIsNothing(styled: Bool) {
        let text = String(repeating: "日本語の文章です。", count: 4)
        let found = joiners(text, width: 20, styled: styled)
        #expect(found.count > 2 && found.first == .first && found.dropFirst().allSatisfy { $0 == .none })
    }

    @Test func aLineBreakBetweenWideCharactersIsNothing() {
        #expect(joiners("日本語の文章を\n途中で改行する", width: 80) == [.first, .none])
    }

    @Test func aLineBreakBesideLatinIsASpace() {
        #expect(joiners("first line\nsecond line", width: 80) == [.first, .space])
        #expect(joiners("日本語\nSwift", width: 80) == [.first, .space])
        #expect(joiners("Swift\n日本語", width: 80) == [.first, .space])
    }

    @Test func codeLinesAreNewLinesAndTheirContinuationsNothing() {
        #expect(joiners("```\nfoo\nbar\n```", width: 80) == [.first, .newline])
        // The bare header holds no text; a line too long goes on under `↪`.
        let long = String(repeating: "x", count: 50)
        #expect(joiners("```\n\(long)\nbar\n```", width: 30) == [.first, .none, .newline])
    }
}
