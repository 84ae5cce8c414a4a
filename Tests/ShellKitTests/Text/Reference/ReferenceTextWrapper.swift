// The line breaker as it was before LineRangeBreaker: glyph arrays and chunks of Characters.
// Kept word for word as the oracle of the differential tests; not used by the shell.
/// Reference copy of `TextWrapper` (see the file comment). Wraps one paragraph of plain text to a display width.
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
enum ReferenceTextWrapper {
    static let minimumWidth = 10

    /// Lines of at most `width` columns; the first starts with `indent`, the others with
    /// `hangingIndent` (by default `indent` too).
    static func wrap(_ text: String, width: Int, indent: String = "", hangingIndent: String? = nil) -> [String]
    {
        let width = max(width, minimumWidth)
        let firstIndent = fitted(indent, within: width - 2)
        return wrapGlyphs(
            text, width: width, firstIndent: firstIndent,
            otherIndent: fitted(hangingIndent ?? indent, within: width - 2))
    }

    /// `wrap` by the general rules, glyph by glyph.
    static func wrapGlyphs(_ text: String, width: Int, firstIndent: String, otherIndent: String) -> [String] {
        let glyphs = text.map { character in
            let plain: Character = isLineSpace(character) ? " " : character
            return Glyph(character: plain, width: ReferenceDisplayWidth.of(plain), tag: ())
        }
        let lines = breakLines(
            glyphs,
            firstLineWidth: width - ReferenceDisplayWidth.of(firstIndent),
            otherLinesWidth: width - ReferenceDisplayWidth.of(otherIndent))
        return lines.enumerated().map { number, line in
            (number == 0 ? firstIndent : otherIndent) + String(line.map(\.character))
        }
    }

    /// One character with its display width and a caller's tag (such as its style), carried
    /// through `breakLines` so styled text can be wrapped by the same rules.
    struct Glyph<Tag> {
        let character: Character
        let width: Int
        let tag: Tag
        /// Never separated from the glyph before it: the glyphs after the first of a stretch that
        /// is never broken (a web address), however wide.
        let keepsWithPrevious: Bool

        init(character: Character, width: Int, tag: Tag, keepsWithPrevious: Bool = false) {
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
        static func breakLines<Tag>(
        _ glyphs: [Glyph<Tag>], firstLineWidth: Int, otherLinesWidth: Int
    ) -> [[Glyph<Tag>]] {
        var lines: [[Glyph<Tag>]] = []
        var line: [Glyph<Tag>] = []
        var lineWidth = 0
        func available() -> Int { max(2, lines.isEmpty ? firstLineWidth : otherLinesWidth) }
        func flush() {
            lines.append(line)
            line = []
            lineWidth = 0
        }
        /// Cuts `word` between glyphs; a stretch kept whole (an address) goes on the next line
        /// when it does not fit on this one, and stands alone there when wider than any line,
        /// then with the full-width closing punctuation right after it (kinsoku: `>、`, `）。`).
        func hardBreak(_ word: [Glyph<Tag>]) {
            var start = 0
            while start < word.count {
                var end = start + 1
                var stretchWidth = word[start].width
                while end < word.count, word[end].keepsWithPrevious {
                    stretchWidth += word[end].width
                    end += 1
                }
                if end - start > 1, stretchWidth > available() {
                    let limit = min(word.count, end + maximumClosingMarks)
                    while end < limit, word[end].width == 2,
                        cannotStartLine.contains(scalarValue(of: word[end].character))
                    {
                        stretchWidth += word[end].width
                        end += 1
                    }
                }
                if !line.isEmpty, lineWidth + stretchWidth > available() { flush() }
                line += word[start..<end]
                lineWidth += stretchWidth
                start = end
            }
        }
        for chunk in chunks(of: glyphs) {
            let gapWidth = totalWidth(chunk.gap)
            let wordWidth = totalWidth(chunk.word)
            if !line.isEmpty, lineWidth + gapWidth + wordWidth <= available() {
                line += chunk.gap + chunk.word
                lineWidth += gapWidth + wordWidth
                continue
            }
            if !line.isEmpty { flush() }
            if lines.isEmpty, gapWidth + wordWidth <= available() {
                line = chunk.gap + chunk.word
                lineWidth = gapWidth + wordWidth
            } else if wordWidth <= available() {
                line = chunk.word
                lineWidth = wordWidth
            } else {
                hardBreak(chunk.word)
            }
        }
        if !line.isEmpty { flush() }
        return lines
    }

    /// The width of the widest stretch of `glyphs` that `breakLines` breaks only when it is wider
    /// than a line (a word, a number, an address, CJK held together by kinsoku): at any width from
    /// this one up, nothing is cut inside a word.
    static func widestUnbreakableWidth<Tag>(_ glyphs: [Glyph<Tag>]) -> Int {
        chunks(of: glyphs).reduce(0) { max($0, totalWidth($1.word)) }
    }

    // MARK: - Break opportunities

    /// A word that must not be broken (except when too long for any line), with the spaces
    /// before it.
    private struct Chunk<Tag> {
        var gap: [Glyph<Tag>] = []
        var word: [Glyph<Tag>] = []
    }

    private static func chunks<Tag>(of glyphs: [Glyph<Tag>]) -> [Chunk<Tag>] {
        var chunks: [Chunk<Tag>] = []
        var chunk = Chunk<Tag>()
        for glyph in glyphs {
            if isSpace(glyph.character) {
                if !chunk.word.isEmpty {
                    chunks.append(chunk)
                    chunk = Chunk()
                }
                chunk.gap.append(glyph)
            } else {
                if let previous = chunk.word.last, allowsBreak(after: previous, before: glyph) {
                    chunks.append(chunk)
                    chunk = Chunk()
                }
                chunk.word.append(glyph)
            }
        }
        if !chunk.word.isEmpty { chunks.append(chunk) }
        return chunks
    }

    private static func allowsBreak<Tag>(after previous: Glyph<Tag>, before next: Glyph<Tag>) -> Bool {
        (previous.width == 2 || next.width == 2) && next.width > 0 && !next.keepsWithPrevious
            && !cannotStartLine.contains(scalarValue(of: next.character))
            && !cannotEndLine.contains(scalarValue(of: previous.character))
    }

    /// Kinsoku's sets hold single scalars: looked up by scalar value, as hashing a `Character`
    /// normalizes it first (a third of the time of wrapping Japanese text).
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
    static let maximumClosingMarks = 3

    private static let cannotStartLine = Set(
        "、。，．・：；？！ー」』）］｝〕〉》】〙〗〟’”ゝゞヽヾ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ〜～…‥.,:;!?)]}%".unicodeScalars.map(\.value))

    private static let cannotEndLine = Set("「『（［｛〔〈《【〘〖〝‘“([{".unicodeScalars.map(\.value))

    // MARK: - Helpers

    private static func isLineSpace(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r" || character == "\t"
    }

    private static func totalWidth<Tag>(_ glyphs: [Glyph<Tag>]) -> Int {
        glyphs.reduce(0) { $0 + $1.width }
    }

    /// `indent` cut (without an ellipsis) to at most `width` columns.
    private static func fitted(_ indent: String, within width: Int) -> String {
        guard ReferenceDisplayWidth.of(indent) > width else { return indent }
        var result = ""
        var used = 0
        for character in indent {
            let characterWidth = ReferenceDisplayWidth.of(character)
            guard used + characterWidth <= width else { break }
            result.append(character)
            used += characterWidth
        }
        return result
    }
}
