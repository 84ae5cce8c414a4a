import OutputTools
import ShellKit

/// `--json`, `--json=FIELDS` or `--json FIELDS` among a command's arguments: the output format
/// and the other arguments. An unknown field is a usage error listing the valid ones.
package enum JSONFormatOption {
    package static let flag = "--json"

    /// Reads the option among `words`. A word after a bare `--json` is its field list when it
    /// holds a comma or names a field of `fieldSet`, or when `takesText` is false (the command
    /// takes no other words).
    package static func read(
        _ words: [String], default defaultFormat: OutputFormat, fieldSet: JSONFieldSet, takesText: Bool = true
    ) throws(CommandUsageError) -> (format: OutputFormat, rest: [String]) {
        var rest: [String] = []
        var format = defaultFormat
        var words = words[...]
        while let word = words.popFirst() {
            if word == flag {
                format = .json(fields: format.fields)
                if let next = words.first, isFieldList(next, of: fieldSet, takesText: takesText) {
                    words.removeFirst()
                    format = .json(fields: fieldList(next))
                }
            } else if word.hasPrefix(flag + "=") {
                format = .json(fields: fieldList(String(word.dropFirst(flag.count + 1))))
            } else {
                rest.append(word)
            }
        }
        if let fields = format.fields, let unknown = fieldSet.unknownField(in: fields) {
            throw .unknownJSONField(unknown, of: fieldSet)
        }
        return (format, rest)
    }

    /// `--json[=FIELDS]` and nothing else.
    package static func only(
        _ arguments: CommandArguments, default defaultFormat: OutputFormat, usage: String,
        fieldSet: JSONFieldSet = .listing
    ) throws(CommandUsageError) -> OutputFormat {
        let (format, rest) = try read(arguments.words, default: defaultFormat, fieldSet: fieldSet, takesText: false)
        guard rest.isEmpty else { throw arguments.tooMany(usage: usage) }
        return format
    }

    /// Whether the word after a bare `--json` is its field list (see `read`).
    package static func isFieldList(_ word: String, of fieldSet: JSONFieldSet, takesText: Bool) -> Bool {
        !word.hasPrefix("-") && (!takesText || word.contains(",") || fieldSet.fields.contains(word))
    }

    private static func fieldList(_ text: String) -> [String] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingBlanks() }
    }
}
