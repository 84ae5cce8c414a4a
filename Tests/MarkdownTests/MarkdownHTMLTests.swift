import Foundation
import Testing
@testable import Markdown

/// Debian's cmark-gfm program (package cmark-gfm), the oracle.
private let cmarkProgram = "/usr/bin/cmark-gfm"

/// `MarkdownDocument.html` is cmark-gfm's own HTML with Qiita's options: byte for byte what
/// Debian's `cmark-gfm` program prints with the same flags, over written samples and seeded random
/// documents (Documentation/design/markdown-engine.md §2). Skipped, saying so, where the program
/// is not installed.
///
/// The program has no note extension (CQiitaMarkdown): a document with a `:::` fence, a third of
/// the random ones, is compared as parsed without it, and the notes' own HTML is checked against
/// qiita_marker by MarkdownNoteTests and the C harness. Without a fence the extension changes
/// nothing, and the document is compared as `html(_:)` renders it.
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: cmarkProgram),
        "the cmark-gfm program is missing (Scripts/test installs it): the HTML is not compared"))
struct MarkdownHTMLTests {
    static let program = cmarkProgram
    /// Qiita's options as the program spells them (it has no flag for LIBERAL_HTML_TAG, which only
    /// changes `<` before text that is no tag, such as `<a1>`: the documents avoid it).
    static let flags = [
        "--hardbreaks", "--unsafe", "--strikethrough-double-tilde", "--table-prefer-style-attributes",
        "-e", "footnotes", "-e", "table", "-e", "strikethrough", "-e", "autolink",
    ]

    static let samples = [
        "# 見出し\n\n段落の*強調*と**太字**、`code`、~~取り消し~~。\n改行も。",
        "- [ ] 未完了\n- [x] 完了\n  1. 入れ子\n  2. 二つ目\n\n> 引用 > の中\n>\n> > 二重",
        "```ruby:app/models/user.rb\nclass User < ApplicationRecord\nend\n```\n\n~~~\ntilde <b>\n~~~\n\n    indented\n",
        "| 名前 | 値段 | 備考 |\n|:--|--:|:-:|\n| りんご | 100 | **赤** |\n| `x|y` | \\| | [l](https://e.example) |",
        "本文[^1]と[^n]。\n\n[^1]: 一つ目 *強調*\n[^n]: 二つ目\n\n    code in note",
        "<details><summary>詳細</summary>\n\n中身 <kbd>Ctrl</kbd>+<kbd>C</kbd><br>\n\n</details>\n\n<!-- TODO " +
        "-->\n<script>x</script>",
        "[参照][ref] と [ref] と ![画像][img]\n\n[ref]: https://example.com/ref \"題\"\n[img]: /a.png",
        "https://qiita.com/items/abc. www.example.com と user@example.com, <https://a.example/?q=1&r=2>",
        "&lt;T&gt; &amp; &copy; &#x3042; &#12354; &bogus; \\* \\_ \\`",
        "*foo**bar* a*\"foo\"* __a__b ***x*** _日本語_ **日本語**の",
        "Setext\n===\n\nTwo\n---\n\n***\n\n- - -",
        "1) a\n2) b\n\n10. ten\n\n+ plus\n\n* star",
        "line one  \nline two\\\nline three",
        "",
        ":::note warn\n本文\n:::",
    ]

    @Test(arguments: samples)
    func writtenSamplesMatchTheProgram(_ markdown: String) throws {
        let expected = try Self.programHTML(markdown)
        #expect(Self.comparableHTML(markdown) == expected)
    }

    @Test func seededRandomDocumentsMatchTheProgram() throws {
        var generator = SeededGenerator(seed: 27)
        for number in 0..<120 {
            let markdown = RandomMarkdown.document(using: &generator)
            let expected = try Self.programHTML(markdown)
            #expect(Self.comparableHTML(markdown) == expected, "document \(number):\n\(markdown)")
        }
    }

    /// Our HTML for `markdown`, without the note extension if the document has a `:::` fence.
    static func comparableHTML(_ markdown: String) -> String {
        markdown.contains(":::") ? MarkdownDocument.html(markdown, notes: false) : MarkdownDocument.html(markdown)
    }

    /// The documents compared hold every kind of node parsing can make (cmark's custom nodes are
    /// made only by code).
    @Test func theDocumentsCoverEveryNodeKind() {
        var generator = SeededGenerator(seed: 27)
        let documents = Self.samples + (0..<120).map { _ in RandomMarkdown.document(using: &generator) }
        var seen = Set<String>()
        for markdown in documents {
            for node in MarkdownDocument(parsing: markdown).nodes {
                seen.insert(String("\(node.kind)".prefix { $0 != "(" }))
                if case .item(let checkbox?) = node.kind { seen.insert("task \(checkbox)") }
            }
        }
        let every = [
            "document", "blockQuote", "list", "item", "codeBlock", "htmlBlock", "note", "paragraph", "heading",
            "thematicBreak",
            "footnoteDefinition", "table", "tableHeader", "tableRow", "tableCell", "text", "softBreak", "lineBreak",
            "code",
            "htmlInline", "emphasis", "strong", "strikethrough", "link", "image", "footnoteReference",
            "task unchecked", "task checked",
        ]
        #expect(Set(every).subtracting(seen).isEmpty, "never made: \(Set(every).subtracting(seen).sorted())")
    }

    /// What the program prints for `markdown`.
    static func programHTML(_ markdown: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = flags
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write on a thread of its own: a large document would fill the pipe before the program
        // had written its answer.
        let data = Data(markdown.utf8)
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let html = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
        return String(decoding: html, as: UTF8.self)
    }
}

/// Random Markdown from every construct Qiita's options parse, Japanese included.
enum RandomMarkdown {
    static let words = ["Swift", "こんにちは", "世界", "テスト", "code", "a", "b1", "データベース", "ok", "😀", "x_y", "1.5"]
    static let fixedInlines = [
        "``a ` b``", "[ref]", "https://b.example/path_(x).", "www.c.example", "me@d.example", "<br>", "<!-- c -->",
        "&lt;&amp;&copy;&#x3042;", "\\*", "*", "_", "[", "]", "|", "\u{3000}",
    ]

    static func inline(_ generator: inout SeededGenerator) -> String {
        let word = word(&generator)
        let digit = Int.random(in: 0...9, using: &generator)
        switch Int.random(in: 0..<16, using: &generator) {
        case 0, 1: return word
        case 2: return "*" + word + "*"
        case 3: return "**" + word + "**"
        case 4: return "_" + word + "_"
        case 5: return "~~" + word + "~~"
        case 6: return "~" + word + "~"
        case 7: return "`" + word + "`"
        case 8: return "[" + word + "](https://example.com/" + word + " \"t\")"
        case 9: return "![" + word + "](/img/\(digit).png)"
        case 10: return "[" + word + "][ref]"
        case 11: return "<https://a.example/\(digit)>"
        case 12: return "[^\(digit % 3 + 1)]"
        case 13: return "<kbd>" + word + "</kbd>"
        default: return fixedInlines.randomElement(using: &generator)!
        }
    }

    static func word(_ generator: inout SeededGenerator) -> String { words.randomElement(using: &generator)! }

    static func line(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in inline(&generator) }
            .joined(separator: Bool.random(using: &generator) ? " " : "")
    }

    static func block(_ generator: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<16, using: &generator) {
        case 0: return String(repeating: "#", count: Int.random(in: 1...6, using: &generator)) + " " + line(&generator)
        case 1: return line(&generator) + "\n" + line(&generator)
        case 2: return line(&generator) + "  \n" + line(&generator)
        case 3: return "> " + line(&generator) + "\n> > " + line(&generator)
        case 4: return "- " + line(&generator) + "\n- [ ] " + line(&generator) + "\n  - [x] " + line(&generator)
        case 5: return "1. " + line(&generator) + "\n\n2. " + line(&generator)
        case 6:
            return "```" + ["", "ruby", "ruby:a.rb", "diff_swift", "math"].randomElement(using: &generator)! + "\n"
                + line(&generator) + "\n```"
        case 7: return "    " + line(&generator)
        case 8:
            let columns = Int.random(in: 1...4, using: &generator)
            let header = (0..<columns).map { _ in word(&generator) }
            let delimiter = (0..<columns).map { _ in [":--", "--:", ":-:", "---"].randomElement(using: &generator)! }
            let rows = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                "| " + (0..<columns).map { _ in line(&generator) }.joined(separator: " | ") + " |"
            }
            return
                (["| " + header.joined(separator: " | ") + " |", "|" + delimiter.joined(separator: "|") + "|"] + rows)
                .joined(separator: "\n")
        case 9: return "[^\(Int.random(in: 1...3, using: &generator))]: " + line(&generator)
        case 10: return "[ref]: https://example.com/ref"
        case 11: return "<details><summary>\(word(&generator))</summary>\n\n" + line(&generator) + "\n\n</details>"
        case 12: return ["***", "---", "___"].randomElement(using: &generator)!
        case 13: return line(&generator) + "\n" + ["===", "---"].randomElement(using: &generator)!
        case 14: return ":::note warn\n" + line(&generator) + "\n:::"
        default: return line(&generator)
        }
    }

    static func document(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...8, using: &generator)).map { _ in block(&generator) }.joined(separator: "\n\n")
    }
}

/// SplitMix64: the same documents on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
