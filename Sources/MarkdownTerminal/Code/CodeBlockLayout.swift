import Markdown
import ShellKit

/// A code block laid out for the terminal: a header with its language and file name (the name
/// shown whole, wrapped rather than cut), then its lines indented, coloured by language when
/// colour is on and a colorist knows the language, never re-wrapped: a line too wide goes on
/// under a dim `↪`, cut by display width, so nothing is lost. `diff` and `diff_LANG` colour
/// added and removed lines; math (```` ```math ````, `$$…$$`) is shown as Unicode text
/// (`TeXMath.display`), or as its TeX source when it cannot be converted or the options say so.
package struct CodeBlockLayout {
    let info: CodeFenceInfo
    let code: String
    let options: MarkdownLayoutOptions
    private var isMath: Bool

    package init(info: String, code: String, options: MarkdownLayoutOptions) {
        self.init(info: CodeFenceInfo(info), code: code, options: options)
        if isMath, options.showsMathAsText, let lines = TeXMath.display(code) {
            self = CodeBlockLayout(info: self.info, code: lines.joined(separator: "\n"), options: options)
        }
    }

    private init(info: CodeFenceInfo, code: String, options: MarkdownLayoutOptions) {
        self.info = info
        self.code = code
        self.options = options
        isMath = info.isMath
    }

    /// Display math from a paragraph (`$$…$$`): shown as text without its dollars, or its source
    /// as written, laid out as a `math` block.
    package static func math(source: String, options: MarkdownLayoutOptions) -> CodeBlockLayout {
        let tex = String(source.dropFirst(2).dropLast(2))
        if options.showsMathAsText, source.hasPrefix("$$"), source.hasSuffix("$$"), let lines = TeXMath.display(tex) {
            return CodeBlockLayout(info: CodeFenceInfo("math"), code: lines.joined(separator: "\n"), options: options)
        }
        return CodeBlockLayout(info: CodeFenceInfo("math"), code: source, options: options)
    }

    package func lines(width: Int) -> [String] {
        var shapes: [LineTextShape] = []
        return lines(width: width, shapes: &shapes)
    }

    /// `lines(width:)`, appending each line's shape to `shapes`: the header's lines as wrapped,
    /// each code line `.newline` after its indentation, its continuations `.none` after `↪`.
    func lines(width: Int, shapes: inout [LineTextShape]) -> [String] {
        let indent = width >= 30 ? "    " : "  "
        var joiners: [Joiner] = []
        var result = header(width: width, joiners: &joiners)
        // A header without language or file name is a bare rule: nothing to search.
        let bare = info.language.isEmpty && info.fileName == nil
        shapes += joiners.map { bare ? .unsearched : .text($0) }
        let indentCells = DisplayWidth.of(indent)
        let room = width - indentCells
        let continuation = String(repeating: " ", count: max(0, indentCells - 2)) + options.style.dim("↪") + " "
        let indentShape = LineTextShape(joiner: .newline, prefixBytes: indent.utf8.count, prefixCells: indentCells)
        let continuationShape = LineTextShape(
            joiner: Joiner.none, prefixBytes: continuation.utf8.count, prefixCells: max(indentCells, 2))
        var body = codeLines()
        while body.last?.isEmpty == true { body.removeLast() }
        for line in body {
            guard !line.isEmpty else {
                result.append("")
                shapes.append(.text(.newline))
                continue
            }
            let pieces = StyledLineSplitter.pieces(line, room: room)
            for (number, piece) in pieces.enumerated() {
                result.append((number == 0 ? indent : continuation) + piece)
                shapes.append(number == 0 ? indentShape : continuationShape)
            }
        }
        return result
    }

    private func header(width: Int, joiners: inout [Joiner]) -> [String] {
        var runs = [InlineRun("──", traits: .shifted)]
        if !info.language.isEmpty {
            runs.append(InlineRun(" " + InlineSanitizing.safe(info.language), traits: .shifted))
        }
        if let name = info.fileName { runs.append(InlineRun(" " + InlineSanitizing.safe(name), traits: .bold)) }
        if runs.count == 1 { runs[0].text = "────" }
        return InlineLineBreaker(options: options).lines(runs, width: width, joiners: &joiners)
    }

    /// The code's lines, coloured when colour is on.
    private func codeLines() -> [String] {
        // Controls made visible and tabs expanded, so every column is measured.
        // LF is always a grapheme of its own: split on bytes, not Characters.
        var plain = TerminalSanitizer.block(code).utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(Substring($0))
        }
        if plain.last == "" { plain.removeLast() }
        let style = options.style
        guard style.isEnabled else { return plain }
        if isMath { return plain.map { style.color($0, .yellow) } }
        if let diffLanguage = info.diffLanguage {
            let highlighted =
                diffLanguage.isEmpty ? nil : highlight(plain.joined(separator: "\n"), language: diffLanguage)
            return plain.enumerated().map { number, line in
                if line.hasPrefix("+") { return style.color(line, .green) }
                if line.hasPrefix("-") { return style.color(line, .red) }
                if line.hasPrefix("@@") { return style.color(line, .cyan) }
                if let highlighted, highlighted.indices.contains(number) { return highlighted[number] }
                return line
            }
        }
        var language = info.normalizedLanguage
        if language.isEmpty, let name = info.fileName { language = options.colorist?.language(forFileName: name) ?? "" }
        guard !language.isEmpty, let highlighted = highlight(plain.joined(separator: "\n"), language: language),
            highlighted.count == plain.count
        else { return plain }
        return highlighted
    }

    private func highlight(_ code: String, language: String) -> [String]? {
        options.colorist?.highlight(code, language: language, theme: options.codeTheme)
    }
}
