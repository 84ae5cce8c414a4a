import CodeHighlighting
import MarkdownTerminal
import ShellKit

extension Screen {
    /// How articles and comments are laid out on this screen now: colour, `set hyperlinks`, and
    /// code coloured by GNU source-highlight when colour is on.
    package var articleLayout: MarkdownLayoutOptions {
        MarkdownLayoutOptions(
            style: TextStyle(isEnabled: colorEnabled), hyperlinks: showsHyperlinks,
            colorist: colorEnabled ? CodeHighlighter.system : nil)
    }
}
