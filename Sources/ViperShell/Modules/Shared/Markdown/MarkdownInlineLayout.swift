import ShellKit
import ItemsDomain

/// Wraps inline runs to a width with `TextWrapper`'s rules, then styles each line's pieces on
/// their own, so no style runs past the end of a line (prefixes and pagers stay unstyled).
/// Inline code is cyan, link text underlined, addresses dim.
package struct MarkdownInlineLayout {
    package let style: TextStyle

    package func lines(_ runs: [MarkdownInlineRun], width: Int) -> [String] {
        var glyphs: [TextWrapper.Glyph<MarkdownInlineTraits>] = []
        for run in runs {
            for character in run.text {
                let plain: Character = character == "\n" || character == "\r\n" || character == "\t" ? " " : character
                glyphs.append(TextWrapper.Glyph(character: plain, width: DisplayWidth.of(plain), tag: run.traits))
            }
        }
        return TextWrapper.breakLines(glyphs, firstLineWidth: width, otherLinesWidth: width).map(styledLine)
    }

    private func styledLine(_ glyphs: [TextWrapper.Glyph<MarkdownInlineTraits>]) -> String {
        var line = ""
        var piece = ""
        var traits = glyphs.first?.tag ?? []
        for glyph in glyphs {
            if glyph.tag != traits {
                line += styled(piece, traits)
                piece = ""
                traits = glyph.tag
            }
            piece.append(glyph.character)
        }
        return line + styled(piece, traits)
    }

    package func styled(_ text: String, _ traits: MarkdownInlineTraits) -> String {
        var text = text
        if traits.contains(.code) { text = style.color(text, .cyan) }
        if traits.contains(.linkTarget) { text = style.dim(text) }
        if traits.contains(.linkText) { text = style.underline(text) }
        if traits.contains(.italic) { text = style.italic(text) }
        if traits.contains(.bold) { text = style.bold(text) }
        return text
    }
}
