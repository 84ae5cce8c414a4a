import Foundation
import Mustache
@testable import OutputTools
import Testing
@testable import ShellKit
@testable import ViperShell

/// `--template` errors in words: each of swift-mustache's parse errors with the tag it is about
/// and where, and a field or helper the template names that the JSON or the helpers lack.
@Suite struct JSONTemplateProblemTests {
    static let style = TemplateValue.Style(
        colour: false, hyperlinks: false, now: Date(timeIntervalSince1970: 0), timeZone: .utc)
    static let helpers =
        "timeago, localtime, date, truncateN, pluck-FIELD, join, count, hyperlink, red, green, yellow, blue, "
        + "magenta, cyan, bold, dim"
    /// Two items as `search --json` prints them, the second's user with no name and no `read_at`.
    static let items = #"""
        [{"id":"a1","title":"One","user":{"id":"u1","name":"Ann"},"tags":[{"name":"swift","versions":[]}],
          "read":true,"read_at":"2026-01-01T00:00:00Z"},
         {"id":"b2","title":"Two","user":{"id":"u2","name":null},"tags":[],"read":false}]
        """#

    /// The English line `--template source` is refused with.
    private func refusal(_ source: String) -> String? {
        do {
            _ = try JSONTemplate(source)
            return nil
        } catch {
            return error.message.text(in: .english)
        }
    }

    private func rendered(
        _ source: String, _ json: String = items, fields: [String]? = JSONFieldSet.history.fields
    ) throws -> Result<String, JSONTemplate.RenderFailure> {
        try JSONTemplate(source).render(json, style: Self.style, commandFields: fields)
    }

    /// The English line a render fails with; nil when it renders.
    private func unknownName(
        _ source: String, _ json: String = items, fields: [String]? = JSONFieldSet.history.fields
    ) throws -> String? {
        guard case .failure(.unknownName(let message)) = try rendered(source, json, fields: fields) else { return nil }
        return message.text(in: .english)
    }

    @Test(
        "each parse error said in words, with the column of the tag it is about",
        arguments: [
            // The reader's overflow: the text ends inside a tag.
            ("{{title}", "an unclosed tag: '{{' at column 1 has no '}}'"),
            ("id {{{title}}", "an unclosed tag: '{{{' at column 4 has no '}}}'"),
            ("{{! a comment", "an unclosed tag: '{{!' at column 1 has no '}}'"),
            // unfinishedName: a tag whose name does not end where it should.
            (
                "{{ti tle}}",
                "'{{ti tle}}' at column 1 is not a tag: a tag holds a field name, as {{title}}, "
                    + "{{user.id}}, {{helper(title)}} or {{#tags}}…{{/tags}}"
            ),
            ("- {{title} {{url}}", "an unclosed tag: '{{' at column 3 has no '}}'"),
            // sectionCloseNameIncorrect: a close that matches no open section.
            (
                "{{#tags}}{{name}}{{/tag}}",
                "{{/tag}} at column 18 does not close the open section {{#tags}} (at column 1): close that one first "
                    + "with {{/tags}}"
            ),
            ("{{title}} {{/y}}", "{{/y}} at column 11 closes a section that was not opened"),
            // expectedSectionEnd: the text ends inside a section.
            ("{{#.}}{{title}}", "a section {{#.}} at column 1 is never closed with {{/.}}"),
            ("{{#a}}{{^b}}x{{/b}}", "a section {{#a}} at column 1 is never closed with {{/a}}"),
            // invalidSetDelimiter.
            (
                "x {{=<%=}}",
                "'{{=<%=}}' at column 3 does not change the delimiters: write two delimiters with a "
                    + "space between, as {{=<% %>=}}"
            ),
            // transformAppliedToInheritanceSection.
            (
                "{{$bold(x)}}a{{/bold(x)}}",
                "'{{$bold(x)}}' at column 1 applies a helper to a block: a block {{$name}} "
                    + "takes none"
            ),
            // illegalTokenInsideInheritSection.
            (
                "{{<p}}{{x}}{{/p}}",
                "'{{<p}}' at column 1 holds something other than blocks: only "
                    + "{{$name}}…{{/name}} may stand inside it"
            ),
            // invalidConfigVariableSyntax and unrecognisedConfigVariable.
            (
                "{{%CONTENT_TYPE TEXT}}",
                "'{{%CONTENT_TYPE TEXT}}' at column 1 is not a setting: write "
                    + "{{%CONTENT_TYPE: TEXT}}"
            ),
            (
                "{{%COLOUR: red}}",
                "'{{%COLOUR: red}}' at column 1 names an unknown setting: the one setting is "
                    + "CONTENT_TYPE, TEXT or HTML"
            ),
            // Under changed delimiters, the tag is said as written.
            ("{{=<% %>=}}<%title%", "an unclosed tag: '<%' at column 12 has no '%>'"),
        ])
    func parseErrorsInWords(source: String, reason: String) {
        #expect(refusal(source) == "bad --template: " + reason)
    }

    @Test func everyParserErrorOfSwiftMustacheHasASentence() {
        // Where each error could be met: inside an inheritance, in an open section, at "text".
        let source = "{{<p}}{{#a}}text"
        let cases: [MustacheTemplate.Error] = [
            .sectionCloseNameIncorrect, .unfinishedName, .expectedSectionEnd, .invalidSetDelimiter,
            .transformAppliedToInheritanceSection, .illegalTokenInsideInheritSection, .textInsideInheritSection,
            .invalidConfigVariableSyntax, .unrecognisedConfigVariable,
        ]
        var keys: [String] = []
        for error in cases {
            let (message, _, _) = TemplateParseProblem.describe(error, line: 1, column: 13, in: source)
            #expect(message.key.id != TemplateMessage.otherProblem.id, "\(error) falls back")
            keys.append(message.key.id)
        }
        let inherit = TemplateParseProblem.describe(
            MustacheTemplate.Error.textInsideInheritSection, line: 1, column: 13, in: source)
        #expect(
            inherit.message.text(in: .english)
                == "'{{<p}}' at column 1 holds something other than blocks: only {{$name}}…{{/name}} may stand "
                + "inside it")
        let unclosed = TemplateParseProblem.describe(
            MustacheTemplate.Error.expectedSectionEnd, line: 1, column: 17, in: source)
        #expect(unclosed.message.text(in: .english) == "a section {{#a}} at column 7 is never closed with {{/a}}")
        #expect(Set(keys).count >= 8, "each case its own sentence but the two inherit ones")
    }

    @Test func aTemplateOfSeveralLinesSaysTheLineToo() {
        #expect(
            refusal("{{#.}}\n  {{title}\n{{/.}}\n")
                == "bad --template: an unclosed tag: '{{' at line 2, column 3 has no '}}'")
        #expect(
            refusal("line one\n{{#items}}x")
                == "bad --template: a section {{#items}} at line 2, column 1 is never closed with {{/items}}")
        // A file's last newline does not make one line two.
        #expect(refusal("{{title}\n") == "bad --template: an unclosed tag: '{{' at column 1 has no '}}'")
    }

    @Test func aTagLeftOpenAtTheEndIsAnErrorThoughMustacheDropsIt() {
        #expect(refusal("{{title}} {{") == "bad --template: an unclosed tag: '{{' at column 11 has no '}}'")
    }

    @Test func tagTextFromTheTemplateIsMadeInert() {
        let line = refusal("{{ti\u{1B}[2Jtle}}") ?? ""
        #expect(line.hasPrefix("bad --template: '{{ti"))
        #expect(!line.unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test func anUnknownHelperIsRefusedBeforeAnyJSONNamingTheHelpers() {
        #expect(
            refusal("{{#.}}{{tmeago(created_at)}}{{/.}}")
                == "unknown helper 'tmeago' in --template: helpers are \(Self.helpers)")
        #expect(
            refusal("{{bold(truncate0(title))}}")
                == "unknown helper 'truncate0' in --template: helpers are \(Self.helpers)")
        #expect(refusal("{{#.}}{{index()}} {{bold(truncate20(title))}}{{join(pluck-name(tags))}}{{/.}}") == nil)
        #expect(refusal("{{#.}}{{first(tags)}}{{/.}}")?.hasPrefix("unknown helper 'first'") == true)
        #expect(
            refusal("{{>header}}") == "'{{>header}}' at column 1 includes a partial: --template has none (write "
                + "the text in the template)")
    }

    @Test func anUnknownFieldNamesTheFieldsThereAndTheHelpers() throws {
        let expected =
            "unknown field 'titl' in --template: fields are "
            + JSONFieldSet.history.fields.joined(separator: ", ") + "; helpers are \(Self.helpers)"
        #expect(try unknownName("{{#.}}{{titl}}{{/.}}") == expected)
        // At the top of a list, the fields its items have.
        #expect(try unknownName("{{titl}}") == expected)
        #expect(
            try unknownName("{{title}}")
                == "unknown field 'title' in --template here: the JSON is a list, and each of its items has it: write "
                + "it inside {{#.}}…{{/.}}")
    }

    @Test func insideASectionTheSectionsFieldsComeFirst() throws {
        #expect(
            try unknownName("{{#.}}{{#tags}}{{nam}}{{/tags}}{{/.}}")
                == "unknown field 'nam' in --template: fields are name, versions, "
                + JSONFieldSet.history.fields.joined(separator: ", ") + "; helpers are \(Self.helpers)")
        #expect(
            try unknownName("{{#.}}{{user.nme}}{{/.}}")
                == "unknown field 'nme' in --template: fields are id, name; helpers are \(Self.helpers)")
        #expect(
            try unknownName("{{#.}}{{title.x}}{{/.}}")
                == "unknown field 'x' in --template: 'title' has no fields; helpers are \(Self.helpers)")
        #expect(try unknownName("{{#.}}{{join(pluck-nme(tags))}}{{/.}}")?.hasPrefix("unknown field 'nme'") == true)
    }

    @Test func validNamesRender() throws {
        let template =
            "{{#.}}{{id}}:{{#tags}}{{name}}/{{title}};{{/tags}}{{#user}}{{name}}{{/user}}"
            + "{{^tags}}none{{/tags}}{{.title}}{{read_at}}|{{/.}}"
        #expect(try rendered(template).get() == "a1:swift/One;AnnOne2026-01-01T00:00:00Z|b2:noneTwo|")
        #expect(try rendered("{{#.}}{{index()}}{{join(pluck-name(tags))}}{{/.}}").get() == "0swift1")
    }

    @Test func aNullOrAFieldLeftOutIsNoUnknownField() throws {
        // `user.name` is null in one item, `read_at` missing from one: both are fields.
        #expect(try unknownName("{{#.}}{{user.name}}{{read_at}}{{/.}}") == nil)
        // A field the command has, though no item here has it.
        let noneRead = #"[{"id":"a1","title":"One"}]"#
        #expect(try unknownName("{{#.}}{{read_at}}{{/.}}", noneRead) == nil)
        #expect(
            try unknownName("{{#.}}{{read_at}}{{/.}}", noneRead, fields: nil)?.hasPrefix("unknown field 'read_at'")
                == true)
        // No item at all: the command's fields still say what is known.
        #expect(try unknownName("{{#.}}{{titl}}{{/.}}", "[]")?.hasPrefix("unknown field 'titl'") == true)
        #expect(try unknownName("{{#.}}{{title}}{{/.}}", "[]") == nil)
        #expect(try unknownName("{{#.}}{{anything}}{{/.}}", "[]", fields: nil) == nil, "nothing is known")
        // `--json id,title`: only those are there.
        #expect(
            try unknownName("{{#.}}{{user}}{{/.}}", #"[{"id":"a1","title":"One"}]"#, fields: ["id", "title"])
                == "unknown field 'user' in --template: fields are id, title; helpers are \(Self.helpers)")
    }

    @Test func aFieldMissingFromTheJSONIsAUsageErrorThroughTheFilter() throws {
        let filter = JSONPostFilter.template(try JSONTemplate("{{#.}}{{titl}}{{/.}}"))
        let (lines, failure) = filter.apply(to: Self.items, style: Self.style, commandFields: nil)
        #expect(lines.isEmpty)
        #expect(failure?.status == .usage)
        #expect(failure?.message.text(in: .english).hasPrefix("unknown field 'titl' in --template: fields are") == true)
        let good = JSONPostFilter.template(try JSONTemplate("{{#.}}{{title}}\n{{/.}}"))
        let printed = good.apply(to: Self.items, style: Self.style, commandFields: nil)
        #expect(printed.lines == ["One", "Two"] && printed.failure == nil)
    }

    @Test func japaneseSaysTheSame() {
        do {
            _ = try JSONTemplate("{{title}")
            Issue.record("parsed")
        } catch {
            #expect(
                error.message.text(in: .japanese)
                    == "--template が正しくありません: 閉じていないタグ: 1 列目の '{{' に対応する '}}' がありません")
        }
    }
}
