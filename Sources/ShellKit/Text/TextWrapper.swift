/// Wraps one paragraph of plain text to a display width.
///
/// - Latin text breaks at spaces; the spaces at a break are dropped, spaces inside a line kept.
/// - Next to a wide character (CJK, emoji) a break may fall between any two characters, except
///   before closing punctuation and small kana (。、」）ー っ …) or after opening brackets (「（),
///   the simple form of Japanese kinsoku.
/// - A word wider than a line is cut on grapheme boundaries, starting on a line of its own; but
///   a stretch of glyphs marked `keepsWithPrevious` after its first (a web address) is never
///   cut: it starts a new line when it does not fit, and one wider than a line stands whole on
///   a line of its own.
/// - Newlines, CR and tabs count as spaces. Widths under `minimumWidth` count as `minimumWidth`;
///   an indent too wide for that is cut so two columns stay free for text.
/// - No line is wider than the width, but for such an address. Empty or all-space text gives no
///   lines.
package enum TextWrapper {
    package static let minimumWidth = 10

    /// Lines of at most `width` columns; the first starts with `indent`, the others with
    /// `hangingIndent` (by default `indent` too).
    package static func wrap(_ text: String, width: Int, indent: String = "", hangingIndent: String? = nil) -> [String]
    {
        let width = max(width, minimumWidth)
        let firstIndent = fitted(indent, within: width - 2)
        return wrapGlyphs(
            text, width: width, firstIndent: firstIndent,
            otherIndent: fitted(hangingIndent ?? indent, within: width - 2))
    }

    /// `wrap` by the general rules: the text's glyphs as `LayoutUnit`s (`PlainTextUnits`), their
    /// lines as ranges (`LineRangeBreaker`), each line cut out of the text's bytes.
    static func wrapGlyphs(_ text: String, width: Int, firstIndent: String, otherIndent: String) -> [String] {
        let glyphs = PlainTextUnits(text)
        let ranges = LineRangeBreaker.lines(
            glyphs.units,
            firstLineWidth: width - DisplayWidth.of(firstIndent),
            otherLinesWidth: width - DisplayWidth.of(otherIndent))
        return ranges.enumerated().map { number, range in
            (number == 0 ? firstIndent : otherIndent) + glyphs.text(of: range)
        }
    }

    /// One character with its display width and a caller's tag (such as its style), carried
    /// through `breakLines` so styled text can be wrapped by the same rules.
    package struct Glyph<Tag> {
        package let character: Character
        package let width: Int
        package let tag: Tag
        /// Never separated from the glyph before it: the glyphs after the first of a stretch that
        /// is never broken (a web address), however wide.
        package let keepsWithPrevious: Bool

        package init(character: Character, width: Int, tag: Tag, keepsWithPrevious: Bool = false) {
            self.character = character
            self.width = width
            self.tag = tag
            self.keepsWithPrevious = keepsWithPrevious
        }
    }

    /// The line-breaking rules of `wrap`, on glyphs: splits them into lines of at most
    /// `firstLineWidth` columns for the first and `otherLinesWidth` for the rest (each at
    /// least 2, so any character fits). Only `" "` glyphs count as spaces.
    // Specialized for the article layout's run numbers: a generic call across modules looked up
    // its glyph and chunk types' metadata on every call, half the time of laying out an article.
    @_specialize(exported:true,where Tag == Int)
    package static func breakLines<Tag>(
        _ glyphs: [Glyph<Tag>], firstLineWidth: Int, otherLinesWidth: Int
    ) -> [[Glyph<Tag>]] {
        let ranges = LineRangeBreaker.lines(
            layoutUnits(glyphs), firstLineWidth: firstLineWidth, otherLinesWidth: otherLinesWidth)
        return ranges.map { Array(glyphs[$0]) }
    }

    /// The width of the widest stretch of `glyphs` that `breakLines` breaks only when it is wider
    /// than a line (a word, a number, an address, CJK held together by kinsoku): at any width from
    /// this one up, nothing is cut inside a word.
    package static func widestUnbreakableWidth<Tag>(_ glyphs: [Glyph<Tag>]) -> Int {
        LineRangeBreaker.widestUnbreakableWidth(layoutUnits(glyphs))
    }

    /// The glyphs as the line breaker sees them; only `" "` glyphs count as spaces.
    private static func layoutUnits<Tag>(_ glyphs: [Glyph<Tag>]) -> [LayoutUnit] {
        glyphs.map { glyph in
            LayoutUnit(
                width: glyph.width, scalar: scalarValue(of: glyph.character), isSpace: isSpace(glyph.character),
                keepsWithPrevious: glyph.keepsWithPrevious)
        }
    }

    /// Kinsoku's sets hold single scalars: looked up by scalar value, as hashing a `Character`
    /// normalizes it first.
    private static func scalarValue(of character: Character) -> UInt32 {
        let scalars = character.unicodeScalars
        return scalars.count == 1 ? scalars.first!.value : 0
    }

    /// A plain space glyph, compared by its bytes rather than as a `Character`.
    private static func isSpace(_ character: Character) -> Bool {
        let bytes = character.utf8
        return bytes.count == 1 && bytes.first == 0x20
    }

    /// How many full-width closing marks after an address wider than its line stay on that line
    /// (`）。`); ASCII ones (`.`, `)`) go on the next line, keeping printable ASCII on its quick path.
    package static let maximumClosingMarks = 3

    // MARK: - Helpers

    /// `indent` cut (without an ellipsis) to at most `width` columns.
    private static func fitted(_ indent: String, within width: Int) -> String {
        guard DisplayWidth.of(indent) > width else { return indent }
        var result = ""
        var used = 0
        for character in indent {
            let characterWidth = DisplayWidth.of(character)
            guard used + characterWidth <= width else { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }
}
