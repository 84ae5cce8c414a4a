import ArticleImages
import MarkdownTerminal
import ShellKit

/// The layout's images in the session's graphics (`ImageRowDrawer`): nil for one not at hand.
/// With a `worker` (the reader), an image not drawn yet is a dim box of the size it will take
/// (from its header) and is drawn on the worker's thread: the layout never waits for a decode,
/// and the reader lays out again when it is ready, the lines around it where they were.
/// Without (an article printed once), it is drawn on the spot.
package struct ArticleImageBlocks: ArticleImageSource {
    package let drawer: ImageRowDrawer
    package let graphics: ImageGraphics
    package let maximumRows: Int
    package let worker: ImageDrawingWorker?

    package init(drawer: ImageRowDrawer, graphics: ImageGraphics, maximumRows: Int, worker: ImageDrawingWorker? = nil) {
        self.drawer = drawer
        self.graphics = graphics
        self.maximumRows = maximumRows
        self.worker = worker
    }

    package func rows(forImageAt address: String, columns: Int) -> [String]? {
        let request = ImageRowDrawer.Request(address: address, columns: columns, maximumRows: maximumRows, graphics: graphics)
        guard let worker else { return drawer.rows(for: request) }
        if let rows = worker.rows(for: request) { return rows }
        // Not drawn yet: a box of the size it will take stands in, when its header is at hand.
        return drawer.canvas(for: request).map { ImageBlockDrawing.box($0, style: TextStyle(isEnabled: true)) }
    }
}
