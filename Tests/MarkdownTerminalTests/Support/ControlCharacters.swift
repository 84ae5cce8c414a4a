/// Every C0 and C1 control character, raw and as numeric entities, put everywhere an article can
/// hold text: what a terminal must never receive (but SGR styling, `ESC [ … m`).
enum ControlCharacters {
    /// Each C0 control but line feed and carriage return (which end lines), DEL, and each C1.
    static let raw = String(
        String.UnicodeScalarView(
            ((0x00...0x1F).filter { $0 != 0x0A && $0 != 0x0D } + Array(0x7F...0x9F)).map { Unicode.Scalar(UInt8($0)) }))

    /// The same controls as decimal and hexadecimal character references, and escape sequences
    /// spelled with them (`&#27;[31m`, `&#x9b;2J`, an OSC 8 link).
    static let entities =
        ((0x00...0x1F).map { "&#\($0);" } + (0x7F...0x9F).map { "&#x\(String($0, radix: 16));" })
        .joined() + "&#27;[31m赤&#27;[0m &#x1b;[2J &#155;31m &#27;]8;;https://evil.example&#27;\\x&#27;]8;;&#27;\\"

    /// One article with `text` in every place: heading, paragraph, code span, link text and
    /// address, image, raw HTML, table, code block and its info string, HTML block, footnote.
    static func article(with text: String) -> String {
        """
        # 見出し\(text)

        段落\(text) `code\(text)` [link\(text)](https://e.jp/\(text)) ![alt\(text)](x\(text).png) <kbd>\(text)</kbd>
        <a href="\(text)">a</a> <img src="\(text)" alt="\(text)"> [^1] $\(text)$ @alice\(text)

        > - [ ] \(text)

        | h\(text) | b |
        |---|--:|
        | \(text) | c |

        ```ruby\(text):f\(text)
        \(text)
        ```

        <div title="\(text)">\(text)</div>

        <details><summary>\(text)</summary>

        \(text)

        </details>

        [^1]: 注\(text)
        """
    }

    static let article = Self.article(with: raw) + "\n\n" + Self.article(with: entities)
}
