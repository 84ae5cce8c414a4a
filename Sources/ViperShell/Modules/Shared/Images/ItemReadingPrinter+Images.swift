import ArticleImages
import ShellKit

extension ItemReadingPrinter {
    /// `images`: numbered, through the pager, as wide as the terminal.
    package func images(_ model: ItemImagesViewModel) {
        pager.show(ItemImagesRenderer(width: screen.width, style: screen.textStyle, language: screen.language).render(model))
    }

    /// Whether `image K` can draw here: standard output is a terminal, and colour is on.
    package var canDrawImages: Bool { screen.console.isTerminal && screen.colorEnabled }

    /// `image K`: drawn in coloured blocks as wide as the terminal (at most its height less two
    /// rows), then its caption; false without a terminal in colour, or bytes that are no image.
    package func drawImage(_ bytes: [UInt8], caption: String) -> Bool {
        guard canDrawImages, let image = try? DecodedImage.decode(bytes),
            let rows = ImageBlockDrawing(maximumRows: (TerminalSize.rows() ?? 24) - 2, trueColour: screen.terminalHasTrueColour)
                .rows(of: image, columns: screen.width)
        else { return false }
        screen.print(lines: rows + [TerminalSanitizer.inline(caption)])
        return true
    }
}
