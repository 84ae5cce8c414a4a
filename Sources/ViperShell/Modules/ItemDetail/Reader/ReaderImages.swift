/// What an article view draws its images with: the session's image library, the terminal's
/// graphics (`ImageGraphics`), the drawings kept for this view (`ImageRenditions`), and, in the
/// reader, a worker that draws them off the layout's thread.
package struct ReaderImages: Sendable {
    package let library: ArticleImageLibrary
    /// Moves as images arrive in the cache: the reader then lays its article out again.
    package let arrivals: ImageArrivals
    package let graphics: ImageGraphics
    package let renditions = ImageRenditions()
    /// Draws images off the layout's thread (the reader); nil: drawn on the spot (printing).
    package let worker: ImageDrawingWorker?

    package init(library: ArticleImageLibrary, arrivals: ImageArrivals, graphics: ImageGraphics, drawsAside: Bool = false) {
        self.library = library
        self.arrivals = arrivals
        self.graphics = graphics
        let drawer = ImageRowDrawer(library: library, renditions: renditions)
        worker = drawsAside ? ImageDrawingWorker(drawer: drawer, arrivals: arrivals) : nil
    }

    /// The image source for one layout, images at most `maximumRows` high.
    func blocks(maximumRows: Int) -> ArticleImageBlocks {
        ArticleImageBlocks(
            drawer: ImageRowDrawer(library: library, renditions: renditions), graphics: graphics, maximumRows: maximumRows,
            worker: worker)
    }
}
