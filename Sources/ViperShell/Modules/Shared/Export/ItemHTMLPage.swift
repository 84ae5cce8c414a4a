import CodeHighlighting
import FoundationEssentials
import ItemsModel
import Markdown
import MarkdownTerminal
import ShellKit

/// `export --format html`: one self-contained page. The article is rendered by the engine the
/// terminal uses (cmark-gfm with Qiita's options) through its HTML renderer, sanitized as Qiita
/// sanitizes and decorated as the terminal shows it (notes as callouts of their kind, code under
/// its file name, highlighted by GNU source-highlight in a light palette, diff lines coloured,
/// emoji); above it a header (title, author, dates, tags, likes), below it the comments, and its
/// stylesheet for screen and print. No script, no font or sheet fetched: nothing is requested
/// from outside the page but the images and allowed embeds the article itself shows.
package struct ItemHTMLPage {
    package let highlighter: CodeHighlighter?

    package init(highlighter: CodeHighlighter? = CodeHighlighter.system) {
        self.highlighter = highlighter
    }

    package func render(_ item: QiitaItem, comments: [QiitaComment]?) -> String {
        let escape = QiitaHTMLSanitizer.escapeText
        let attribute = QiitaHTMLSanitizer.escapeAttribute
        var page = [
            "<!DOCTYPE html>", "<html lang=\"ja\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta name=\"generator\" content=\"viper-shell\">", "<meta name=\"color-scheme\" content=\"light\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src * data:; "
                + "frame-src https:; style-src 'unsafe-inline'\">",
            "<title>\(escape(item.title))</title>", "<style>\(ItemHTMLStylesheet.css)</style>", "</head>", "<body>",
            "<header>", "<h1 class=\"title\">\(escape(item.title))</h1>",
        ]
        let link =
            QiitaHTMLSanitizer.isSafeAddress(item.url, allowsMail: false)
            ? " · <a href=\"\(attribute(item.url))\">\(escape(item.url))</a>" : ""
        page.append(
            "<p class=\"meta\">\(escape(item.user.id))\(item.user.name.isEmpty ? "" : " (\(escape(item.user.name)))")"
                + " · posted \(escape(item.createdAt)) · updated \(escape(item.updatedAt))"
                + " · \(item.likesCount) likes · \(item.stocksCount) stocks\(link)</p>")
        page.append(
            "<p class=\"tags\">"
                + item.tags.map { "<span class=\"tag\">\(escape($0.name))</span>" }.joined(separator: " ")
                + "</p>")
        page += ["</header>", "<article>", body(item.body), "</article>"]
        if let comments, !comments.isEmpty {
            page.append("<section class=\"comments\"><h2>Comments (\(comments.count))</h2>")
            for comment in comments {
                let meta = "\(escape(comment.user.id)) · \(escape(comment.createdAt))"
                page.append("<div class=\"comment\"><p class=\"meta\">\(meta)</p>" + body(comment.body) + "</div>")
            }
            page.append("</section>")
        }
        page += ["</body>", "</html>", ""]
        return page.joined(separator: "\n")
    }

    /// Markdown as sanitized HTML, decorated as the terminal shows it: code blocks framed with
    /// their file name and highlighted, notes with their kind's icon and label, emoji for
    /// shortcodes (the terminal's table).
    func body(_ markdown: String) -> String {
        let code = ExportCodeBlockHTML(highlighter: highlighter)
        let decorations = QiitaHTMLDecorations(
            codeBlock: { code.html(code: $0, info: $1) }, noteOpening: ExportNoteHTML.opening,
            text: EmojiShortcodeReplacer.replacing(in:))
        return QiitaHTMLSanitizer.sanitize(MarkdownDocument.html(markdown), decorations: decorations)
    }
}
