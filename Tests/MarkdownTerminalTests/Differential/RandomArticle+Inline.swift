extension RandomArticle {
    static let words = [
        "Swift", "viper", "shell", "Qiita", "記事", "日本語のテキスト", "テスト", "カタカナ", "漢字かな交じり文",
        "データベース", "ひらがな", "東京", "résumé", "naïve", "x_y", "foo-bar", "😀", "コード", "設定ファイル",
        "読み込み", "terminal", "width", "です。", "、そして",
    ]

    static let entities = [
        "&amp;", "&lt;tag&gt;", "&quot;引用&quot;", "&copy;", "&hellip;", "&#x2603;", "&#12354;",
        "a&nbsp;b", "&bogus;", "&#39;", "&yen;100",
    ]

    static let rawHTML = [
        "<kbd>Ctrl</kbd>+<kbd>C</kbd>", "前<br>後", "<b>太字</b>", "<i>斜体</i>", "<code>x &amp; y</code>", "<s>旧</s>",
        "x<sup>2</sup>", "H<sub>2</sub>O", "<a href=\"https://example.com/raw\">生リンク</a>",
        "<img src=\"https://img.example/raw.png\" alt=\"生画像\">", "<!-- コメント -->", "<b><i>両方</i></b>",
    ]

    static let emoji = [":tada:", ":+1:", ":smile:", "完了:rocket:", ":unknown_code:", ":bow:", "10:30:00"]

    /// One inline construct (footnote references are remembered in `footnotes`).
    mutating func inline() -> String {
        let word = pick(Self.words)
        switch random.next(below: 21) {
        case 0, 1, 2: return word
        case 3: return "*" + word + "*"
        case 4: return "**" + word + "**"
        case 5: return pick(["_", "__"]).repeatedAround(word)
        case 6: return "~~" + word + "~~"
        case 7: return "`" + pick(["code", "x := 1", ":tada:", "<b>&amp;", "配列[0]"]) + "`"
        case 8: return "[" + word + "](https://e.jp" + pick(["", "/a", "/パス?q=1"]) + pick(["", " \"題\""]) + ")"
        case 9: return pick(Self.entities)
        case 10: return pick(Self.emoji)
        case 11: return pick(["$x^2$", "$a_1 + b$", "$`\\sqrt{2}`$", "@alice", "@qiita-user"])
        case 12: return "[" + word + "][ref1]"
        case 13:
            return pick([
                "<https://example.org/a?b=1&c=2>", "https://bare.example.com/path", "www.example.net",
                "user@example.com", "<mailto:m@example.jp>",
            ])
        case 14: return "![" + pick(["", "図", "alt *強調*", word]) + "](https://img.example/a.png)"
        case 15, 16: return pick(Self.rawHTML)
        case 17: return "***" + word + "***"
        case 18: return "[^" + reference() + "]"
        case 19: return "[" + pick(["*強調*リンク", "`code`", "![内側](https://img.example/i.png)"]) + "](https://e.jp/x)"
        default: return "**" + word + " `" + word + "` " + "*" + word + "*" + "**"
        }
    }

    /// A footnote label, remembered so that the document defines it (most of the time).
    mutating func reference() -> String {
        let label = pick(["1", "2", "note", "長い注"])
        footnotes.insert(label)
        return label
    }

    /// One line of inline constructs; a footnote reference is attached to what comes before it.
    mutating func line() -> String {
        var line = ""
        for number in 0..<(1 + random.next(below: 7)) {
            let piece = inline()
            if number > 0, !piece.hasPrefix("[^") { line += random.next(below: 4) == 0 ? "" : " " }
            line += piece
        }
        return line
    }

    /// A paragraph of one to three lines, joined by soft or hard breaks.
    mutating func paragraph() -> String {
        var text = line()
        for _ in 0..<random.next(below: 3) {
            text += pick(["\n", "  \n", "\\\n"]) + line()
        }
        return text
    }

    mutating func pick(_ choices: [String]) -> String {
        choices[random.next(below: choices.count)]
    }
}

extension String {
    /// `text` between two copies of this string.
    fileprivate func repeatedAround(_ text: String) -> String { self + text + self }
}
