import ShellKit

/// Prints JSON on standard output with only the asked fields (the presenter has checked them
/// against what the output has: see `JSONFieldSet.refusal(of:)`).
@MainActor package enum JSONOutput {
    package static func print(_ json: String, fields: [String]?, on screen: Screen) {
        screen.print(JSONFieldFilter.select(fields, from: json))
    }
}
