import ShellKit
import ItemsDomain

/// What `MarkdownInlineParser` has already learnt about one stretch of text, so unmatched
/// delimiters cost one scan in all rather than one each (keeping hostile input linear-ish):
/// which `[` matches which `]`, and from where on no code span or emphasis can close.
package final class MarkdownInlineScanMemo {
    /// `[` index → matching `]` index, built on first use.
    package var bracketMatches: [Int: Int]?
    /// Backtick run length → the earliest index from which no closing run of that length exists.
    package var codeSpanNeverClosesFrom: [Int: Int] = [:]
    /// Delimiter and length (such as `**`) → the earliest index from which no closer exists.
    package var emphasisNeverClosesFrom: [String: Int] = [:]
}
