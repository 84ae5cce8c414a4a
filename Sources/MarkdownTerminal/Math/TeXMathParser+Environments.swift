/// `\begin{…}` … `\end{…}`: rows of cells, laid out by `TeXEnvironment`.
extension TeXMathParser {
    mutating func environment() throws(Failure) -> MathBox {
        let name = try textArgument()
        guard let kind = TeXEnvironment(name: name) else { throw .unknownEnvironment(name) }
        // `array`'s column layout and `alignedat`'s column count say nothing text needs.
        if TeXEnvironment.takesArgument(name) { _ = try textArgument() }
        return kind.box(try rows(endingWith: name), display: display)
    }

    /// Cells (`&`) in rows (`\\`) up to `\end{name}`, or to the end of the source when `name` is
    /// nil (display math's own rows); an empty last row (a trailing `\\`) is dropped.
    mutating func rows(endingWith name: String?) throws(Failure) -> [[MathBox]] {
        var rows: [[MathBox]] = []
        var row: [MathBox] = []
        while true {
            row.append(try sequence(until: .cell))
            if atEnd {
                guard name == nil else { throw .unbalanced }
                rows.append(row)
                break
            }
            if current == "&" {
                position += 1
                continue
            }
            rows.append(row)
            row = []
            if startsCommand("end") {
                position += 4
                guard name != nil, try textArgument() == name else { throw .unbalanced }
                break
            }
            // `\\`, maybe with a space after it: `\\[4pt]`.
            position += 2
            skipSpaces()
            if current == "[" {
                while let scalar = current, scalar != "]" { position += 1 }
                guard current == "]" else { throw .unbalanced }
                position += 1
            }
        }
        if rows.count > 1, rows[rows.count - 1].allSatisfy({ $0.flattened.allSatisfy { $0 == " " } }) {
            rows.removeLast()
        }
        return rows
    }
}
