import Testing
import TestSupport
@testable import Markdown

/// Character references in raw HTML decode as a browser decodes them (cmark-gfm's decoder), a
/// reference to a control character never yields one, and hostile input takes linear time.
@Suite struct HTMLEntitiesTests {
    @Test(arguments: [
        ("&lt;T&gt; &amp; &copy;", "<T> & ©"),
        ("&#x1F600; &#X1f600; &#128512;", "😀 😀 😀"),
        ("&#12354;&#x3044;", "あい"),
        ("&quot;q&quot; &apos;a&apos; &nbsp;", "\"q\" 'a' \u{A0}"),
        ("&NotEqualTilde; &hellip; &rarr;", "\u{2242}\u{338} … →"),
        ("A&amp;B&amp;&amp;", "A&B&&"),
        ("&Tab;&#9;&NewLine;&#10;", "\t\t\n\n"),
    ])
    func referencesDecode(_ html: String, _ text: String) {
        #expect(HTMLEntities.decode(html) == text)
    }

    /// What is not a reference cmark-gfm knows stays as typed.
    @Test(arguments: [
        "AT&T", "&", "a & b", "&amp", "&copy", "&bogus;", "&#;", "&#x;", "&#xZ;", "&;", "no ampersand",
        "",
    ])
    func otherAmpersandsStayAsTyped(_ html: String) {
        #expect(HTMLEntities.decode(html) == html)
    }

    @Test(arguments: [
        ("&#27;[31mred", "\u{FFFD}[31mred"),
        ("&#x1b;&#x1B;", "\u{FFFD}\u{FFFD}"),
        ("&#0;&#x0;", "\u{FFFD}\u{FFFD}"),
        ("&#13;&#7;&#x7f;", "\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("&#x9B;31m &#155; &#x80;", "\u{FFFD}31m \u{FFFD} \u{FFFD}"),
        ("&#xD800; &#x110000; &#99999999;", "\u{FFFD} \u{FFFD} \u{FFFD}"),
    ])
    func controlCharactersBecomeTheReplacementCharacter(_ html: String, _ text: String) {
        let decoded = HTMLEntities.decode(html)
        #expect(decoded == text)
        #expect(!decoded.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func everyControlReferenceIsReplaced() {
        for value in Array(0..<0x20) + Array(0x7F...0x9F) where value != 0x09 && value != 0x0A {
            #expect(HTMLEntities.decode("&#\(value);") == "\u{FFFD}", "&#\(value);")
        }
    }

    /// A megabyte of `unit` decodes in about ten times the time a tenth of it takes.
    @Test(.serialized, arguments: ["&", "&#", "&#x", "&amp;", "&#1", "&a", "&#27;", "&NotEqualTilde"])
    func hostileRunsTakeLinearTime(_ unit: String) {
        let small = String(repeating: unit, count: 100_000 / unit.utf8.count)
        let large = String(repeating: unit, count: 1_000_000 / unit.utf8.count)
        let ratio = LinearTime.ratio(small: small, large: large) { _ = HTMLEntities.decode($0) }
        #expect(ratio < 30, "1 MB took \(ratio)× as long as 100 KB")
    }

    @Test func aMegabyteOfDigitsIsNoReference() {
        let digits = String(repeating: "0", count: 1_000_000)
        #expect(HTMLEntities.decode("&#" + digits + "65;") == "&#" + digits + "65;")
        #expect(HTMLEntities.decode("&#x" + String(repeating: "0", count: 3) + "41;") == "A")
    }
}
