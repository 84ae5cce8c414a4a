/// Records each line's `LineOrigin` as `BlockLayoutWalker` makes it: the leaf block it is in,
/// where its text starts in that block's search text (counted as the lines go, styling marks
/// left out), its prefixes' columns and its joiner; and the first line of each heading.
struct LineOriginRecorder {
    private(set) var origins: [LineOrigin] = []
    private(set) var headingLines: [Int32: Int] = [:]
    /// The leaf block being laid out (-1 before any).
    var block: Int32 = -1
    /// The block whose text is being counted, its length so far and its first searched line.
    private var textBlock = Int32.min
    private var textLength = 0
    private var textFirstLine = 0

    /// A blank line between blocks: it takes the block of the line before it.
    mutating func recordBlank() {
        origins.append(LineOrigin(block: origins.last?.block ?? -1, textStart: -1, prefixCells: 0, joiner: .first))
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
