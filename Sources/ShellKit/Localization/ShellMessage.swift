/// The words every layer shares: the error prefix, command and file errors: each key with its English and Japanese text
/// (`{0}`… filled in by `Message`).
public enum ShellMessage: String, MessageKey, CaseIterable {
    case errorPrefix
    case homeMissing
    case homeUnusable
    case clockBadFixedTime
    case commandUnbalancedQuote
    case commandTooManyArguments
    case commandMissingArgument
    case commandUnknown
    case storageCorrupt
    case storageCorruptRecovered
    case storageUnreadable
    case storageUnwritable
    case catalogueImportProgress
    case catalogueImportIndexing

    public var texts: MessageTexts {
        switch self {
        case .errorPrefix: MessageTexts("error: ", "エラー: ")
        case .homeMissing:
            MessageTexts(
                "no home for the shell's files: set HOME or use --home DIR",
                "ファイルの置き場所がありません: HOME を設定するか --home DIR を指定してください")
        case .homeUnusable: MessageTexts("cannot keep the shell's files in {0}: {1}", "{0} にシェルのファイルを置けません: {1}")
        case .clockBadFixedTime:
            MessageTexts(
                "VIPER_SHELL_NOW is not an ISO 8601 time: '{0}' (e.g. 2026-01-31T12:00:00Z)",
                "VIPER_SHELL_NOW が ISO 8601 の日時ではありません: '{0}'(例: 2026-01-31T12:00:00Z)")
        case .commandUnbalancedQuote:
            MessageTexts(
                "unbalanced {0} at column {1}: close the quote",
                "{1}文字目の {0} が閉じていません: 引用符を閉じてください")
        case .commandTooManyArguments:
            MessageTexts(
                "too many arguments for '{0}': usage: {1}",
                "'{0}' の引数が多すぎます: 使い方: {1}")
        case .commandMissingArgument: MessageTexts("'{0}' needs an argument: usage: {1}", "'{0}' には引数が必要です: 使い方: {1}")
        case .commandUnknown:
            MessageTexts(
                "unknown command '{0}': type 'help' for the list",
                "'{0}' というコマンドはありません: 'help' で一覧を表示します")
        case .storageCorrupt: MessageTexts("{0} was corrupt: moved aside to {1}", "{0} が壊れていたため {1} に退避しました")
        case .storageCorruptRecovered:
            MessageTexts(
                "warning: {0} was corrupt: moved aside to {1}; carrying on without it",
                "警告: {0} が壊れていたため {1} に退避し、これを使わずに続けます")
        case .storageUnreadable: MessageTexts("cannot read {0}: {1}", "{0} を読めません: {1}")
        case .storageUnwritable: MessageTexts("cannot write {0}: {1}", "{0} に書き込めません: {1}")
        case .catalogueImportProgress: MessageTexts("Importing items… {0}% ({1} so far)", "記事を取り込み中… {0}%({1}件)")
        case .catalogueImportIndexing:
            MessageTexts(
                "Importing items… building the search index",
                "記事を取り込み中… 検索用の索引を作成しています")
        }
    }
}
