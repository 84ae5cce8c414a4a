/// The letters of `\mathbb`, `\mathcal`, `\mathfrak`, `\mathbf` and the rest as Unicode's
/// Mathematical Alphanumeric Symbols (with the older letters of Letterlike Symbols where the
/// block has holes: ℝ, ℂ, ℒ, ℌ …); characters without a form stay as they are.
enum MathAlphabet {
    case doubleStruck, script, fraktur, bold, boldItalic, plain

    /// The alphabet a font command sets its argument in.
    init(command: String) {
        switch command {
        case "mathbb": self = .doubleStruck
        case "mathcal", "mathscr": self = .script
        case "mathfrak": self = .fraktur
        case "mathbf", "textbf", "boldsymbol", "bm", "pmb": self = .bold
        case "mathbfit": self = .boldItalic
        // Sans-serif and monospaced letters are shown as they are: terminals draw their own
        // font's letters better than the mathematical ones, and the meaning is the same.
        default: self = .plain
        }
    }

    func map(_ text: String) -> String {
        guard self != .plain else { return text }
        let holes = holes
        var mapped = ""
        for scalar in text.unicodeScalars { mapped.unicodeScalars.append(holes[scalar] ?? map(scalar)) }
        return mapped
    }

    private func map(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        let value = scalar.value
        let upper = value >= 0x41 && value <= 0x5A
        let lower = value >= 0x61 && value <= 0x7A
        let digit = value >= 0x30 && value <= 0x39
        let base: UInt32?
        switch self {
        case .doubleStruck: base = upper ? 0x1D538 : lower ? 0x1D552 : digit ? 0x1D7D8 : nil
        case .script: base = upper ? 0x1D49C : lower ? 0x1D4B6 : nil
        case .fraktur: base = upper ? 0x1D504 : lower ? 0x1D51E : nil
        case .bold: base = upper ? 0x1D400 : lower ? 0x1D41A : digit ? 0x1D7CE : nil
        case .boldItalic: base = upper ? 0x1D468 : lower ? 0x1D482 : nil
        case .plain: base = nil
        }
        guard let base else { return scalar }
        let offset = digit ? value - 0x30 : upper ? value - 0x41 : value - 0x61
        return Unicode.Scalar(base + offset) ?? scalar
    }

    /// Letters Unicode encoded before the mathematical block, whose places in it are empty.
    private var holes: [Unicode.Scalar: Unicode.Scalar] {
        switch self {
        case .doubleStruck: ["C": "ℂ", "H": "ℍ", "N": "ℕ", "P": "ℙ", "Q": "ℚ", "R": "ℝ", "Z": "ℤ"]
        case .script:
            ["B": "ℬ", "E": "ℰ", "F": "ℱ", "H": "ℋ", "I": "ℐ", "L": "ℒ", "M": "ℳ", "R": "ℛ", "e": "ℯ", "g": "ℊ",
                "o": "ℴ"]
        case .fraktur: ["C": "ℭ", "H": "ℌ", "I": "ℑ", "R": "ℜ", "Z": "ℨ"]
        default: [:]
        }
    }
}
