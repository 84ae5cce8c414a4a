import FoundationEssentials
import ShellKit

/// `--jq EXPR` and `--template TEMPLATE` (also `--jq=EXPR`, `--template=@FILE`) among any command's
/// words, taken out before the command sees them: they apply wherever `--json` does (or to every
/// command under `--format json`), as gh's do.
package enum OutputFilterOption {
    package static let jq = "--jq"
    package static let template = "--template"

    /// A filter option that cannot be used, worded.
    package struct Refusal: Error, Equatable {
        package let message: Message
    }

    /// The command without its filter option, and the filter compiled; nil when it has none.
    /// `jsonMode`: `--format json`, under which every command prints JSON.
    package static func extract(
        from command: CommandInvocation, jsonMode: Bool, workingDirectory: String
    ) throws(Refusal) -> (command: CommandInvocation, filter: JSONPostFilter)? {
        var kept: [CommandWord] = []
        var found: (option: String, value: String)?
        var words = command.words[...]
        while let word = words.popFirst() {
            let text = word.text
            let option = [jq, template].first { text == $0 || text.hasPrefix($0 + "=") }
            guard let option else {
                kept.append(word)
                continue
            }
            guard found == nil else { throw Refusal(message: Message(OutputToolsMessage.filterTwice)) }
            if text == option {
                guard let value = words.popFirst() else {
                    throw Refusal(message: Message(OutputToolsMessage.filterMissing, option))
                }
                found = (option, value.text)
            } else {
                found = (option, String(text.dropFirst(option.count + 1)))
            }
        }
        guard let found else { return nil }
        guard jsonMode || kept.contains(where: { $0.text == "--json" || $0.text.hasPrefix("--json=") }) else {
            throw Refusal(message: Message(OutputToolsMessage.filterNeedsJSON, found.option))
        }
        let stripped = CommandInvocation(name: command.name, words: kept, in: command.line)
        return (stripped, try compile(option: found.option, value: found.value, workingDirectory: workingDirectory))
    }

    /// The filter `--jq VALUE` or `--template VALUE` names (`@FILE`: the template in that file).
    package static func compile(
        option: String, value: String, workingDirectory: String
    ) throws(Refusal) -> JSONPostFilter {
        if option == jq {
            do { return .jq(try JQFilter(value)) } catch {
                switch error {
                case .compile(let message): throw Refusal(message: Message(OutputToolsMessage.jqCompile, message))
                case .unavailable(let reason): throw Refusal(message: Message(OutputToolsMessage.jqUnavailable, reason))
                }
            }
        }
        var source = value
        if value.hasPrefix("@") {
            let named = String(value.dropFirst())
            let path = named.hasPrefix("/") ? named : FilePath.join(workingDirectory, named)
            guard let bytes = try? FileReader.read(path) else {
                throw Refusal(message: Message(OutputToolsMessage.templateUnreadable, String(value.dropFirst())))
            }
            source = String(decoding: bytes, as: UTF8.self)
        }
        do { return .template(try JSONTemplate(source)) } catch { throw Refusal(message: error.message) }
    }
}
