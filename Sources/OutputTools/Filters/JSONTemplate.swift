import Mustache
import ShellKit

/// A `--template` (Mustache, through hummingbird-project/swift-mustache) over the JSON a command
/// would print: the JSON is its data (`{{#.}}{{title}}{{/.}}` over a list), with the helpers
/// `TemplateValue` lists. Nothing is HTML-escaped: the output is for a terminal or a pipe, and
/// text from the JSON is made inert instead. A name the JSON or the helpers do not have is an
/// error, not an empty place (`TemplateNameCheck`).
package struct JSONTemplate: Sendable, Equatable {
    package let source: String
    private let template: MustacheTemplate
    private let names: TemplateNameCheck

    /// A template that cannot be used, worded (`TemplateParseProblem`, `TemplateNameCheck`), with
    /// the line and column in the template as written of what it is about (1 and 1 when it is
    /// about no one place).
    package struct ParseFailure: Error, Equatable {
        package let message: Message
        package let line: Int
        package let column: Int
    }

    /// Why a template could not fill in one JSON.
    package enum RenderFailure: Error, Equatable {
        /// The JSON does not parse.
        case unparsableJSON
        /// A field the template names is not in the JSON (nor among the command's fields).
        case unknownName(Message)
    }

    /// What swift-mustache is given before the user's text, so that nothing is HTML-escaped.
    private static let preamble = "{{%CONTENT_TYPE: TEXT}}\n"

    package init(_ source: String) throws(ParseFailure) {
        self.source = source
        do {
            template = try MustacheTemplate(string: Self.preamble + source)
        } catch let error as MustacheTemplate.ParserError {
            // The preamble is line 1 of what swift-mustache read.
            let (message, line, column) = TemplateParseProblem.describe(
                error.error, line: max(1, error.context.lineNumber - 1), column: error.context.columnNumber,
                in: source)
            throw ParseFailure(
                message: Message(TemplateMessage.bad, parts: [.message(message)]), line: line, column: column)
        } catch {
            let reason = Message(
                TemplateMessage.otherProblem,
                parts: [.text(String(describing: error)), .message(Message(TemplateMessage.atColumn, "1"))])
            throw ParseFailure(message: Message(TemplateMessage.bad, parts: [.message(reason)]), line: 1, column: 1)
        }
        let tags = TemplateTag.scan(source)
        let multiline = source.reversed().drop(while: \.isNewline).contains(where: \.isNewline)
        names = TemplateNameCheck(tags: tags, multiline: multiline)
        if let problem = names.problemBeforeRendering() {
            let isParseProblem = tags.contains { !$0.isClosed }
            throw ParseFailure(
                message: isParseProblem ? Message(TemplateMessage.bad, parts: [.message(problem)]) : problem,
                line: 1, column: 1)
        }
    }

    /// The template filled in with `json`, after checking that every field it names is there.
    /// `commandFields`: the fields the command's objects have (see `JSONFieldSet`), known even
    /// where this JSON leaves them out.
    package func render(
        _ json: String, style: TemplateValue.Style, commandFields: [String]? = nil
    ) -> Result<String, RenderFailure> {
        guard let object = try? JSONValue.parse(json.utf8) else { return .failure(.unparsableJSON) }
        let root = TemplateValue(object)
        if let problem = names.unknownField(in: root, commandFields: commandFields) {
            return .failure(.unknownName(problem))
        }
        return .success(TemplateHelpers.$style.withValue(style) { template.render(root.boxed) })
    }

    package static func == (lhs: JSONTemplate, rhs: JSONTemplate) -> Bool { lhs.source == rhs.source }
}
