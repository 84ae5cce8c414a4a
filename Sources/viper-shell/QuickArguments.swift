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
            } else if setFlag(word, in: &parsed) {
                continue
            } else if valuedOptions.contains(word) {
                // ArgumentParser reads `-c --echo` as a missing value; only `--per-page` and
                // `--timeout` take a value that starts with a dash (to reject `-1` themselves).
                guard let value = rest.popFirst(),
                    !value.hasPrefix("-") || value == "-" || takesDashedValues.contains(word),
                    set(word, to: value, in: &parsed)
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

    // The options are matched by `switch`, not looked up in dictionaries of closures: each such
    // dictionary's type was instantiated by name at start (a conformance scan of the binary).

    /// Sets the flag `word` names; false when it names none.
    private static func setFlag(_ word: String, in options: inout ShellOptions) -> Bool {
        switch word {
        case "--echo": options.echo = true
        case "--no-pager": options.noPager = true
        case "--bail": options.bail = true
        case "--force": options.force = true
        case "--update": options.update = true
        case "--transcript": options.transcript = true
        case "-X", "--no-rc": options.noRC = true
        default: return false
        }
        return true
    }

    private static let valuedOptions: [String] = [
        "--home", "--lang", "--source", "--format", "--fields", "--jq", "--template", "-f", "--script", "-c",
        "--record", "--api-url", "--script-name", "--per-page", "--width", "--timeout",
    ]

    /// Sets option `word` to `value`; false when the value is malformed (ArgumentParser then says so).
    private static func set(_ word: String, to value: String, in options: inout ShellOptions) -> Bool {
        switch word {
        case "--home": options.home = value
        case "--lang": options.lang = value
        case "--source": options.source = value
        case "--format": options.format = value
        case "--fields": options.fields = value
        case "--jq": options.jq = value
        case "--template": options.template = value
        case "-f", "--script": options.scripts.append(value)
        case "-c": options.commands.append(value)
        case "--record": options.record = value
        case "--api-url": options.apiURL = value
        case "--script-name": options.scriptName = value
        case "--per-page":
            guard let number = Int(value) else { return false }
            options.perPage = number
        case "--width":
            guard let columns = Int(value) else { return false }
            options.width = columns
        case "--timeout":
            guard let seconds = Double(value) else { return false }
            options.timeout = seconds
        default: return false
        }
        return true
    }
}
