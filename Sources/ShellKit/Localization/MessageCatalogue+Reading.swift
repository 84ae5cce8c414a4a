/// English and Japanese for reading an item beyond its body: comments, read state and
/// history, links and the browser, the outline (`MessageCatalogue.texts(for:)` hands these
/// keys here).
extension MessageCatalogue {
    // swiftlint:disable:next function_body_length cyclomatic_complexity
    static func readingTexts(for key: MessageKey) -> (String, String)? {
        switch key {
        case .queryBadMark: ("is: takes read, unread or stocked, not \"{0}\" (column {1})", "{1}文字目: is: には read、unread、stocked のいずれかを指定してください(\"{0}\" は使えません)")
        case .helpComments: ("Read this item's comments, oldest first (--json: as JSON)", "この記事のコメントを古い順に読む(--json でJSON)")
        case .helpItemsComments: ("Read the comments of item N or ID, oldest first (--json: as JSON)", "N番目またはIDの記事のコメントを古い順に読む(--json でJSON)")
        case .commentsHeader: ("{0} {0|comment|comments} on “{1}”", "「{1}」へのコメント {0}件")
        case .commentsByline: ("{0}. {1} · {2}", "{0}. {1} · {2} 投稿")
        case .commentsEdited: ("edited {0}", "{0} に編集")
        case .commentsNone: ("{0} has no comments.", "{0}にはコメントがありません。")
        case .commentsUnknown: ("the comments of {0} are not in this source ({1} on Qiita): items files carry them as \"comments\"; 'source qiita' fetches them", "{0} のコメントはこのソースにありません(Qiita 上では {1}件): 記事ファイルでは \"comments\" に入れます。'source qiita' で取得できます")
        case .detailCommentsHint: ("{0} {0|comment|comments}: type 'comments' to read them.", "コメント {0}件: 'comments' で読めます。")
        case .helpItemsRead: ("Mark item N or ID as read", "N番目またはIDの記事を既読にする")
        case .helpItemsUnread: ("Mark item N or ID as unread", "N番目またはIDの記事を未読にする")
        case .helpDetailRead: ("Mark this item as read", "この記事を既読にする")
        case .helpDetailUnread: ("Mark this item as unread", "この記事を未読にする")
        case .readMarked: ("Marked {0} as read.", "{0}を既読にしました。")
        case .readUnmarked: ("Marked {0} as unread.", "{0}を未読にしました。")
        case .itemQuotedTitle: ("“{0}”", "「{0}」")
        case .readWasUnread: ("{0} is not marked as read", "{0}は既読ではありません")
        case .helpHistory: ("List the items you read, most recent first (--json: as JSON); 'history clear' forgets them", "読んだ記事を新しい順に一覧する(--json でJSON)。'history clear' で消去")
        case .itemsHeaderHistory: ("Read history", "閲覧履歴")
        case .historyEmpty: ("You have not read any item yet: 'open N' reads one.", "まだ記事を読んでいません: 'open N' で読めます。")
        case .historyCleared: ("Forgot {0} read {0|item|items}.", "既読 {0}件を消去しました。")
        case .historyClearConfirm: ("Forget the {0} {0|item|items} you read? [y/N] ", "既読の {0}件を消去しますか? [y/N] ")
        case .historyKept: ("History kept.", "履歴はそのままです。")
        case .itemsColumnRead: ("Read", "閲覧日時")
        case .itemsMarkedCache: ("is: searches the items cached from Qiita (the API has no read state)", "is: は Qiita から取得済みの記事を検索します(API には既読の情報がありません)")
        case .helpLinks: ("List this item's links, numbered", "この記事のリンクを番号付きで一覧する")
        case .helpLink: ("Open link N in the browser ($BROWSER, else xdg-open; the URL is printed when neither can)", "N番目のリンクをブラウザで開く($BROWSER、なければ xdg-open。開けないときはURLを表示)")
        case .helpBrowse: ("Open this item in the browser (the URL is printed when no browser can)", "この記事をブラウザで開く(開けないときはURLを表示)")
        case .helpItemsBrowse: ("Open item N or ID in the browser (the URL is printed when no browser can)", "N番目またはIDの記事をブラウザで開く(開けないときはURLを表示)")
        case .linksHeader: ("{0} {0|link|links} in “{1}”", "「{1}」のリンク {0}件")
        case .linksNone: ("{0} has no links.", "{0}にはリンクがありません。")
        case .linkImage: ("image", "画像")
        case .linkNoSuch: ("no link {0}: links are 1-{1}", "{0}番のリンクはありません: 1〜{1}番です")
        case .linkOnlyOne: ("no link {0}: this item has only one link", "{0}番のリンクはありません: この記事のリンクは1つだけです")
        case .linkNotWeb: ("not opened: {0} is not a web address (http or https)", "開きませんでした: {0} は Web のアドレス(http または https)ではありません")
        case .browseOpened: ("Opened {0} with {1}.", "{1} で {0} を開きました。")
        case .browseFailed: ("{0} could not open the URL (exit status {1}); here it is:", "{0} で URL を開けませんでした(終了ステータス {1})。URL:")
        case .browseNoBrowser: ("No browser to open it: set BROWSER (for example, export BROWSER=firefox) or install xdg-open. Here is the URL:",
                                "開くブラウザがありません: BROWSER を設定するか(例: export BROWSER=firefox)、xdg-open をインストールしてください。URL:")
        case .helpOutline: ("List this item's headings, numbered", "この記事の見出しを番号付きで一覧する")
        case .helpSection: ("Show section N of this item alone", "この記事のN番目の節だけを表示する")
        case .outlineHeader: ("Outline of “{0}”", "「{0}」の見出し")
        case .outlineNone: ("{0} has no headings.", "{0}には見出しがありません。")
        case .sectionNoSuch: ("no section {0}: sections are 1-{1}", "{0}番の節はありません: 1〜{1}番です")
        case .sectionOnlyOne: ("no section {0}: this item has only one section", "{0}番の節はありません: この記事の節は1つだけです")
        default: nil
        }
    }
}
