import CodeHighlighting
import Foundation
import ItemsModel
import Markdown
import ShellKit

/// `export --format html`: one self-contained page. The article is rendered by the engine the
/// terminal uses (cmark-gfm with Qiita's options) through its HTML renderer, sanitized as Qiita
/// sanitizes, its code highlighted by GNU source-highlight; above it a header (title, author,
/// dates, tags, likes), below it the comments, and a small stylesheet. No script, no request for
/// anything outside the page but images and allowed embeds the article itself shows.
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
            "<meta name=\"generator\" content=\"viper-shell\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; img-src * data:; "
                + "frame-src https:; style-src 'unsafe-inline'\">",
            "<title>\(escape(item.title))</title>", "<style>\(Self.stylesheet)</style>", "</head>", "<body>",
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

    /// Markdown as sanitized HTML, its fenced code highlighted.
    func body(_ markdown: String) -> String {
        QiitaHTMLSanitizer.sanitize(MarkdownDocument.html(markdown)) { code, info in
            let fence = CodeFenceInfo(info)
            let language =
                fence.language.isEmpty
                ? fence.fileName.flatMap(CodeHighlighter.language(forFileName:)) : fence.normalizedLanguage
            guard let highlighter, let language, let lines = highlighter.highlight(code, language: language) else {
                return nil
            }
            return lines.map(SGRToHTML.html).joined(separator: "\n") + "\n"
        }
    }

    static let stylesheet = """
        body{max-width:52rem;margin:2rem auto;padding:0 1rem;font:16px/1.7 -apple-system,"Segoe UI",\
        "Hiragino Sans","Noto Sans JP",sans-serif;color:#222}\
        header{border-bottom:1px solid #ddd;margin-bottom:1.5rem}.title{font-size:1.8rem;line-height:1.3}\
        .meta{color:#666;font-size:.9rem}.tag{background:#eef5e9;border-radius:4px;padding:.1rem .4rem;\
        font-size:.85rem}pre{background:#f6f8fa;padding:.8rem;overflow:auto;border-radius:6px}\
        code{font-family:ui-monospace,"SFMono-Regular",Menlo,monospace;font-size:.9em}\
        blockquote{border-left:4px solid #ddd;margin:0;padding-left:1rem;color:#555}\
        table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem}\
        img{max-width:100%}.comments{border-top:1px solid #ddd;margin-top:2rem}\
        .comment{border-bottom:1px solid #eee;padding:.5rem 0}
        """
}
