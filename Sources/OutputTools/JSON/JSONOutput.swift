import FoundationEssentials
import ShellKit

/// Prints JSON on standard output with only the asked fields (the presenter has checked them
/// against what the output has: see `JSONFieldSet.refusal(of:)`), through the running command's
/// `--jq` or `--template` when it has one.
@MainActor package enum JSONOutput {
    /// The running command's filtering, bound around the command by whoever runs it (the shell
    /// loop's `OutputFilterRunner`): a value passed down the command's call, not shared state.
    /// Nil for a command printed unfiltered.
    @TaskLocal package static var filtering: JSONFiltering?

    /// `fieldSet`: the fields this output has, which a template may name even where this JSON
    /// leaves them out (a null `read_at`).
    package static func print(_ json: String, fields: [String]?, of fieldSet: JSONFieldSet? = nil, on screen: Screen) {
        let selected = JSONFieldFilter.select(fields, from: json)
        guard let filtering else { return screen.print(selected) }
        let style = TemplateValue.Style(
            colour: screen.colorEnabled, hyperlinks: screen.showsHyperlinks, now: filtering.now())
        let (lines, failure) = filtering.filter.apply(
            to: selected, style: style, commandFields: fields ?? fieldSet?.fields)
        screen.print(lines: lines)
        if let failure {
            filtering.noteFailure(failure.status)
            screen.fail(failure.message)
        }
    }
}
