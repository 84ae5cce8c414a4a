import ShellKit

/// What the account's commands say (stocks on Qiita, comments, likes, publishing, the outbox):
/// each key with its English and Japanese text.
package enum AccountMessage: String, MessageKey, CaseIterable {
    case helpComment
    case helpCommentDetails
    case helpDetailComment
    case helpLike
    case helpUnlike
    case helpDetailLike
    case helpDetailUnlike
    case helpOutbox
    case helpOutboxDetails
    case helpPublish
    case helpPublishDetails
    case needsToken
    case notQiitaItem
    case likesTeamOnly
    case commentCancelled
    case commentTemplate
    case commentReplyTemplate
    case commentEditTemplate
    case commentNoEditor
    case commentEditorFailed
    case commentNotOwn
    case commentUnknown
    case commentDeleteConfirm
    case deleteDeclined
    case deliveredStock
    case deliveredUnstock
    case deliveredComment
    case deliveredCommentEdit
    case deliveredCommentDelete
    case deliveredCreated
    case deliveredUpdated
    case deliveredLike
    case deliveredUnlike
    case foundOnQiita
    case dropped
    case held
    case waiting
    case waitingBecause
    case actionStock
    case actionUnstock
    case actionComment
    case actionCommentEdit
    case actionCommentDelete
    case actionPublishNew
    case actionPublishUpdate
    case actionLike
    case actionUnlike
    case outboxEmpty
    case outboxHeader
    case stateWaiting
    case stateSent
    case stateDone
    case stateHeld
    case outboxDropped
    case outboxNoEntry
    case outboxNothingToSend
    case outboxOnlyHeld
    case dryRunCreate
    case dryRunUpdate
    case pushQueued
    case pushNone
    case headerQiitaStocks
    case helpStocksDetails

    package var texts: MessageTexts {
        switch self {
        case .helpComment: MessageTexts("write a comment on Qiita (in $EDITOR), edit or delete yours", "Qiita にコメントを書く($EDITOR)・自分のコメントを編集/削除")
        case .helpCommentDetails:
            MessageTexts(
                "comment N|ID opens $VISUAL or $EDITOR on a template (lines starting with # are dropped; an empty "
                    + "file cancels); in scripts the text comes from standard input. --reply CID quotes the comment "
                    + "answered. comment --edit CID and --delete CID act on your own comments. Needs a token with the "
                    + "write_qiita scope; offline, the comment waits in the outbox.",
                "comment N|ID はテンプレートを $VISUAL か $EDITOR で開きます(# で始まる行は除かれ、空なら中止)。"
                    + "スクリプトでは標準入力から読みます。--reply CID は返信先のコメントを引用します。comment --edit CID と "
                    + "--delete CID は自分のコメントを編集・削除します。write_qiita スコープのトークンが必要です。"
                    + "オフラインでは送信箱で待ちます。")
        case .helpDetailComment: MessageTexts("write a comment on this article on Qiita", "この記事に Qiita でコメントする")
        case .helpLike: MessageTexts("like an article (Qiita Team only)", "記事に いいね する(Qiita Team のみ)")
        case .helpUnlike: MessageTexts("take back a like (Qiita Team only)", "いいね を取り消す(Qiita Team のみ)")
        case .helpDetailLike: MessageTexts("like this article (Qiita Team only)", "この記事に いいね する(Qiita Team のみ)")
        case .helpDetailUnlike: MessageTexts("take back your like of this article", "この記事の いいね を取り消す")
        case .helpOutbox: MessageTexts("what waits to be sent to Qiita; send or drop it", "Qiita への送信待ち(送信箱)を表示・送信・削除")
        case .helpOutboxDetails:
            MessageTexts(
                "Stocks, comments and articles go into the outbox first, then to Qiita, in order. Offline, at the rate "
                    + "limit, or after a crash they wait: the next command that reaches Qiita, sync, or 'outbox send' "
                    + "sends them, each exactly once. 'outbox send --all' retries held ones; 'outbox drop N' removes one.",
                "ストック・コメント・記事はまず送信箱に入り、順に Qiita へ送られます。オフライン・利用制限・異常終了の後も"
                    + "残り、Qiita に届く次のコマンド・sync・'outbox send' がそれぞれ一度だけ送ります。"
                    + "'outbox send --all' は保留分も再送し、'outbox drop N' は一件削除します。")
        case .helpPublish: MessageTexts("create or update articles on Qiita from qiita-cli files", "qiita-cli 形式のファイルから Qiita の記事を作成・更新")
        case .helpPublishDetails:
            MessageTexts(
                "publish FILE... reads qiita-cli's front matter (title, tags, private, id, updated_at, "
                    + "organization_url_name, slide). A file without id creates the article and gets its id and "
                    + "updated_at written back; one with id updates it, unless Qiita's copy is newer than its updated_at "
                    + "(--force overwrites). --dry-run shows what would be sent. Needs the write_qiita scope.",
                "publish FILE... は qiita-cli のフロントマター(title, tags, private, id, updated_at, organization_url_name, "
                    + "slide)を読みます。id の無いファイルは記事を作成し、id と updated_at を書き戻します。id のあるファイルは"
                    + "更新しますが、Qiita 側が updated_at より新しければ拒否します(--force で上書き)。--dry-run は送る内容を"
                    + "表示します。write_qiita スコープが必要です。")
        case .needsToken:
            MessageTexts(
                "{0} acts on Qiita as you: set a token with the write_qiita scope ('token set' or QIITA_TOKEN)",
                "{0} は Qiita 上であなたとして操作します: write_qiita スコープのトークンを設定してください('token set' か QIITA_TOKEN)")
        case .notQiitaItem:
            MessageTexts(
                "{0} comes from the {1} source, not from Qiita: use the live source ('source qiita') or the mirror",
                "{0} は {1} ソースの記事で、Qiita の記事ではありません: ライブソース('source qiita')かミラーを使ってください")
        case .likesTeamOnly:
            MessageTexts(
                "Qiita's API allows likes on Qiita Team only ({0} is not a team): like it in the browser ('browse')",
                "Qiita の API で いいね できるのは Qiita Team だけです({0} はチームではありません): ブラウザで('browse')")
        case .commentCancelled: MessageTexts("comment cancelled: the text was empty", "コメントを中止しました: 本文が空です")
        case .commentTemplate:
            MessageTexts(
                "# Your comment on {0}\n# Lines starting with # are dropped; an empty comment cancels.\n",
                "# {0} へのコメント\n# # で始まる行は除かれます。空のままなら中止します。\n")
        case .commentReplyTemplate: MessageTexts("# In reply to @{0}:\n", "# @{0} への返信:\n")
        case .commentEditTemplate:
            MessageTexts(
                "# Editing your comment {0}\n# Lines starting with # are dropped; an empty comment cancels.\n",
                "# コメント {0} を編集中\n# # で始まる行は除かれます。空にすると中止します。\n")
        case .commentNoEditor:
            MessageTexts(
                "no comment text: set $EDITOR, or give the text on standard input (viper-shell -c 'comment 1' < FILE)",
                "コメントの本文がありません: $EDITOR を設定するか、標準入力で渡してください(viper-shell -c 'comment 1' < FILE)")
        case .commentEditorFailed: MessageTexts("the editor failed ({0}): nothing was sent", "エディタが失敗しました({0}): 何も送っていません")
        case .commentNotOwn:
            MessageTexts("comment {0} is @{1}'s: only your own comments can be changed", "コメント {0} は @{1} のものです: 変更できるのは自分のコメントだけです")
        case .commentUnknown: MessageTexts("Qiita has no comment {0}", "Qiita にコメント {0} はありません")
        case .commentDeleteConfirm: MessageTexts("Delete your comment \"{0}\" on Qiita? [y/N] ", "Qiita のコメント「{0}」を削除しますか? [y/N] ")
        case .deleteDeclined: MessageTexts("nothing deleted", "削除しませんでした")
        case .deliveredStock: MessageTexts("stocked on Qiita too: {0}", "Qiita でもストックしました: {0}")
        case .deliveredUnstock: MessageTexts("unstocked on Qiita too: {0}", "Qiita でもストックを外しました: {0}")
        case .deliveredComment: MessageTexts("comment {0} posted on {1}", "{1} にコメント {0} を投稿しました")
        case .deliveredCommentEdit: MessageTexts("comment {0} updated", "コメント {0} を更新しました")
        case .deliveredCommentDelete: MessageTexts("comment {0} deleted", "コメント {0} を削除しました")
        case .deliveredCreated: MessageTexts("published {0} as {1}: {2}", "{0} を {1} として公開しました: {2}")
        case .deliveredUpdated: MessageTexts("updated {0} from {1}", "{1} から {0} を更新しました")
        case .deliveredLike: MessageTexts("liked {0}", "{0} に いいね しました")
        case .deliveredUnlike: MessageTexts("like taken back: {0}", "{0} の いいね を取り消しました")
        case .foundOnQiita:
            MessageTexts(
                "{0} (it had reached Qiita before its answer was lost: not sent again)",
                "{0}(応答が失われる前に Qiita に届いていたため、再送していません)")
        case .dropped: MessageTexts("outbox #{0} dropped ({1}): {2}", "送信箱 #{0} を削除しました({1}): {2}")
        case .held:
            MessageTexts(
                "outbox #{0} held ({1}): {2}; fix it and 'outbox send --all', or 'outbox drop {0}'",
                "送信箱 #{0} を保留しました({1}): {2}。直して 'outbox send --all' するか 'outbox drop {0}' してください")
        case .waiting:
            MessageTexts(
                "{0} waiting in the outbox: sent by the next command that reaches Qiita, 'sync' or 'outbox send'",
                "送信箱で {0} 件が待っています: Qiita に届く次のコマンド、'sync' か 'outbox send' で送られます")
        case .waitingBecause: MessageTexts("{0} ({1})", "{0}（{1}）")
        case .actionStock: MessageTexts("stock {0}", "{0} をストック")
        case .actionUnstock: MessageTexts("unstock {0}", "{0} のストックを外す")
        case .actionComment: MessageTexts("comment on {0}", "{0} へのコメント")
        case .actionCommentEdit: MessageTexts("edit comment {0}", "コメント {0} の編集")
        case .actionCommentDelete: MessageTexts("delete comment {0}", "コメント {0} の削除")
        case .actionPublishNew: MessageTexts("publish {0}", "{0} の公開")
        case .actionPublishUpdate: MessageTexts("update {0} from {1}", "{1} から {0} を更新")
        case .actionLike: MessageTexts("like {0}", "{0} に いいね")
        case .actionUnlike: MessageTexts("unlike {0}", "{0} の いいね 取り消し")
        case .outboxEmpty: MessageTexts("the outbox is empty: everything reached Qiita", "送信箱は空です: すべて Qiita に届いています")
        case .outboxHeader: MessageTexts("#\tQUEUED\tSTATE\tACTION", "#\t追加日時\t状態\t操作")
        case .stateWaiting: MessageTexts("waiting", "待機中")
        case .stateSent: MessageTexts("sent, no answer yet", "送信済み・応答待ち")
        case .stateDone: MessageTexts("on Qiita, file not updated", "Qiita に反映済み・ファイル未更新")
        case .stateHeld: MessageTexts("held: {0}", "保留: {0}")
        case .outboxDropped: MessageTexts("outbox #{0} dropped unsent: {1}", "送信箱 #{0} を送らずに削除しました: {1}")
        case .outboxNoEntry: MessageTexts("the outbox has no #{0}: see 'outbox'", "送信箱に #{0} はありません: 'outbox' で確認してください")
        case .outboxNothingToSend: MessageTexts("nothing to send: the outbox is empty", "送るものはありません: 送信箱は空です")
        case .outboxOnlyHeld:
            MessageTexts(
                "nothing to send: the {0} waiting are held ('outbox' says why); 'outbox send --all' retries them",
                "送るものはありません: 待っている {0} 件は保留中です('outbox' で理由を確認); 'outbox send --all' で再送します")
        case .dryRunCreate: MessageTexts("would create from {0}:", "{0} から作成します(試行):")
        case .dryRunUpdate: MessageTexts("would update {1} from {0}:", "{0} から {1} を更新します(試行):")
        case .pushQueued: MessageTexts("{0} local stocks queued for Qiita", "ローカルのストック {0} 件を Qiita へ送ります")
        case .pushNone: MessageTexts("no local stocks to push", "送るローカルのストックはありません")
        case .headerQiitaStocks: MessageTexts("Your stocks on Qiita", "Qiita のストック")
        case .helpStocksDetails:
            MessageTexts(
                "stocks lists what you stocked here. With a token that has the write_qiita scope, stock and unstock "
                    + "act on Qiita too (through the outbox). stocks --qiita lists your stocks on Qiita itself (the "
                    + "newest 100); stocks --push sends the stocks kept here to Qiita once.",
                "stocks はここでストックした記事を表示します。write_qiita スコープのトークンがあれば stock と unstock は"
                    + "Qiita にも反映されます(送信箱経由)。stocks --qiita は Qiita 上のストック(新しい 100 件)を表示し、"
                    + "stocks --push はここでのストックを Qiita に一度送ります。")
        }
    }
}
