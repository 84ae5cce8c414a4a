import CodeHighlighting
import MarkdownTerminal
import ShellKit

extension Screen {
    /// How articles and comments are laid out on this screen now: its style level (colour,
    /// attributes only, or plain with marks), `set hyperlinks`, and code coloured by GNU
    /// source-highlight when colour is on, in `set theme`'s colours (with `auto`, the terminal's
    /// background is found out here, the first time code could be coloured).
    package var articleLayout: MarkdownLayoutOptions {
        MarkdownLayoutOptions(
            style: textStyle, hyperlinks: showsHyperlinks,
            colorist: colorEnabled ? CodeHighlighter.system : nil,
            codeTheme: colorEnabled && usesLightTheme ? .light : .dark)
    }
}
