/// Draws an article's images as rows of text for the layout: block characters in SGR colours,
/// one string per row, each at most the width asked for. A paragraph holding only an image (or
/// only a linked image) is laid out as those rows followed by its caption, which is the line the
/// image is without a source. Nil: the image is not at hand (not fetched yet, refused, or not
/// drawable here), and the caption alone is laid out, as without a source.
package protocol ArticleImageSource: Sendable {
    /// The rows that draw the image at `address` (already made safe for the terminal) within
    /// `columns` cells.
    func rows(forImageAt address: String, columns: Int) -> [String]?
}
