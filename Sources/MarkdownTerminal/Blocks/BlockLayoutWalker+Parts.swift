import Markdown
import ShellKit

/// A long article's rest laid out in parts on several threads at once, joined into exactly the
/// lines and origins one walk makes.
///
/// A part starts at a top-level block, where the walk's state is nearly nothing: the stack holds
/// the document alone, and what is left is whether a line came before (so the part's first block
/// owes a blank line), whether the footnotes' rule is drawn, and the blocks its first lines take
/// (`LineOriginRecorder.forLaterPart()`). A part is joined only when the walk before it ends in
/// that state: lines made, the stack the document alone (a `<details>` opened by a top-level HTML
/// block holds the blocks after it until its `</details>`). Otherwise it is laid out again where
/// it belongs, so the lines are always one walk's. Parts start where no `<details>` seems open.
extension BlockLayoutWalker {
    /// The remaining weight (see `partStarts`) under which the rest is laid out on this thread:
    /// about 64 KB of article (1 MB of Japanese prose weighs about 16,000). A thread costs about
    /// what laying out a kilobyte does; most articles are lighter, and are laid out on one.
    static let minimumWeightToSplit = 1_000

    /// Lays out the rest of the article: in parts on up to `threads` threads when it is long
    /// enough and nothing in it depends on the order of drawing (images), else as one walk.
    mutating func layOutRest(threads: Int = min(AvailableProcessors.count, 4)) {
        closeContainers(before: nextNode)
        guard threads > 1, only == nil, options.images == nil, !isFinished else {
            layOut(untilLineCount: .max)
            return
        }
        layOut(parts: partStarts(count: threads))
    }

    /// Lays out from `starts[0]` (where the walk is) on this thread and from each later start on a
    /// thread of its own, then appends the later parts in order: each one whose assumed state
    /// holds where the walk before it ended, the others laid out again in place. One start: one walk.
    mutating func layOut(parts starts: [Int]) {
        guard starts.count > 1 else {
            layOut(untilLineCount: .max)
            return
        }
        let document = document
        let options = options
        let width = width
        var footnotesBefore = footnotesStarted
        var helpers: [ForkedWork<BlockLayoutWalker>] = []
        for (number, start) in starts.enumerated().dropFirst() {
            let end = number + 1 < starts.count ? starts[number + 1] : Int.max
            footnotesBefore = footnotesBefore || Self.holdsFootnoteDefinition(document, from: starts[number - 1], to: start)
            let footnotesStarted = footnotesBefore
            helpers.append(
                ForkedWork {
                    var part = BlockLayoutWalker(
                        partFrom: start, of: document, width: width, options: options,
                        footnotesStarted: footnotesStarted)
                    part.layOut(untilLineCount: .max, before: end)
                    return part
                })
        }
        layOut(untilLineCount: .max, before: starts[1])
        for (number, helper) in helpers.enumerated() {
            let part = helper.join()
            // The part assumed lines came before it and no container open; the footnotes' rule
            // it assumed holds by construction (definitions are top-level blocks).
            if !lines.isEmpty, stack.count == 1 {
                append(part)
            } else {
                layOut(untilLineCount: .max, before: number + 2 < starts.count ? starts[number + 2] : Int.max)
            }
        }
    }

    /// A walker for the part of `document` from top-level node `start`, after lines made by the
    /// parts before it.
    init(
        partFrom start: Int, of document: MarkdownDocument, width: Int, options: MarkdownLayoutOptions,
        footnotesStarted: Bool
    ) {
        self.init(document: document, width: width, options: options)
        nextNode = start
        usedCount = 1
        self.footnotesStarted = footnotesStarted
        origins = .forLaterPart()
    }

    /// Goes on with `part`, laid out from where this walk stopped, as if this walk had made it.
    private mutating func append(_ part: BlockLayoutWalker) {
        lines += part.lines
        prefixLengths += part.prefixLengths
        stack = part.stack
        origins.append(part.origins)
        usedCount = part.usedCount
        pendingBlank = part.pendingBlank
        footnotesStarted = part.footnotesStarted
        followsLabel = part.followsLabel
        nextNode = part.nextNode
        isFinished = part.isFinished
    }

    /// Where parts start: the walk's next node, then up to `count - 1` top-level blocks that cut
    /// the rest into parts of about equal weight (each block's nodes and source lines, a measure of
    /// its layout's cost), where as many `<details>` tags seem closed as opened. Just the next
    /// node when the rest is light or the walk is inside a container.
    func partStarts(count: Int) -> [Int] {
        let nodes = document.nodes
        guard stack.count == 1, nextNode < nodes.count, count > 1 else { return [nextNode] }
        /// Each top-level block from the next node, its weight, and whether it may start a part.
        var blocks: [(start: Int, weight: Int, mayStart: Bool)] = []
        var openDetails = 0
        var child = Int(nodes[0].firstChild)
        while child >= 0 {
            let node = nodes[child]
            if child >= nextNode {
                let weight = Int(node.end) - child + Int(max(node.endLine - node.startLine, 0)) + 1
                blocks.append((child, weight, openDetails == 0))
                if case .htmlBlock(let html) = node.kind {
                    let tags = Self.detailsTags(in: html)
                    openDetails = max(openDetails + tags.opened - tags.closed, 0)
                }
            }
            child = Int(node.nextSibling)
        }
        let total = blocks.reduce(0) { $0 + $1.weight }
        guard total >= Self.minimumWeightToSplit else { return [nextNode] }
        var starts = [nextNode]
        var weight = 0
        for block in blocks {
            if block.mayStart, block.start > starts[starts.count - 1], weight * count >= total * starts.count {
                starts.append(block.start)
                if starts.count == count { break }
            }
            weight += block.weight
        }
        return starts
    }

    /// Whether any top-level block in `start..<end` (both top-level blocks) is a footnote definition.
    private static func holdsFootnoteDefinition(_ document: MarkdownDocument, from start: Int, to end: Int) -> Bool {
        var index = start
        while index < end {
            let node = document.nodes[index]
            if case .footnoteDefinition = node.kind { return true }
            index = Int(node.end)
        }
        return false
    }

    /// How many `<details` and `</details` an HTML block's text holds, in any case.
    static func detailsTags(in html: String) -> (opened: Int, closed: Int) {
        let word = Array("details".utf8)
        var opened = 0
        var closed = 0
        html.utf8.withContiguousStorageIfAvailable { bytes in
            var index = 0
            while index + word.count < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "<") else { continue }
                let closing = bytes[index + 1] == UInt8(ascii: "/")
                let start = index + (closing ? 2 : 1)
                guard start + word.count <= bytes.count,
                    word.indices.allSatisfy({ bytes[start + $0] | 0x20 == word[$0] })
                else { continue }
                if closing { closed += 1 } else { opened += 1 }
            }
        }
        return (opened, closed)
    }
}
