import CodeHighlighting
import Markdown
import ShellKit

/// A code block of the exported page, as the terminal shows it: a `<figure>` whose caption holds
/// the fence's file name (`python:items.py`) and language, then the code highlighted in the light
/// palette (`CodeTheme.light`). A diff (`diff`, `diff_LANG`) shows each `+` line as added, `-` as
/// removed and `@@` as a hunk, each a coloured line; the code after the marks is highlighted as
/// LANG. The code is made inert first as on the terminal (controls in visible form, tabs expanded).
struct ExportCodeBlockHTML {
    let highlighter: CodeHighlighter?

    /// The whole block for the fence `info` (`ruby:app.rb`, `diff_python:items.py`, or empty).
    func html(code: String, info: String) -> String {
        let fence = CodeFenceInfo(info)
        var lines = TerminalSanitizer.block(code).split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        if lines.last == "" { lines.removeLast() }
        let body = fence.diffLanguage.map { diffLines(lines, language: $0) } ?? codeLines(lines, fence: fence)
        let escape = QiitaHTMLSanitizer.escapeText
        let kind = fence.diffLanguage == nil ? "code-block" : "code-block diff"
        var html = "<figure class=\"\(kind)\">"
        if fence.fileName != nil || !fence.language.isEmpty {
            html += "<figcaption>"
            if let name = fence.fileName { html += "<span class=\"code-file\">\(escape(name))</span>" }
            if !fence.language.isEmpty { html += "<span class=\"code-lang\">\(escape(fence.language))</span>" }
            html += "</figcaption>"
        }
        let language =
            fence.language.isEmpty ? "" : " class=\"language-\(QiitaHTMLSanitizer.escapeAttribute(fence.language))\""
        return html + "<pre><code\(language)>" + body.joined() + "</code></pre></figure>"
    }

    /// Each line as HTML with its newline, highlighted when the language is known.
    private func codeLines(_ lines: [String], fence: CodeFenceInfo) -> [String] {
        let language =
            fence.language.isEmpty
            ? fence.fileName.flatMap(CodeHighlighter.language(forFileName:)) : fence.normalizedLanguage
        let coloured = language.flatMap { highlighted(lines, language: $0) }
        return lines.indices.map { (coloured?[$0] ?? QiitaHTMLSanitizer.escapeText(lines[$0])) + "\n" }
    }

    /// A diff's lines: `+`, `-` and `@@` lines each a span of its kind, the code after a `+`,
    /// `-` or ` ` mark highlighted as `language` (none when empty).
    private func diffLines(_ lines: [String], language: String) -> [String] {
        let marks = lines.map { line in line.first.flatMap { "+- ".contains($0) ? $0 : nil } }
        let codes = lines.indices.map { marks[$0] == nil ? lines[$0] : String(lines[$0].dropFirst()) }
        let coloured = language.isEmpty ? nil : highlighted(codes, language: language)
        return lines.indices.map { index in
            let escape = QiitaHTMLSanitizer.escapeText
            if lines[index].hasPrefix("@@") { return "<span class=\"diff-hunk\">\(escape(lines[index]))\n</span>" }
            let code = coloured?[index] ?? escape(codes[index])
            switch marks[index] {
            case "+": return "<span class=\"diff-added\"><span class=\"diff-mark\">+</span>\(code)\n</span>"
            case "-": return "<span class=\"diff-removed\"><span class=\"diff-mark\">-</span>\(code)\n</span>"
            case " ": return " \(code)\n"
            default: return code + "\n"
            }
        }
    }

    /// The lines highlighted as `language`, as HTML: a span per run of a kind of token, in the light
    /// code theme's colour (`CodeTheme.light`, checked for 4.5:1 on white and #f6f8fa); nil when
    /// the highlighter cannot.
    private func highlighted(_ lines: [String], language: String) -> [String]? {
        guard let highlighter, let runs = highlighter.runs(lines.joined(separator: "\n"), language: language),
            runs.count == lines.count
        else { return nil }
        return runs.map { line in
            line.map { run in
                let text = QiitaHTMLSanitizer.escapeText(run.text)
                guard let kind = run.kind else { return text }
                return "<span style=\"color:\(CodeTheme.light.colour(for: kind).hex)\">\(text)</span>"
            }.joined()
        }
    }
}
