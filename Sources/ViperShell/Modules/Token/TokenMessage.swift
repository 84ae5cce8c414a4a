import ShellKit

/// Token's messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum TokenMessage: String, MessageKey, CaseIterable {
    case helpToken
    case helpTokenDetails
    case prompt
    case cancelled
    case malformed
    case saved
    case environmentWins
    case fromEnvironment
    case fromCommand
    case stored
    case tokenNone
    case cleared

    package var texts: MessageTexts {
        switch self {
        case .helpToken:
            MessageTexts(
                "Set (checked with the API), show or clear the Qiita access token",
                "Qiita のアクセストークンを設定(API で確認)・表示・削除する")
        case .helpTokenDetails:
            MessageTexts(
                "The token is stored 0600 in the home folder; QIITA_TOKEN, when set, takes precedence, then the "
                    + "token-command setting. 'token show' names the one in use; only its last 4 characters are "
                    + "ever shown.",
                "トークンはホームフォルダに 0600 で保存されます。QIITA_TOKEN が設定されていればそれが、次に "
                    + "token-command 設定が優先です。'token show' は使われるものを示します。表示されるのは末尾4文字だけです。"
            )
        case .prompt: MessageTexts("Access token: ", "アクセストークン: ")
        case .cancelled: MessageTexts("no token given: nothing changed", "トークンが入力されませんでした: 変更はありません")
        case .malformed:
            MessageTexts(
                "a token is 1-{0} characters without spaces or control characters",
                "トークンは空白や制御文字を含まない1〜{0}文字です")
        case .saved: MessageTexts("Token saved: it belongs to {0} (…{1}).", "トークンを保存しました: {0} のトークンです(…{1})。")
        case .environmentWins:
            MessageTexts(
                "QIITA_TOKEN is set and is used instead while it is.",
                "QIITA_TOKEN が設定されている間はそちらが使われます。")
        case .fromEnvironment: MessageTexts("QIITA_TOKEN is set (…{0}).", "QIITA_TOKEN が設定されています(…{0})。")
        case .fromCommand:
            MessageTexts(
                "The token comes from token-command '{0}' (…{1}).", "トークンは token-command '{0}' から得ています(…{1})。")
        case .stored: MessageTexts("A token is stored (…{0}).", "トークンが保存されています(…{0})。")
        case .tokenNone: MessageTexts("No token is set.", "トークンは設定されていません。")
        case .cleared: MessageTexts("Token removed.", "トークンを削除しました。")
        }
    }
}
