import ShellKit

/// Feeds' messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum FeedsMessage: String, MessageKey, CaseIterable {
    case helpFollow
    case helpFollowDetails
    case helpUnfollow
    case helpFollowing
    case helpSync
    case helpSyncDetails
    case helpWatch
    case helpWatchDetails
    case expectedFeed
    case feedNameMissing
    case tagNameTooLong
    case tagNameBlank
    case tagNameControl
    case tagNameSlash
    case userIDTooLong
    case userIDCharacter
    case expectedLimit
    case expectedMinutes
    case expectedRounds
    case followed
    case alreadyFollowed
    case unfollowed
    case notFollowed
    case fromQiitaNone
    case followingNone
    case followingHeader
    case followingElsewhere
    case siteWithURL
    case siteNoURL
    case columnFeed
    case columnSynced
    case never
    case syncNothingFollowed
    case syncSummary
    case syncQiitaStocks
    case syncStoppedSummary
    case syncFeedNew
    case syncFeedNothing
    case syncFeedPartial
    case syncFeedUnfinished
    case syncFeedMissing
    case syncComments
    case syncRequests
    case syncRequestsLeft
    case syncRateLimited
    case syncRateLimitedUnknownReset
    case syncFailed
    case syncNotStarted
    case syncInterrupted
    case syncProgress
    case syncImagesProgress
    case syncImagesSummary
    case syncImagesInterrupted
    case watchStarted
    case watchRound
    case watchNews
    case watchStopped
    case notifyFailed

    package var texts: MessageTexts {
        switch self {
        case .helpFollow:
            MessageTexts(
                "Follow tags and authors (tag:NAME, user:ID), or import who and what you follow on Qiita",
                "タグや著者をフォローする(tag:NAME、user:ID)。--from-qiita で Qiita でのフォローを取り込む")
        case .helpFollowDetails:
            MessageTexts(
                "Each followed feed is also a saved search of that name (saved tag:swift). --from-qiita reads the "
                    + "token's "
                    + "user's followed tags and followees.",
                "フォローしたフィードは同じ名前の保存した検索にもなります(saved tag:swift)。--from-qiita はトークンのユーザーがフォローしているタグとユーザーを読み込みます。")
        case .helpUnfollow: MessageTexts("Stop following tags or authors", "タグや著者のフォローをやめる")
        case .helpFollowing:
            MessageTexts(
                "List the feeds you follow: items in the mirror, unread, last synced",
                "フォロー中のフィードを一覧する: ミラー内の記事数、未読数、最終同期")
        case .helpSync:
            MessageTexts(
                "Fetch the new and updated items of the feeds you follow, with their comments, into the mirror",
                "フォロー中のフィードの新着・更新記事とコメントをミラーに取り込む")
        case .helpSyncDetails:
            MessageTexts(
                "Read them offline with 'source mirror'. A first sync reaches back --limit items a feed (100). "
                    + "It stays within Qiita's rate limit (60 requests an hour, 1,000 with a token): stopped by "
                    + "it, it says what is left and exits 3, and the next sync resumes there. --quiet prints only "
                    + "errors. --images then fetches the images of the mirror's articles into the image cache (four "
                    + "at a time per host, not counted against Qiita's rate limit), so that they show offline.",
                "'source mirror' でオフラインで読めます。最初の同期はフィードごとに --limit 件(100)までさかのぼります。"
                    + "Qiita の利用制限(1時間に60回、トークンがあれば1,000回)を守り、制限で止まったときは残りを示して"
                    + "終了コード3で終わり、次の sync がそこから再開します。--quiet はエラーだけを表示します。"
                    + "--images を付けると、続けてミラーの記事の画像を画像キャッシュに取得し(ホストごとに同時に4つまで、"
                    + "Qiita の利用制限には数えません)、オフラインでも表示できるようにします。"
            )
        case .helpWatch:
            MessageTexts(
                "Sync every MINUTES minutes (at least 5; 15) until Ctrl-C, and notify when something is new",
                "MINUTES 分ごと(5以上、既定15)に Ctrl-C まで同期し、新着があれば通知する")
        case .helpWatchDetails:
            MessageTexts(
                "Notifies with the notify-command setting (run with VIPER_SHELL_NEW, VIPER_SHELL_NEW_COUNT and "
                    + "VIPER_SHELL_NEW_FEEDS set), else at a terminal with an OSC 9 notification and the bell. "
                    + "--rounds N stops after N rounds.",
                "notify-command 設定(VIPER_SHELL_NEW、VIPER_SHELL_NEW_COUNT、VIPER_SHELL_NEW_FEEDS を設定して実行)"
                    + "で通知し、なければ端末に OSC 9 通知とベルを送ります。--rounds N で N 回で止まります。"
            )
        case .expectedFeed: MessageTexts("expected tag:NAME or user:ID", "tag:NAME か user:ID を指定してください")
        case .feedNameMissing: MessageTexts("expected a name after '{0}:'", "'{0}:' のあとに名前を指定してください")
        case .tagNameTooLong:
            MessageTexts(
                "a tag name has at most {0} characters (this one has {1})", "タグ名は {0} 文字までです(この名前は {1} 文字)")
        case .tagNameBlank: MessageTexts("a tag name has no spaces", "タグ名に空白は使えません")
        case .tagNameControl: MessageTexts("a tag name has no control characters ({0})", "タグ名に制御文字({0})は使えません")
        case .tagNameSlash: MessageTexts("a tag name has no '/' or '\\'", "タグ名に '/' と '\\' は使えません")
        case .userIDTooLong:
            MessageTexts(
                "a user ID has at most {0} characters (this one has {1})", "ユーザー ID は {0} 文字までです(この ID は {1} 文字)")
        case .userIDCharacter:
            MessageTexts(
                "a user ID has only ASCII letters, digits, '_' and '-' (not {0})",
                "ユーザー ID に使えるのは半角英数字と '_'、'-' だけです({0} は使えません)")
        case .expectedLimit: MessageTexts("expected a number of items from 1 to 10000", "1〜10000 の件数を指定してください")
        case .expectedMinutes: MessageTexts("expected minutes, at least 5", "5以上の分数を指定してください")
        case .expectedRounds: MessageTexts("expected a number of rounds, at least 1", "1以上の回数を指定してください")
        case .followed: MessageTexts("Following {0}.", "{0} をフォローしました。")
        case .alreadyFollowed: MessageTexts("Already following {0}.", "{0} はフォロー済みです。")
        case .unfollowed: MessageTexts("No longer following {0}.", "{0} のフォローをやめました。")
        case .notFollowed:
            MessageTexts("not following {0}: 'following' lists what you follow", "{0} はフォローしていません: 'following' で一覧できます")
        case .fromQiitaNone:
            MessageTexts("{0} follows no tags or users on Qiita.", "{0} は Qiita でタグもユーザーもフォローしていません。")
        case .followingNone:
            MessageTexts(
                "You follow nothing yet: 'follow tag:NAME' or 'follow user:ID', then 'sync'.",
                "まだ何もフォローしていません: 'follow tag:NAME' か 'follow user:ID' のあと 'sync' してください。")
        case .followingHeader:
            MessageTexts(
                "Following {0} {0|feed|feeds} (the mirror: 'source mirror')", "フォロー中のフィード {0} 件(ミラー: 'source mirror')")
        case .followingElsewhere:
            MessageTexts(
                "You follow nothing on this site: your follows are on {0}",
                "このサイトでは何もフォローしていません: フォローは {0} にあります")
        case .siteWithURL: MessageTexts("{0} (pass --api-url {1})", "{0}(--api-url {1} を指定してください)")
        case .siteNoURL: MessageTexts("{0} (pass its --api-url)", "{0}(その --api-url を指定してください)")
        case .columnFeed: MessageTexts("Feed", "フィード")
        case .columnSynced: MessageTexts("Synced", "同期")
        case .never: MessageTexts("never", "未同期")
        case .syncNothingFollowed:
            MessageTexts(
                "Nothing to sync: you follow nothing yet ('follow tag:NAME' or 'follow user:ID').",
                "同期するものがありません: まだ何もフォローしていません('follow tag:NAME' か 'follow user:ID')。")
        case .syncQiitaStocks:
            MessageTexts(
                "Your stocks on Qiita: {0} ({1} added here, {2} removed here)",
                "Qiita のストック: {0} 件(ここに {1} 件追加、{2} 件削除)")
        case .syncSummary: MessageTexts("Synced: {0} — {1}", "同期しました: {0} — {1}")
        case .syncStoppedSummary: MessageTexts("Sync stopped: {0} — {1}", "同期は途中で止まりました: {0} — {1}")
        case .syncFeedNew: MessageTexts("{0} {1} new, {2} updated", "{0} 新着 {1}・更新 {2}")
        case .syncFeedNothing: MessageTexts("{0} nothing new", "{0} 新着なし")
        case .syncFeedPartial: MessageTexts("{0} {1} new, {2} updated so far", "{0} 途中まで新着 {1}・更新 {2}")
        case .syncFeedUnfinished: MessageTexts("{0} not finished", "{0} 未完了")
        case .syncFeedMissing: MessageTexts("{0} not found on Qiita", "{0} は Qiita にありません")
        case .syncComments: MessageTexts("{0} {0|comment|comments} fetched", "コメント {0} 件を取得")
        case .syncRequests: MessageTexts("{0} {0|request|requests}", "リクエスト {0} 回")
        case .syncRequestsLeft: MessageTexts("{0} {0|request|requests}, {1} left", "リクエスト {0} 回、残り {1} 回")
        case .syncRateLimited:
            MessageTexts(
                "sync stopped at Qiita's rate limit with {0} {0|feed|feeds} and the comments of {1} {1|item|items} "
                    + "left: it resets at {2} (in {3} min); run 'sync' again then to resume",
                "Qiita の利用制限で同期を中断しました(残り: フィード {0} 件、コメント待ちの記事 {1} 件)。"
                    + "制限は {2} に解除されます({3} 分後)。その後 'sync' で再開します")
        case .syncRateLimitedUnknownReset:
            MessageTexts(
                "sync stopped at Qiita's rate limit with {0} {0|feed|feeds} and the comments of {1} {1|item|items} "
                    + "left: run 'sync' again later to resume",
                "Qiita の利用制限で同期を中断しました(残り: フィード {0} 件、コメント待ちの記事 {1} 件)。"
                    + "しばらくして 'sync' で再開します")
        case .syncFailed:
            MessageTexts(
                "sync stopped: {0} (what was fetched is kept; 'sync' resumes)",
                "同期を中断しました: {0}(取得済みの分は保存済みです。'sync' で再開します)")
        case .syncNotStarted:
            MessageTexts("sync failed before sending any request: {0}", "同期できませんでした(リクエストは送っていません): {0}")
        case .syncInterrupted:
            MessageTexts(
                "sync interrupted: what was fetched is kept; 'sync' resumes", "同期を中断しました: 取得済みの分は保存済みです。'sync' で再開します")
        case .syncImagesProgress: MessageTexts("images {0}/{1}", "画像 {0}/{1}")
        case .syncImagesSummary:
            MessageTexts(
                "Images: {0} in the mirror's articles: {1} fetched, {2} cached already, {3} refused, {4} failed.",
                "画像: ミラーの記事に {0} 枚: 取得 {1}、キャッシュ済み {2}、表示しないもの {3}、失敗 {4}。")
        case .syncImagesInterrupted:
            MessageTexts(
                "image sync interrupted: what was fetched is kept; 'sync --images' resumes",
                "画像の同期を中断しました: 取得済みの分は保存済みです。'sync --images' で再開します")
        case .syncProgress:
            MessageTexts(
                "syncing: {0} {0|item|items}, {1} {1|comment|comments}, {2} {2|request|requests}",
                "同期中: 記事 {0} 件、コメント {1} 件、リクエスト {2} 回")
        case .watchStarted:
            MessageTexts(
                "Watching {0} {0|feed|feeds} every {1} minutes (Ctrl-C stops).",
                "{0} 件のフィードを {1} 分ごとに確認します(Ctrl-C で停止)。")
        case .watchRound: MessageTexts("[{0}] {1}", "[{0} の確認] {1}")
        case .watchNews: MessageTexts("{0} new: {1}", "新着 {0} 件: {1}")
        case .watchStopped: MessageTexts("Stopped watching.", "確認を止めました。")
        case .notifyFailed:
            MessageTexts(
                "notify-command failed (exit status {0})", "notify-command が失敗しました(終了ステータス {0})")
        }
    }
}
