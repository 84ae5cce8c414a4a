import ArticleImages
import MarkdownTerminal

/// The layout's images (`set images auto|blocks`): the library's decoded images drawn with
/// coloured block characters (`ImageBlockDrawing`), nil for one not at hand.
package struct ArticleImageBlocks: ArticleImageSource {
    package let library: ArticleImageLibrary
    package let drawing: ImageBlockDrawing

    package init(library: ArticleImageLibrary, maximumRows: Int, trueColour: Bool) {
        self.library = library
        self.drawing = ImageBlockDrawing(maximumRows: maximumRows, trueColour: trueColour)
    }

    package func rows(forImageAt address: String, columns: Int) -> [String]? {
        guard let image = library.image(at: address) else { return nil }
        return drawing.rows(of: image, columns: columns)
    }
}
