import ShellKit

/// What a failed call to Qiita's API says: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum QiitaErrorMessage: String, MessageKey, CaseIterable {
    case badBaseURL
    case timeout
    case cannotConnect
    case unknownHost
    case unauthorized
    case unauthorizedStored
    case unauthorizedNoToken
    case unauthorizedCommand
    case tokenCommandFailed
    case listingNotFound
    case clientUnavailable
    case notFound
    case rateLimited
    case serverError
    case unexpectedStatus
    case malformed
    case contentType
    case network
    case cancelled
    case tokenRejected
    case missingWriteScope
    case serverErrorWrite
    case refused

    package var texts: MessageTexts {
        switch self {
        case .badBaseURL:
            MessageTexts(
                "bad API URL '{0}': give an http(s) URL such as https://qiita.com",
                "API の URL '{0}' が正しくありません: https://qiita.com のような http(s) の URL を指定してください")
        case .timeout:
            MessageTexts(
                "the Qiita API did not answer within {0} s: try again, or raise --timeout",
                "Qiita API が {0} 秒以内に応答しませんでした: 再試行するか --timeout を増やしてください")
        case .cannotConnect:
            MessageTexts(
                "cannot connect to {0}: check the network or --api-url",
                "{0} に接続できません: ネットワークか --api-url を確認してください")
        case .unknownHost:
            MessageTexts(
                "unknown host {0}: check the network or --api-url",
                "ホスト {0} が見つかりません: ネットワークか --api-url を確認してください")
        case .unauthorized:
            MessageTexts(
                "the Qiita API refused the access token (401): check or unset QIITA_TOKEN",
                "Qiita API がアクセストークンを拒否しました(401): QIITA_TOKEN を確認するか外してください")
        case .unauthorizedStored:
            MessageTexts(
                "the Qiita API refused the stored access token (401): set a new one with 'token set', or 'token clear'",
                "Qiita API が保存済みのアクセストークンを拒否しました(401): 'token set' で設定し直すか 'token clear' で削除してください")
        case .unauthorizedCommand:
            MessageTexts(
                "the Qiita API refused the access token token-command printed (401): check the command's output",
                "Qiita API が token-command の出力したアクセストークンを拒否しました(401): コマンドの出力を確認してください")
        case .tokenCommandFailed:
            MessageTexts(
                "token-command gave no token ({0}): fix it with 'set token-command COMMAND', or unset it with 'set "
                    + "token-command off'",
                "token-command からトークンを得られませんでした({0}): 'set token-command コマンド' で直すか、'set token-command off' で解除してください")
        case .unauthorizedNoToken:
            MessageTexts(
                "the Qiita API asks for an access token (401): set one with 'token set' or QIITA_TOKEN",
                "Qiita API がアクセストークンを求めています(401): 'token set' か QIITA_TOKEN で設定してください")
        case .listingNotFound:
            MessageTexts(
                "{0} has no Qiita item listing (404): check --api-url",
                "{0} に Qiita の記事一覧がありません(404): --api-url を確認してください")
        case .clientUnavailable:
            MessageTexts(
                "the live source needs the system's libcurl ({0}): install it (apt-get install libcurl4)",
                "Qiita API を使うにはシステムの libcurl が必要です({0}): インストールしてください(apt-get install libcurl4)")
        case .notFound: MessageTexts("the Qiita API has no such item (404)", "Qiita API にその記事はありません(404)")
        case .rateLimited:
            MessageTexts(
                "Qiita API rate limit reached: requests are allowed again at {0} (a token raises the limit)",
                "Qiita API の利用制限に達しました: {0} に再開します(トークンを使うと上限が上がります)")
        case .serverError:
            MessageTexts(
                "the Qiita API failed ({0}) twice: try again later",
                "Qiita API がエラー({0})を返しました(再試行も失敗): 後で試してください")
        case .unexpectedStatus: MessageTexts("the Qiita API answered with status {0}", "Qiita API がステータス {0} を返しました")
        case .malformed:
            MessageTexts(
                "the Qiita API sent a response that is not valid item JSON (cut short?): try again",
                "Qiita API の応答が正しい JSON ではありません(途中で切れた?): 再試行してください")
        case .contentType:
            MessageTexts(
                "the Qiita API sent {0} instead of JSON (a proxy or maintenance page?)",
                "Qiita API が JSON ではなく {0} を返しました(プロキシかメンテナンス画面?)")
        case .network: MessageTexts("network error: {0}", "ネットワークエラー: {0}")
        case .cancelled:
            MessageTexts(
                "request cancelled (Ctrl-C): the list is as it was",
                "リクエストを中止しました(Ctrl-C): 一覧はそのままです")
        case .missingWriteScope:
            MessageTexts(
                "the Qiita API refused the token for writing (403): it needs the write_qiita scope; make one at "
                    + "https://qiita.com/settings/tokens/new with read_qiita and write_qiita, then 'token set'",
                "Qiita API が書き込みを拒否しました(403): トークンに write_qiita スコープが必要です。"
                    + "https://qiita.com/settings/tokens/new で read_qiita と write_qiita を選んで発行し、'token set' で設定してください")
        case .serverErrorWrite:
            MessageTexts("the Qiita API failed ({0})", "Qiita API がエラー({0})を返しました")
        case .refused:
            MessageTexts("Qiita refused it ({0}): {1}", "Qiita に拒否されました({0}): {1}")
        case .tokenRejected:
            MessageTexts(
                "the Qiita API does not accept this token (401): nothing was saved",
                "Qiita API がこのトークンを受け付けません(401): 保存していません")
        }
    }
}
