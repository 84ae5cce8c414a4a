import CodeHighlighting
import ShellKit

/// How an article is laid out beyond its width: colours, hyperlinks, code highlighting, math.
package struct MarkdownLayoutOptions: Sendable {
    /// SGR styling; off in a pipe or under `NO_COLOR`.
    package var style: TextStyle
    /// Links as OSC 8 hyperlinks (their addresses then not printed after their text).
    package var hyperlinks: Bool
    /// Colours a code block's lines by language, or nil for plain code (see `CodeColorist`).
    package var colorist: (any CodeColorist)?
    /// The colours code is highlighted in: `set theme`, for a dark or a light background.
    package var codeTheme: CodeTheme
    /// TeX math shown as Unicode text (`TeXMath`: `x_i^2` → `xᵢ²`); false: as its source.
    package var showsMathAsText: Bool
    /// Draws images that stand alone in a paragraph above their caption; nil: captions only.
    package var images: (any ArticleImageSource)?

    package init(
        style: TextStyle, hyperlinks: Bool = false, colorist: (any CodeColorist)? = nil, codeTheme: CodeTheme = .dark,
        showsMathAsText: Bool = true, images: (any ArticleImageSource)? = nil
    ) {
        self.style = style
        self.hyperlinks = hyperlinks
        self.colorist = colorist
        self.codeTheme = codeTheme
        self.showsMathAsText = showsMathAsText
        self.images = images
    }
}

/// Something that highlights source code for a terminal: one SGR-coloured line per line of code,
/// each closing its own styles, or nil when it cannot (unknown language): the code is then plain.
package protocol CodeColorist: Sendable {
    /// `code`'s lines coloured as `language` (a fence's language, such as `ruby` or `c++`) in
    /// `theme`'s colours.
    func highlight(_ code: String, language: String, theme: CodeTheme) -> [String]?
    /// The language of a file name (`main.go` → `go`), for a fence that names only a file.
    func language(forFileName name: String) -> String?
}
