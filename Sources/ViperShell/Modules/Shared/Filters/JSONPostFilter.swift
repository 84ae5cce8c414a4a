import Foundation
import ShellKit

/// What `--jq EXPR` or `--template TEMPLATE` does to the JSON a command would print.
package enum JSONPostFilter: Equatable, Sendable {
    case jq(JQFilter)
    case template(JSONTemplate)

    /// The lines to print instead of `json`, and an error met on the way (jq's runtime message,
    /// or JSON that does not parse).
    package func apply(to json: String, style: TemplateValue.Style) -> (lines: [String], error: String?) {
        switch self {
        case .jq(let filter):
            return filter.apply(to: json)
        case .template(let template):
            guard let text = template.render(json, style: style) else { return ([], "the JSON does not parse") }
            // The template's own newlines are the output's: a last one is not doubled.
            var lines = text.components(separatedBy: "\n")
            if lines.last == "" { lines.removeLast() }
            return (lines, nil)
        }
    }
}
