import Markdown
@testable import MarkdownTerminal
import Testing

/// The terminal shows an article's text as a browser shows cmark-gfm's HTML of it
/// (Documentation/design/markdown-engine.md §8): over seeded random articles built from every
/// construct and hand-written ones, the text of `MarkdownTerminalRenderer`'s lines at 100 columns,
/// decorations set aside, equals the text of `MarkdownDocument.html`, tags stripped and entities
/// decoded; code blocks equal exactly. Qiita's `:::note` is not in the corpus: the parser does not
/// make notes yet.
@Suite struct MarkdownTerminalDifferentialTests {
    @Test func seededArticlesShowTheTextOfTheirHTML() {
        let comparisons = DifferentialCorpus.seeded.map(DifferentialComparison.init)
        let failures = comparisons.enumerated().compactMap { number, comparison in
            comparison.matches ? nil : "seeded article \(number):\n" + comparison.explanation
        }
        // The code blocks were compared, not lost in the prose.
        #expect(comparisons.map(\.htmlCode.count).reduce(0, +) > 100)
        for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
        #expect(failures.isEmpty, "\(failures.count) of \(DifferentialCorpus.seeded.count) seeded articles differ")
    }

    @Test(arguments: HandWrittenArticles.all)
    func handWrittenArticlesShowTheTextOfTheirHTML(_ markdown: String) {
        let comparison = DifferentialComparison(markdown)
        #expect(comparison.matches, Comment(rawValue: comparison.explanation))
    }

    /// The corpus makes every kind of node parsing can produce, task items of both kinds included.
    @Test func theCorpusCoversEveryNodeKind() {
        var seen = Set<String>()
        for markdown in DifferentialCorpus.all {
            for node in MarkdownDocument(parsing: markdown).nodes { seen.insert(MarkdownNodeKindName.name(node.kind)) }
        }
        let missing = MarkdownNodeKindName.producedByParsing.subtracting(seen)
        #expect(missing.isEmpty, "never made: \(missing.sorted())")
    }

    /// The seeded articles are the same on every run, and many.
    @Test func theCorpusIsDeterministic() {
        #expect(DifferentialCorpus.seeded.count >= 300)
        let again = (0..<DifferentialCorpus.seeded.count).map { RandomArticle.markdown(seed: UInt64($0) + 2_700) }
        #expect(DifferentialCorpus.seeded == again)
        #expect(Set(DifferentialCorpus.seeded).count > 290)
    }
}
