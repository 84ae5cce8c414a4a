import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// `progressiveLayout(_:)` laid out a part at a time: every part is the start of the layout made
/// in one go (lines, origins, heading lines), and going on to the end gives exactly that layout,
/// whatever the parts' sizes, for every article of the layout tests.
@Suite struct ProgressiveArticleLayoutTests {
    @Test(arguments: [40, 80, 120])
    func everyPartIsTheStartOfTheWholeLayout(width: Int) {
        for styled in [false, true] {
            let options = MarkdownLayoutOptions(style: TextStyle(isEnabled: styled), hyperlinks: styled)
            let renderer = MarkdownTerminalRenderer(width: width, options: options)
            for markdown in ArticleLayoutLinesTests.corpus {
                let document = MarkdownDocument(parsing: markdown)
                let whole = renderer.layout(document)
                for step in [1, 5, 37] {
                    var progress = renderer.progressiveLayout(document)
                    #expect(progress.lines.isEmpty)
                    var wanted = 0
                    var checked = 0
                    while !progress.isComplete {
                        wanted += step
                        progress.extend(toAtLeast: wanted)
                        let part = progress.layout
                        #expect(part.lines.count >= min(wanted, whole.lines.count))
                        guard part.lines.count <= whole.lines.count else {
                            Issue.record("a part longer than the whole at \(width), step \(step)")
                            break
                        }
                        // Lines are only appended: each part is checked where it grew.
                        #expect(part.lines[checked...] == whole.lines[checked..<part.lines.count])
                        #expect(part.origins[checked...] == whole.origins[checked..<part.origins.count])
                        #expect(part.headingLines.values.allSatisfy { $0 < part.lines.count })
                        checked = part.lines.count
                    }
                    let done = progress.layout
                    #expect(done.lines == whole.lines, "step \(step) at \(width)")
                    #expect(done.origins == whole.origins)
                    #expect(done.headingLines == whole.headingLines)
                }
            }
        }
    }

    @Test func aLongArticleOpensWithOnlyItsStartLaidOut() {
        let markdown = (1...400).map { "## Section \($0)\n\nParagraph \($0) with a few words in it." }
            .joined(separator: "\n\n")
        let renderer = MarkdownTerminalRenderer(width: 80, options: MarkdownLayoutOptions(style: TextStyle(isEnabled: false)))
        var progress = renderer.progressiveLayout(MarkdownDocument(parsing: markdown))
        progress.extend(toAtLeast: 48)
        #expect(!progress.isComplete)
        // It stops at the first block boundary past 48 lines: a few lines more at most.
        #expect((48..<60).contains(progress.lines.count))
        #expect(progress.layout.headingLines.count < 20)
        progress.complete()
        #expect(progress.isComplete)
        #expect(progress.layout.headingLines.count == 400)
        #expect(progress.lines == renderer.render(MarkdownDocument(parsing: markdown)))
    }
}
