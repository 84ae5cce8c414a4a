import ShellKit

/// The SQLite store's messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum StoreMessage: String, MessageKey, CaseIterable {
    case cannotOpen
    case damaged
    case failed
    case invalidPage
    case invalidPerPage
    case cancelled
    case operationFingerprint
    case operationImport
    case operationSaving
    case operationSearch
    case operationReadingItem
    case operationCounting

    package var texts: MessageTexts {
        switch self {
        case .cannotOpen: MessageTexts("cannot open the item catalogue {0}: {1}", "記事カタログ {0} を開けません: {1}")
        case .damaged: MessageTexts("the item catalogue {0} is damaged ({1})", "記事カタログ {0} が壊れています({1})")
        case .failed: MessageTexts("item catalogue {0}: {1} failed: {2}", "記事カタログ {0} の{1}に失敗しました: {2}")
        case .invalidPage: MessageTexts("page must be 1 or more (got {0})", "ページは 1 以上で指定してください（指定: {0}）")
        case .invalidPerPage:
            MessageTexts(
                "items per page must be between 1 and {0} (got {1})",
                "1ページの件数は 1〜{0} で指定してください（指定: {1}）")
        case .cancelled:
            MessageTexts(
                "import cancelled (Ctrl-C): the previous catalogue is still the active one",
                "取り込みを中止しました(Ctrl-C): 以前のカタログをそのまま使います")
        case .operationFingerprint: MessageTexts("reading the import fingerprint", "取り込み元の記録の読み込み")
        case .operationImport: MessageTexts("import", "取り込み")
        case .operationSaving: MessageTexts("saving items", "記事の保存")
        case .operationSearch: MessageTexts("search", "検索")
        case .operationReadingItem: MessageTexts("reading an item", "記事の読み込み")
        case .operationCounting: MessageTexts("counting items", "件数の取得")
        }
    }
}
