/// A piece of converted math and its class, TeX's atom classes (The TeXbook, ch. 17), which say
/// where spaces go between pieces: around relations and binary operators, after punctuation,
/// between a function's name and its operand (`MathSpacing`).
struct MathAtom {
    enum Kind: Equatable {
        /// Letters, digits, symbols, groups, environments.
        case ordinary
        /// Large operators and function names: `∑`, `∫`, `sin`, `lim`.
        case operation
        /// `+`, `−`, `×`, `·`, `∪` … (a unary minus is ordinary).
        case binary
        /// `=`, `<`, `≤`, `∈`, `→` …
        case relation
        case opening
        case closing
        /// `,` and `;`.
        case punctuation
        /// A fraction (TeX's inner atoms): spaced from what stands beside it.
        case inner
        /// An explicit space (`\,`, `\quad`, `~`): no space is added around it.
        case space
    }

    var box: MathBox
    var kind: Kind

    init(_ text: String, _ kind: Kind = .ordinary) {
        box = MathBox(text)
        self.kind = kind
    }

    init(box: MathBox, kind: Kind = .ordinary) {
        self.box = box
        self.kind = kind
    }
}

/// Joins atoms with the spaces TeX puts between them in text style. In script style (`compact`:
/// scripts, fractions' parts, roots) only a function's name keeps its space from its operand.
enum MathSpacing {
    static func join(_ atoms: [MathAtom], compact: Bool) -> MathBox {
        // What draws nothing (`\left`, `\!`, `\displaystyle`) takes no part in the spacing.
        let atoms = atoms.filter { !($0.kind == .space && $0.box.lines == [""]) }
        var kinds = atoms.map(\.kind)
        // A binary operator with no operand before it (or none after) is a sign, which binds to
        // what follows it as an opening does (`= −x`, `−∑`).
        for index in kinds.indices where kinds[index] == .binary {
            let before = kinds[..<index].last { $0 != .space }
            let after = kinds[(index + 1)...].first { $0 != .space }
            let leftOperand = before.map { [.ordinary, .closing, .inner].contains($0) } ?? false
            let rightOperand = after.map { [.ordinary, .opening, .operation, .inner].contains($0) } ?? false
            if !leftOperand || !rightOperand { kinds[index] = .opening }
        }
        var box = MathBox()
        var previous: MathAtom.Kind?
        for (atom, kind) in zip(atoms, kinds) {
            if let previous, compact ? spacedInScripts(previous, kind) : spaced(previous, kind) { box.append(" ") }
            box.append(atom.box)
            previous = kind
        }
        return box
    }

    private static func spaced(_ left: MathAtom.Kind, _ right: MathAtom.Kind) -> Bool {
        switch (left, right) {
        case (.space, _), (_, .space): false
        case (.binary, _), (_, .binary): true
        case (.relation, .relation), (.relation, .punctuation), (.relation, .closing): false
        case (.relation, _): true
        case (.opening, .relation), (.punctuation, .relation): false
        case (_, .relation): true
        case (.punctuation, .closing): false
        case (.punctuation, _): true
        case (.inner, .punctuation), (.inner, .closing), (.opening, .inner): false
        case (.inner, _), (_, .inner): true
        default: spacedInScripts(left, right)
        }
    }

    private static func spacedInScripts(_ left: MathAtom.Kind, _ right: MathAtom.Kind) -> Bool {
        switch (left, right) {
        case (.ordinary, .operation), (.closing, .operation), (.operation, .operation), (.operation, .ordinary):
            true
        default: false
        }
    }
}
