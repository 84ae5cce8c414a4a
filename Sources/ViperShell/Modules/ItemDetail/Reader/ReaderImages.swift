/// What an article view draws its images with: the session's image library, the terminal's
/// graphics (`LazyImageGraphics`: asked for when an article with images is shown), the drawings
/// kept for this view (`ImageRenditions`), and, in the reader, a worker that draws them off the
/// layout's thread.
package struct ReaderImages: Sendable {
    package let library: ArticleImageLibrary
    /// Moves as images arrive in the cache: the reader then lays its article out again.
    package let arrivals: ImageArrivals
    package let graphics: LazyImageGraphics
    package let renditions = ImageRenditions()
    /// Draws images off the layout's thread (the reader); nil: drawn on the spot (printing).
    package let worker: ImageDrawingWorker?

    package init(
        library: ArticleImageLibrary, arrivals: ImageArrivals, graphics: LazyImageGraphics, drawsAside: Bool = false
    ) {
        self.library = library
        self.arrivals = arrivals
        self.graphics = graphics
        let drawer = ImageRowDrawer(library: library, renditions: renditions)
        worker = drawsAside ? ImageDrawingWorker(drawer: drawer, arrivals: arrivals) : nil
    }

    /// The image source for the layout of `article`, images at most `maximumRows` high; nil when
    /// the article has no images (the terminal is then not asked) or images are off.
    @MainActor func blocks(for article: ItemDetailViewModel, maximumRows: Int) -> ArticleImageBlocks? {
        guard article.hasImages, let graphics = graphics.graphics() else { return nil }
        return ArticleImageBlocks(
            drawer: ImageRowDrawer(library: library, renditions: renditions), graphics: graphics, maximumRows: maximumRows,
            worker: worker)
    }
}

extension ItemDetailViewModel {
    /// Whether the article links an image (the layout draws those that stand alone).
    var hasImages: Bool { article.links(base: item.url).contains { $0.kind == .image } }
}
