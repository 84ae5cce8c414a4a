import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import ItemsModel
import MarkdownTerminal
import OutputTools
import ShellKit

/// How Items and ItemDetail print what the reading commands show, written once for both views:
/// comments through the pager, comments as JSON, a URL alone on a line.
@MainActor package struct ItemReadingPrinter {
    package let screen: Screen
    package let pager: Pager
    /// How `image K` draws (nil: coloured blocks): the session's graphics, asked for when drawn.
    package var imageGraphics: @MainActor () -> ImageGraphics? = { nil }

    package init(screen: Screen, pager: Pager, imageGraphics: @escaping @MainActor () -> ImageGraphics? = { nil }) {
        self.screen = screen
        self.pager = pager
        self.imageGraphics = imageGraphics
    }

    package func comments(_ model: ItemCommentsViewModel) {
        pager.show(
            ItemCommentsRenderer(width: screen.articleWidth, layout: screen.articleLayout, language: screen.language).render(
                model))
    }

    package func commentsJSON(_ comments: [QiitaComment], fields: [String]?) {
        JSONOutput.print(JSONText.encode(comments), fields: fields, of: .comment, on: screen)
    }

    package func url(_ url: String) {
        screen.print(TerminalSanitizer.inline(url))
    }

    /// `links`: numbered, through the pager, as wide as the terminal.
    package func links(_ model: ItemLinksViewModel) {
        pager.show(
            ItemNavigationRenderer(
                width: screen.width, style: screen.textStyle, language: screen.language
            ).render(model))
    }

    package func codeBlocks(_ blocks: [ItemCodeBlock], of item: QiitaItem) {
        screen.sayLines(CodeBlockListRenderer(width: screen.width, language: screen.language).render(blocks, of: item))
    }

    package func exactly(_ text: String) {
        screen.showPendingNotices()
        screen.console.writeOut(text)
    }

    /// OSC 52 (`ESC ] 52 ; c ; BASE64 BEL`): the terminal, even over SSH or inside tmux with
    /// `set-clipboard on`, puts the text on the clipboard. The text travels as base64, so nothing
    /// in it reaches the terminal raw.
    package func copy(_ text: String) -> Bool {
        screen.writeTerminalControl("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
    }

    /// The article as `open` lays it out at 80 columns, as plain text: no SGR or hyperlinks, code
    /// and emphasis as visible marks (`` `code` ``, `~~struck~~`), and without the interactive
    /// hint to type `comments` (a file has no prompt).
    package func plainArticle(_ item: QiitaItem) -> String {
        let layout = MarkdownLayoutOptions(style: TextStyle(level: .plain), hyperlinks: false, colorist: nil)
        let renderer = ItemDetailRenderer(
            width: 80, layout: layout, language: screen.language, showsCommentsHint: false)
        let model = ItemDetailViewModel(
            item: item, article: ItemArticle(body: item.body), isStocked: false, position: nil)
        return renderer.render(model).joined(separator: "\n") + "\n"
    }

    package func htmlPage(_ item: QiitaItem, comments: [QiitaComment]?) -> String {
        ItemHTMLPage().render(item, comments: comments)
    }

    package func exportProgress(done: Int, total: Int?) {
        guard isatty(STDERR_FILENO) == 1 else { return }
        guard let total else {
            _ = FileDescriptorWriter.write("\r\u{1B}[K", to: STDERR_FILENO)
            return
        }
        FileDescriptorWriter.write(
            "\r" + Message(SharedMessage.exportProgress, String(done), String(total)).text(in: screen.language)
                + "\u{1B}[K", to: STDERR_FILENO)
    }

    /// At a terminal, why nothing opened before the URL; for scripts the URL alone (a pipe
    /// reading URLs gets nothing else).
    package func urlWithoutBrowser(_ url: String) {
        if screen.console.isTerminal { screen.say(Message(SharedMessage.browseNoBrowser)) }
        self.url(url)
    }
}
