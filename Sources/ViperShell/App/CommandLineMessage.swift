import ShellKit

/// The command line's messages: options and their errors: each key with its English and Japanese text (`{0}`… filled in
/// by `Message`).
package enum CommandLineMessage: String, MessageKey, CaseIterable {
    case perPage
    case width
    case format
    case lang
    case timeout
    case updateNeedsExpect
    case forceNeedsRecord
    case transcriptNeedsRecord
    case expectAlone
    case fieldsNeedJSON
    case filterNeedsJSON
    case filterTwice

    package var texts: MessageTexts {
        switch self {
        case .perPage:
            MessageTexts(
                "--per-page takes a number from 1 to 100, not {0}",
                "--per-page には1〜100の数を指定してください({0} は範囲外です)")
        case .width:
            MessageTexts(
                "--width takes a number of columns from 20 to 1000, not {0}",
                "--width には20〜1000の桁数を指定してください({0} は範囲外です)")
        case .format:
            MessageTexts(
                "--format takes table or json, not '{0}'",
                "--format には table か json を指定してください('{0}' は使えません)")
        case .lang: MessageTexts("--lang takes en or ja, not '{0}'", "--lang には en か ja を指定してください('{0}' は使えません)")
        case .timeout:
            MessageTexts(
                "--timeout takes seconds above 0 and at most 600, not {0}",
                "--timeout には0より大きく600以下の秒数を指定してください({0} は範囲外です)")
        case .updateNeedsExpect:
            MessageTexts(
                "--update goes with --expect TRANSCRIPT",
                "--update は --expect TRANSCRIPT と一緒に使います")
        case .forceNeedsRecord: MessageTexts("--force goes with --record FILE", "--force は --record FILE と一緒に使います")
        case .transcriptNeedsRecord:
            MessageTexts(
                "--transcript goes with --record FILE",
                "--transcript は --record FILE と一緒に使います")
        case .expectAlone:
            MessageTexts(
                "--expect replays a transcript on its own: drop -f, -c and --record",
                "--expect はトランスクリプトだけを再実行します: -f、-c、--record を外してください")
        case .fieldsNeedJSON: MessageTexts("--fields goes with --format json", "--fields は --format json と一緒に指定してください")
        case .filterNeedsJSON:
            MessageTexts("--jq and --template go with --format json", "--jq と --template は --format json と一緒に指定してください")
        case .filterTwice: MessageTexts("--jq and --template do not go together", "--jq と --template は同時に指定できません")
        }
    }
}
