import ShellKit

/// What the output tools say: an unknown JSON field, a bad `--jq` or `--template` option, a jq
/// error. Each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum OutputToolsMessage: String, MessageKey, CaseIterable {
    case jsonUnknownField
    case filterTwice
    case filterMissing
    case filterNeedsJSON
    case jqCompile
    case jqUnavailable
    case jqRuntime
    case templateUnreadable

    package var texts: MessageTexts {
        switch self {
        case .jsonUnknownField:
            MessageTexts(
                "unknown JSON field \"{0}\": valid fields are {1}",
                "JSON のフィールド \"{0}\" はありません: 使えるのは {1} です")
        case .filterTwice:
            MessageTexts("give one of --jq and --template, once", "--jq と --template はどちらか一つを一度だけ指定してください")
        case .filterMissing: MessageTexts("{0} needs a value", "{0} には値が必要です")
        case .filterNeedsJSON:
            MessageTexts(
                "{0} filters JSON: add --json (or start with --format json)",
                "{0} は JSON を絞り込みます: --json を付けてください(または --format json で始めてください)")
        case .jqCompile: MessageTexts("bad --jq expression: {0}", "--jq の式が正しくありません: {0}")
        case .jqUnavailable:
            MessageTexts(
                "--jq needs libjq, which could not be loaded ({0}): install it with 'apt-get install libjq1'",
                "--jq には libjq が必要ですが読み込めませんでした({0}): 'apt-get install libjq1' で入れてください")
        case .jqRuntime: MessageTexts("jq: {0}", "jq のエラー: {0}")
        case .templateUnreadable:
            MessageTexts("cannot read the template file {0}", "テンプレートファイル {0} を読めません")
        }
    }
}
