import ArgumentParser
import FoundationEssentials
import ViperShell
import ShellKit

/// The options for the manual page, as ArgumentParser describes them (its `--experimental-dump-help`
/// data): names, value placeholders and defaults; their help texts come from `OptionHelp`.
enum ManualOptions {
    static func fromArgumentParser() -> [ManualOption] {
        guard let dump = try? JSONDecoder().decode(Dump.self, from: Data(ViperShellCommand._dumpHelp().utf8)) else {
            return []
        }
        return (dump.command.arguments ?? []).filter(\.shouldDisplay).compactMap { argument in
            let names = (argument.names ?? []).map { $0.kind == "long" ? "--" + $0.name : "-" + $0.name }
            guard
                let key = (argument.names ?? []).first(where: { $0.kind == "long" })?.name
                    ?? argument.names?.first?.name
            else { return nil }
            return ManualOption(
                names: names,
                valueName: argument.kind == "option" ? OptionHelp.valueName(for: key) ?? argument.valueName : nil,
                defaultValue: argument.defaultValue, key: key)
        }
    }

    private struct Dump: Decodable {
        struct Command: Decodable {
            let arguments: [Argument]?
        }

        let command: Command
    }

    private struct Argument: Decodable {
        struct Name: Decodable {
            let kind: String
            let name: String
        }

        let kind: String
        let names: [Name]?
        let valueName: String?
        let defaultValue: String?
        let shouldDisplay: Bool
    }
}
