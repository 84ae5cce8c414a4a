/// Records each line's `LineOrigin` as `BlockLayoutWalker` makes it: the leaf block it is in,
/// where its text starts in that block's search text (counted as the lines go, styling marks
/// left out), its prefixes' columns and its joiner; and the first line of each heading.
struct LineOriginRecorder {
    private(set) var origins: [LineOrigin] = []
    private(set) var headingLines: [Int32: Int] = [:]
    /// The leaf block being laid out (-1 before any).
    var block: Int32 = -1
    /// The block a blank line takes when no line comes before it.
    private var blockBeforeFirstLine: Int32 = -1
    /// The block whose text is being counted, its length so far and its first searched line.
    private var textBlock = Int32.min
    private var textLength = 0
    private var textFirstLine = 0

    init() {}

    /// The recorder of a part laid out apart from the lines before it (`BlockLayoutWalker`'s
    /// `layOutRest()`): until its first leaf, its lines take stand-in blocks that `append(_:)`
    /// fills in with what the part before ended with.
    static func forLaterPart() -> LineOriginRecorder {
        var recorder = LineOriginRecorder()
        recorder.block = Self.blockOfPartBefore
        recorder.blockBeforeFirstLine = Self.lastLineBlockOfPartBefore
        return recorder
    }

    /// Stand-ins for the block being laid out and the block of the last line when a part began.
    private static let blockOfPartBefore: Int32 = -2
    private static let lastLineBlockOfPartBefore: Int32 = -3

    /// A blank line between blocks: it takes the block of the line before it.
    mutating func recordBlank() {
        origins.append(
            LineOrigin(block: origins.last?.block ?? blockBeforeFirstLine, textStart: -1, prefixCells: 0, joiner: .first))
    }

    /// Appends what `later` recorded for the part laid out after this one's lines, as if this
    /// recorder had gone on recording it: its stand-in blocks filled in, its heading lines moved
    /// past this part's lines. Leaves never span parts, so a part's text counting starts afresh.
    mutating func append(_ later: LineOriginRecorder) {
        let lineOffset = origins.count
        let lastLineBlock = origins.last?.block ?? blockBeforeFirstLine
        let current = block
        func filled(_ block: Int32) -> Int32 {
            block == Self.blockOfPartBefore ? current : block == Self.lastLineBlockOfPartBefore ? lastLineBlock : block
        }
        origins.reserveCapacity(origins.count + later.origins.count)
        for var origin in later.origins {
            origin.block = filled(origin.block)
            origins.append(origin)
        }
        for (node, line) in later.headingLines { headingLines[node] = line + lineOffset }
        block = filled(later.block)
        if later.textBlock != Int32.min {
            textBlock = later.textBlock
            textLength = later.textLength
            textFirstLine = later.textFirstLine + lineOffset
        }
    }

    /// Line `line`, whose content (prefixes and all) starts at byte `contentStart` after
    /// `prefixCells` columns of its containers' prefixes, shaped by its block's layout as `shape`.
    mutating func record(_ line: String, contentStart: Int, prefixCells: Int, shape: LineTextShape) {
        guard var joiner = shape.joiner else {
            origins.append(
                LineOrigin(block: block, textStart: -1, prefixCells: Int16(clamping: prefixCells), joiner: .first))
            return
        }
        if textBlock != block {
            textBlock = block
            textLength = 0
            textFirstLine = origins.count
            joiner = .first
        } else {
            if joiner == .first { joiner = .newline }
            textLength += joiner.byteCount
        }
        let start = textLength
        textLength += SearchedLineText.byteCount(of: line, from: contentStart + shape.prefixBytes)
        origins.append(
            LineOrigin(
                block: block, textStart: Int32(clamping: start),
                prefixCells: Int16(clamping: prefixCells + shape.prefixCells), joiner: joiner))
    }

    /// Heading `node` was just laid out: its first searched line (`fallback` if it had none).
    mutating func recordHeading(_ node: Int, fallback: Int) {
        headingLines[Int32(node)] = textBlock == Int32(node) ? textFirstLine : fallback
    }
}
