import ShellKit

/// The line readers' messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum InputMessage: String, MessageKey, CaseIterable {
    case scriptUnreadable
    case scriptUnaskedSecret
    case secretLineHeldBack

    package var texts: MessageTexts {
        switch self {
        case .scriptUnreadable: MessageTexts("cannot read script {0}: {1}", "スクリプト {0} を読めません: {1}")
        case .scriptUnaskedSecret:
            MessageTexts(
                "{0} answers a password prompt, but no command asked for one (the one before failed?): skipped",
                "{0} はパスワードの入力ですが、入力を求めたコマンドがありません(直前のコマンドが失敗?): 読み飛ばしました")
        case .secretLineHeldBack:
            MessageTexts(
                "that line was not run, shown or kept in history: it came right after a refused login and may be a " +
                "password (type it again if it was a command)",
                "この行は実行も表示も履歴への保存もしていません: 拒否されたログインの直後の行で、パスワードかもしれません(コマンドなら入力し直してください)")
        }
    }
}
