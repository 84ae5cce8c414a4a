/// Command-line option errors in the user's language, starting `error: ` like the shell's other
/// errors: the option checks of the executable (`optionProblem` keys of the catalogue) and
/// ArgumentParser's own errors, whose English forms (swift-argument-parser 1.8) are recognised
/// and translated; an unknown form stays as it is rather than being guessed at.
public enum OptionErrorText {
    /// ArgumentParser's full error output (`Error: …`, `Help: …`, `Usage: …` lines) in `language`,
    /// its error line starting `error: ` as every other error of the shell does.
    public static func localize(_ text: String, in language: Language) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            language == .japanese ? translate(String(line)) : withShellErrorPrefix(String(line))
        }.joined(separator: "\n")
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
                return japanese.replacingOccurrences(of: "$1", with: quoted[0])
                    .replacingOccurrences(of: "$2", with: quoted.count > 1 ? quoted[1] : "")
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
