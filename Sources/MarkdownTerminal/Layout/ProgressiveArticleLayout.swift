import FastPaths
import ShellKit

/// An article laid out a part at a time (`MarkdownTerminalRenderer.progressiveLayout(_:)`): the
/// reader lays out the screenful it shows first, draws it, then the rest. Every part is exactly
/// the start of what `layout(_:)` gives (one walk, paused between blocks), so lines, origins and
/// heading lines never change once made.
package struct ProgressiveArticleLayout {
    private var walker: BlockLayoutWalker
    private let width: Int
    /// The lines made so far, each fitted to the width.
    package private(set) var lines: [String] = []

    init(walker: BlockLayoutWalker, width: Int) {
        self.walker = walker
        self.width = width
    }

    /// Whether the whole article is laid out.
    package var isComplete: Bool { walker.isFinished }

    /// Lays out more blocks until at least `count` lines are made and the block of node
    /// `node` (a `LineOrigin.block`) is laid out whole, or the article ends.
    package mutating func extend(toAtLeast count: Int, pastNode node: Int = -1) {
        guard !isComplete else { return }
        walker.layOut(untilLineCount: count, pastNode: node)
        fitNewLines()
    }

    /// Lays out the rest of the article, a long rest in parts on several threads at once.
    package mutating func complete() {
        guard !isComplete else { return }
        walker.layOutRest()
        fitNewLines()
    }

    /// What is laid out so far (the whole article once `isComplete`).
    package var layout: ArticleLayout {
        ArticleLayout(lines: lines, origins: walker.origins.origins, headingLines: walker.origins.headingLines)
    }

    private mutating func fitNewLines() {
        let made = walker.lines
        lines.reserveCapacity(made.count)
        for number in lines.count..<made.count {
            let line = made[number]
            // Every layout fits its width by construction; this keeps the promise even if one
            // did not. The one line allowed to be wider is an address longer than the width,
            // standing whole on a line of its own: it is never cut. Most lines are shown to fit
            // by a bound counted on their bytes, without measuring.
            guard QuickDisplayWidth.widthBound(of: line) > width, DisplayWidth.of(line) > width,
                !walker.isOneWord(line: number)
            else {
                lines.append(line)
                continue
            }
            lines.append(line.truncated(toDisplayWidth: width))
        }
    }
}
