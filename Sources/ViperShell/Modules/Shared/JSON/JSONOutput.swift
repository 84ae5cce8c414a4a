import FoundationEssentials
import ShellKit

/// Prints JSON on standard output with only the asked fields (the presenter has checked them
/// against what the output has: see `JSONFieldSet.refusal(of:)`), through the running command's
/// `--jq` or `--template` when it has one.
@MainActor package enum JSONOutput {
    /// The running command's filter (set by the shell loop around the command), else the session's
    /// (`--format json --jq …`).
    package static var filter: JSONPostFilter?
    /// The exit status of each filter that failed at run time (a jq error; a template naming a
    /// field the JSON lacks): the shell loop turns new ones into the command's status.
    package private(set) static var failures: [ExitStatus] = []
    /// The clock `timeago` reads (the shell's, so `VIPER_SHELL_NOW` fixes it).
    package static var now: @Sendable () -> Date = { Date() }

    /// `fieldSet`: the fields this output has, which a template may name even where this JSON
    /// leaves them out (a null `read_at`).
    package static func print(_ json: String, fields: [String]?, of fieldSet: JSONFieldSet? = nil, on screen: Screen) {
        let selected = JSONFieldFilter.select(fields, from: json)
        guard let filter else { return screen.print(selected) }
        let style = TemplateValue.Style(colour: screen.colorEnabled, hyperlinks: screen.showsHyperlinks, now: now())
        let (lines, failure) = filter.apply(to: selected, style: style, commandFields: fields ?? fieldSet?.fields)
        screen.print(lines: lines)
        if let failure {
            failures.append(failure.status)
            screen.fail(failure.message)
        }
    }
}
