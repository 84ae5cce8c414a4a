import Markdown
import ShellKit

/// Lays a `MarkdownDocument`'s blocks out as terminal lines, in one pass over its flat node
/// array with a stack of open containers: no recursion, so a document nested 10,000 deep is laid
/// out like a flat one, in time linear in its size.
///
/// Each line gets the prefixes of its containers (`│ ` for a quote, a list item's marker on its
/// first line and spaces after). Prefixes stop growing when they would leave less than
/// `minimumContentWidth` columns, so deep nesting never pushes text past the width. Blocks are
/// separated by one blank line, except inside tight lists.
struct BlockLayoutWalker {
    let document: MarkdownDocument
    let options: MarkdownLayoutOptions
    var lines: [String] = []
    /// Where each line comes from, recorded as it is made.
    var origins = LineOriginRecorder()
    /// How many bytes of each line are its containers' prefixes.
    var prefixLengths: [Int] = []
    var stack: [OpenContainer]
    /// How many containers, from the bottom of the stack, have laid out a line (and so use their
    /// later-line prefix from now on); the rest were opened since the last line.
    var usedCount = 0
    /// The container whose blank line is owed before the next line, if any.
    var pendingBlank: Int?
    var footnotesStarted = false
    /// A label line was just laid out: the block after it follows without a blank line.
    var followsLabel = false

    static let minimumContentWidth = 16

    /// The top-level blocks to lay out (nil: all), and the footnotes they reference.
    let only: Range<Int>?
    private let footnotes: Set<Int>

    init(document: MarkdownDocument, width: Int, options: MarkdownLayoutOptions, only: Range<Int>? = nil) {
        self.document = document
        self.options = options
        self.only = only
        var footnotes = Set<Int>()
        if let only {
            for index in only {
                if case .footnoteReference(let number) = document.nodes[index].kind { footnotes.insert(number) }
            }
        }
        self.footnotes = footnotes
        stack = [
            OpenContainer(
                role: .document, end: document.nodes.count, firstPrefix: "", restThrough: "", firstWidth: 0,
                restThroughWidth: 0, blankThrough: "", width: width, listDepth: 0)
        ]
    }

    var width: Int { stack[stack.count - 1].width }

    var inline: InlineLineBreaker { InlineLineBreaker(options: options) }

    /// The node the walk goes on from (the document node 0 needs no layout).
    var nextNode = 1
    /// Whether every block is laid out.
    var isFinished = false

    /// Lays out blocks until at least `target` lines are made and node `node` is laid out, or the
    /// document ends, or the walk reaches node `endNode` (a part's end, see `layOutRest()`). The
    /// walk stops only between nodes, where all its state is in the walker, so going on later
    /// makes exactly the lines one walk would (lines are only ever appended).
    mutating func layOut(untilLineCount target: Int, pastNode node: Int = -1, before endNode: Int = .max) {
        let nodes = document.nodes
        while nextNode < nodes.count {
            closeContainers(before: nextNode)
            if nextNode >= endNode || (lines.count >= target && nextNode > node) { return }
            let node = nodes[nextNode]
            if let only, node.parent == 0, !only.contains(nextNode) {
                guard case .footnoteDefinition(let number) = node.kind, footnotes.contains(number) else {
                    nextNode = Int(node.end)
                    continue
                }
            }
            startBlock()
            switch node.kind {
            case .blockQuote:
                open(
                    nextNode, role: .quote, first: options.style.dim("│") + " ", rest: options.style.dim("│") + " ",
                    bar: options.style.dim("│"))
                nextNode += 1
            case .list(let ordered, let start, let tight):
                openList(nextNode, ordered: ordered, start: start, tight: tight)
                nextNode += 1
            case .item(let checkbox):
                openItem(nextNode, checkbox: checkbox)
                nextNode += 1
            case .footnoteDefinition(let number):
                openFootnote(nextNode, number: number)
                nextNode += 1
            case .note(let kind):
                openNote(nextNode, kind: kind)
                nextNode += 1
            case .document, .customBlock:
                nextNode += 1
            default:
                layOutLeaf(nextNode)
                nextNode = Int(node.end)
            }
        }
        closeContainers(before: Int.max)
        isFinished = true
    }

    // MARK: - Lines

    /// Adds `content` (already fitted to `width`) with its containers' prefixes; `shape` says
    /// whether it holds the current block's text and how it continues the line before.
    mutating func emit(_ content: String, shape: LineTextShape = .unsearched) {
        if let blank = pendingBlank {
            if blank < stack.count {
                lines.append(stack[blank].blankThrough)
                prefixLengths.append(stack[blank].blankThrough.utf8.count)
                origins.recordBlank()
            }
            pendingBlank = nil
        }
        usedCount = min(usedCount, stack.count)
        var prefix = usedCount > 0 ? stack[usedCount - 1].restThrough : ""
        var prefixCells = usedCount > 0 ? stack[usedCount - 1].restThroughWidth : 0
        for container in stack[usedCount...] {
            prefix += container.firstPrefix
            prefixCells += container.firstWidth
        }
        // Top-level lines have no prefix: the content is kept as it is, not copied.
        let line = content.isEmpty ? Self.trimmingTrailingSpaces(prefix) : prefix.isEmpty ? content : prefix + content
        lines.append(line)
        let prefixLength = min(prefix.utf8.count, line.utf8.count)
        prefixLengths.append(prefixLength)
        origins.record(line, contentStart: prefixLength, prefixCells: prefixCells, shape: shape)
        usedCount = stack.count
    }

    /// Whether line `number`, past its containers' prefixes, is one word without spaces: the
    /// only kind of line a layout may make wider than its width (an address never broken).
    func isOneWord(line number: Int) -> Bool {
        !lines[number].utf8.dropFirst(prefixLengths[number]).contains(0x20)
    }

    mutating func emit(_ contents: [String], shapes: [LineTextShape]) {
        for (content, shape) in zip(contents, shapes) { emit(content, shape: shape) }
    }

    /// Lines of text wrapped by `InlineLineBreaker`, with the joiners it gave them.
    mutating func emit(_ contents: [String], joiners: [Joiner]) {
        for (content, joiner) in zip(contents, joiners) { emit(content, shape: .text(joiner)) }
    }

    /// A code block's lines at the width, shaped as its layout says.
    mutating func emit(_ code: CodeBlockLayout) {
        var shapes: [LineTextShape] = []
        let contents = code.lines(width: width, shapes: &shapes)
        emit(contents, shapes: shapes)
    }

    /// A table's lines at the width, shaped as its layout says.
    mutating func emit(_ table: TableLayout) {
        var shapes: [LineTextShape] = []
        let contents = table.lines(width: width, shapes: &shapes)
        emit(contents, shapes: shapes)
    }

    /// `runs` wrapped to the width, as the current block's text; returns the lines.
    @discardableResult
    mutating func emitText(_ runs: [InlineRun]) -> [String] {
        var joiners: [Joiner] = []
        let contents = inline.lines(runs, width: width, joiners: &joiners)
        emit(contents, joiners: joiners)
        return contents
    }

    /// A blank line is owed between a block and the one before it in the same container.
    private mutating func startBlock() {
        let parent = stack.count - 1
        if followsLabel {
            followsLabel = false
            return
        }
        if parent < usedCount, stack[parent].separatesChildren, pendingBlank == nil { pendingBlank = parent }
    }

    // MARK: - Containers

    mutating func open(
        _ index: Int, role: OpenContainer.Role, first: String, rest: String, bar: String,
        end: Int? = nil, listDepth: Int? = nil
    ) {
        let parent = stack[stack.count - 1]
        let firstWidth = DisplayWidth.of(first)
        let restWidth = DisplayWidth.of(rest)
        let prefixWidth = max(firstWidth, restWidth)
        let fits = parent.width - prefixWidth >= Self.minimumContentWidth
        let restThrough = parent.restThrough + (fits ? rest : "")
        stack.append(
            OpenContainer(
                role: role, end: end ?? Int(document.nodes[index].end), firstPrefix: fits ? first : "",
                restThrough: restThrough, firstWidth: fits ? firstWidth : 0,
                restThroughWidth: parent.restThroughWidth + (fits ? restWidth : 0),
                blankThrough: Self.trimmingTrailingSpaces(parent.restThrough + (fits ? bar : "")),
                width: fits ? parent.width - prefixWidth : parent.width, listDepth: listDepth ?? parent.listDepth))
    }

    mutating func closeContainers(before index: Int) {
        while stack.count > 1, stack[stack.count - 1].end <= index {
            stack.removeLast()
            followsLabel = false
        }
        usedCount = min(usedCount, stack.count)
        if let blank = pendingBlank, blank >= stack.count { pendingBlank = nil }
    }

    private mutating func openList(_ index: Int, ordered: Bool, start: Int, tight: Bool) {
        let count = document.children(of: index).reduce(0) { count, _ in count + 1 }
        let widest = ordered ? "\(start + max(count - 1, 0))." : "•"
        let depth = stack[stack.count - 1].listDepth
        open(
            index,
            role: .list(
                ordered: ordered, tight: tight, nextNumber: start, markerWidth: DisplayWidth.of(widest), depth: depth),
            first: "", rest: "", bar: "", listDepth: depth + 1)
    }

    private mutating func openItem(_ index: Int, checkbox: TaskCheckbox?) {
        let listIndex = stack.count - 1
        guard case .list(let ordered, let tight, let number, let markerWidth, let depth) = stack[listIndex].role else {
            open(index, role: .item(tight: false), first: "  • ", rest: "    ", bar: "")
            return
        }
        stack[listIndex].role = .list(
            ordered: ordered, tight: tight, nextNumber: number + 1, markerWidth: markerWidth, depth: depth)
        let bullets = ["•", "◦", "▪"]
        var marker = ordered ? "\(number)." : bullets[depth % bullets.count]
        marker = marker.padded(toDisplayWidth: markerWidth, alignRight: true)
        var first = "  " + marker + " "
        switch checkbox {
        case .checked?: first += "☑ "
        case .unchecked?: first += "☐ "
        case nil: break
        }
        open(
            index, role: .item(tight: tight), first: first, rest: String(repeating: " ", count: DisplayWidth.of(first)),
            bar: "")
    }

    private mutating func openFootnote(_ index: Int, number: Int) {
        if !footnotesStarted {
            footnotesStarted = true
            emit(options.style.dim(String(repeating: "─", count: min(width, 20))))
        }
        let marker = options.style.color("[\(number)]", .blue) + " "
        open(
            index, role: .footnote, first: marker, rest: String(repeating: " ", count: DisplayWidth.of(marker)), bar: ""
        )
    }

    /// Qiita's `:::note info|warn|alert`: a bar in the kind's colour (cyan, yellow, red) and a
    /// bold `[kind]` label line, then the note's blocks.
    private mutating func openNote(_ index: Int, kind: NoteKind) {
        let color: TerminalColor =
            switch kind {
            case .info: .cyan
            case .warn: .yellow
            case .alert: .red
            }
        let bar = options.style.color("│", color)
        open(index, role: .note, first: bar + " ", rest: bar + " ", bar: bar)
        emit(options.style.bold(options.style.color("[\(kind.rawValue)]", color)))
        followsLabel = true
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
