import FoundationEssentials
import ShellKit

/// What `--jq EXPR` or `--template TEMPLATE` does to the JSON a command would print.
package enum JSONPostFilter: Equatable, Sendable {
    case jq(JQFilter)
    case template(JSONTemplate)

    /// A filter that failed on one JSON: what to say, and the command's exit status (a jq error
    /// fails the command; a template naming a field the JSON lacks is a usage error, as a template
    /// that does not parse is).
    package struct Failure: Equatable, Sendable {
        package let message: Message
        package let status: ExitStatus
    }

    /// The lines to print instead of `json`, and the failure met on the way (jq's runtime
    /// message, a field the template names that the JSON lacks, or JSON that does not parse).
    /// `commandFields`: the fields of the command's objects, which a template may name even where
    /// this JSON leaves them out.
    package func apply(
        to json: String, style: TemplateValue.Style, commandFields: [String]? = nil
    ) -> (lines: [String], failure: Failure?) {
        switch self {
        case .jq(let filter):
            let (lines, error) = filter.apply(to: json)
            return (lines, error.map { Failure(message: Message(OutputToolsMessage.jqRuntime, $0), status: .failure) })
        case .template(let template):
            switch template.render(json, style: style, commandFields: commandFields) {
            case .failure(.unparsableJSON):
                let message = Message(OutputToolsMessage.jqRuntime, "the JSON does not parse")
                return ([], Failure(message: message, status: .failure))
            case .failure(.unknownName(let message)):
                return ([], Failure(message: message, status: .usage))
            case .success(let text):
                // The template's own newlines are the output's: a last one is not doubled.
                var lines = text.components(separatedBy: "\n")
                if lines.last == "" { lines.removeLast() }
                return (lines, nil)
            }
        }
    }
}
