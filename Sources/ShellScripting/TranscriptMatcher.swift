import ShellKit

/// Compares a transcript's expected output with the actual output, trycmd style: `[..]` in an
/// expected line matches any text (possibly empty) within that line, and an expected line that is
/// exactly `...` matches any number of whole lines, none included. As in cram, an expected line
/// ending in ` (re)` is a regular expression that must match the whole actual line.
public enum TranscriptMatcher {
    /// The expected line that matches any run of lines.
    public static let anyLines = "..."
    /// The marker that matches any text within one line.
    public static let anyText = "[..]"
    /// The suffix that makes an expected line a regular expression.
    public static let regexSuffix = " (re)"

    /// Whether `actual` matches `expected`.
    ///
    /// `...` lines play the role of `*` in a glob over lines, so this is the classic wildcard match
    /// that backtracks only to the latest `...`: each run of lines between two `...` is placed at
    /// its earliest fit, which is always the best choice. That is O(n·m) line comparisons at worst
    /// and close to linear in practice; nothing is exponential.
    public static func matches(expected: [String], actual: [String]) -> Bool {
        let wildcards = expected.map(wildcardParts(of:))
        let expressions = expected.map(expression(in:))
        func fits(_ patternIndex: Int, _ lineIndex: Int) -> Bool {
            if let expression = expressions[patternIndex] {
                return (try? expression.wholeMatch(in: actual[lineIndex])) != nil
            }
            guard let parts = wildcards[patternIndex] else { return expected[patternIndex] == actual[lineIndex] }
            return matches(actual[lineIndex], wildcardParts: parts)
        }
        var patternIndex = 0
        var lineIndex = 0
        var lastAnyLines: (patternIndex: Int, lineIndex: Int)?
        while lineIndex < actual.count {
            if patternIndex < expected.count, expected[patternIndex] == anyLines {
                lastAnyLines = (patternIndex, lineIndex)
                patternIndex += 1
            } else if patternIndex < expected.count, fits(patternIndex, lineIndex) {
                patternIndex += 1
                lineIndex += 1
            } else if let backtrack = lastAnyLines {
                lastAnyLines = (backtrack.patternIndex, backtrack.lineIndex + 1)
                patternIndex = backtrack.patternIndex + 1
                lineIndex = backtrack.lineIndex + 1
            } else {
                return false
            }
        }
        return expected[patternIndex...].allSatisfy { $0 == anyLines }
    }

    /// Whether one actual line matches one expected line (which may contain `[..]`; a `...` line is
    /// compared as plain text here).
    public static func lineMatches(pattern: String, line: String) -> Bool {
        if let expression = expression(in: pattern) { return (try? expression.wholeMatch(in: line)) != nil }
        guard let parts = wildcardParts(of: pattern) else { return pattern == line }
        return matches(line, wildcardParts: parts)
    }

    /// The regular expression of a line ending in ` (re)`; nil for any other line, and for one
    /// whose expression does not compile (it is then compared as plain text, and the diff shows it).
    package static func expression(in pattern: String) -> Regex<AnyRegexOutput>? {
        guard pattern.hasSuffix(regexSuffix) else { return nil }
        return try? Regex(String(pattern.dropLast(regexSuffix.count)))
    }

    /// The texts around the `[..]` markers of an expected line (at least two), or nil when the line
    /// has none and is compared as plain text. Computed once per line, used for many comparisons.
    package static func wildcardParts(of pattern: String) -> [Substring]? {
        guard pattern.utf8.contains(UInt8(ascii: "[")) else { return nil }
        let parts = pattern.split(separator: anyText, omittingEmptySubsequences: false)
        return parts.count > 1 ? parts : nil
    }

    /// Whether `line` is the first part, then anything, the next part, …, anything, the last part.
    /// Each middle part is taken at its earliest place, which leaves the most room for the rest.
    package static func matches(_ line: String, wildcardParts parts: [Substring]) -> Bool {
        guard let head = parts.first, let tail = parts.last else { return false }
        var rest = Substring(line)
        guard rest.hasPrefix(head) else { return false }
        rest = rest.dropFirst(head.count)
        guard rest.count >= tail.count, rest.hasSuffix(tail) else { return false }
        rest = rest.dropLast(tail.count)
        for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
            guard let found = rest.firstRange(of: middle) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }
}
