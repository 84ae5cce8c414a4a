import Testing
import TestSupport
@testable import Markdown

/// The raw HTML Qiita's articles hold, tokenized as a browser tokenizes it: the tags an article uses,
/// quoted attribute values, entities, comments and scripts hidden, malformed input, hostile sizes.
@Suite struct HTMLTokenizerTests {
    func tokens(_ html: String) -> [HTMLToken] { HTMLTokenizer.tokens(in: html) }

    func start(_ name: String, _ attributes: [(String, String)] = [], selfClosing: Bool = false) -> HTMLToken {
        .startTag(
            name: name, attributes: attributes.map { HTMLAttribute(name: $0.0, value: $0.1) },
            selfClosing: selfClosing)
    }

    @Test func detailsAndSummary() {
        #expect(
            tokens("<details><summary>詳細を開く</summary>") == [
                start("details"), start("summary"), .text("詳細を開く"), .endTag(name: "summary"),
            ])
        #expect(tokens("<details open>\n") == [start("details", [("open", "")]), .text("\n")])
        #expect(tokens("</details>") == [.endTag(name: "details")])
    }

    @Test func keyboardKeys() {
        #expect(
            tokens("<kbd>Ctrl</kbd>+<kbd>C</kbd>") == [
                start("kbd"), .text("Ctrl"), .endTag(name: "kbd"), .text("+"), start("kbd"), .text("C"),
                .endTag(name: "kbd"),
            ])
    }

    @Test func lineBreaks() {
        #expect(
            tokens("a<br>b<br/>c<br />d<BR\n>") == [
                .text("a"), start("br"), .text("b"), start("br", selfClosing: true), .text("c"),
                start("br", selfClosing: true), .text("d"), start("br"),
            ])
    }

    @Test func imageWithAltAndSource() {
        #expect(
            tokens(#"<img src="https://qiita-image-store.example/a.png" alt="図 &amp; 表" width=300>"#) == [
                start("img", [("src", "https://qiita-image-store.example/a.png"), ("alt", "図 & 表"), ("width", "300")])
            ])
        #expect(
            tokens(#"<IMG SRC='x.png' ALT="Alt"/>"#) == [
                start(
                    "img", [("src", "x.png"), ("alt", "Alt")],
                    selfClosing: true)
            ])
    }

    @Test func linkWithQuotesAndEntities() {
        let html = #"<a href='https://e.example/?a=1&amp;b=2' title="say &quot;hi&quot; > go" class=x>link</a>"#
        #expect(
            tokens(html) == [
                start("a", [("href", "https://e.example/?a=1&b=2"), ("title", "say \"hi\" > go"), ("class", "x")]),
                .text("link"), .endTag(name: "a"),
            ])
        #expect(tokens(#"<a title='it"s'>"#) == [start("a", [("title", #"it"s"#)])])
        #expect(tokens("<a href = \"x\"\ttarget=_blank>") == [start("a", [("href", "x"), ("target", "_blank")])])
    }

    @Test func theFirstOfTwoSameNamedAttributesWins() {
        #expect(tokens("<a href=1 HREF=2 Href='3'>") == [start("a", [("href", "1")])])
    }

    @Test func commentsAndDeclarationsShowNothing() {
        #expect(tokens("a<!-- hidden <b>x</b> -->b") == [.text("a"), .comment, .text("b")])
        #expect(
            tokens("<!---->|<!-->|<!--->|<!-- a -- b --!>") == [
                .comment, .text("|"), .comment, .text("|"), .comment, .text("|"), .comment,
            ])
        #expect(tokens("<!DOCTYPE html><?xml version=\"1.0\"?><!ELEMENT x>") == [.comment, .comment, .comment])
        #expect(tokens("a</ not a tag>b") == [.text("a"), .comment, .text("b")])
        #expect(tokens("before<!-- never closed <b>") == [.text("before"), .comment])
    }

    @Test func characterDataIsText() {
        #expect(tokens("a<![CDATA[x < y &amp; <b>]]>c") == [.text("ax < y &amp; <b>c")])
        #expect(tokens("<![CDATA[open") == [.text("open")])
    }

    @Test func scriptAndStyleContentsAreDropped() {
        #expect(
            tokens(#"<script>alert("</b><b>")</script>after"#) == [
                start("script"), .endTag(name: "script"), .text("after"),
            ])
        #expect(
            tokens("<style type=\"text/css\">p > a { color: red }</STYLE >x") == [
                start("style", [("type", "text/css")]), .endTag(name: "style"), .text("x"),
            ])
        #expect(tokens("<script>a</scripts></script>") == [start("script"), .endTag(name: "script")])
        #expect(tokens("<script src=x.js>never closed <b>") == [start("script", [("src", "x.js")])])
    }

    @Test func textIsDecoded() {
        #expect(tokens("&lt;T&gt; &amp; &copy; &#x1F600;") == [.text("<T> & © 😀")])
        #expect(tokens("<b>&#27;[2J</b>") == [start("b"), .text("\u{FFFD}[2J"), .endTag(name: "b")])
        #expect(tokens("<span title=\"&#27;]8;;\">") == [start("span", [("title", "\u{FFFD}]8;;")])])
    }

    /// A `<` that starts no tag is text, joined to the text around it.
    @Test(arguments: ["a < b", "1<2", "<3 you", "<>", "< a>", "a <", "<", "x</", "<1a>", "<=>", "<!", "&lt;<"])
    func lessThanThatStartsNoTagIsText(_ html: String) {
        let expected = html == "<!" ? [HTMLToken.comment] : [.text(HTMLEntities.decode(html))]
        #expect(tokens(html) == expected)
    }

    @Test func malformedTags() {
        // The input ends inside the tag: the tag is text.
        #expect(tokens("text <a href=\"x") == [.text("text <a href=\"x")])
        #expect(tokens("<b>bold</b") == [start("b"), .text("bold</b")])
        #expect(tokens("<a href=\"&amp;") == [.text("<a href=\"&")])
        // `</>` is nothing; attributes on an end tag are ignored, quotes and all.
        #expect(tokens("a</>b") == [.text("ab")])
        #expect(tokens("</a foo=\"b>\">") == [.endTag(name: "a")])
        // Quote characters in a name or after a value belong to the next attribute.
        #expect(tokens("<a b\"c=d>") == [start("a", [("b\"c", "d")])])
        #expect(tokens("<a b=\"1\"c=\"2\">") == [start("a", [("b", "1"), ("c", "2")])])
        #expect(tokens("<a / b>") == [start("a", [("b", "")])])
        #expect(tokens("<日本 x>") == [.text("<日本 x>")])
        #expect(tokens("<x-custom data-é=1>") == [start("x-custom", [("data-é", "1")])])
        #expect(tokens("") == [])
    }

    /// About a megabyte of one unit repeated, named by its unit (not printed whole).
    struct Run: CustomTestStringConvertible, Sendable {
        let unit: String
        /// What a megabyte of it tokenizes to, when it is checked.
        var expected: (@Sendable (String) -> [HTMLToken])?
        var testDescription: String { "\(unit)… (1 MB)" }
        func html(_ size: Int) -> String { String(repeating: unit, count: size / unit.utf8.count) }
    }

    static let runs = [
        Run(unit: "<", expected: { [.text($0)] }), Run(unit: "<a ", expected: { [.text($0)] }),
        Run(unit: "<!--", expected: { _ in [.comment] }), Run(unit: "\"", expected: { [.text($0)] }),
        Run(unit: "<a title=\"", expected: { [.text($0)] }), Run(unit: "</", expected: { _ in [.comment] }),
        Run(unit: "<![CDATA[", expected: { [.text(String($0.dropFirst(9)))] }),
        Run(unit: "<script>", expected: { _ in [.startTag(name: "script", attributes: [], selfClosing: false)] }),
        Run(unit: "&", expected: { [.text($0)] }), Run(unit: "<?", expected: { _ in [.comment] }),
        Run(unit: "<a b=1 "), Run(unit: "<br>"), Run(unit: "<!---->"), Run(unit: "<a\"'>"), Run(unit: "-->"),
    ]

    @Test(.serialized, arguments: runs)
    func hostileRunsTakeLinearTime(_ run: Run) {
        let large = run.html(1_000_000)
        let ratio = LinearTime.ratio(small: run.html(100_000), large: large) { _ = HTMLTokenizer.tokens(in: $0) }
        #expect(ratio < 30, "1 MB took \(ratio)× as long as 100 KB")
        if let expected = run.expected {
            let result = HTMLTokenizer.tokens(in: large)
            // Compared apart, so that a failure does not print a megabyte.
            let isExpected = result == expected(large)
            #expect(isExpected, "\(result.count) tokens, the first \(String(describing: result.first).prefix(80))")
        }
    }
}
