import Foundation
import Markdown
@testable import MarkdownTerminal
import ShellKit
import Testing

/// Articles laid out at 40, 80 and 100 columns: tables line up by display width (Japanese counts
/// two columns), wrap their cells or become records when too wide, and lose no text; footnotes,
/// `<details>`, entities and long code file names are shown whole; no line of any article of the
/// differential corpus is wider than the terminal.
@Suite struct MarkdownTerminalLayoutTests {
    static let widths = [40, 80, 100]
    static let borders: Set<Character> = ["│", "┌", "┬", "┐", "├", "┼", "┤", "└", "┴", "┘"]

    static let japaneseTable = """
        | 名前 | 説明 | 価格 |
        |:--|:-:|--:|
        | りんご | 赤い | 100円 |
        | バナナ | 黄色くて甘い | 2,000円 |
        | ｶﾀｶﾅ半角 | **太字**と`code` | 30 |
        """

    @Test(arguments: widths)
    func aJapaneseTableLinesUpByDisplayWidth(width: Int) throws {
        // Styled and shown, as a terminal shows it: plain output would add `**` and `` ` `` marks.
        let shown = TerminalLines.styled(Self.japaneseTable, width: width).map(ShownText.of)
        let table = TerminalLines.table(in: shown)
        try #require(table.count == 7, "\(table)")
        #expect(Set(table.map(DisplayWidth.of)).count == 1, "\(table)")
        #expect(Set(table.map { TerminalLines.columns(of: Self.borders, in: $0) }).count == 1, "\(table)")
        let rows = table.filter { $0.hasPrefix("│") }.map(TerminalLines.cells)
        #expect(
            rows.map { $0.map { VisibleText.collapsingSpace($0) } } == [
                ["名前", "説明", "価格"], ["りんご", "赤い", "100円"], ["バナナ", "黄色くて甘い", "2,000円"],
                ["ｶﾀｶﾅ半角", "太字とcode", "30"],
            ])
        for cells in rows {
            // Left: text right after the padding space; right: text ending just before the bar.
            #expect(cells[0].hasPrefix(" ") && cells[0].dropFirst().first != " ", "\(cells)")
            #expect(cells[2].hasSuffix(" ") && cells[2].dropLast().last != " ", "\(cells)")
            let leading = cells[1].prefix { $0 == " " }.count
            let trailing = cells[1].reversed().prefix { $0 == " " }.count
            #expect(abs(leading - trailing) <= 1, "centred: \(cells)")
        }
    }

    static let japaneseCell = "日本語の長い説明文がここに入ります。表の幅が端末より広いときはセルの中で折り返されます。"
    static let englishCell = "A long English sentence that has to wrap inside its own cell as the terminal is narrow."
    static let wideTable = """
        | 項目 | 説明 | 備考 |
        |---|:--|--:|
        | 日本語 | \(japaneseCell) | 右 |
        | English | \(englishCell) | ok |
        """

    @Test(arguments: [40, 80])
    func aTableWiderThanTheTerminalWrapsItsCellsAndLosesNoText(width: Int) {
        let lines = TerminalLines.plain(Self.wideTable, width: width)
        #expect(TerminalLines.tooWide(lines, width: width).isEmpty)
        let table = TerminalLines.table(in: lines)
        #expect(Set(table.map(DisplayWidth.of)).count == 1, "\(table)")
        #expect(Set(table.map { TerminalLines.columns(of: Self.borders, in: $0) }).count == 1, "\(table)")
        // Each row's cells, their lines put back together column by column.
        var rows: [[String]] = []
        var current: [String] = []
        for line in table {
            if line.hasPrefix("│") {
                let cells = TerminalLines.cells(of: line)
                current = current.isEmpty ? cells : zip(current, cells).map { $0 + " " + $1 }
            } else if !current.isEmpty {
                rows.append(current)
                current = []
            }
        }
        let compact = { (text: String) in text.filter { !$0.isWhitespace } }
        #expect(
            rows.map { $0.map(compact) } == [
                ["項目", "説明", "備考"],
                ["日本語", compact(Self.japaneseCell), "右"],
                ["English", compact(Self.englishCell), "ok"],
            ])
        #expect(rows.dropFirst().allSatisfy { $0[1].count > 0 } && table.count > 8, "the cells wrapped: \(table)")
    }

    @Test(arguments: widths)
    func aTableWithTooManyColumnsBecomesRecordsAndLosesNoText(width: Int) {
        let columns = 30
        let long = "とても長い値が入るセルで、記録の形でも端末の幅で折り返されて何も失われない"
        let header = "|" + (0..<columns).map { " 列\($0) |" }.joined()
        let values = (0..<columns).map { $0 == columns - 1 ? long : "値\($0)" }
        let markdown =
            header + "\n|" + String(repeating: "---|", count: columns) + "\n|"
            + values.map { " \($0) |" }.joined()
        let lines = TerminalLines.plain(markdown, width: width)
        #expect(TerminalLines.tooWide(lines, width: width).isEmpty)
        #expect(!lines.contains { $0.hasPrefix("┌") }, "drawn as a table: \(lines.prefix(3))")
        for column in 0..<(columns - 1) { #expect(lines.contains("列\(column): 値\(column)"), "列\(column)") }
        let joined = lines.joined().filter { !$0.isWhitespace }
        #expect(joined.contains("列\(columns - 1):" + long))
    }

    static let footnotes = """
        最初[^b]、次[^a]、また[^b]。

        - 項目[^c]

        [^a]: アルファ
        [^b]: ベータ
        [^c]: ガンマ
        [^unused]: 使わない
        """

    @Test(arguments: widths)
    func footnotesAreNumberedWhereReferencedAndListedAtTheEndInOrder(width: Int) {
        let lines = TerminalLines.plain(Self.footnotes, width: width)
        #expect(lines.first == "最初[1]、次[2]、また[1]。")
        #expect(lines.contains("  • 項目[3]"))
        let definitions = lines.filter { $0.hasPrefix("[") }
        #expect(definitions == ["[1] ベータ", "[2] アルファ", "[3] ガンマ"])
        let separator = lines.firstIndex { !$0.isEmpty && $0.allSatisfy { $0 == "─" } }
        let firstDefinition = lines.firstIndex(of: "[1] ベータ")
        #expect(separator != nil && firstDefinition != nil && separator! < firstDefinition!)
        #expect(lines.firstIndex(of: "  • 項目[3]")! < separator!)
        #expect(!lines.contains { $0.contains("使わない") })
    }

    static let details = """
        前の段落

        <details><summary>詳しく</summary>

        中の *段落*

        - 中のリスト

        </details>

        後の段落
        """

    @Test(arguments: widths)
    func detailsAreATitledSectionWithItsContentIndented(width: Int) {
        let lines = TerminalLines.plain(Self.details, width: width)
        #expect(lines.filter { !$0.isEmpty } == ["前の段落", "▶ 詳しく", "  中の *段落*", "    • 中のリスト", "後の段落"])
        let styled = TerminalLines.styled(Self.details, width: width)
        #expect(styled.contains { $0.contains("\u{1B}[1m▶ ") }, "the summary is bold")
    }

    @Test(arguments: widths)
    func entitiesAreDecoded(width: Int) {
        let markdown = "&lt;&gt; &amp; &copy; &#x3042;&#12354; &frac12; &bogus; &#0; a&nbsp;b"
        let lines = TerminalLines.plain(markdown, width: width)
        #expect(lines == ["<> & © ああ ½ &bogus; \u{FFFD} a\u{A0}b"])
    }

    @Test(arguments: [40, 80])
    func aCodeFileNameLongerThanTheWidthIsShownWhole(width: Int) {
        let name = "app/" + String(repeating: "very_long_directory_name/", count: 5) + "ファイル名.rb"
        let lines = TerminalLines.plain("```ruby:\(name)\nputs 1\n```", width: width)
        #expect(TerminalLines.tooWide(lines, width: width).isEmpty)
        #expect(!lines.joined().contains("…"))
        let header = lines.prefix { !$0.hasPrefix(" ") }
        #expect(header.first == "── ruby", "\(lines)")
        #expect(header.dropFirst().joined() == name, "\(lines)")
        #expect(lines.last == "    puts 1")
    }

    /// No line is wider than the terminal but one holding only an address of the article (after
    /// its containers' prefix, with the closing marks after it), too long for the line: addresses
    /// are never broken (issue 36).
    @Test(arguments: widths)
    func noLineOfTheCorpusIsWiderThanTheTerminal(width: Int) {
        var wide: [String] = []
        for (number, markdown) in DifferentialCorpus.all.enumerated() {
            let addresses = Self.addresses(in: markdown)
            for lines in [TerminalLines.plain(markdown, width: width), TerminalLines.styled(markdown, width: width)] {
                for line in lines.map(ShownText.of) where DisplayWidth.of(line) > width {
                    let prefix = line.prefix { " │•◦▪☐☑▶0123456789.[]".contains($0) }
                    var word = MarkdownTerminalAddressTests.withoutClosingMarks(String(line.dropFirst(prefix.count)))
                    if word.hasPrefix("<"), word.hasSuffix(">") { word = String(word.dropFirst().dropLast()) }
                    if addresses.contains(word) { continue }
                    wide.append("article \(number): \(DisplayWidth.of(line)) \(line.prefix(120))")
                }
            }
        }
        #expect(wide.isEmpty, "\(wide.prefix(5))")
    }

    /// The addresses an article links to, in Markdown or in HTML (`href`, `src`), as shown.
    static func addresses(in markdown: String) -> Set<String> {
        var addresses = VisibleText.addresses(in: MarkdownDocument(parsing: markdown))
        for attribute in ["href=\"", "src=\""] {
            for piece in markdown.components(separatedBy: attribute).dropFirst() {
                addresses.insert(String(piece.prefix { $0 != "\"" }))
            }
        }
        for address in Array(addresses) where address.hasPrefix("http://") || address.hasPrefix("mailto:") {
            addresses.insert(String(address.drop { $0 != ":" }.dropFirst().drop { $0 == "/" }))
        }
        return addresses
    }
}
