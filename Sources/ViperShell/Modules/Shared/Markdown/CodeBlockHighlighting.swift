import CodeHighlighting

/// Colours for an article's code blocks (issue 27 item 4), for the renderer to take up: a
/// fence's info string (`ruby`, `ruby:app.rb`, `main.go`) to the block's coloured lines.
/// Nothing calls it at start, so a start pays nothing for it but source-highlight's static
/// initializers.
package enum CodeBlockHighlighting {
    /// The block's lines coloured for its fence's `info`, or nil when it is to be shown plain.
    package static func lines(of code: String, info: String) -> [String]? {
        let highlighter = CodeHighlighter.system
        guard let language = highlighter.language(named: info) else { return nil }
        return highlighter.highlight(code, language: language)
    }
}
