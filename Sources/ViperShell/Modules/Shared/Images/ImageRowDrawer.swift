import ArticleImages
import ShellKit

/// Draws one image as the rows of text that stand for it in an article, in the session's
/// graphics: coloured blocks, or a pixel protocol's rows (`PixelImageDrawing`) with the
/// sequence kept in `renditions` (kitty's transmission waits in its outbox).
package struct ImageRowDrawer: Sendable {
    /// One drawing asked for: an image at a size, in a way.
    package struct Request: Hashable, Sendable {
        let address: String
        let columns: Int
        let maximumRows: Int
        let graphics: ImageGraphics
        /// As large as `columns` and `maximumRows` allow, a small image made larger (shown alone).
        let enlarges: Bool

        package init(address: String, columns: Int, maximumRows: Int, graphics: ImageGraphics, enlarges: Bool = false) {
            self.address = address
            self.columns = columns
            self.maximumRows = maximumRows
            self.graphics = graphics
            self.enlarges = enlarges
        }
    }

    let library: ArticleImageLibrary
    let renditions: ImageRenditions

    package init(library: ArticleImageLibrary, renditions: ImageRenditions) {
        self.library = library
        self.renditions = renditions
    }

    /// The rows, or nil when the image is not at hand or cannot be drawn.
    package func rows(for request: Request) -> [String]? {
        guard request.graphics.imageProtocol.drawsPixels else {
            return library.image(at: request.address).flatMap {
                ImageBlockDrawing(
                    maximumRows: request.maximumRows, trueColour: request.graphics.trueColour, enlarges: request.enlarges
                ).rows(of: $0, columns: request.columns)
            }
        }
        guard let file = library.bytes(at: request.address), let header = library.header(at: request.address) else { return nil }
        return PixelImageDrawing(graphics: request.graphics, maximumRows: request.maximumRows, enlarges: request.enlarges)
            .rows(file: file, header: header, columns: request.columns, keptIn: renditions) {
                library.image(at: request.address)
            }
    }

    /// The size the image will take, from its header, before it is drawn (nil when not at hand).
    package func canvas(for request: Request) -> ImageCanvas? {
        guard let header = library.header(at: request.address) else { return nil }
        if request.graphics.imageProtocol.drawsPixels {
            return PixelImageDrawing(graphics: request.graphics, maximumRows: request.maximumRows, enlarges: request.enlarges)
                .canvas(pixelWidth: header.width, pixelHeight: header.height, columns: request.columns)
        }
        return ImageBlockDrawing(maximumRows: request.maximumRows, trueColour: request.graphics.trueColour, enlarges: request.enlarges)
            .canvas(pixelWidth: header.width, pixelHeight: header.height, columns: request.columns)
    }
}
