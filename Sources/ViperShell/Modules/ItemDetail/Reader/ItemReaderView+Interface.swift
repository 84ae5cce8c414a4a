import ItemsModel
import ShellKit

/// What the presenter shows, in the reader: a new article, the comments, the pickers and the
/// status line's messages. Output that only prints (JSON, code, export) goes to the line view.
extension ItemReaderView {
    package func showItem(_ model: ItemDetailViewModel) {
        guard isReading else { return lineView.showItem(model) }
        article = model
        comments = nil
        imagesSeen = images?.arrivals.generation ?? 0
        let size = windowSize()
        // Only the screenful it opens at is laid out before the frame; the rest right after it.
        let opening = builder(columns: size.columns).opening(model, rows: size.rows)
        unfinished = opening.rest
        let terms = model.searchedWords
        if var state {
            state.savedArticle = nil
            state.mode = .reading
            state.replaceDocument(opening.document, top: opening.top, marking: terms)
            state.historyDepth = model.historyDepth
            self.state = state
        } else {
            var state = ReaderState(rows: size.rows, columns: size.columns, document: opening.document)
            state.scroll(to: opening.top)
            state.mark(terms)
            state.historyDepth = model.historyDepth
            self.state = state
            // The first article: the screen is taken and drawn now (nothing more when it cannot
            // be: `didBecomeActive` then prints the article as the line view does).
            guard let session, (try? session.enter()) != nil else { return }
            drawFrame()
        }
    }

    /// Images are drawn while the reader has the screen, in colour, unless `set images off`.
    package var drawsImages: Bool { isReading && images != nil && screen.colorEnabled }

    package func showJSON(_ item: QiitaItem, fields: [String]?) { lineView.showJSON(item, fields: fields) }

    package func showImages(_ images: ItemImagesViewModel) {
        guard isReading, var state else { return lineView.showImages(images) }
        state.openImages(images.rows)
        self.state = state
    }

    package var canDrawImages: Bool { lineView.canDrawImages }

    package func drawImage(_ bytes: [UInt8], caption: String) -> Bool { lineView.drawImage(bytes, caption: caption) }

    package func showOutline(_ outline: ItemOutlineViewModel) {
        guard isReading, var state else { return lineView.showOutline(outline) }
        if state.document.kind == .comments, let saved = state.savedArticle {
            state.replaceDocument(saved.document, top: saved.top)
            state.savedArticle = nil
        }
        state.openOutline()
        self.state = state
    }

    package func showSection(_ section: ItemSectionViewModel) { lineView.showSection(section) }

    /// The header says "in your stocks" or not: its lines are replaced in place, or, when they
    /// wrap to another count, the article is laid out again at the same place.
    package func showStocked(_ isStocked: Bool) {
        guard isReading, var model = article, model.isStocked != isStocked else { return }
        model.isStocked = isStocked
        article = model
        guard var state else { return }
        let header = builder(columns: state.columns).header(model)
        if let document = state.document.replacingHeader(header) {
            state.update(to: document)
            self.state = state
        } else {
            relayout()
        }
    }

    package func showComments(_ model: ItemCommentsViewModel) {
        guard isReading, var state else { return lineView.showComments(model) }
        comments = model
        state.openComments(builder(columns: state.columns).comments(model))
        self.state = state
    }

    package func showCommentsJSON(_ comments: [QiitaComment], fields: [String]?) {
        lineView.showCommentsJSON(comments, fields: fields)
    }

    package func showURL(_ url: String) {
        guard isReading else { return lineView.showURL(url) }
        notice(Message(ReaderMessage.address, url), isError: false)
    }

    package func showURLWithoutBrowser(_ url: String) {
        guard isReading else { return lineView.showURLWithoutBrowser(url) }
        notice(Message(ReaderMessage.noBrowser, url), isError: true)
    }

    package func showInfo(_ message: Message) {
        guard isReading else { return lineView.showInfo(message) }
        notice(message, isError: false)
    }

    package func showError(_ message: Message) {
        guard isReading else { return lineView.showError(message) }
        notice(message, isError: true)
    }

    package func showLinks(_ links: ItemLinksViewModel) {
        guard isReading, var state else { return lineView.showLinks(links) }
        state.openLinks(links.links)
        self.state = state
    }

    package func showCodeBlocks(_ blocks: [ItemCodeBlock], of item: QiitaItem) {
        lineView.showCodeBlocks(blocks, of: item)
    }

    package func printExactly(_ text: String) { lineView.printExactly(text) }

    /// OSC 52 goes out between frames: it never shows on the screen.
    package func copyToClipboard(_ text: String) -> Bool { lineView.copyToClipboard(text) }

    package func plainArticle(_ item: QiitaItem) -> String { lineView.plainArticle(item) }

    package func htmlPage(_ item: QiitaItem, comments: [QiitaComment]?) -> String {
        lineView.htmlPage(item, comments: comments)
    }

    package func showExportProgress(done: Int, total: Int?) {
        lineView.showExportProgress(done: done, total: total)
    }

    private func notice(_ message: Message, isError: Bool) {
        state?.message = ReaderNotice(message: message, isError: isError)
    }

    /// The layout for a screen `columns` wide: `set width` caps it, as for the line view.
    /// Images are drawn when colour is on, at most half the screen high.
    func builder(columns: Int) -> ReaderDocumentBuilder {
        var layout = screen.articleLayout
        if let images, let article, screen.colorEnabled {
            layout.images = images.blocks(for: article, maximumRows: windowSize().rows / 2)
        }
        return ReaderDocumentBuilder(
            width: min(columns, screen.articleWidthLimit), layout: layout, language: screen.language)
    }

    /// The terminal's size now (80×24 when it does not say).
    func windowSize() -> (rows: Int, columns: Int) {
        session?.windowSize() ?? (24, 80)
    }
}
