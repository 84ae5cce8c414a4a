import ItemsModel
import MarkdownTerminal
import ShellKit

/// Lays out what the reader shows at one width: an article (the header as the line view shows
/// it, then the body with where each line came from, then how to read the comments) or its
/// comments.
struct ReaderDocumentBuilder {
    let width: Int
    let layout: MarkdownLayoutOptions
    let language: Language

    func article(_ model: ItemDetailViewModel) -> ReaderDocument {
        let renderer = ItemDetailRenderer(width: width, layout: layout, language: language, showsCommentsHint: false)
        let header = renderer.header(model)
        let body = MarkdownTerminalRenderer(width: width, options: layout).layout(model.article.document)
        var lines = header + body.lines
        if model.item.commentsCount > 0 {
            let hint = Message(ReaderMessage.commentsHint, String(model.item.commentsCount)).text(in: language)
            lines += [""] + TextWrapper.wrap(TerminalSanitizer.inline(hint), width: width).map { layout.style.dim($0) }
        }
        let bodyStart = header.count
        let headings = model.article.outline.headings.compactMap { heading -> ReaderHeading? in
            guard let line = body.headingLines[Int32(heading.node)] else { return nil }
            return ReaderHeading(level: heading.level, title: heading.title, line: bodyStart + line)
        }
        return ReaderDocument(
            kind: .article, title: model.item.title, lines: lines, headings: headings,
            body: ReaderBodyOrigins(start: bodyStart, origins: body.origins),
            makeText: { ReaderArticleText.make(ArticleText(body), bodyStart: bodyStart) })
    }

    func comments(_ model: ItemCommentsViewModel) -> ReaderDocument {
        let lines = ItemCommentsRenderer(width: width, layout: layout, language: language).render(model)
        return ReaderDocument(
            kind: .comments, title: model.itemTitle, lines: lines, headings: [], body: nil,
            makeText: { ReaderLineText.make(lines) })
    }
}
