/// TeX math as Unicode text, the way circumflex shows it (reader design, issue 39): Greek letters,
/// operators and relations as their symbols, `x_i^2` → `xᵢ²` (Unicode's script characters where
/// they exist, `g^(skₐ)` where not), `\frac{a}{b}` → `a/b` with parentheses where needed,
/// `\sqrt{x+1}` → `√(x+1)`, `\sum_{i=1}^n` → `∑ᵢ₌₁ⁿ`, `\mathbb{R}` → `ℝ`, accents as combining
/// marks, `\text{…}` as written; matrices, `cases` and aligned rows as rows in display math.
///
/// Nil when the source cannot be converted (a command or environment it does not know, braces
/// that do not balance, nesting deeper than 32, more than `maximumLength` bytes): the caller
/// then shows the source. One pass over the source; time linear in its length.
package enum TeXMath {
    /// The longest source converted (bytes); longer math is shown as written.
    package static let maximumLength = 8192

    /// Inline math (`$…$`) on one line.
    package static func inline(_ source: String) -> String? {
        guard source.utf8.count <= maximumLength else { return nil }
        var parser = TeXMathParser(source, display: false)
        guard let box = try? parser.sequence(until: .end) else { return nil }
        let text = collapsingSpaces(box.flattened)
        return text.isEmpty ? nil : text
    }

    /// Display math (`$$…$$`, ```` ```math ````): its lines, rows (`\\`) and environments laid
    /// out as rows, aligned at `&`.
    package static func display(_ source: String) -> [String]? {
        guard source.utf8.count <= maximumLength else { return nil }
        var parser = TeXMathParser(source, display: true)
        guard let rows = try? parser.rows(endingWith: nil) else { return nil }
        let box = rows.count == 1 && rows[0].count == 1 ? rows[0][0] : TeXEnvironment.aligned.box(rows, display: true)
        var lines = box.isSingleLine ? [collapsingSpaces(box.lines[0])] : box.lines
        // The columns of spaces every line starts with go.
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        lines = lines.map { String($0.dropFirst(min(indent, $0.count))) }
        guard lines.contains(where: { !$0.isEmpty }) else { return nil }
        return lines
    }

    /// Runs of spaces as one, none at either end.
    static func collapsingSpaces(_ text: String) -> String {
        var collapsed = ""
        for character in text where !(character == " " && (collapsed.isEmpty || collapsed.last == " ")) {
            collapsed.append(character)
        }
        while collapsed.last == " " { collapsed.removeLast() }
        return collapsed
    }
}
