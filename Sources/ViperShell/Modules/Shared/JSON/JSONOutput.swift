import ShellKit

/// Prints JSON on standard output with only the asked fields, after checking them against what
/// the output has: fields from `--fields` meet their output only here, and an unknown one is a
/// usage error naming the valid ones (nothing is printed then).
@MainActor package enum JSONOutput {
    package static func print(_ json: String, fields: [String]?, of fieldSet: JSONFieldSet, on screen: Screen) {
        if let fields, let unknown = fieldSet.unknownField(in: fields) {
            return screen.fail(fieldSet.unknownFieldMessage(unknown), status: .usage)
        }
        screen.print(JSONFieldFilter.select(fields, from: json))
    }
}
