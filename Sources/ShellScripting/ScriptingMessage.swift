import ShellKit

/// Scripts' and transcripts' messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum ScriptingMessage: String, MessageKey, CaseIterable {
    case helpAlias
    case helpUnalias
    case aliasBadName
    case aliasShadowsCommand
    case aliasRecursive
    case aliasUnknown
    case recordExists
    case recordStopped
    case recordStoppedTranscript
    case recordTranscriptUnfilled
    case unsetVariable
    case badVariable

    package var texts: MessageTexts {
        switch self {
        case .helpAlias:
            MessageTexts(
                "Define NAME as a command line for this session (arguments typed after NAME are appended); alone, " +
                "list the aliases",
                "NAME をこのセッションのコマンドとして定義する(NAME の後の引数は末尾に付く)。引数なしで一覧")
        case .helpUnalias: MessageTexts("Forget the alias NAME", "エイリアス NAME を削除する")
        case .aliasBadName:
            MessageTexts(
                "alias names are 1-{1} ASCII letters, digits, - and _, not \"{0}\"",
                "エイリアス名は半角英数字・-・_ の1〜{1}文字です(\"{0}\" は使えません)")
        case .aliasShadowsCommand:
            MessageTexts(
                "'{0}' is a command: an alias cannot take its name",
                "'{0}' はコマンドです: エイリアスにその名前は使えません")
        case .aliasRecursive:
            MessageTexts(
                "alias {0} would expand to the alias {1}: an alias must name a command",
                "エイリアス {0} がエイリアス {1} を指します: エイリアスはコマンドを指す必要があります")
        case .aliasUnknown: MessageTexts("no alias named {0}", "エイリアス {0} はありません")
        case .recordExists:
            MessageTexts(
                "{0} already exists: choose another name, or add --force to replace it",
                "{0} はすでに存在します: 別の名前にするか、置き換えるなら --force を付けてください")
        case .recordStopped:
            MessageTexts(
                "Stopped recording: {0} holds {1} {1|command|commands}.",
                "記録を終了しました: {0} に {1} 件のコマンドがあります。")
        case .recordStoppedTranscript:
            MessageTexts(
                "Stopped recording: {0} holds {1} {1|command|commands}, with the output of a replay in a fresh home. " +
                "Check it with: {2}viper-shell --expect {0}",
                "記録を終了しました: {0} に {1} 件のコマンドと、新しいホームで再実行した出力があります。確認: {2}viper-shell --expect {0}")
        case .recordTranscriptUnfilled:
            MessageTexts(
                "Stopped recording: {0} holds {1} {1|command|commands} without their output: fill it in with " +
                "{2}viper-shell --expect {0} --update",
                "記録を終了しました: {0} に {1} 件のコマンドがありますが、出力はまだありません。書き込み: {2}viper-shell --expect {0} --update")
        case .unsetVariable:
            MessageTexts(
                "unset variable {0} — set it in the environment or write ${{0}:-default}",
                "変数 {0} が設定されていません — 環境変数で設定するか ${{0}:-default} と書いてください")
        case .badVariable:
            MessageTexts(
                "malformed variable {0} — write ${NAME} or ${NAME:-default}",
                "変数の書き方が正しくありません: {0} — ${NAME} または ${NAME:-default} と書いてください")
        }
    }
}
