import TestSupport

/// Seeded random Qiita articles built from every construct the parser knows, Japanese mixed in:
/// headings (ATX, setext), paragraphs with soft and hard breaks, emphasis, strikethrough, code
/// spans, links (inline, reference, autolinks, bare URLs), images, entities, raw inline HTML,
/// HTML blocks (`<details>`, `<div>`), Qiita's notes, quotes, lists (bullet, ordered, nested, tight, loose, task
/// items), fenced code (`lang:file`) and indented code, rules, tables with alignment, footnotes,
/// emoji shortcodes, mentions and math. Tables stay narrow enough to be drawn at 100 columns.
struct RandomArticle {
    var random: SeededRandom
    /// The footnote labels referenced so far.
    var footnotes: Set<String> = []

    /// The article drawn from `seed`.
    static func markdown(seed: UInt64) -> String {
        var article = RandomArticle(random: SeededRandom(seed: seed))
        return article.document()
    }

    mutating func document() -> String {
        var blocks = (0..<(1 + random.next(below: 6))).map { _ in block(depth: 0, first: false) }
        for label in footnotes.sorted() where random.next(below: 6) > 0 {
            var definition = "[^\(label)]: " + line()
            if random.next(below: 4) == 0 { definition += "\n\n    " + line() }
            blocks.append(definition)
        }
        if random.next(below: 3) == 0 { blocks.append("[^unused]: 使われない注") }
        blocks.append("[ref1]: https://example.com/ref1 \"参照\"")
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// One block at nesting `depth`; `first` says it opens a list item (no indented code or rule).
    mutating func block(depth: Int, first: Bool) -> String {
        let choice = random.next(below: depth >= 3 ? 9 : 16)
        switch choice {
        case 0: return String(repeating: "#", count: 1 + random.next(below: 6)) + " " + line()
        case 1: return line() + "\n" + pick(["===", "---"])
        case 2, 3, 4: return paragraph()
        case 5: return fencedCode()
        case 6 where !first: return "    " + pick(["indented code", "x = [1, 2]", "日本語のコード"]) + "\n    second"
        case 7 where !first: return pick(["***", "___", "- - -"])
        case 8: return "$$\n" + pick(["x^2 + y^2 = z^2", "\\sum_{i=1}^n i", "E = mc^2"]) + "\n$$"
        case 9: return quote(depth: depth)
        case 10, 11: return list(depth: depth)
        case 12: return table(columns: 2 + random.next(below: depth > 0 ? 2 : 3))
        case 13 where depth < 2: return random.next(below: 2) == 0 ? details(depth: depth) : note(depth: depth)
        case 14:
            return pick([
                "<div>ブロック <b>太字</b> &amp; <kbd>K</kbd></div>", "<!-- ブロックのコメント -->",
                "<div>\n\n*中の* Markdown\n\n</div>",
                "<p align=\"center\">中央 <img src=\"https://img.example/c.png\" alt=\"図\"></p>",
            ])
        default: return paragraph()
        }
    }

    /// A table cell narrow enough that a table of four (three with links) fits 100 columns
    /// unwrapped: a wrapped cell would show its text in another order than the HTML.
    private mutating func cell(links: Bool) -> String {
        let word = pick(["名前", "値", "Swift", "テスト", "東京", "x_y", "😀", "ok"])
        switch random.next(below: links ? 12 : 11) {
        case 0, 1: return word
        case 2: return "*" + word + "*"
        case 3: return "**" + word + "**"
        case 4: return "`" + word + "`"
        case 5: return "~~" + word + "~~"
        case 6: return pick(["&amp;", "&copy;", "&#12354;", "&lt;tag&gt;", "a&nbsp;b"])
        case 7: return pick([":tada:", ":+1:", "$x^2$", "@alice"])
        case 8: return "<kbd>K</kbd>"
        case 9: return word + "[^" + reference() + "]"
        case 10: return "`a\\|b`"
        default: return "[" + word + "](https://e.jp)"
        }
    }

    private mutating func blocks(depth: Int, count: Int) -> [String] {
        (0..<count).map { number in block(depth: depth, first: number == 0) }
    }

    private mutating func fencedCode() -> String {
        let fence = pick(["```", "~~~"])
        let info = pick([
            "", "ruby", "ruby:app.rb", "js:main.js", "python", "swift:Main.swift", "diff", "math", "sh",
            "app.go",
        ])
        let pool = [
            "puts \"こんにちは\"", "  indented line", "x = 1 # :tada: &amp; <b>", "", "def f(a, b)",
            "    deep(*args)", "+ added", "- removed", String(repeating: "long_", count: 25),
        ]
        let lines = (0..<(1 + random.next(below: 4))).map { _ in pick(pool) }
        return fence + info + "\n" + lines.joined(separator: "\n") + "\n" + fence
    }

    private mutating func quote(depth: Int) -> String {
        let body = blocks(depth: depth + 1, count: 1 + random.next(below: 3)).joined(separator: "\n\n")
        return Self.prefixed(body, first: "> ", rest: "> ", blank: ">")
    }

    private mutating func list(depth: Int) -> String {
        let ordered = random.next(below: 2) == 0
        // A nested list in a tight item interrupts its paragraph: only a list from 1 can.
        let start = depth > 0 ? 1 : [1, 1, 3, 9, 10][random.next(below: 5)]
        let delimiter = pick([".", ")"])
        let bullet = pick(["-", "*", "+"])
        let tight = random.next(below: 2) == 0
        var items: [String] = []
        for number in 0..<(1 + random.next(below: 4)) {
            let marker = ordered ? "\(start + number)\(delimiter) " : bullet + " "
            let task = random.next(below: 4) == 0 ? pick(["[ ] ", "[x] "]) : ""
            var body: [String]
            if tight {
                body = [task + line()]
                if depth < 3, random.next(below: 4) == 0 { body[0] += "\n" + list(depth: depth + 1) }
            } else {
                body = [task + paragraph()] + blocks(depth: depth + 1, count: random.next(below: 3))
            }
            let indent = String(repeating: " ", count: marker.count)
            items.append(Self.prefixed(body.joined(separator: "\n\n"), first: marker, rest: indent, blank: ""))
        }
        return items.joined(separator: tight ? "\n" : "\n\n")
    }

    private mutating func table(columns: Int) -> String {
        let alignments = (0..<columns).map { _ in pick([":--", ":-:", "--:", "---"]) }
        let header = (0..<columns).map { _ in pick(["名前", "値", "Name", "説明", "**太**", "`key`"]) }
        var rows = ["| " + header.joined(separator: " | ") + " |", "|" + alignments.joined(separator: "|") + "|"]
        for _ in 0..<(1 + random.next(below: 3)) {
            rows.append("| " + (0..<columns).map { _ in cell(links: columns <= 3) }.joined(separator: " | ") + " |")
        }
        return rows.joined(separator: "\n")
    }

    /// Qiita's `:::note` (of each kind, none or an unknown one), or a custom block that is no note.
    private mutating func note(depth: Int) -> String {
        let info = pick(["note", "note info", "note warn", "note alert", "note unknown", "foo"])
        let body = blocks(depth: depth + 1, count: 1 + random.next(below: 2)).joined(separator: "\n\n")
        return ":::" + info + "\n" + body + "\n:::"
    }

    private mutating func details(depth: Int) -> String {
        let summary = pick(["詳細", "クリックで展開", "<b>太い</b>まとめ"])
        let body = blocks(depth: depth + 1, count: 1 + random.next(below: 2)).joined(separator: "\n\n")
        return "<details><summary>\(summary)</summary>\n\n" + body + "\n\n</details>"
    }

    /// `text` with `first` before its first line, `rest` before the others and `blank` for its
    /// empty lines, as a container's lines are written.
    static func prefixed(_ text: String, first: String, rest: String, blank: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line in
            if line.isEmpty { return number == 0 ? first : blank }
            return (number == 0 ? first : rest) + line
        }.joined(separator: "\n")
    }
}
