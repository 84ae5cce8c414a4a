import ShellKit

/// Converted math as lines of text: one line but for a matrix, cases or aligned rows in display
/// math. Boxes side by side line up on their baselines (a matrix's middle row), each line padded
/// to the box's width in display columns.
struct MathBox: Equatable {
    var lines: [String]
    /// The line text before and after it lines up with.
    var baseline: Int

    init(_ text: String = "") {
        lines = [text]
        baseline = 0
    }

    init(lines: [String], baseline: Int) {
        self.lines = lines.isEmpty ? [""] : lines
        self.baseline = min(max(baseline, 0), self.lines.count - 1)
    }

    var isSingleLine: Bool { lines.count == 1 }

    /// The box on one line (rows joined by "; " when it has several).
    var flattened: String { lines.count == 1 ? lines[0] : lines.joined(separator: "; ") }

    var width: Int { lines.map(DisplayWidth.of).max() ?? 0 }

    /// Text added at the end of the baseline's line.
    mutating func append(_ text: String) {
        guard !text.isEmpty else { return }
        if isSingleLine {
            lines[0] += text
        } else {
            append(MathBox(text))
        }
    }

    /// `other` to the right of this box, baselines lined up.
    mutating func append(_ other: MathBox) {
        if isSingleLine, other.isSingleLine {
            lines[0] += other.lines[0]
            return
        }
        let above = max(baseline, other.baseline)
        let below = max(lines.count - baseline, other.lines.count - other.baseline)
        let leftWidth = width
        var joined: [String] = []
        for row in 0..<(above + below) {
            let left = line(row - above + baseline)
            let right = other.line(row - above + other.baseline)
            joined.append(left.padded(toDisplayWidth: leftWidth) + right)
        }
        lines = joined.map(Self.trimmingTrailingSpaces)
        baseline = above
    }

    private func line(_ index: Int) -> String {
        lines.indices.contains(index) ? lines[index] : ""
    }

    /// `line` without the spaces at its end (padding that lines up nothing after it).
    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
