import ShellKit

/// The environments math in articles uses, and how their rows are shown: a matrix's cells in
/// centred columns between tall delimiters (`⎛ ⎞`, `⎡ ⎤`, `│ │`), `cases` behind a tall brace,
/// aligned rows lined up at their first `&`. In inline math (one line) rows are joined by `; `.
enum TeXEnvironment: Equatable {
    case matrix(open: String, close: String)
    case cases
    case aligned

    init?(name: String) {
        switch name {
        case "matrix", "smallmatrix", "array", "subarray": self = .matrix(open: "", close: "")
        case "pmatrix": self = .matrix(open: "(", close: ")")
        case "bmatrix": self = .matrix(open: "[", close: "]")
        case "Bmatrix": self = .matrix(open: "{", close: "}")
        case "vmatrix": self = .matrix(open: "|", close: "|")
        case "Vmatrix": self = .matrix(open: "‖", close: "‖")
        case "cases", "dcases", "cases*": self = .cases
        case "aligned", "align", "align*", "alignat", "alignat*", "alignedat", "split", "gather", "gather*",
            "gathered", "eqnarray", "eqnarray*", "equation", "equation*", "multline", "multline*", "flalign",
            "flalign*":
            self = .aligned
        default: return nil
        }
    }

    /// Whether `\begin{name}` takes an argument (`array`'s columns, `alignedat`'s count).
    static func takesArgument(_ name: String) -> Bool {
        ["array", "subarray", "alignat", "alignat*", "alignedat"].contains(name)
    }

    func box(_ rows: [[MathBox]], display: Bool) -> MathBox {
        let cells = rows.map { $0.map { $0.flattened.trimmingBlanks() } }
        guard display else { return MathBox(inline(cells)) }
        switch self {
        case .matrix(let open, let close): return Self.matrix(cells, open: open, close: close)
        case .cases: return Self.cases(cells)
        case .aligned: return Self.aligned(cells)
        }
    }

    private func inline(_ cells: [[String]]) -> String {
        let rows = cells.map { $0.filter { !$0.isEmpty }.joined(separator: " ") }.joined(separator: "; ")
        switch self {
        case .matrix(let open, let close): return open + rows + close
        case .cases:
            // A value and its condition: `{1, x > 0; 0, otherwise`.
            let cases = cells.map { row in
                row.filter { !$0.isEmpty }.reduce("") { line, cell in
                    line.isEmpty ? cell : line + (line.hasSuffix(",") ? " " : ", ") + cell
                }
            }
            return "{" + cases.joined(separator: "; ")
        case .aligned: return rows
        }
    }

    private static func matrix(_ cells: [[String]], open: String, close: String) -> MathBox {
        let columns = cells.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in cells {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell)) }
        }
        let lines = cells.enumerated().map { number, row in
            let text = (0..<columns).map { column in
                centred(column < row.count ? row[column] : "", width: widths[column])
            }.joined(separator: "  ")
            let left = delimiter(open, row: number, of: cells.count, isOpening: true)
            let right = delimiter(close, row: number, of: cells.count, isOpening: false)
            return left.isEmpty ? text : left + " " + text + " " + right
        }
        return MathBox(lines: lines, baseline: (cells.count - 1) / 2)
    }

    private static func cases(_ cells: [[String]]) -> MathBox {
        let width = cells.map { DisplayWidth.of($0.first ?? "") }.max() ?? 0
        let lines = cells.enumerated().map { number, row in
            let brace = delimiter("{", row: number, of: cells.count, isOpening: true)
            let value = (row.first ?? "").padded(toDisplayWidth: width)
            let condition = row.dropFirst().filter { !$0.isEmpty }.joined(separator: " ")
            return brace + " " + (condition.isEmpty ? value : value + "  " + condition)
        }
        return MathBox(lines: lines.map(MathBox.trimmingTrailingSpaces), baseline: (cells.count - 1) / 2)
    }

    private static func aligned(_ cells: [[String]]) -> MathBox {
        let width = cells.filter { $0.count > 1 }.map { DisplayWidth.of($0[0]) }.max() ?? 0
        let lines = cells.map { row -> String in
            guard row.count > 1 else { return row.first ?? "" }
            let rest = row.dropFirst().filter { !$0.isEmpty }.joined(separator: " ")
            return row[0].padded(toDisplayWidth: width, alignRight: true) + " " + rest
        }
        return MathBox(lines: lines.map(MathBox.trimmingTrailingSpaces), baseline: (cells.count - 1) / 2)
    }

    /// The piece of a tall delimiter on row `row` of `count` (the character itself on one row).
    private static func delimiter(_ delimiter: String, row: Int, of count: Int, isOpening: Bool) -> String {
        guard count > 1 else { return delimiter }
        let first = row == 0
        let last = row == count - 1
        switch delimiter {
        case "(": return first ? "⎛" : last ? "⎝" : "⎜"
        case ")": return first ? "⎞" : last ? "⎠" : "⎟"
        case "[": return first ? "⎡" : last ? "⎣" : "⎢"
        case "]": return first ? "⎤" : last ? "⎦" : "⎥"
        case "{", "}":
            let middle = row == (count - 1) / 2 && count > 2
            if isOpening { return first ? "⎧" : last ? "⎩" : middle ? "⎨" : "⎪" }
            return first ? "⎫" : last ? "⎭" : middle ? "⎬" : "⎪"
        case "|": return "│"
        default: return delimiter
        }
    }

    private static func centred(_ text: String, width: Int) -> String {
        let room = max(width - DisplayWidth.of(text), 0)
        return String(repeating: " ", count: room / 2) + text + String(repeating: " ", count: room - room / 2)
    }
}
