import ShellKit

/// An import's messages: items files, the embedded and active catalogue: each key with its English and Japanese text
/// (`{0}`… filled in by `Message`).
package enum ImportMessage: String, MessageKey, CaseIterable {
    case catalogueEmbeddedBroken
    case notFound
    case notReadable
    case isDirectory
    case tooLarge
    case empty
    case notJSONAt
    case notJSON
    case notAnArray
    case noItems
    case notAnObject
    case missingField
    case wrongType
    case nullField
    case badTimestamp
    case kindObject
    case kindString
    case kindNumber
    case kindBoolean
    case kindNull
    case kindArray
    case kindArrayOfStrings
    case kindArrayOfObjects
    case catalogueHealed
    case catalogueHealedLive
    case catalogueHealedMirror

    package var texts: MessageTexts {
        switch self {
        case .catalogueEmbeddedBroken:
            MessageTexts(
                "the embedded catalogue does not decode ({0}): please report this",
                "組み込みカタログを読み込めません({0}): 不具合として報告してください")
        case .notFound: MessageTexts("items file not found: {0}", "記事ファイルが見つかりません: {0}")
        case .notReadable: MessageTexts("cannot read items file {0}: {1}", "記事ファイル {0} を読めません: {1}")
        case .isDirectory: MessageTexts("{0} is a directory, not an items file", "{0} はディレクトリです（記事ファイルではありません）")
        case .tooLarge:
            MessageTexts(
                "items file {0} is too large: {1} (the limit is {2})",
                "記事ファイル {0} が大きすぎます: {1}（上限 {2}）")
        case .empty: MessageTexts("items file {0} is empty", "記事ファイル {0} が空です")
        case .notJSONAt:
            MessageTexts(
                "{0} is not JSON: error at line {1}, column {2}",
                "{0} は JSON ではありません（{1}行目 {2}列目）")
        case .notJSON: MessageTexts("{0} is not JSON", "{0} は JSON ではありません")
        case .notAnArray:
            MessageTexts(
                "{0}: expected a JSON array of items, found {1}",
                "{0}: 記事の JSON 配列が必要ですが、{1}でした")
        case .noItems: MessageTexts("no items in {0}", "{0} に記事がありません")
        case .notAnObject: MessageTexts("{0}: item {1}: expected an object", "{0}: {1}件目の記事がオブジェクトではありません")
        case .missingField: MessageTexts("{0}: item {1}: missing field \"{2}\"", "{0}: {1}件目の記事にフィールド \"{2}\" がありません")
        case .wrongType:
            MessageTexts(
                "{0}: item {1}: field \"{2}\" should be {3}",
                "{0}: {1}件目の記事のフィールド \"{2}\" は{3}でなければなりません")
        case .nullField:
            MessageTexts(
                "{0}: item {1}: field \"{2}\" should be {3}, not null",
                "{0}: {1}件目の記事のフィールド \"{2}\" が null です（{3}が必要です）")
        case .badTimestamp:
            MessageTexts(
                "{0}: item {1}: field \"{2}\" should be an ISO 8601 timestamp like 2024-05-01T12:34:56+09:00, not "
                    + "\"{3}\"",
                "{0}: {1}件目の記事のフィールド \"{2}\" が ISO 8601 の日時（例: 2024-05-01T12:34:56+09:00）ではありません: \"{3}\"")
        case .kindObject: MessageTexts("an object", "オブジェクト")
        case .kindString: MessageTexts("a string", "文字列")
        case .kindNumber: MessageTexts("a number", "数値")
        case .kindBoolean: MessageTexts("a boolean", "真偽値")
        case .kindNull: MessageTexts("null", "null")
        case .kindArray: MessageTexts("an array", "配列")
        case .kindArrayOfStrings: MessageTexts("an array of strings", "文字列の配列")
        case .kindArrayOfObjects: MessageTexts("an array of objects", "オブジェクトの配列")
        case .catalogueHealed:
            MessageTexts(
                "warning: the item catalogue was damaged ({0}): moved aside to {1} and rebuilt from its source",
                "警告: 記事カタログが壊れていたため({0}) {1} に退避し、ソースから作り直しました")
        case .catalogueHealedLive:
            MessageTexts(
                "warning: the cache of the live source was damaged ({0}): moved aside to {1}; the items fetched so "
                    + "far are lost, a new cache starts empty",
                "警告: Qiita API のキャッシュが壊れていたため({0}) {1} に退避しました。取得済みの記事は失われ、空のキャッシュから始めます")
        case .catalogueHealedMirror:
            MessageTexts(
                "warning: the mirror of the feeds you follow was damaged ({0}): moved aside to {1}; 'sync' fetches "
                    + "them again",
                "警告: フォローしているフィードのミラーが壊れていたため({0}) {1} に退避しました。'sync' で取得し直します")
        }
    }
}
