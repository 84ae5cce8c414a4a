/// English and Japanese for the domain's and the scripts' errors, side by side like the rest of
/// the catalogue (`MessageCatalogue.texts(for:)` hands these keys here).
extension MessageCatalogue {
    // swiftlint:disable:next function_body_length cyclomatic_complexity
    static func errorTexts(for key: MessageKey) -> (String, String)? {
        switch key {
        // Items files
        case .sourceNotFound: ("items file not found: {0}", "記事ファイルが見つかりません: {0}")
        case .sourceNotReadable: ("cannot read items file {0}: {1}", "記事ファイル {0} を読めません: {1}")
        case .sourceIsDirectory: ("{0} is a directory, not an items file", "{0} はディレクトリです（記事ファイルではありません）")
        case .sourceTooLarge: ("items file {0} is too large: {1} (the limit is {2})", "記事ファイル {0} が大きすぎます: {1}（上限 {2}）")
        case .sourceEmpty: ("items file {0} is empty", "記事ファイル {0} が空です")
        case .sourceNotJSONAt: ("{0} is not JSON: error at line {1}, column {2}", "{0} は JSON ではありません（{1}行目 {2}列目）")
        case .sourceNotJSON: ("{0} is not JSON", "{0} は JSON ではありません")
        case .sourceNotAnArray: ("{0}: expected a JSON array of items, found {1}", "{0}: 記事の JSON 配列が必要ですが、{1}でした")
        case .sourceNoItems: ("no items in {0}", "{0} に記事がありません")
        case .sourceNotAnObject: ("{0}: item {1}: expected an object", "{0}: {1}件目の記事がオブジェクトではありません")
        case .sourceMissingField: ("{0}: item {1}: missing field \"{2}\"", "{0}: {1}件目の記事にフィールド \"{2}\" がありません")
        case .sourceWrongType: ("{0}: item {1}: field \"{2}\" should be {3}", "{0}: {1}件目の記事のフィールド \"{2}\" は{3}でなければなりません")
        case .sourceNullField: ("{0}: item {1}: field \"{2}\" should be {3}, not null",
                                "{0}: {1}件目の記事のフィールド \"{2}\" が null です（{3}が必要です）")
        case .sourceBadTimestamp: ("{0}: item {1}: field \"{2}\" should be an ISO 8601 timestamp like 2024-05-01T12:34:56+09:00, not \"{3}\"",
                                   "{0}: {1}件目の記事のフィールド \"{2}\" が ISO 8601 の日時（例: 2024-05-01T12:34:56+09:00）ではありません: \"{3}\"")
        case .kindObject: ("an object", "オブジェクト")
        case .kindString: ("a string", "文字列")
        case .kindNumber: ("a number", "数値")
        case .kindBoolean: ("a boolean", "真偽値")
        case .kindNull: ("null", "null")
        case .kindArray: ("an array", "配列")
        case .kindArrayOfStrings: ("an array of strings", "文字列の配列")
        case .kindArrayOfObjects: ("an array of objects", "オブジェクトの配列")
        // Queries
        case .queryUnknownQualifier: ("unknown qualifier \"{0}\" at column {1} — known: {2}", "{1}文字目の修飾子 \"{0}\" は使えません — 使えるもの: {2}")
        case .queryMissingValue: ("\"{0}:\" needs a value at column {1}, e.g. {2}", "{1}文字目の \"{0}:\" に値がありません — 例: {2}")
        case .queryBadNumber: ("\"{0}:\" needs a number at column {1}, e.g. {2}", "{1}文字目の \"{0}:\" には数値が必要です — 例: {2}")
        case .queryBadDate: ("bad date \"{0}\" in {1}: at column {2} — use YYYY-MM-DD",
                             "{2}文字目の {1}: の日付 \"{0}\" が正しくありません — YYYY-MM-DD で指定してください")
        case .queryUnbalancedQuote: ("unbalanced quote at column {0}", "{0}文字目の引用符が閉じていません")
        case .queryOrWithoutTerm: ("OR at column {0} needs a term on both sides", "{0}文字目の OR の両側に検索語が必要です")
        case .queryOperatorWithoutTerm: ("{0} at column {1} needs a term on both sides", "{1}文字目の {0} の両側に検索語が必要です")
        case .queryParentheses: (
            "parentheses at column {0} do not group: terms are ANDed and OR binds tighter (a b OR c means a AND (b OR c)); to search for {1} itself, quote it",
            "{0}文字目の括弧ではグループ化できません: 語はANDで結ばれ、OR が優先されます(a b OR c は a AND (b OR c))。{1} そのものを探すには引用符で囲んでください")
        case .queryEmptyTerm: ("empty term \"{0}\" at column {1}", "{1}文字目の検索語 \"{0}\" が空です")
        // The catalogue's store
        case .storeCannotOpen: ("cannot open the item catalogue {0}: {1}", "記事カタログ {0} を開けません: {1}")
        case .storeDamaged: ("the item catalogue {0} is damaged ({1})", "記事カタログ {0} が壊れています({1})")
        case .storeFailed: ("item catalogue {0}: {1} failed: {2}", "記事カタログ {0} の{1}に失敗しました: {2}")
        case .storeInvalidPage: ("page must be 1 or more (got {0})", "ページは 1 以上で指定してください（指定: {0}）")
        case .storeInvalidPerPage: ("items per page must be between 1 and {0} (got {1})", "1ページの件数は 1〜{0} で指定してください（指定: {1}）")
        case .storeCancelled: ("import cancelled (Ctrl-C): the previous catalogue is still the active one",
                               "取り込みを中止しました(Ctrl-C): 以前のカタログをそのまま使います")
        case .storeOperationFingerprint: ("reading the import fingerprint", "取り込み元の記録の読み込み")
        case .storeOperationImport: ("import", "取り込み")
        case .storeOperationSaving: ("saving items", "記事の保存")
        case .storeOperationSearch: ("search", "検索")
        case .storeOperationReadingItem: ("reading an item", "記事の読み込み")
        case .storeOperationCounting: ("counting items", "件数の取得")
        // Scripts
        case .scriptUnsetVariable: ("unset variable {0} — set it in the environment or write ${{0}:-default}",
                                    "変数 {0} が設定されていません — 環境変数で設定するか ${{0}:-default} と書いてください")
        case .scriptBadVariable: ("malformed variable {0} — write ${NAME} or ${NAME:-default}",
                                  "変数の書き方が正しくありません: {0} — ${NAME} または ${NAME:-default} と書いてください")
        default: nil
        }
    }
}
