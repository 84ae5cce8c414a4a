/// The commands: symbols, fractions, roots, fonts, accents, delimiters and environments.
extension TeXMathParser {
    /// `\name` (letters) or `\` and one other character, and what it takes.
    mutating func command() throws(Failure) -> MathAtom {
        position += 1
        guard let first = current else { return MathAtom("") }
        guard Self.isLetter(first) else {
            position += 1
            // A row break outside rows (inline math, a group): the rows on one line.
            if first == "\\" { return MathAtom(";", .punctuation) }
            let name = String(first)
            guard let symbol = TeXSymbols.symbols[name] else { throw .unknownCommand(name) }
            return MathAtom(symbol, TeXSymbols.kind(of: name))
        }
        let start = position
        while let scalar = current, Self.isLetter(scalar) { position += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<position]))
        // `\operatorname*`, `\begin{align*}`: the star changes only where limits go or numbering.
        if current == "*" { position += 1 }
        return try expand(name)
    }

    private mutating func expand(_ name: String) throws(Failure) -> MathAtom {
        switch name {
        case "frac", "dfrac", "tfrac", "cfrac":
            let numerator = try argument(compact: true).flattened
            let denominator = try argument(compact: true).flattened
            return MathAtom(Self.term(numerator) + "/" + Self.term(denominator), .inner)
        case "binom", "dbinom", "tbinom":
            let top = try argument(compact: true).flattened
            let bottom = try argument(compact: true).flattened
            return MathAtom("C(" + top + ", " + bottom + ")", .inner)
        case "sqrt":
            return MathAtom(try root())
        case "pmod":
            return MathAtom("(mod " + (try argument().flattened) + ")", .inner)
        case "begin":
            return MathAtom(box: try environment())
        case "end":
            throw .unbalanced
        case "phantom", "hphantom", "vphantom":
            _ = try argument()
            return MathAtom("", .space)
        case "overset", "stackrel":
            let over = try argument(compact: true).flattened
            let base = try atomArgument()
            return MathAtom(base.text + (UnicodeScripts.shifted(over, raised: true) ?? "^(" + over + ")"), base.kind)
        case "underset":
            let under = try argument(compact: true).flattened
            let base = try atomArgument()
            return MathAtom(base.text + (UnicodeScripts.shifted(under, raised: false) ?? "_(" + under + ")"), base.kind)
        case "not":
            let negated = try atomArgument()
            return MathAtom(negated.text.isEmpty ? "" : negated.text + "\u{0338}", negated.kind)
        default:
            break
        }
        if TeXSymbols.invisible.contains(name) {
            // `\left.` and `\right.` are delimiters that draw nothing.
            if current == "." { position += 1 }
            return MathAtom("", .space)
        }
        if TeXSymbols.fontCommands.contains(name) { return try font(name) }
        if let accent = TeXSymbols.accents[name] {
            let base = try argument().flattened
            return MathAtom(String(base.flatMap { $0 == " " ? [$0] : [$0, accent] }))
        }
        if let symbol = TeXSymbols.symbols[name] { return MathAtom(symbol, TeXSymbols.kind(of: name)) }
        throw .unknownCommand(name)
    }

    /// An argument that is itself one atom (`\not\in`, `\overset{def}{=}`): its text and class.
    private mutating func atomArgument() throws(Failure) -> (text: String, kind: MathAtom.Kind) {
        skipSpaces()
        if current == "{" {
            position += 1
            skipSpaces()
            let atom = current == "}" ? MathAtom("") : try atom()
            skipSpaces()
            guard current == "}" else {
                let rest = try sequence(until: .brace).flattened
                position += 1
                return (atom.box.flattened + rest, .ordinary)
            }
            position += 1
            return (atom.box.flattened, atom.kind)
        }
        let atom = try atom()
        return (atom.box.flattened, atom.kind)
    }

    /// `√x`, `√(x+1)`, `∛x`, `ⁿ√x`.
    private mutating func root() throws(Failure) -> String {
        skipSpaces()
        var index: String?
        if current == "[" {
            position += 1
            var text = ""
            while let scalar = current, scalar != "]" {
                text.unicodeScalars.append(scalar)
                position += 1
            }
            guard current == "]" else { throw .unbalanced }
            position += 1
            var inner = TeXMathParser(text, display: false)
            index = try inner.sequence(until: .end).flattened
        }
        let radicand = try argument(compact: true).flattened
        let radical: String
        switch index {
        case nil, "2": radical = "√"
        case "3": radical = "∛"
        case "4": radical = "∜"
        case let index?: radical = (UnicodeScripts.shifted(index, raised: true) ?? "(" + index + ")") + "√"
        }
        // One character or a number under the sign; anything longer in parentheses.
        let isSimple = radicand.count <= 1 || radicand.allSatisfy { $0.isNumber || $0 == "." }
        return radical + (isSimple || Self.isEnclosed(radicand) ? radicand : "(" + radicand + ")")
    }

    /// `\mathbb{R}` → ℝ, `\text{if }` → `if `, `\operatorname{argmax}` → `argmax`.
    private mutating func font(_ name: String) throws(Failure) -> MathAtom {
        let isText = name.hasPrefix("text") || name == "mbox" || name == "hbox" || name == "emph"
            || name == "operatorname" || name == "mathrm"
        let wasText = textMode
        textMode = isText || wasText
        defer { textMode = wasText }
        let content = try argument().flattened
        let mapped = MathAlphabet(command: name).map(content)
        return MathAtom(mapped, name == "operatorname" ? .operation : .ordinary)
    }

    /// A fraction's part, in parentheses when it holds an operator outside any parentheses
    /// (`(a+b)/c`, but `(x−μ)²/2`).
    static func term(_ text: String) -> String {
        let trimmed = text.trimmingBlanks()
        var depth = 0
        var needsParentheses = false
        for character in trimmed {
            switch character {
            case "(", "[", "{", "⟨": depth += 1
            case ")", "]", "}", "⟩": depth -= 1
            default:
                if depth == 0, " +−-·×÷/=,<>≤≥±∓".contains(character) { needsParentheses = true }
            }
        }
        return needsParentheses ? "(" + trimmed + ")" : trimmed
    }

    /// Whether `text` is one pair of parentheses and what they hold (`(a)(b)` is not).
    static func isEnclosed(_ text: String) -> Bool {
        guard text.first == "(", text.last == ")" else { return false }
        var depth = 0
        for (index, character) in text.enumerated() {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if depth == 0, index < text.count - 1 { return false }
        }
        return depth == 0
    }
}
