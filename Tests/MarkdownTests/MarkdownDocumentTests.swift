import Testing
@testable import Markdown

/// The tree of each node kind, as cmark-gfm parses with Qiita's options: the kinds in document
/// order, and the links between them.
@Suite struct MarkdownDocumentTests {
    /// One Markdown text and every node the tree holds for it, in document order.
    struct Sample: CustomTestStringConvertible, Sendable {
        let name: String
        let markdown: String
        let kinds: [MarkdownNodeKind]
        var testDescription: String { name }
    }

    static let samples: [Sample] = [
        Sample(name: "paragraph, Japanese", markdown: "こんにちは、世界。", kinds: [.document, .paragraph, .text("こんにちは、世界。")]),
        Sample(
            name: "a newline is a soft break (shown as a line break)", markdown: "一行目\n二行目",
            kinds: [.document, .paragraph, .text("一行目"), .softBreak, .text("二行目")]),
        Sample(
            name: "two trailing spaces are a line break", markdown: "a  \nb",
            kinds: [.document, .paragraph, .text("a"), .lineBreak, .text("b")]),
        Sample(
            name: "ATX and setext headings", markdown: "# はじめに\n\n### 詳細 ###\n\nSetext\n======\n\nTwo\n---",
            kinds: [
                .document, .heading(level: 1), .text("はじめに"), .heading(level: 3), .text("詳細"),
                .heading(level: 1), .text("Setext"), .heading(level: 2), .text("Two"),
            ]),
        Sample(
            name: "block quote", markdown: "> 引用\n> 続き",
            kinds: [.document, .blockQuote, .paragraph, .text("引用"), .softBreak, .text("続き")]),
        Sample(
            name: "tight bullet list", markdown: "- 一\n- 二",
            kinds: [
                .document, .list(ordered: false, start: 1, tight: true), .item(checkbox: nil), .paragraph, .text("一"),
                .item(checkbox: nil), .paragraph, .text("二"),
            ]),
        Sample(
            name: "loose ordered list from 3", markdown: "3. a\n\n4. b",
            kinds: [
                .document, .list(ordered: true, start: 3, tight: false), .item(checkbox: nil), .paragraph, .text("a"),
                .item(checkbox: nil), .paragraph, .text("b"),
            ]),
        Sample(
            name: "Qiita's task items: [ ] and [x], not [X] nor a later paragraph",
            markdown: "- [ ] 未完了\n- [x] **完了**\n- [X] upper\n- [x]\n- text\n\n  [ ] later",
            kinds: [
                .document, .list(ordered: false, start: 1, tight: false),
                .item(checkbox: .unchecked), .paragraph, .text("未完了"),
                .item(checkbox: .checked), .paragraph, .strong, .text("完了"),
                .item(checkbox: nil), .paragraph, .text("[X] upper"),
                .item(checkbox: nil), .paragraph, .text("[x]"),
                .item(checkbox: nil), .paragraph, .text("text"), .paragraph, .text("[ ] later"),
            ]),
        Sample(
            name: "fenced code with Qiita's lang:filename", markdown: "```ruby:app/models/user.rb\nputs \"こんにちは\"\n```",
            kinds: [.document, .codeBlock(info: "ruby:app/models/user.rb", literal: "puts \"こんにちは\"\n", fenced: true)]),
        Sample(
            name: "indented code", markdown: "    let x = 1\n",
            kinds: [.document, .codeBlock(info: "", literal: "let x = 1\n", fenced: false)]),
        Sample(
            name: "HTML block and inline HTML",
            markdown: "<details><summary>詳細</summary>\n\n本文 <kbd>Ctrl</kbd>\n\n</details>",
            kinds: [
                .document, .htmlBlock("<details><summary>詳細</summary>\n"), .paragraph, .text("本文 "),
                .htmlInline("<kbd>"),
                .text("Ctrl"), .htmlInline("</kbd>"), .htmlBlock("</details>\n"),
            ]),
        Sample(
            name: "thematic break", markdown: "a\n\n***\n\nb",
            kinds: [.document, .paragraph, .text("a"), .thematicBreak, .paragraph, .text("b")]),
        Sample(
            name: "emphasis, strong, code span, entities decoded", markdown: "*斜体* __太字__ `a<b` &lt;T&gt; &copy;",
            kinds: [
                .document, .paragraph, .emphasis, .text("斜体"), .text(" "), .strong, .text("太字"), .text(" "),
                .code("a<b"), .text(" <T> ©"),
            ]),
        Sample(
            name: "strikethrough takes two tildes only", markdown: "~~古い~~ ~one~",
            kinds: [.document, .paragraph, .strikethrough, .text("古い"), .text(" ~one~")]),
        Sample(
            name: "link with title, image", markdown: "[Qiita](https://qiita.com \"Q\") ![図](/img.png)",
            kinds: [
                .document, .paragraph, .link(url: "https://qiita.com", title: "Q"), .text("Qiita"), .text(" "),
                .image(url: "/img.png", title: ""), .text("図"),
            ]),
        Sample(
            name: "reference links arrive resolved; the definition is not a node",
            markdown: "[本][ref] and [ref]\n\n[ref]: https://example.com/book 'T'",
            kinds: [
                .document, .paragraph, .link(url: "https://example.com/book", title: "T"), .text("本"), .text(" and "),
                .link(url: "https://example.com/book", title: "T"), .text("ref"),
            ]),
        Sample(
            name: "autolinks: <…>, bare URL, www., e-mail",
            markdown: "<https://a.example> https://b.example/x. www.c.example d@e.example",
            kinds: [
                .document, .paragraph, .link(url: "https://a.example", title: ""), .text("https://a.example"),
                .text(" "),
                .link(url: "https://b.example/x", title: ""), .text("https://b.example/x"), .text(". "),
                .link(url: "http://www.c.example", title: ""), .text("www.c.example"), .text(" "),
                .link(url: "mailto:d@e.example", title: ""), .text("d@e.example"),
            ]),
        Sample(
            name: "no empty text after an autolink that ends a paragraph", markdown: "see https://a.example",
            kinds: [
                .document, .paragraph, .text("see "), .link(url: "https://a.example", title: ""),
                .text("https://a.example"),
            ]),
        Sample(
            name: "table with alignments, header and inline markup in cells",
            markdown: "| サービス名 | 月額 | 備考 | x |\n|:---|---:|:-:|---|\n| **A** | `100` | ~~b~~ | |",
            kinds: [
                .document, .table(alignments: [.left, .right, .center, .none]),
                .tableHeader, .tableCell(column: 0), .text("サービス名"), .tableCell(column: 1), .text("月額"),
                .tableCell(column: 2), .text("備考"), .tableCell(column: 3), .text("x"),
                .tableRow, .tableCell(column: 0), .strong, .text("A"), .tableCell(column: 1), .code("100"),
                .tableCell(column: 2), .strikethrough, .text("b"), .tableCell(column: 3),
            ]),
        Sample(
            name: "footnotes: numbered by first reference, unreferenced dropped, definitions last",
            markdown: "本文[^note]と[^1]、また[^note]。[^none]\n\n[^1]: 一つ目\n[^note]: 注\n[^unused]: 使われない\n\n後",
            kinds: [
                .document, .paragraph, .text("本文"), .footnoteReference(number: 1), .text("と"),
                .footnoteReference(number: 2), .text("、また"), .footnoteReference(number: 1),
                .text("。[^none]"), .paragraph, .text("後"),
                .footnoteDefinition(number: 1), .paragraph, .text("注"),
                .footnoteDefinition(number: 2), .paragraph, .text("一つ目"),
            ]),
        Sample(name: "nothing", markdown: "", kinds: [.document]),
    ]

    @Test(arguments: samples)
    func parsesEachKind(_ sample: Sample) {
        let document = MarkdownDocument(parsing: sample.markdown)
        #expect(document.nodes.map(\.kind) == sample.kinds)
        Self.expectWellLinked(document)
    }

    @Test func linksParentsChildrenSiblingsAndSubtrees() {
        let document = MarkdownDocument(parsing: "# T\n\n> - a *b*\n> - c\n\nd")
        // 0 document, 1 heading, 2 "T", 3 quote, 4 list, 5 item, 6 paragraph, 7 "a ", 8 emph, 9 "b",
        // 10 item, 11 paragraph, 12 "c", 13 paragraph, 14 "d"
        #expect(Array(document.children(of: 0)) == [1, 3, 13])
        #expect(Array(document.children(of: 4)) == [5, 10])
        #expect(document.nodes[9].parent == 8 && document.nodes[8].parent == 6)
        #expect(document.descendants(of: 3) == 4..<13)
        #expect(document.plainText(of: 3) == "a bc")
        #expect(document.nodes[1].startLine == 1 && document.nodes[3].startLine == 3 && document.nodes[3].endLine == 4)
        #expect(document.nodes[13].startLine == 6)
    }

    @Test func plainTextJoinsTextCodeAndBreaks() {
        let document = MarkdownDocument(parsing: "`init` と *名前*\nの<b>話</b>[^1]  \n![図](a.png)\n\n[^1]: x")
        #expect(document.plainText(of: 1) == "init と 名前 の話 図")
    }

    /// Every node's links agree: children point back to their parent, siblings share it, and a
    /// subtree ends where its last descendant does.
    static func expectWellLinked(_ document: MarkdownDocument) {
        let nodes = document.nodes
        #expect(nodes.first?.kind == .document && nodes.first?.parent == -1 && nodes.first?.end == Int32(nodes.count))
        for (index, node) in nodes.enumerated() {
            var expectedEnd = index + 1
            for child in document.children(of: index) {
                #expect(Int(nodes[child].parent) == index && child == expectedEnd)
                expectedEnd = Int(nodes[child].end)
            }
            #expect(Int(node.end) == expectedEnd, "node \(index) \(node.kind)")
        }
    }
}
