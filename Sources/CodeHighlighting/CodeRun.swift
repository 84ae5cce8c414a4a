/// A stretch of one highlighted line of code: its text and the kind of token it is (nil: plain).
/// A line's runs joined are the line exactly as `CodeHighlighter` made it safe (no controls, tabs
/// expanded); a theme colours them for a terminal (`CodeTheme.sgr`) and the HTML export makes
/// spans of them (`CodeTheme.colour(for:)`).
package struct CodeRun: Equatable, Sendable {
    package var text: String
    package var kind: CodeTokenKind?

    package init(_ text: String, _ kind: CodeTokenKind? = nil) {
        self.text = text
        self.kind = kind
    }

    /// The runs of a line `HighlightedOutput` checked (text, `ESC[38;5;N m` opening kind N,
    /// `ESC[m` closing it), neighbours of one kind merged and empty ones dropped.
    static func runs(ofKindCodedLine line: String) -> [CodeRun] {
        var runs: [CodeRun] = []
        var kind: CodeTokenKind?
        var text = ""
        func flush() {
            guard !text.isEmpty else { return }
            if let last = runs.last, last.kind == kind {
                runs[runs.count - 1].text += text
            } else {
                runs.append(CodeRun(text, kind))
            }
            text = ""
        }
        var scalars = Substring(line).unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\u{1B}" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            flush()
            var parameters = ""
            _ = scalars.popFirst()  // "["; HighlightedOutput let only whole SGR sequences through
            while let next = scalars.popFirst(), next != "m" { parameters.unicodeScalars.append(next) }
            // `38;5;N` opens kind N; `` or `0` (a reset) closes it.
            kind = parameters.split(separator: ";").last.flatMap { Int($0) }.flatMap(CodeTokenKind.init(code:))
        }
        flush()
        return runs
    }
}
