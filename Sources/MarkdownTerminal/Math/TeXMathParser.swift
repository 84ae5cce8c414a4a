/// Converts TeX math to `MathBox`es in one pass over its scalars (`TeXMath` is the entry): what
/// each command stands for from `TeXSymbols`, scripts in Unicode's script characters or `^(…)`,
/// fractions `a/b`, roots `√x`, font alphabets, accents as combining marks, environments as rows.
/// Anything it does not know (a command, an environment, an unbalanced brace, nesting deeper
/// than `maximumDepth` groups and atoms) fails the whole conversion: the caller shows the source.
struct TeXMathParser {
    enum Failure: Error, Equatable {
        case unknownCommand(String)
        case unknownEnvironment(String)
        case unbalanced
        case tooDeep
    }

    /// Where a sequence ends.
    enum Stop {
        /// The end of the source (the top level).
        case end
        /// A closing brace.
        case brace
        /// A cell of an environment: `&`, `\\` or `\end`.
        case cell
    }

    /// How deep groups and atoms may nest (a group inside a group counts two: its atom and its
    /// sequence), so that 32 nested groups convert and the stack stays small.
    static let maximumDepth = 66

    let scalars: [Unicode.Scalar]
    /// Whether environments may take several lines (display math).
    let display: Bool
    var position = 0
    var depth = 0
    /// Inside `\text{…}` and the like: characters as written (no `-` → `−`).
    var textMode = false

    init(_ source: String, display: Bool) {
        scalars = Array(source.unicodeScalars)
        self.display = display
    }

    var atEnd: Bool { position >= scalars.count }
    var current: Unicode.Scalar? { atEnd ? nil : scalars[position] }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        position + offset < scalars.count ? scalars[position + offset] : nil
    }

    // MARK: - Sequences

    /// Atoms up to `stop`, joined with TeX's spaces (none when `compact`: scripts, fractions).
    mutating func sequence(until stop: Stop, compact: Bool = false) throws(Failure) -> MathBox {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw .tooDeep }
        var atoms: [MathAtom] = []
        loop: while let scalar = current {
            switch scalar {
            case "}":
                guard stop == .brace else { throw .unbalanced }
                break loop
            case "&" where stop == .cell:
                break loop
            case "\\" where stop == .cell && (peek(1) == "\\" || startsCommand("end")):
                break loop
            case "^", "_":
                position += 1
                if atoms.isEmpty { atoms.append(MathAtom("")) }
                try attachScript(to: &atoms[atoms.count - 1].box, raised: scalar == "^")
            case "'":
                position += 1
                if atoms.isEmpty { atoms.append(MathAtom("")) }
                atoms[atoms.count - 1].box.append("′")
            case "%":
                // A comment, to the end of the line.
                while let next = current, next != "\n" { position += 1 }
            case " ", "\t", "\n", "\r":
                // Math ignores the source's spaces; in text they are the text's own.
                position += 1
                if textMode, atoms.last?.kind != .space { atoms.append(MathAtom(" ", .space)) }
            case "~":
                position += 1
                atoms.append(MathAtom(" ", .space))
            default:
                atoms.append(try atom())
            }
        }
        if atEnd, stop == .brace { throw .unbalanced }
        return MathSpacing.join(atoms, compact: compact || textMode)
    }

    /// One atom: a group, a command, or a character. Commands taking commands as arguments
    /// (`\hat\hat\hat…`) nest like groups, and count toward the same bound.
    mutating func atom() throws(Failure) -> MathAtom {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw .tooDeep }
        guard let scalar = current else { return MathAtom("") }
        switch scalar {
        case "{":
            position += 1
            let group = try sequence(until: .brace)
            position += 1
            return MathAtom(box: group)
        case "\\":
            return try command()
        case "&":
            // An alignment point outside an environment (display math's own rows).
            position += 1
            return MathAtom(" ", .space)
        default:
            position += 1
            return textMode ? MathAtom(String(scalar)) : Self.characterAtom(scalar)
        }
    }

    /// A character as math shows it, of its TeX class: a hyphen as a minus sign, `*` as `∗`.
    static func characterAtom(_ scalar: Unicode.Scalar) -> MathAtom {
        switch scalar {
        case "-": MathAtom("−", .binary)
        case "*": MathAtom("∗", .binary)
        case "+": MathAtom("+", .binary)
        case "=", "<", ">", ":": MathAtom(String(scalar), .relation)
        case "(", "[": MathAtom(String(scalar), .opening)
        case ")", "]", "!", "?": MathAtom(String(scalar), .closing)
        case ",", ";": MathAtom(String(scalar), .punctuation)
        default: MathAtom(String(scalar))
        }
    }

    /// A script's argument, in script characters when they all have one, else `^x` or `^(…)`.
    mutating func attachScript(to box: inout MathBox, raised: Bool) throws(Failure) {
        skipSpaces()
        let argument = try self.argument(compact: true)
        let text = Self.scriptText(argument.flattened)
        guard !text.isEmpty else { return }
        if let shifted = UnicodeScripts.shifted(text, raised: raised) {
            box.append(shifted)
        } else {
            let marker = raised ? "^" : "_"
            box.append(text.count == 1 ? marker + text : marker + "(" + text + ")")
        }
    }

    /// A script's text without the spaces TeX ignores there (around symbols; kept between words).
    static func scriptText(_ text: String) -> String {
        let characters = Array(text)
        var kept = ""
        for (index, character) in characters.enumerated() {
            if character == " " {
                let before = index > 0 ? characters[index - 1] : " "
                let after = index + 1 < characters.count ? characters[index + 1] : " "
                guard before.isLetter || before.isNumber, after.isLetter || after.isNumber else { continue }
            }
            kept.append(character)
        }
        return kept
    }

    /// A command's or a script's argument: a group, a command, or one character (`compact`:
    /// without TeX's spaces, as scripts and fractions' parts are set).
    mutating func argument(compact: Bool = false) throws(Failure) -> MathBox {
        skipSpaces()
        guard let scalar = current else { return MathBox() }
        if scalar == "}" { throw .unbalanced }
        if scalar == "{" {
            position += 1
            let group = try sequence(until: .brace, compact: compact)
            position += 1
            return group
        }
        return try atom().box
    }

    /// A group read as text (`\text{…}`, an environment's name): its characters as written.
    mutating func textArgument() throws(Failure) -> String {
        let wasText = textMode
        textMode = true
        defer { textMode = wasText }
        return try argument().flattened
    }

    mutating func skipSpaces() {
        while let scalar = current, scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            position += 1
        }
    }

    /// Whether the source at the current position is `\name` (not followed by another letter).
    func startsCommand(_ name: String) -> Bool {
        guard current == "\\" else { return false }
        var index = position + 1
        for scalar in name.unicodeScalars {
            guard index < scalars.count, scalars[index] == scalar else { return false }
            index += 1
        }
        return index >= scalars.count || !Self.isLetter(scalars[index])
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }
}
