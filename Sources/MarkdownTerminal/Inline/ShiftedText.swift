/// `<sup>` and `<sub>` as a terminal can show them: `x²` and `H₂O` when Unicode has a superscript
/// (subscript) form of every character of the content, `x^2`, `x_i`, or `x^(n+1)`, `x_(ij)` for
/// several characters otherwise (dim). Only digits and `+ - − = ( )` have such forms here: they
/// are in every font with the same design; letters' forms are modifier letters of uneven coverage
/// (there is no superscript q, and only some subscript letters), so `x<sup>n</sup>` reads `x^n`.
///
/// Runs from inside the element carry `.raised` or `.lowered` (`HTMLInlineState`); this pass,
/// run on one block's runs, replaces each stretch of them.
package enum ShiftedText {
    /// `runs` with each stretch of raised or lowered runs written in its terminal form.
    package static func resolving(_ runs: [InlineRun]) -> [InlineRun] {
        let shifted: InlineTraits = [.raised, .lowered]
        guard runs.contains(where: { !$0.traits.isDisjoint(with: shifted) }) else { return runs }
        var result: [InlineRun] = []
        result.reserveCapacity(runs.count)
        var index = 0
        while index < runs.count {
            guard let raised = direction(of: runs[index]) else {
                result.append(runs[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < runs.count, direction(of: runs[end]) == raised { end += 1 }
            result += written(runs[index..<end], raised: raised)
            index = end
        }
        return result
    }

    /// The superscript form of `character`, if it has one here.
    package static func superscript(of character: Character) -> Character? { superscripts[character] }

    /// The subscript form of `character`, if it has one here.
    package static func `subscript`(of character: Character) -> Character? { subscripts[character] }

    /// True for a raised run, false for a lowered one, nil for neither (a line break or an address
    /// shown after a link inside the element ends the stretch).
    private static func direction(of run: InlineRun) -> Bool? {
        guard run.text != "\n", !run.traits.contains(.linkTarget) else { return nil }
        if run.traits.contains(.raised) { return true }
        if run.traits.contains(.lowered) { return false }
        return nil
    }

    private static func written(_ runs: ArraySlice<InlineRun>, raised: Bool) -> [InlineRun] {
        let table = raised ? superscripts : subscripts
        let content = runs.map(\.text).joined()
        guard !content.isEmpty else { return [] }
        let cleared = runs.map { run in
            InlineRun(run.text, traits: run.traits.subtracting([.raised, .lowered]), link: run.link)
        }
        if content.allSatisfy({ table[$0] != nil }) {
            return cleared.map { run in
                InlineRun(String(run.text.map { table[$0] ?? $0 }), traits: run.traits, link: run.link)
            }
        }
        let first = cleared[0]
        let outer = InlineRun("", traits: first.traits.union(.shifted), link: first.link)
        let enclosed = content.count == 1 || (content.first == "(" && content.last == ")")
        var opening = outer
        opening.text = (raised ? "^" : "_") + (enclosed ? "" : "(")
        var closing = outer
        closing.text = enclosed ? "" : ")"
        let dimmed = cleared.map { InlineRun($0.text, traits: $0.traits.union(.shifted), link: $0.link) }
        return [opening] + dimmed + (closing.text.isEmpty ? [] : [closing])
    }

    private static let superscripts: [Character: Character] = [
        "0": "⁰", "1": "¹", "2": "²", "3": "³", "4": "⁴", "5": "⁵", "6": "⁶", "7": "⁷", "8": "⁸", "9": "⁹",
        "+": "⁺", "-": "⁻", "−": "⁻", "=": "⁼", "(": "⁽", ")": "⁾",
    ]

    private static let subscripts: [Character: Character] = [
        "0": "₀", "1": "₁", "2": "₂", "3": "₃", "4": "₄", "5": "₅", "6": "₆", "7": "₇", "8": "₈", "9": "₉",
        "+": "₊", "-": "₋", "−": "₋", "=": "₌", "(": "₍", ")": "₎",
    ]
}
