import Foundation
@testable import MarkdownTerminal
import ShellKit
import Testing
import TestSupport

/// Real-shaped wide tables (Japanese prices in yen, Kubernetes resources with long English words,
/// nine-column comparisons of languages and clouds, an address in a cell) at 40, 60, 80 and 100
/// columns: no line wider than the terminal, no word, number or address split across lines, the
/// widest prose columns narrowed first, and records exactly when the words cannot fit drawn.
@Suite struct MarkdownTerminalNarrowTableTests {
    static let widths = [40, 60, 80, 100]

    /// The tables, named for the test arguments.
    enum Fixture: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case prices, resources, languages, clouds

        var testDescription: String { rawValue }

        var markdown: String {
            switch self {
            case .prices:
                """
                | サービス | 料金（月額） | 無料枠 | リージョン | 備考 |
                |---|--:|--:|---|---|
                | Lambda | ¥1,200 | 100万リクエスト | ap-northeast-1 | 実行時間の課金は別途かかります |
                | Cloud Functions | ¥980 | 200万回 | asia-northeast1 | 第2世代ではCloud Runの料金体系 |
                | Azure Functions | ¥1,050 | 100万回 | japaneast | 従量課金プランなら月100万回まで無料 |
                """
            case .resources:
                """
                | Resource | Requests | Limits | QoS class | Notes |
                |---|---|---|---|---|
                | cpu | 500m | 1 | burstable | throttled, never killed, when over the limit |
                | memory | 256Mi | 512Mi | burstable | OOMKilled when over the limit |
                | ephemeral-storage | 1Gi | 2Gi | guaranteed | the pod is evicted when the node runs short |
                """
            case .languages:
                """
                | Language | Year | Company | Typing | GC | Generics | Package manager | Playground | Mascot |
                |---|--:|---|---|---|---|---|---|---|
                | Rust | 2010 | Mozilla | static | no | yes | cargo | play.rust-lang.org | Ferris |
                | Go | 2009 | Google | static | yes | since 1.18 | go modules | go.dev/play | Gopher |
                | Kotlin | 2011 | JetBrains | static | yes | yes | Gradle | play.kotlinlang.org | Kodee |
                | Swift | 2014 | Apple | static | ARC | yes | SwiftPM | swiftfiddle.com | none |
                """
            case .clouds:
                """
                | Cloud | Compute | Serverless | Storage | Database | Kubernetes | CDN | 東京 | 無料枠 |
                |---|---|---|---|---|---|---|---|--:|
                | AWS | EC2 | Lambda | S3 | DynamoDB | EKS | CloudFront | ap-northeast-1 | 12か月 |
                | Google | GCE | Functions | GCS | Firestore | GKE | Cloud CDN | asia-northeast1 | $300 |
                | Azure | VM | Functions | Blob | Cosmos DB | AKS | Front Door | japaneast | ¥22,500 |
                """
            }
        }

        /// The cells, row by row, as written.
        var cells: [[String]] {
            markdown.split(separator: "\n").enumerated().filter { $0.offset != 1 }.map { row in
                row.element.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        }
    }

    /// The stretches of one-column characters between spaces, bars, colons and wide characters:
    /// words and numbers (`ephemeral-storage`, `¥1,200`, `100` of `100万`) that must not be split.
    static func words(in text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            if character == " " || character == "|" || character == "│" || character == ":"
                || DisplayWidth.of(character) != 1
            {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The words of `wanted` missing from `lines` (each counted as often as it occurs).
    static func missingWords(_ wanted: [String], in lines: [String]) -> [String] {
        var shown: [String: Int] = [:]
        for line in lines {
            for word in words(in: ShownText.of(line)) { shown[word, default: 0] += 1 }
        }
        return wanted.filter { word in
            let count = shown[word, default: 0]
            shown[word] = count - 1
            return count <= 0
        }
    }

    /// The fewest columns a drawn table needs without splitting a word, by its one-column words
    /// alone: each column as wide as its widest, plus the borders and padding.
    static func narrowestUnsplitTable(_ fixture: Fixture) -> Int {
        let cells = fixture.cells
        let columns = cells[0].count
        let widest = (0..<columns).map { column in
            cells.flatMap { words(in: $0[column]) }.map(DisplayWidth.of).max() ?? 1
        }
        return widest.reduce(0, +) + 3 * columns + 1
    }

    @Test(arguments: Fixture.allCases, widths)
    func noWordOrNumberIsSplitAndRecordsComeOnlyWhenTheWordsCannotFit(fixture: Fixture, width: Int) throws {
        for lines in [
            TerminalLines.plain(fixture.markdown, width: width), TerminalLines.styled(fixture.markdown, width: width),
        ] {
            let wide = TerminalLines.tooWide(lines, width: width)
            #expect(wide.isEmpty, "\(wide.prefix(2))")
            let missing = Self.missingWords(fixture.cells.flatMap { $0.flatMap(Self.words) }, in: lines)
            #expect(missing.isEmpty, "split or lost: \(missing)\n\(lines.joined(separator: "\n"))")
        }
        let lines = TerminalLines.plain(fixture.markdown, width: width)
        let drawn = TerminalLines.table(in: lines)
        let fits = Self.narrowestUnsplitTable(fixture) <= width
        #expect(!drawn.isEmpty == fits, "drawn: \(!drawn.isEmpty), fits: \(fits)\n\(lines.joined(separator: "\n"))")
        if drawn.isEmpty {
            let headers = fixture.cells[0]
            let records = lines.filter { $0.hasPrefix(headers[0] + ": ") }
            #expect(records.count == fixture.cells.count - 1, "\(lines)")
            for header in headers { #expect(lines.contains { $0.hasPrefix(header + ":") }, "\(header)") }
        } else {
            #expect(Set(drawn.map(DisplayWidth.of)).count == 1, "\(drawn)")
            let borders = drawn.map { TerminalLines.columns(of: MarkdownTerminalLayoutTests.borders, in: $0) }
            #expect(Set(borders).count == 1, "\(drawn)")
        }
    }

    /// The issue's own sightings: no `Lambd`/`a`, `¥1,20`/`0`, `burstab`/`le`, `200`/`9`, `Goog`/`le`.
    @Test(arguments: widths)
    func theWordsSeenSplitStayWhole(width: Int) {
        let markdown = Fixture.allCases.map(\.markdown).joined(separator: "\n\n")
        let shown = TerminalLines.plain(markdown, width: width).map(ShownText.of)
        for word in ["Lambda", "¥1,200", "burstable", "ephemeral-storage", "2009", "Rust", "Google", "¥22,500"] {
            #expect(shown.contains { Self.words(in: $0).contains(word) }, "\(word) at \(width)")
        }
    }

    /// A narrowed table takes the room from its widest prose column: the short values keep their
    /// natural widths, so each row's first line holds its resource, amounts and class whole.
    @Test func theWidestProseColumnIsNarrowedFirst() throws {
        let lines = TerminalLines.plain(Fixture.resources.markdown, width: 80)
        let table = TerminalLines.table(in: lines)
        try #require(!table.isEmpty, "\(lines)")
        let firstLines = table.filter { $0.hasPrefix("│") }.map(TerminalLines.cells)
            .filter { !$0[0].allSatisfy { $0 == " " } }
        let expected = [
            ["Resource", "Requests", "Limits", "QoS class"], ["cpu", "500m", "1", "burstable"],
            ["memory", "256Mi", "512Mi", "burstable"], ["ephemeral-storage", "1Gi", "2Gi", "guaranteed"],
        ]
        #expect(firstLines.map { $0.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } } == expected)
        #expect(table.count > 10, "the notes wrapped: \(table)")
    }

    static let longAddress =
        "https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/#requests-and-limits"
    static let shortAddress = "https://kubernetes.io/docs/tasks/configure-pod-container/"
    static let addressCell = """
        | 項目 | 説明 | 参考 |
        |---|---|---|
        | requests | コンテナが確保するリソース量 | \(longAddress) |
        | limits | 使える上限 | \(shortAddress) |
        """

    /// A cell's address is never split: drawn whole in its column when the table fits (at 140
    /// columns), otherwise the table becomes records and the address stands whole on its own
    /// line, the one line allowed to be wider than the terminal when the address itself is.
    @Test(arguments: widths + [140])
    func anAddressInACellIsNeverSplit(width: Int) {
        let long = Self.longAddress
        // The address, the first column's longest word, the second's narrowest wrapping, borders.
        let tableFits = DisplayWidth.of(long) + "requests".count + TableColumnWidths.narrowestWrapped + 10 <= width
        for styled in [false, true] {
            let shown = TerminalLines.renderer(width: width, styled: styled).render(Self.addressCell).map(ShownText.of)
            for address in [long, Self.shortAddress] {
                #expect(shown.contains { $0.contains(address) }, "\(address) at \(width): \(shown)")
            }
            for line in TerminalLines.tooWide(shown, width: width) {
                #expect([long, Self.shortAddress].contains(line.line), "\(line)")
            }
            #expect(TerminalLines.table(in: shown).isEmpty != tableFits, "\(shown)")
        }
    }

    /// Seeded columns: widths within the room, never under a column's unbreakable stretch, all
    /// the room used when narrowing, and no column left wider than another narrowed one (but
    /// by the one spare column) unless it is at its floor; none when the floors cannot fit.
    @Test(arguments: [UInt64(1), 2, 3])
    func columnWidthsNarrowTheWidestFirstAndNeverCutAWord(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<2_000 {
            let count = 1 + random.next(below: 9)
            let natural = (0..<count).map { _ in 1 + random.next(below: 60) }
            let unbreakable = natural.map { 1 + random.next(below: $0) }
            let room = random.next(below: 120)
            let floors = zip(natural, unbreakable).map { max($1, min($0, TableColumnWidths.narrowestWrapped)) }
            let widths = TableColumnWidths.widths(natural: natural, unbreakable: unbreakable, room: room)
            let context = "natural \(natural), unbreakable \(unbreakable), room \(room): \(String(describing: widths))"
            guard let widths else {
                #expect(floors.reduce(0, +) > room, "\(context)")
                continue
            }
            #expect(widths.reduce(0, +) <= room, "\(context)")
            #expect(zip(widths, natural).allSatisfy { $0 <= $1 } && zip(widths, floors).allSatisfy { $0 >= $1 })
            guard widths != natural else { continue }
            #expect(widths.reduce(0, +) == room, "\(context)")
            for narrowed in widths.indices where widths[narrowed] < natural[narrowed] {
                for other in widths.indices where widths[other] > widths[narrowed] + 1 {
                    #expect(widths[other] == floors[other], "\(context)")
                }
            }
        }
    }
}
