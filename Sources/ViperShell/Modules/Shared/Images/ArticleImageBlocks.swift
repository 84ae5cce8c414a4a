import ArticleImages
import MarkdownTerminal
import ShellKit

/// The layout's images (`set images auto|blocks`): the library's decoded images drawn with
/// coloured block characters (`ImageBlockDrawing`), nil for one not at hand. With a `worker`
/// (the reader), an image not drawn yet is a dim box of the size it will take (from its header)
/// and is drawn on the worker's thread: the layout never waits for a decode, and the reader lays
/// out again when it is ready, the lines around it where they were. Without (an article printed
/// once), it is drawn on the spot.
package struct ArticleImageBlocks: ArticleImageSource {
    package let library: ArticleImageLibrary
    package let drawing: ImageBlockDrawing
    package let worker: ImageDrawingWorker?

    package init(library: ArticleImageLibrary, maximumRows: Int, trueColour: Bool, worker: ImageDrawingWorker? = nil) {
        self.library = library
        self.drawing = ImageBlockDrawing(maximumRows: maximumRows, trueColour: trueColour)
        self.worker = worker
    }

    package func rows(forImageAt address: String, columns: Int) -> [String]? {
        if let worker {
            let request = ImageDrawingWorker.Request(
                address: address, columns: columns, maximumRows: drawing.maximumRows, trueColour: drawing.trueColour)
            if let rows = worker.rows(for: request) { return rows }
            // Not drawn yet: a box of the size it will take stands in, when its header is at hand.
            guard let header = library.header(at: address) else { return nil }
            return ImageBlockDrawing.box(
                drawing.canvas(pixelWidth: header.width, pixelHeight: header.height, columns: columns),
                style: TextStyle(isEnabled: true))
        }
        guard let image = library.image(at: address) else { return nil }
        return drawing.rows(of: image, columns: columns)
    }
}
