@testable import CodeHighlighting

extension CodeHighlighter {
    /// The system's data with a time limit a loaded test machine never reaches: for the tests of
    /// what the highlighter gives. The limit itself is tested with `system` and shorter limits.
    static let patient = CodeHighlighter(dataDirectory: "/usr/share/source-highlight", timeLimitMilliseconds: 30_000)
}
