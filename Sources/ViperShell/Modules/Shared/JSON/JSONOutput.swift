import Foundation
import ShellKit

/// Prints JSON on standard output with only the asked fields (the presenter has checked them
/// against what the output has: see `JSONFieldSet.refusal(of:)`), through the running command's
/// `--jq` or `--template` when it has one.
@MainActor package enum JSONOutput {
    /// The running command's filter (set by the shell loop around the command), else the session's
    /// (`--format json --jq …`).
    package static var filter: JSONPostFilter?
    /// Filters that failed at run time (a jq error): the shell loop turns a rise into exit 1.
    package private(set) static var failures = 0
    /// The clock `timeago` reads (the shell's, so `VIPER_SHELL_NOW` fixes it).
    package static var now: @Sendable () -> Date = { Date() }

    package static func print(_ json: String, fields: [String]?, on screen: Screen) {
        let selected = JSONFieldFilter.select(fields, from: json)
        guard let filter else { return screen.print(selected) }
        let style = TemplateValue.Style(colour: screen.colorEnabled, hyperlinks: screen.showsHyperlinks, now: now())
        let (lines, error) = filter.apply(to: selected, style: style)
        screen.print(lines: lines)
        if let error {
            failures += 1
            screen.fail(Message(SharedMessage.jqRuntime, error))
        }
    }
}
