import Foundation
@testable import MarkdownTerminal
import ShellKit
import Testing

/// Web addresses are never broken, hyperlinks off (the default inside tmux) or on: printed after
/// a link's text or an image, bare autolinks, in paragraphs, notes, lists, quotes and table
/// cells, at 40 and 80 columns. An address starts a new line when it does not fit; one longer
/// than the line stands whole on a line of its own, the only line wider than the terminal.
@Suite struct MarkdownTerminalAddressTests {
    /// Longer than any line here (the issue's `#requests-and-limits-f` / `or-local-…` sighting).
    static let long =
        "https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/"
        + "#requests-and-limits-for-local-ephemeral-storage"
    /// Longer than a 40-column line, shorter than an 80-column one.
    static let medium = "https://qiita.com/api/v2/docs#%E6%8A%95%E7%A8%BF-%E3%82%B3%E3%83%A1"
    static let addresses = [long, medium]

    /// Where an address may stand, `URL` replaced by it.
    static let contexts = [
        "See [the Kubernetes documentation](URL) for how requests and limits apply to local storage.",
        "Kubernetes のリソース管理は [公式ドキュメント](URL) に詳しく書かれています。",
        "詳しくは URL を参照してください。",
        "Read URL first, then come back here for the examples.",
        "構成図: ![クラスタの構成図](URL)",
        ":::note info\n詳しくは URL を参照してください。エフェメラルストレージにも上限があります。\n:::",
        ":::note warn\nSee [the limits](URL) before you set them.\n:::",
        "- 参考: [リソース管理](URL)\n- URL\n    - 入れ子の項目 URL の説明",
        "1. Read URL\n2. Then set the limits",
        "> 引用元の記事 URL によると、上限を超えると退避されます。",
        "> > Nested quote with [a link](URL) in it.",
    ]

    /// Each context with each address, at each width, styled or not.
    static let cases: [(markdown: String, address: String)] = contexts.flatMap { context in
        addresses.map { (context.replacingOccurrences(of: "URL", with: $0), $0) }
    }

    /// The columns a context's deepest prefix takes (`│ │ `, `    `).
    static let widestPrefix = 4

    @Test(arguments: [40, 80])
    func anAddressIsNeverBrokenWithHyperlinksOff(width: Int) {
        for (markdown, address) in Self.cases {
            for styled in [false, true] {
                let lines = TerminalLines.renderer(width: width, styled: styled).render(markdown).map(ShownText.of)
                let context = "\(markdown.debugDescription) at \(width), styled \(styled):\n"
                    + lines.joined(separator: "\n")
                #expect(lines.contains { $0.contains(address) }, "\(context)")
                let wide = lines.filter { DisplayWidth.of($0) > width }
                // Wider than the terminal only when the address cannot fit, and then it alone.
                if DisplayWidth.of(address) + 2 <= width - Self.widestPrefix {
                    #expect(wide.isEmpty, "\(context)")
                }
                for line in wide {
                    // After the prefix: the address alone, with the closing marks kinsoku keeps.
                    let word = String(line.drop { "│ •1234567890.".contains($0) })
                    let shown = Self.withoutClosingMarks(word)
                    #expect(shown == address || shown == "<\(address)>", "\(word)\n\(context)")
                }
            }
        }
    }

    /// `text` without the full-width closing punctuation at its end (kinsoku keeps it on the line
    /// of an address wider than the line).
    static func withoutClosingMarks(_ text: String) -> String {
        String(text.reversed().drop { "、。，．：；！？）」』】〕".contains($0) }.reversed())
    }

    /// Full-width closing punctuation after an address too long for the line stays with it
    /// (kinsoku), and no line starts with it.
    @Test(arguments: [40, 80])
    func closingPunctuationStaysWithALongAddress(width: Int) {
        for (markdown, expected) in [
            ("参考は [公式ドキュメント](\(Self.long))、次に進みます。", "<\(Self.long)>、"),
            ("詳しくは（\(Self.long)）。", "\(Self.long)）。"),
        ] {
            let lines = TerminalLines.plain(markdown, width: width)
            #expect(lines.contains(expected), "\(lines)")
            #expect(!lines.contains { $0.hasPrefix("、") || $0.hasPrefix("）") || $0.hasPrefix("。") }, "\(lines)")
        }
    }

    /// With OSC 8 hyperlinks no address is printed after link text; an address shown as its own
    /// text (a bare autolink) is still never broken.
    @Test(arguments: [40, 80])
    func aBareAddressIsNeverBrokenWithHyperlinksOn(width: Int) {
        let options = MarkdownLayoutOptions(style: TextStyle(isEnabled: true), hyperlinks: true)
        let renderer = MarkdownTerminalRenderer(width: width, options: options)
        for address in Self.addresses {
            let markdown = "- 詳しくは \(address) を参照してください。\n- See [the docs](\(address)) too."
            let lines = renderer.render(markdown)
            let shown = lines.map(ShownText.of)
            #expect(shown.contains { $0.contains(address) }, "\(shown)")
            #expect(shown.filter { $0.contains("https://") }.count == 1, "printed after link text: \(shown)")
            #expect(lines.contains { $0.contains("\u{1B}]8;;\(address)\u{1B}\\") })
        }
    }

    /// A long address moves to the next line rather than overflow the line it would start on,
    /// and the text after it goes on below it: the paragraph at 40 and 80 columns.
    @Test(arguments: [40, 80])
    func anAddressLongerThanTheLineStandsAloneBetweenTheTextAroundIt(width: Int) {
        let markdown = "See [the Kubernetes docs](\(Self.long)) for details."
        let lines = TerminalLines.plain(markdown, width: width)
        #expect(lines == ["See the Kubernetes docs", "<\(Self.long)>", "for details."])
    }

    /// Words that are not addresses are still cut when longer than the line (the last resort),
    /// also when an address sticks to them: only the address stays whole.
    @Test func aLongWordThatIsNotAnAddressIsStillCut() {
        let word = String(repeating: "ephemeral-storage-", count: 4)
        for (markdown, wideLines) in [
            ("\(word) と \(word)", []), ("日本語\(word)", []),
            ("<a href=\"\(Self.medium)\">x</a>\(word)", ["<\(Self.medium)>"]),
        ] {
            let lines = TerminalLines.plain(markdown, width: 40)
            #expect(lines.filter { DisplayWidth.of($0) > 40 } == wideLines, "\(lines)")
            #expect(lines.contains(String(word.prefix(40))), "\(lines)")
        }
    }
}
