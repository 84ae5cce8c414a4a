/// What the full-screen reader draws an article's images with: the session's image library and
/// the terminal's colours (`set images auto|blocks`).
package struct ReaderImages: Sendable {
    package let library: ArticleImageLibrary
    /// Moves as images arrive in the cache: the reader then lays its article out again.
    package let arrivals: ImageArrivals
    package let trueColour: Bool
    /// Draws images off the layout's thread (the reader); nil: drawn on the spot (printing).
    package let worker: ImageDrawingWorker?

    package init(library: ArticleImageLibrary, arrivals: ImageArrivals, trueColour: Bool, drawsAside: Bool = false) {
        self.library = library
        self.arrivals = arrivals
        self.trueColour = trueColour
        worker = drawsAside ? ImageDrawingWorker(library: library, arrivals: arrivals) : nil
    }

    /// The image source for one layout, images at most `maximumRows` high.
    func blocks(maximumRows: Int) -> ArticleImageBlocks {
        ArticleImageBlocks(library: library, maximumRows: maximumRows, trueColour: trueColour, worker: worker)
    }
}
