/// Command-line option errors in the user's language, starting `error: ` like the shell's other
/// errors: the option checks of the executable (`optionProblem` keys of the catalogue) and
/// ArgumentParser's own errors, whose English forms (swift-argument-parser 1.8) are recognised
/// and translated; an unknown form stays as it is rather than being guessed at.
public enum OptionErrorText {
    /// ArgumentParser's full error output (`Error: …`, `Help: …`, `Usage: …` lines) in `language`,
    /// its error line starting `error: ` as every other error of the shell does.
    /// `optionNames` (without dashes) are what an unknown option is compared with: ArgumentParser
    /// suggests the nearest option whatever the distance (`--foo` → `--home`); the shell suggests
    /// one only where it looks like a typo, as it does for commands (`CommandSuggester`).
    public static func localize(_ text: String, in language: Language, optionNames: [String] = []) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = reconsideringSuggestion(in: String(line), among: optionNames)
            return language == .japanese ? translate(line) : withShellErrorPrefix(line)
        }.joined(separator: "\n")
    }

    /// `Error: Unknown option '--foo'. Did you mean '--home'?` with the suggestion the shell's own
    /// rule makes, or none.
    package static func reconsideringSuggestion(in line: String, among optionNames: [String]) -> String {
        let unknown = "Error: Unknown option "
        guard line.hasPrefix(unknown), let option = quotedParts(of: line).first else { return line }
        let typed = String(option.dropFirst().dropLast())
        let bare = String(typed.drop { $0 == "-" })
        let head = "\(unknown)'\(typed)'"
        guard !bare.isEmpty, let closest = CommandSuggester.closest(to: bare, among: optionNames) else { return head }
        return head + ". Did you mean '\(closest.count == 1 ? "-" : "--")\(closest)'?"
    }

    /// ArgumentParser's `Error: ` prefix as the shell's own (`error: `).
    private static func withShellErrorPrefix(_ line: String) -> String {
        let argumentParserPrefix = "Error: "
        guard line.hasPrefix(argumentParserPrefix) else { return line }
        return Message(ShellMessage.errorPrefix).text(in: .english) + line.dropFirst(argumentParserPrefix.count)
    }

    /// English patterns of ArgumentParser's messages and their Japanese forms (`$1`, `$2`: the
    /// quoted parts, in order).
    package static let patterns: [(prefix: String, japanese: String)] = [
        ("Error: Unknown option ", "エラー: 不明なオプションです: $1。$2 のことですか?"),
        ("Error: Unknown option ", "エラー: 不明なオプションです: $1"),
        ("Error: Missing value for ", "エラー: $1 に値がありません"),
        ("Error: Unexpected argument ", "エラー: 余分な引数です: $1"),
        ("Error: Missing expected argument ", "エラー: $1 が必要です"),
        ("Error: The value ", "エラー: $2 の値 $1 が正しくありません"),
        ("Error: ", "エラー: "),
        ("Usage: ", "使い方: "),
        ("Help: ", "説明: "),
        ("  See 'viper-shell --help' for more information.", "  詳しくは 'viper-shell --help' を見てください。"),
    ]

    private static func translate(_ line: String) -> String {
        for (prefix, japanese) in patterns where line.hasPrefix(prefix) {
            let quoted = quotedParts(of: line)
            guard !japanese.contains("$1") || !quoted.isEmpty, !japanese.contains("$2") || quoted.count >= 2 else {
                continue
            }
            if japanese.contains("$") {
                return japanese.replacing("$1", with: quoted[0])
                    .replacing("$2", with: quoted.count > 1 ? quoted[1] : "")
            }
            return japanese + line.dropFirst(prefix.count)
        }
        return line
    }

    /// The `'…'` parts of a line, quotes kept.
    private static func quotedParts(of line: String) -> [String] {
        line.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { "'\($0.element)'" }
    }
}
