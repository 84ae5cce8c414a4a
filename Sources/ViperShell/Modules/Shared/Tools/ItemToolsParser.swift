import ItemsModel
import ShellKit

/// The words after the item (if any) of `code`, `copy` and `export`, read once for Items and
/// ItemDetail.
@MainActor package enum ItemToolsParser {
    /// `[K] | --save DIR [--force]`, or nothing for the list.
    package static func code(
        _ words: ArraySlice<String>, _ arguments: CommandArguments, usage: String
    ) throws(CommandUsageError) -> CodeRequest {
        var words = words
        guard let first = words.popFirst() else { return .list }
        if first == "--save" {
            guard let folder = words.popFirst() else { throw arguments.missing(usage: usage) }
            var force = false
            while let word = words.popFirst() {
                guard word == "--force" else { throw arguments.bad(word, expected: .text(usage)) }
                force = true
            }
            return .save(folder: folder, force: force)
        }
        guard words.isEmpty else { throw arguments.tooMany(usage: usage) }
        let number = try arguments.number(first)
        guard number >= 1 else {
            throw arguments.bad(first, expected: .message(Message(SharedMessage.codeExpectedBlock)))
        }
        return .block(number)
    }

    /// `K [--save FILE [--force]]`.
    package static func image(
        _ words: ArraySlice<String>, _ arguments: CommandArguments, usage: String
    ) throws(CommandUsageError) -> ImageRequest {
        var words = words
        guard let first = words.popFirst() else { throw arguments.missing(usage: usage) }
        let number = try arguments.number(first)
        guard number >= 1 else {
            throw arguments.bad(first, expected: .message(Message(ImageMessage.imageExpectedNumber)))
        }
        guard let option = words.popFirst() else { return .show(number) }
        guard option == "--save" else { throw arguments.bad(option, expected: .text(usage)) }
        guard let path = words.popFirst() else { throw arguments.missing(usage: usage) }
        var force = false
        while let word = words.popFirst() {
            guard word == "--force", !force else { throw arguments.bad(word, expected: .text(usage)) }
            force = true
        }
        return .save(number, path: path, force: force)
    }

    /// `[url|title|markdown-link|code K]` (url when nothing is said).
    package static func copy(
        _ words: ArraySlice<String>, _ arguments: CommandArguments, usage: String
    ) throws(CommandUsageError) -> CopyRequest {
        var words = words
        guard let first = words.popFirst() else { return .url }
        let request: CopyRequest
        switch first {
        case "url": request = .url
        case "title": request = .title
        case "markdown-link": request = .markdownLink
        case "code":
            guard let value = words.popFirst() else { throw arguments.missing(usage: usage) }
            let number = try arguments.number(value)
            guard number >= 1 else {
                throw arguments.bad(value, expected: .message(Message(SharedMessage.codeExpectedBlock)))
            }
            request = .code(number)
        default: throw arguments.bad(first, expected: .text(usage))
        }
        guard words.isEmpty else { throw arguments.tooMany(usage: usage) }
        return request
    }

    /// `[--format md|html|txt] [-o PATH] [--force]`, and with `takesQuery` `--query QUERY…` (the
    /// words after `--query` up to the next option). The words that are none of those are
    /// returned (the item, for Items).
    package static func export(
        _ words: [String], _ arguments: CommandArguments, usage: String
    ) throws(CommandUsageError) -> (options: ExportOptions, query: [String]?, rest: [String]) {
        var options = ExportOptions()
        var query: [String]?
        var rest: [String] = []
        var words = words[...]
        while let word = words.popFirst() {
            switch word {
            case "--format", "-f":
                guard let value = words.popFirst() else { throw arguments.missing(usage: usage) }
                guard let format = ExportFormat(rawValue: value.lowercased()) else {
                    throw arguments.bad(value, expected: .message(Message(SharedMessage.exportExpectedFormat)))
                }
                options.format = format
            case "-o", "--output":
                guard let value = words.popFirst() else { throw arguments.missing(usage: usage) }
                options.output = value
            case "--force": options.force = true
            case "--query":
                var terms: [String] = []
                while let next = words.first, !["--format", "-f", "-o", "--output", "--force"].contains(next) {
                    terms.append(next)
                    words.removeFirst()
                }
                query = terms
            default:
                if word.hasPrefix("-") && Int(word) == nil { throw arguments.bad(word, expected: .text(usage)) }
                rest.append(word)
            }
        }
        return (options, query, rest)
    }
}
