import Testing

/// One hostile article for `MarkdownTerminalHostileTests`, made at any size: `markdown(size)` is
/// about `size` bytes (or, for nesting, `size` levels), so that the time to lay out ten times as
/// much can be compared.
struct HostileInput: CustomTestStringConvertible, Sendable {
    let name: String
    /// The size the input is named for (10,000 levels, 1 MB, 1,000 columns …).
    let fullSize: Int
    /// The small and large sizes compared for time, ten times apart.
    let timedSizes: (small: Int, large: Int)
    let make: @Sendable (Int) -> String

    var testDescription: String { name }

    static let all: [HostileInput] = [
        HostileInput(name: "10,000 nested block quotes", fullSize: 10_000, timedSizes: (10_000, 100_000)) {
            String(repeating: "> ", count: $0) + "深い"
        },
        HostileInput(name: "10,000 nested list items", fullSize: 10_000, timedSizes: (1_000, 10_000)) {
            String(repeating: "- ", count: $0) + "x"
        },
        HostileInput(name: "1 MB of *", fullSize: 1_000_000, timedSizes: (100_000, 1_000_000)) {
            "x" + String(repeating: "*", count: $0)
        },
        HostileInput(name: "1 MB of [", fullSize: 1_000_000, timedSizes: (100_000, 1_000_000)) {
            String(repeating: "[", count: $0)
        },
        HostileInput(name: "a table of 1,000 columns", fullSize: 12_000, timedSizes: (100_000, 1_000_000)) { size in
            let columns = 1_000
            let row = "|" + String(repeating: " c |", count: columns)
            return "|" + String(repeating: " h |", count: columns) + "\n|" + String(repeating: "---|", count: columns)
                + String(repeating: "\n" + row, count: max(1, size / row.utf8.count))
        },
        // A table the parser's guard leaves a table (at most 256 `|` a line), drawn as records.
        HostileInput(name: "a table of 250 columns", fullSize: 100_000, timedSizes: (100_000, 1_000_000)) { size in
            let columns = 250
            let row = "|" + String(repeating: " 値 |", count: columns)
            return "|" + String(repeating: " 列 |", count: columns) + "\n|" + String(repeating: ":-:|", count: columns)
                + String(repeating: "\n" + row, count: max(1, size / row.utf8.count))
        },
        HostileInput(name: "a cell of 100,000 characters", fullSize: 300_000, timedSizes: (100_000, 1_000_000)) {
            "| a | b |\n|---|--:|\n| " + String(repeating: "長", count: $0 / 3) + " | 右 |"
        },
        HostileInput(name: "a 1 MB line without spaces", fullSize: 1_000_000, timedSizes: (100_000, 1_000_000)) {
            String(repeating: "a", count: $0)
        },
        HostileInput(
            name: "1 MB of emphasis and links that never close", fullSize: 1_000_000,
            timedSizes: (100_000, 1_000_000)
        ) {
            String(repeating: "*a _b [c](d `e ~~g ", count: $0 / 19)
        },
        // Qiita's LIBERAL_HTML_TAG makes cmark-gfm look for a `>` after each `<` and a letter, to the
        // end of the line: quadratic without Markdown's QuadraticLineGuard (100 KB took 1.5 s).
        HostileInput(
            name: "1 MB of < before letters (liberal HTML tags)", fullSize: 1_000_000,
            timedSizes: (100_000, 1_000_000)
        ) {
            String(repeating: "<f ", count: $0 / 3)
        },
        HostileInput(name: "1 MB of control characters", fullSize: 1_000_000, timedSizes: (100_000, 1_000_000)) {
            let unit = ControlCharacters.article
            return String(repeating: unit + "\n\n", count: max(1, $0 / unit.utf8.count))
        },
    ]
}
