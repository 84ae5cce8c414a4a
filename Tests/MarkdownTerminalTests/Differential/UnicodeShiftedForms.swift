import Foundation

/// Superscript and subscript forms found in Unicode's own data, independently of `ShiftedText`'s
/// table: a character other than a letter has a form when a scalar named `SUPERSCRIPT …` (or
/// `SUBSCRIPT …`) decomposes to it by compatibility (`²` to `2`, `⁻` to `−`, which `-` stands for).
enum UnicodeShiftedForms {
    /// The form of `character`, or nil.
    static func form(of character: Character, raised: Bool) -> Character? {
        guard !character.isLetter, character.unicodeScalars.count == 1 else { return nil }
        let target = character == "-" ? "\u{2212}" : String(character)
        return (raised ? superscripts : subscripts)[target]
    }

    /// `content` of a `<sup>` (raised) or `<sub>` as the terminal writes it: every character in its
    /// form when all have one; otherwise after `^` or `_`, in parentheses when it is several
    /// characters not already in them.
    static func written(_ content: String, raised: Bool) -> String {
        guard !content.isEmpty else { return "" }
        let forms = content.map { form(of: $0, raised: raised) }
        if forms.allSatisfy({ $0 != nil }) { return String(forms.compactMap { $0 }) }
        let enclosed = content.count == 1 || (content.first == "(" && content.last == ")")
        return (raised ? "^" : "_") + (enclosed ? content : "(" + content + ")")
    }

    private static let superscripts = table(named: "SUPERSCRIPT")
    private static let subscripts = table(named: "SUBSCRIPT")

    /// What each scalar named with `word` up to U+FFFF decomposes to, mapped to the scalar.
    private static func table(named word: String) -> [String: Character] {
        var table: [String: Character] = [:]
        for value in 0xA0...0xFFFF {
            guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name,
                name.split(separator: " ").contains(Substring(word))
            else { continue }
            let decomposed = String(scalar).decomposedStringWithCompatibilityMapping
            if table[decomposed] == nil { table[decomposed] = Character(scalar) }
        }
        return table
    }
}
