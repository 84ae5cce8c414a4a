import Foundation
import Mustache
import ShellKit

/// A `--template` (Mustache, through hummingbird-project/swift-mustache) over the JSON a command
/// would print: the JSON is its data (`{{#.}}{{title}}{{/.}}` over a list), with the helpers
/// `TemplateValue` lists. Nothing is HTML-escaped: the output is for a terminal or a pipe, and
/// text from the JSON is made inert instead.
package struct JSONTemplate: Sendable, Equatable {
    package let source: String
    private let template: MustacheTemplate

    /// A template that does not parse: Mustache's reason, with the line and column in the
    /// template as written.
    package struct ParseFailure: Error, Equatable {
        package let reason: String
        package let line: Int
        package let column: Int
    }

    package init(_ source: String) throws(ParseFailure) {
        self.source = source
        do {
            template = try MustacheTemplate(string: "{{%CONTENT_TYPE: TEXT}}\n" + source)
        } catch let error as MustacheTemplate.ParserError {
            throw ParseFailure(
                reason: String(describing: error.error), line: max(1, error.context.lineNumber - 1),
                column: error.context.columnNumber)
        } catch {
            throw ParseFailure(reason: String(describing: error), line: 1, column: 1)
        }
    }

    /// The template filled in with `json`; nil when `json` does not parse.
    package func render(_ json: String, style: TemplateValue.Style) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        else { return nil }
        let root = TemplateValue(object)
        return TemplateHelpers.$style.withValue(style) { template.render(root.boxed) }
    }

    package static func == (lhs: JSONTemplate, rhs: JSONTemplate) -> Bool { lhs.source == rhs.source }
}
