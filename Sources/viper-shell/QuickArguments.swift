import ShellKit
import ViperShell

/// The common command lines parsed without ArgumentParser's reflection, which was most of the
/// shell's own start-up time (about 2 ms of 7). Only plain options it knows, each with a well-formed
/// value, are taken; anything else — `--help`, `--version`, completion scripts, an unknown,
/// repeated-in-one-word or malformed option, a value that fails validation — returns nil and goes
/// to ArgumentParser, so its help, errors and completions stay the only ones. The result is the
/// same `ShellOptions` ArgumentParser's command gives, checked the same way.
enum QuickArguments {
    /// The options of `arguments` (without the program name), or nil to let ArgumentParser parse.
    static func options(_ arguments: [String]) -> ShellOptions? {
        var parsed = ShellOptions()
        var rest = arguments[...]
        // Arrays, not sets: a `Set<String>` is the first hashed collection of the run and its
        // metadata (the runtime's conformance scan) cost a twentieth of `-c quit`.
        var seen: [String] = []
        while let word = rest.popFirst() {
            // A second `--home` (say) is ArgumentParser's to judge; `-f` and `-c` repeat by design.
            guard !seen.contains(word) || repeatable.contains(word) else { return nil }
            seen.append(word)
            if word == "--expect" {
                // `--expect A.transcript B.transcript …`: every word up to the next option.
                guard let first = rest.first, !first.hasPrefix("-") else { return nil }
                while let next = rest.first, !next.hasPrefix("-") { parsed.expect.append(rest.removeFirst()) }
            } else if let flag = flags[word] {
                flag(&parsed)
            } else if let option = valuedOptions[word] {
                // ArgumentParser reads `-c --echo` as a missing value; only `--per-page` and
                // `--timeout` take a value that starts with a dash (to reject `-1` themselves).
                guard let value = rest.popFirst(),
                    !value.hasPrefix("-") || value == "-" || takesDashedValues.contains(word),
                    option(&parsed, value)
                else { return nil }
            } else {
                return nil
            }
        }
        guard parsed.problem == nil else { return nil }
        return parsed
    }

    private static let repeatable: [String] = ["-f", "--script", "-c"]
    private static let takesDashedValues: [String] = ["--per-page", "--timeout", "--width"]

    private static let flags: [String: @Sendable (inout ShellOptions) -> Void] = [
        "--echo": { $0.echo = true }, "--no-pager": { $0.noPager = true }, "--bail": { $0.bail = true },
        "--force": { $0.force = true }, "--update": { $0.update = true }, "--transcript": { $0.transcript = true },
        "-X": { $0.noRC = true }, "--no-rc": { $0.noRC = true },
    ]

    /// Each option sets its value; false when the value is malformed (ArgumentParser then says so).
    private static let valuedOptions: [String: @Sendable (inout ShellOptions, String) -> Bool] = [
        "--home": {
            $0.home = $1; return true
        },
        "--lang": {
            $0.lang = $1; return true
        },
        "--source": {
            $0.source = $1; return true
        },
        "--format": {
            $0.format = $1; return true
        },
        "--fields": {
            $0.fields = $1; return true
        },
        "--jq": {
            $0.jq = $1; return true
        },
        "--template": {
            $0.template = $1; return true
        },
        "-f": {
            $0.scripts.append($1); return true
        },
        "--script": {
            $0.scripts.append($1); return true
        },
        "-c": {
            $0.commands.append($1); return true
        },
        "--record": {
            $0.record = $1; return true
        },
        "--api-url": {
            $0.apiURL = $1; return true
        },
        "--script-name": {
            $0.scriptName = $1; return true
        },
        "--per-page": { command, text in
            guard let number = Int(text) else { return false }
            command.perPage = number
            return true
        },
        "--width": { command, text in
            guard let columns = Int(text) else { return false }
            command.width = columns
            return true
        },
        "--timeout": { command, text in
            guard let seconds = Double(text) else { return false }
            command.timeout = seconds
            return true
        },
    ]
}
