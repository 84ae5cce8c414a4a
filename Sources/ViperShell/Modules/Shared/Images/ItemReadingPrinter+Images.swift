import ArticleImages
import ShellKit

extension ItemReadingPrinter {
    /// `images`: numbered, through the pager, as wide as the terminal.
    package func images(_ model: ItemImagesViewModel) {
        pager.show(ItemImagesRenderer(width: screen.width, style: screen.textStyle, language: screen.language).render(model))
    }

    /// Whether `image K` can draw here: standard output is a terminal, and colour is on.
    package var canDrawImages: Bool { screen.console.isTerminal && screen.colorEnabled }

    /// `image K`: drawn as wide as the terminal (at most its height less two rows) in the
    /// session's graphics (`imageGraphics`; coloured blocks without), then its caption; false
    /// without a terminal in colour, or bytes that are no image.
    package func drawImage(_ bytes: [UInt8], caption: String) -> Bool {
        guard canDrawImages, let header = try? ImageHeader.read(bytes) else { return false }
        let maximumRows = (TerminalSize.rows() ?? 24) - 2
        let graphics = imageGraphics() ?? .blocks(trueColour: screen.terminalHasTrueColour)
        let captionLine = TerminalSanitizer.inline(caption)
        guard graphics.imageProtocol.drawsPixels else {
            guard let image = try? DecodedImage.decode(bytes),
                let rows = ImageBlockDrawing(maximumRows: maximumRows, trueColour: graphics.trueColour)
                    .rows(of: image, columns: screen.width)
            else { return false }
            screen.print(lines: rows + [captionLine])
            return true
        }
        let renditions = ImageRenditions()
        guard
            let rows = PixelImageDrawing(graphics: graphics, maximumRows: maximumRows).rows(
                file: bytes, header: header, columns: screen.width, keptIn: renditions,
                decoded: { try? DecodedImage.decode(bytes) })
        else { return false }
        ImagePrinting.print(rows + [captionLine], renditions: renditions, on: screen)
        return true
    }
}
