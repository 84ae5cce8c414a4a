import Testing
@testable import Markdown

/// Qiita's `:::note` blocks (CQiitaMarkdown, the custom block extension): the tree they make and
/// their HTML, as qiita_marker parses them, quirks included. Every expectation here was checked
/// against qiita_marker's own C code (Documentation/design/qiita-note-harness).
@Suite struct MarkdownNoteTests {
    /// A document and its blocks (`shape`).
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let markdown: String
        let blocks: [String]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "each kind", markdown: ":::note info\na\n:::\n:::note warn\nb\n:::\n:::note alert\nc\n:::",
            blocks: ["note info", "  p a", "note warn", "  p b", "note alert", "  p c"]),
        Case(
            name: "no kind or an unknown one is info; whitespace between words and words after the kind do not count",
            markdown:
                ":::note\na\n:::\n\n:::note danger\nb\n:::\n\n::: note  warn  extra \nc\n:::\n\n:::note\talert\nd\n:::",
            blocks: ["note info", "  p a", "note info", "  p b", "note warn", "  p c", "note alert", "  p d"]),
        Case(
            name: "four or more colons open, three or more close, whatever the opener's length",
            markdown: "::::note warn\na\n:::\nb\n\n:::::: note alert\nc\n::::::::",
            blocks: ["note warn", "  p a", "p b", "note alert", "  p c"]),
        Case(
            name: "Qiita's other custom blocks show only their content",
            markdown: ":::anytype\na\n:::\n\n:::NOTE warn\nb\n:::\n\n:::\nc\n:::",
            blocks: ["p a", "p b", "p c"]),
        Case(
            name: "paragraphs, a list and what follows: the list does not swallow the closing fence",
            markdown: ":::note warn\npara 1\n\npara 2\n\n- a\n- b\n:::\nafter",
            blocks: [
                "note warn", "  p para 1", "  p para 2", "  list", "    item", "      p a", "    item", "      p b",
                "p after",
            ]),
        Case(
            name: "headings, code, quotes inside",
            markdown: ":::note\n# 見出し\n\n```swift\nlet x = 1\n```\n\n> 引用\n\n    indented\n:::",
            blocks: [
                "note info", "  h1 見出し", "  code \"let x = 1\\n\"", "  quote", "    p 引用", "  code \"indented\\n\"",
            ]),
        Case(
            name: "unclosed, a note runs to the end of the document", markdown: ":::note warn\nunclosed\n\nmore",
            blocks: ["note warn", "  p unclosed", "  p more"]),
        Case(
            name: "unclosed, a note runs to the end of its quote",
            markdown: "> :::note alert\n> in the quote\n\noutside",
            blocks: ["quote", "  note alert", "    p in the quote", "p outside"]),
        Case(
            name: "in a quote", markdown: "> :::note warn\n> x\n> :::\n> after",
            blocks: ["quote", "  note warn", "    p x", "  p after"]),
        Case(
            name: "in a list item", markdown: "- item\n\n  :::note alert\n  x\n  :::\n- next",
            blocks: ["list", "  item", "    p item", "    note alert", "      p x", "  item", "    p next"]),
        Case(
            name: "a fence in fenced code is code", markdown: "```\n:::note warn\nx\n:::\n```",
            blocks: ["code \":::note warn\\nx\\n:::\\n\""]),
        Case(
            name: "in a note, a closing fence closes it even inside fenced code",
            markdown: ":::note\n```\n:::\n```\n:::",
            blocks: ["note info", "  code \"\"", "code \":::\\n\""]),
        Case(
            name: "a note cannot directly contain a note: the inner opener is text, the first ::: closes the outer",
            markdown: ":::note\n:::note warn\ninner\n:::\nouter\n:::",
            blocks: ["note info", "  p :::note warn⏎inner", "p outer⏎:::"]),
        Case(
            name: "a note in a quote in a note is fine",
            markdown: ":::note\n> :::note warn\n> inner\n> :::\nouter\n:::",
            blocks: ["note info", "  quote", "    note warn", "      p inner", "  p outer"]),
        Case(
            name: "an opener cannot interrupt a paragraph (the table extension, attached first, takes the line)",
            markdown: "para\n:::note\nx\n:::", blocks: ["p para⏎:::note⏎x⏎:::"]),
        Case(
            name: "an indented closer skips as many bytes as it has colons: the rest continues the paragraph",
            markdown: ":::note\nx\n  :::\nafter", blocks: ["note info", "  p x⏎::⏎after"]),
        Case(
            name: "an opener indented four spaces is code", markdown: "    :::note\n", blocks: ["code \":::note\\n\""]),
        Case(
            name: "a colon in the info string makes no fence", markdown: ":::note:warn\nx\n:::",
            blocks: ["p :::note:warn⏎x⏎:::"]),
        Case(
            name: "CRLF and CR line endings", markdown: ":::note warn\r\nx\r\n:::\r\n:::note alert\ry\r:::\r",
            blocks: ["note warn", "  p x", "note alert", "  p y"]),
        Case(name: "an empty note", markdown: ":::note alert\n:::", blocks: ["note alert"]),
    ]

    @Test(arguments: cases)
    func treeShape(_ sample: Case) {
        #expect(Self.shape(sample.markdown) == sample.blocks)
    }

    @Test func theNoteIsLinkedAndSpansItsLines() {
        let document = MarkdownDocument(parsing: ":::note warn\n**x**\n:::\nafter")
        #expect(
            document.nodes.map(\.kind) == [
                .document, .note(kind: .warn), .paragraph, .strong, .text("x"), .paragraph, .text("after"),
            ])
        let note = document.nodes[1]
        #expect(note.parent == 0 && note.firstChild == 2 && note.nextSibling == 5 && note.end == 5)
        // cmark ends a container on the line before the one that closed it.
        #expect(note.startLine == 1 && note.endLine == 2)
        #expect(note.kind.isBlock)
    }

    @Test func kindsFromInfoStrings() {
        let kinds: [String: NoteKind?] = [
            "note": .info, "note info": .info, "note warn": .warn, "note alert": .alert, "note Warn": .info,
            "note\u{0B}alert": .alert, "note\u{3000}warn": nil, "Note warn": nil, "notes warn": nil, "": nil,
            "warn": nil,
        ]
        for (info, kind) in kinds {
            #expect(NoteKind(customBlockInfo: info) == kind, "\(info.debugDescription)")
        }
    }

    /// Byte for byte what qiita_marker renders before Qiita's HTML filters.
    @Test(arguments: [
        (
            ":::note warn\nhello *x*\n:::\n",
            "<div data-type=\"customblock\" data-metadata=\"note warn\">\n<p>hello <em>x</em></p>\n</div>\n"
        ),
        (
            "- item\n\n  :::note alert\n  x\n  :::\n",
            "<ul>\n<li>\n<p>item</p>\n<div data-type=\"customblock\" data-metadata=\"note " +
            "alert\">\n<p>x</p>\n</div>\n</li>\n</ul>\n"
        ),
        (
            ":::note <b>&\"' x\ny\n:::\n",
            "<div data-type=\"customblock\" data-metadata=\"note &lt;b&gt;&amp;&quot;' x\">\n<p>y</p>\n</div>\n"
        ),
        (
            ":::anytype\na\n:::\n\n:::\n",
            "<div data-type=\"customblock\" data-metadata=\"anytype\">\n<p>a</p>\n</div>\n<div " +
            "data-type=\"customblock\" data-metadata=\"\">\n</div>\n"
        ),
        (
            "> :::note\n> x\n\noutside",
            "<blockquote>\n<div data-type=\"customblock\" data-metadata=\"note\">\n<p>x</p>\n</div>\n</blockquote>\n<" +
            "p>outside</p>\n"
        ),
        (
            ":::note\n> :::note warn\n> inner\n> :::\nouter\n:::\n",
            "<div data-type=\"customblock\" data-metadata=\"note\">\n<blockquote>\n<div data-type=\"customblock\" " +
            "data-metadata=\"note warn\">\n"
                + "<p>inner</p>\n</div>\n</blockquote>\n<p>outer</p>\n</div>\n"
        ),
    ])
    func htmlIsQiitaMarkers(_ markdown: String, _ html: String) {
        #expect(MarkdownDocument.html(markdown) == html)
    }

    /// The blocks of `markdown`'s tree, one a line, indented two spaces a level; a paragraph or
    /// heading with its text (⏎ for a break), a code block with its code.
    static func shape(_ markdown: String) -> [String] {
        let document = MarkdownDocument(parsing: markdown)
        var depth = [Int](repeating: 0, count: document.nodes.count)
        var lines: [String] = []
        for (index, node) in document.nodes.enumerated().dropFirst() where node.kind.isBlock {
            depth[index] = depth[Int(node.parent)] + 1
            let name =
                switch node.kind {
                case .note(let kind): "note \(kind.rawValue)"
                case .paragraph: "p " + text(of: index, in: document)
                case .heading(let level): "h\(level) " + text(of: index, in: document)
                case .codeBlock(_, let literal, _): "code " + literal.debugDescription
                case .blockQuote: "quote"
                case .list: "list"
                case .item: "item"
                default: "\(node.kind)"
                }
            lines.append(String(repeating: "  ", count: depth[index] - 1) + name)
        }
        return lines
    }

    private static func text(of index: Int, in document: MarkdownDocument) -> String {
        document.descendants(of: index).map { descendant in
            switch document.nodes[descendant].kind {
            case .text(let literal), .code(let literal): literal
            case .softBreak, .lineBreak: "⏎"
            default: ""
            }
        }.joined()
    }
}
