/// The shortest SGR parameters taking the terminal from one cell style to another: either
/// switching off and on only what changes, or a reset followed by the whole new style.
enum GraphicRendition {
    /// The parameters for going from `current` (nil: unknown) to `target`; empty when equal.
    static func parameters(from current: CellStyle?, to target: CellStyle) -> [String] {
        let target = target.graphicRendition
        let fromReset = ["0"] + parametersSetting(target, over: .plain)
        guard let current = current?.graphicRendition else { return fromReset }
        guard current != target else { return [] }
        let incremental = parametersSetting(target, over: current)
        let length = { (parameters: [String]) in parameters.reduce(parameters.count) { $0 + $1.count } }
        return length(incremental) <= length(fromReset) ? incremental : fromReset
    }

    private static func parametersSetting(_ target: CellStyle, over current: CellStyle) -> [String] {
        var parameters: [String] = []
        let removed = current.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(current.attributes)
        // SGR 22 ends bold and dim together: whichever stays is switched on again.
        if !removed.isDisjoint(with: [.bold, .dim]) {
            parameters.append("22")
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { parameters.append("23") }
        if removed.contains(.underline) { parameters.append("24") }
        if removed.contains(.reverse) { parameters.append("27") }
        if removed.contains(.strikethrough) { parameters.append("29") }
        let codes: [(CellStyle.Attributes, String)] = [
            (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
            (.strikethrough, "9"),
        ]
        for (attribute, code) in codes where added.contains(attribute) { parameters.append(code) }
        if target.foreground != current.foreground {
            parameters.append(target.foreground.sgrParameters(background: false))
        }
        if target.background != current.background {
            parameters.append(target.background.sgrParameters(background: true))
        }
        return parameters
    }
}
