import ShellKit

/// Renders expected versus actual transcript output as a unified diff in which lines that match by
/// the `TranscriptMatcher` rules count as equal, so a `[..]` or `...` line that matched is shown as
/// context, never as a difference.
///
/// - The alignment is an optimal one (fewest `-`/`+` lines) from an O(n·m) dynamic programme over
///   the lines left after trimming the common head and tail; a `...` line absorbs actual lines at
///   no cost. On ties a match wins, `-` lines come before `+` lines, and a `...` absorbs as few
///   lines as it can (so the line after it is matched rather than hidden inside it).
/// - Context lines show the expected text. The `+` side is numbered as the actual output with the
///   lines a `...` absorbed folded into that one `...` line (as snapbox/trycmd do), so every hunk
///   header agrees with its body; the `-` side is numbered as the transcript, from
///   `expectedStartLine`.
/// - Headers always carry both numbers (`@@ -a,b +c,d @@`); an empty range names the line before it,
///   as GNU diff does (`-0,0` is "before line 1"). Every output line ends with a newline.
public enum UnifiedDiff {
    public static func make(
        expected: [String],
        actual: [String],
        expectedName: String,
        actualName: String,
        context: Int = 3,
        expectedStartLine: Int = 1
    ) -> String {
        if TranscriptMatcher.matches(expected: expected, actual: actual) { return "" }
        let edits = Alignment.edits(expected: expected, actual: actual)
        let hunks = hunkRanges(of: edits, context: max(0, context))
        guard !hunks.isEmpty else { return "" }

        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var oldCount = 0
        var newCount = 0
        for edit in edits {
            oldBefore.append(oldCount)
            newBefore.append(newCount)
            if edit.isInExpected { oldCount += 1 }
            if edit.isInActual { newCount += 1 }
        }
        oldBefore.append(oldCount)
        newBefore.append(newCount)

        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks {
            let oldLength = oldBefore[hunk.upperBound] - oldBefore[hunk.lowerBound]
            let newLength = newBefore[hunk.upperBound] - newBefore[hunk.lowerBound]
            let oldStart = oldBefore[hunk.lowerBound] + (oldLength > 0 ? 1 : 0) + expectedStartLine - 1
            let newStart = newBefore[hunk.lowerBound] + (newLength > 0 ? 1 : 0)
            output += "@@ -\(oldStart),\(oldLength) +\(newStart),\(newLength) @@\n"
            for edit in edits[hunk] { output += edit.rendered + "\n" }
        }
        return output
    }

    /// Groups the changed edits with up to `context` unchanged edits around them; changes closer
    /// than twice the context share a hunk.
    private static func hunkRanges(of edits: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var current: (first: Int, last: Int)?
        for (index, edit) in edits.enumerated() where !edit.isUnchanged {
            if let open = current, index - open.last - 1 <= 2 * context {
                current = (open.first, index)
            } else {
                if let open = current { ranges.append(hunk(open, context: context, count: edits.count)) }
                current = (index, index)
            }
        }
        if let open = current { ranges.append(hunk(open, context: context, count: edits.count)) }
        return ranges
    }

    private static func hunk(_ changes: (first: Int, last: Int), context: Int, count: Int) -> Range<Int> {
        max(0, changes.first - context)..<min(count, changes.last + 1 + context)
    }
}

extension UnifiedDiff {
    /// One line of the diff.
    package enum Edit: Equatable {
        /// A line present on both sides (shown with the expected text).
        case unchanged(String)
        /// An expected line missing from the actual output.
        case removed(String)
        /// An actual line the transcript did not expect.
        case added(String)

        package var isUnchanged: Bool { if case .unchanged = self { true } else { false } }
        package var isInExpected: Bool { if case .added = self { false } else { true } }
        package var isInActual: Bool { if case .removed = self { false } else { true } }

        package var rendered: String {
            switch self {
            case let .unchanged(line): " " + line
            case let .removed(line): "-" + line
            case let .added(line): "+" + line
            }
        }
    }

    /// Finds an alignment of expected and actual lines with the fewest removed and added lines.
    package enum Alignment {
        /// The step taken from one cell of the table.
        private enum Step: UInt8 {
            case match, remove, add, absorb, leaveAnyLines
        }

        package static func edits(expected: [String], actual: [String]) -> [Edit] {
            var head = 0
            while head < expected.count, head < actual.count, expected[head] != TranscriptMatcher.anyLines,
                TranscriptMatcher.lineMatches(pattern: expected[head], line: actual[head])
            {
                head += 1
            }
            var tail = 0
            while head + tail < expected.count, head + tail < actual.count,
                expected[expected.count - 1 - tail] != TranscriptMatcher.anyLines,
                TranscriptMatcher.lineMatches(
                    pattern: expected[expected.count - 1 - tail], line: actual[actual.count - 1 - tail])
            {
                tail += 1
            }
            let middle = alignMiddle(
                expected: Array(expected[head..<(expected.count - tail)]),
                actual: Array(actual[head..<(actual.count - tail)])
            )
            return expected[..<head].map(Edit.unchanged) + middle + expected.suffix(tail).map(Edit.unchanged)
        }

        /// The dynamic programme: `cost[i][j]` is the fewest removed plus added lines that align
        /// `expected[i...]` with `actual[j...]`; rows are computed from the bottom, keeping only two,
        /// and each cell's best step is kept for the walk back from the top.
        private static func alignMiddle(expected: [String], actual: [String]) -> [Edit] {
            let rowCount = expected.count
            let columnCount = actual.count
            let width = columnCount + 1
            let equal = LineEquality(expected: expected, actual: actual)
            var steps = [Step](repeating: .add, count: (rowCount + 1) * width)
            var below = (0...columnCount).map { columnCount - $0 }
            var row = below
            for i in stride(from: rowCount - 1, through: 0, by: -1) {
                let isAnyLines = expected[i] == TranscriptMatcher.anyLines
                for j in stride(from: columnCount, through: 0, by: -1) {
                    var step: Step
                    var cost: Int
                    if isAnyLines {
                        (step, cost) = (.leaveAnyLines, below[j])
                        if j < columnCount, row[j + 1] < cost { (step, cost) = (.absorb, row[j + 1]) }
                    } else {
                        (step, cost) = (.remove, below[j] + 1)
                        if j < columnCount {
                            if row[j + 1] + 1 < cost { (step, cost) = (.add, row[j + 1] + 1) }
                            if below[j + 1] <= cost, equal(i, j) { (step, cost) = (.match, below[j + 1]) }
                        }
                    }
                    row[j] = cost
                    steps[i * width + j] = step
                }
                swap(&row, &below)
            }

            var edits: [Edit] = []
            var (i, j) = (0, 0)
            while i < rowCount || j < columnCount {
                switch steps[i * width + j] {
                case .match: edits.append(.unchanged(expected[i])); i += 1; j += 1
                case .remove: edits.append(.removed(expected[i])); i += 1
                case .add: edits.append(.added(actual[j])); j += 1
                case .absorb: j += 1
                case .leaveAnyLines: edits.append(.unchanged(expected[i])); i += 1
                }
            }
            return edits
        }
    }

    /// Line equality by the transcript rules, fast for plain lines: each distinct actual line gets
    /// a number, so a plain expected line is compared by number; a `[..]` line is matched against
    /// its parts, split once.
    private struct LineEquality {
        /// How one expected line is compared.
        private enum Expectation {
            /// The number of the actual lines with the same text (-1 when there are none).
            case plain(Int)
            case wildcards([Substring])
            /// A ` (re)` line: its expression must match the whole actual line.
            case expression(Regex<AnyRegexOutput>)
        }

        private let actual: [String]
        private let actualNumbers: [Int]
        private let expectations: [Expectation]

        package init(expected: [String], actual: [String]) {
            var numbers: [String: Int] = [:]
            for line in actual where numbers[line] == nil { numbers[line] = numbers.count }
            self.actual = actual
            self.actualNumbers = actual.map { numbers[$0] ?? -1 }
            self.expectations = expected.map { line in
                if let expression = TranscriptMatcher.expression(in: line) { return .expression(expression) }
                return TranscriptMatcher.wildcardParts(of: line).map(Expectation.wildcards)
                    ?? .plain(numbers[line] ?? -1)
            }
        }

        package func callAsFunction(_ expectedIndex: Int, _ actualIndex: Int) -> Bool {
            switch expectations[expectedIndex] {
            case let .plain(number): number == actualNumbers[actualIndex]
            case let .wildcards(parts): TranscriptMatcher.matches(actual[actualIndex], wildcardParts: parts)
            case let .expression(expression): (try? expression.wholeMatch(in: actual[actualIndex])) != nil
            }
        }
    }
}
