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

    /// The whole article.
    func article(_ model: ItemDetailViewModel) -> ReaderDocument {
        var body = MarkdownTerminalRenderer(width: width, options: layout).progressiveLayout(model.article.document)
        body.complete()
        return article(model, header: header(model), body: body)
    }

    /// The article laid out only as far as it opens (where the user stopped, or the top) and a
    /// screen of `rows` below: the first frame waits for no more. What is left to lay out comes
    /// with it, unless nothing is.
    func opening(_ model: ItemDetailViewModel, rows: Int) -> ReaderOpening {
        var body = MarkdownTerminalRenderer(width: width, options: layout).progressiveLayout(model.article.document)
        let header = header(model)
        let screens = max(rows, 1) * 2
        let stoppedIn = ReaderResume.anchor(of: model)
        // A place kept only as a fraction of the length (the item changed) takes the whole.
        if model.resume != nil, stoppedIn == nil { body.complete() }
        var wanted = screens
        while true {
            // The block the user stopped in is laid out whole, whatever its line.
            body.extend(toAtLeast: wanted, pastNode: stoppedIn.map { Int($0.block) } ?? -1)
            let document = article(model, header: header, body: body)
            if body.isComplete {
                return ReaderOpening(document: document, top: ReaderResume.top(of: model, in: document), rest: nil)
            }
            if let top = ReaderResume.top(of: model, inStartOf: document, rows: rows) {
                let rest = ReaderUnfinishedArticle(model: model, header: header, body: body)
                return ReaderOpening(document: document, top: top, rest: rest)
            }
            // Not a screen below the place yet: two more.
            wanted = body.lines.count + screens
        }
    }

    /// The article once `rest` is laid out to its end.
    func finished(_ rest: ReaderUnfinishedArticle) -> ReaderDocument {
        var body = rest.body
        body.complete()
        return article(rest.model, header: rest.header, body: body)
    }

    func comments(_ model: ItemCommentsViewModel) -> ReaderDocument {
        let lines = ItemCommentsRenderer(width: width, layout: layout, language: language).render(model)
        return ReaderDocument(
            kind: .comments, title: model.itemTitle, lines: lines, headings: [], body: nil,
            makeText: { ReaderLineText.make(lines) })
    }

    /// The article's header as the line view prints it (title, byline, tags, counts, address).
    func header(_ model: ItemDetailViewModel) -> [String] {
        ItemDetailRenderer(width: width, layout: layout, language: language, showsCommentsHint: false).header(model)
    }

    /// The document of `header` and as much of the body as `progress` has laid out; the hint
    /// about the comments goes after the body's last line, so only on a complete one.
    private func article(
        _ model: ItemDetailViewModel, header: [String], body progress: ProgressiveArticleLayout
    ) -> ReaderDocument {
        let body = progress.layout
        var lines = header + body.lines
        if progress.isComplete, model.item.commentsCount > 0 {
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
            body: ReaderBodyOrigins(start: bodyStart, origins: body.origins), isComplete: progress.isComplete,
            makeText: { ReaderArticleText.make(ArticleText(body), bodyStart: bodyStart) })
    }
}
