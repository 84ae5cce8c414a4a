import ItemsModel
import MarkdownTerminal
import ShellKit

/// How Items and ItemDetail print what the reading commands show, written once for both views:
/// comments through the pager, comments as JSON, a URL alone on a line.
@MainActor package struct ItemReadingPrinter {
    package let screen: Screen
    package let pager: Pager

    package func comments(_ model: ItemCommentsViewModel) {
        pager.show(
            ItemCommentsRenderer(width: screen.width, layout: screen.articleLayout, language: screen.language).render(
                model))
    }

    package func commentsJSON(_ comments: [QiitaComment], fields: [String]?) {
        JSONOutput.print(JSONText.encode(comments), fields: fields, on: screen)
    }

    package func url(_ url: String) {
        screen.print(TerminalSanitizer.inline(url))
    }

    /// At a terminal, why nothing opened before the URL; for scripts the URL alone (a pipe
    /// reading URLs gets nothing else).
    package func urlWithoutBrowser(_ url: String) {
        if screen.console.isTerminal { screen.say(Message(SharedMessage.browseNoBrowser)) }
        self.url(url)
    }
}
