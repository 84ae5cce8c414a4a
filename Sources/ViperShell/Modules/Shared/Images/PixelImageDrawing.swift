import ArticleImages
import ShellKit
import TerminalScreen

/// Draws images with a pixel protocol (kitty, iTerm2, sixel) into cells of the terminal's size:
/// as wide as the pixels (at most `columns`; `enlarges`: `columns`), as high as the aspect ratio
/// makes it, capped at `maximumRows`. kitty and iTerm2 get the file itself when the terminal decodes it (PNG for
/// kitty; PNG, JPEG, GIF for iTerm2); chafa encodes the rest, and every sixel.
package struct PixelImageDrawing: Sendable {
    package let graphics: ImageGraphics
    package let maximumRows: Int
    package let enlarges: Bool

    package init(graphics: ImageGraphics, maximumRows: Int, enlarges: Bool = false) {
        self.graphics = graphics
        self.maximumRows = max(1, min(maximumRows, KittyPlaceholder.largestSide))
        self.enlarges = enlarges
    }

    /// The cells an image of this size takes within `columns`.
    package func canvas(pixelWidth: Int, pixelHeight: Int, columns: Int) -> ImageCanvas {
        let width = max(1, pixelWidth)
        let height = max(1, pixelHeight)
        let cellWidth = graphics.cellWidth
        let cellHeight = graphics.cellHeight
        let widest = max(1, min(columns, KittyPlaceholder.largestSide))
        var cells = enlarges ? widest : min(widest, (width + cellWidth - 1) / cellWidth)
        var rows = max(1, Int((Double(cells * cellWidth) * Double(height) / Double(width) / Double(cellHeight)).rounded(.up)))
        if rows > maximumRows {
            rows = maximumRows
            cells = max(1, min(widest, Int((Double(rows * cellHeight) * Double(width) / Double(height) / Double(cellWidth)).rounded())))
        }
        return ImageCanvas(columns: cells, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight, trueColour: graphics.trueColour)
    }

    /// The sequence that draws the image over `canvas` from the cursor (kitty: its transmission,
    /// as image `kittyID` with a virtual placement for placeholders), ready for the terminal.
    /// `file` is the original bytes; `decoded` decodes them when chafa must encode.
    package func sequence(
        file: [UInt8], header: ImageHeader, in canvas: ImageCanvas, kittyID: UInt32, decoded: () -> DecodedImage?
    ) -> [UInt8]? {
        let bytes: [UInt8]?
        switch graphics.imageProtocol {
        case .kitty where header.format == .png:
            bytes = KittyGraphicsCommand.transmitPNG(file, id: kittyID, columns: canvas.columns, rows: canvas.rows)
        case .kitty:
            bytes = decoded()?.sequence(for: .kitty, in: canvas, kittyID: kittyID).map { KittyGraphicsCommand.delete(id: kittyID) + $0 }
        case .iterm where header.format != .webp:
            bytes = ITermInlineImage.sequence(file: file, columns: canvas.columns, rows: canvas.rows)
        case .iterm: bytes = decoded()?.sequence(for: .iterm, in: canvas)
        case .sixel: bytes = decoded()?.sequence(for: .sixel, in: canvas)
        case .blocks: bytes = nil
        }
        return bytes.map(graphics.forTerminal)
    }

    /// The image drawn within `columns`: its sequence kept in `renditions` (kitty's in the outbox,
    /// under a new id), and the rows that stand for it in the text (nil when it cannot be drawn).
    package func rows(
        file: [UInt8], header: ImageHeader, columns: Int, keptIn renditions: ImageRenditions,
        decoded: () -> DecodedImage?
    ) -> [String]? {
        let canvas = canvas(pixelWidth: header.width, pixelHeight: header.height, columns: columns)
        let isKitty = graphics.imageProtocol == .kitty
        let kittyID = isKitty ? renditions.newKittyID() : 0
        guard let sequence = sequence(file: file, header: header, in: canvas, kittyID: kittyID, decoded: decoded) else {
            return nil
        }
        let slot = renditions.keep(sequence, columns: canvas.columns, rows: canvas.rows, transmitsNow: isKitty)
        return rows(in: canvas, kittyID: kittyID, slot: slot)
    }

    /// The rows that stand for a drawn image in the text: kitty's placeholders, or for iTerm2
    /// and sixel blank cells marked as the image's area (`ImageAreaMarker`, slot `slot`).
    package func rows(in canvas: ImageCanvas, kittyID: UInt32, slot: Int) -> [String] {
        if graphics.imageProtocol == .kitty {
            return KittyPlaceholder.rows(imageID: kittyID, columns: canvas.columns, rows: canvas.rows)
        }
        let blank = String(repeating: " ", count: canvas.columns)
        return (0..<canvas.rows).map { ImageAreaMarker.start(slot: slot, row: $0) + blank + ImageAreaMarker.end }
    }
}
