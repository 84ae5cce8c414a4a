import Foundation
@testable import OutputTools
import Testing
@testable import ShellKit
@testable import ViperShell

/// `--template`: Mustache over the JSON, with the helpers, nothing HTML-escaped, text made inert.
@Suite struct JSONTemplateTests {
    static let now = ISO8601.parse("2026-11-01T12:00:00+09:00")!
    static let plain = TemplateValue.Style(
        colour: false, hyperlinks: false, now: now, timeZone: .fixed(secondsFromGMT: 32_400))

    private func render(_ template: String, _ json: String, style: TemplateValue.Style = plain) throws -> String? {
        try JSONTemplate(template).render(json, style: style).get()
    }

    @Test func fieldsSectionsAndListsWithoutEscaping() throws {
        let json =
            #"[{"title":"<b>A & B</b>","tags":[{"name":"swift"},{"name":"ios"}],"private":false},{"title":"C","tags":[],"private":true}]"#
        #expect(
            try render(
                "{{#.}}{{title}} [{{join(pluck-name(tags))}}] {{count(tags)}}{{#private}} (private){{/private}}\n{{/.}}",
                json)
                == "<b>A & B</b> [swift, ios] 2\nC [] 0 (private)\n")
    }

    @Test(arguments: [
        ("日本語のタイトルです", 10, "日本語の…"), ("Swift入門", 6, "Swift…"), ("short", 10, "short"),
        ("絵文字👍👍👍", 8, "絵文字…"), ("ａｂｃｄ", 5, "ａｂ…"),
    ])
    func truncateCountsColumnsNotCharacters(text: String, width: Int, expected: String) throws {
        let rendered = try render("{{truncate\(width)(title)}}", "{\"title\":\"\(text)\"}")
        #expect(rendered == expected)
        #expect(DisplayWidth.of(rendered ?? "") <= width)
    }

    @Test func datesInLocalTimeAndAgo() throws {
        let json =
            #"{"created_at":"2026-10-29T09:00:00+09:00","updated_at":"2026-11-01T11:58:00+09:00","old":"2024-01-01T00:00:00Z"}"#
        #expect(
            try render(
                "{{date(created_at)}}|{{localtime(old)}}|{{timeago(created_at)}}|{{timeago(updated_at)}}|{{timeago(old)}}",
                json)
                == "2026-10-29|2024-01-01 09:00|3 days ago|2 minutes ago|2 years ago")
    }

    @Test func colourAndHyperlinksOnlyWhenTheTerminalTakesThem() throws {
        let json = #"{"title":"T","url":"https://qiita.com/x"}"#
        #expect(try render("{{red(title)}} {{hyperlink(url)}}", json) == "T https://qiita.com/x")
        var styled = Self.plain
        styled.colour = true
        styled.hyperlinks = true
        #expect(
            try render("{{red(title)}} {{hyperlink(url)}}", json, style: styled)
                == "\u{1B}[31mT\u{1B}[0m \u{1B}]8;;https://qiita.com/x\u{1B}\\https://qiita.com/x\u{1B}]8;;\u{1B}\\")
    }

    @Test func textFromTheJSONIsMadeInert() throws {
        let rendered = try render("{{title}}", #"{"title":"a\u001b[2Jb\u0007c"}"#)
        #expect(rendered?.unicodeScalars.contains { $0.value < 0x20 } == false)
    }

    @Test func aBadTemplateSaysWhereInTheTemplate() {
        #expect(throws: JSONTemplate.ParseFailure.self) { try JSONTemplate("line one\n{{#items}}x") }
        do {
            _ = try JSONTemplate("line one\n{{#items}}x")
        } catch {
            #expect(error.line == 2)
        }
    }
}
