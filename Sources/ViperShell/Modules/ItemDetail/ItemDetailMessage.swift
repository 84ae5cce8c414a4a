import ShellKit

/// ItemDetail's messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum ItemDetailMessage: String, MessageKey, CaseIterable {
    case helpShow
    case helpBack
    case helpDetailNext
    case helpDetailPrev
    case helpDetailStock
    case helpDetailLater
    case helpDetailUnstock
    case byline
    case tags
    case counts
    case stocked
    case position
    case noListing
    case firstItem
    case lastItem
    case helpComments
    case commentsHint
    case helpDetailRead
    case helpDetailUnread
    case helpLinks
    case helpLink
    case helpBrowse
    case linksHeader
    case linksNone
    case linkImage
    case linkEmbed
    case linkNoSuch
    case linkOnlyOne
    case helpOutline
    case helpSection
    case outlineHeader
    case outlineNone
    case sectionNoSuch
    case sectionOnlyOne
    case historyEmpty

    package var texts: MessageTexts {
        switch self {
        case .helpShow: MessageTexts("Show the item again (--json: as JSON)", "記事をもう一度表示する(--json でJSON)")
        case .helpBack: MessageTexts("Back to the listing, where it was", "一覧に戻る(元の位置)")
        case .helpDetailNext: MessageTexts("Next item of the listing", "一覧の次の記事")
        case .helpDetailPrev: MessageTexts("Previous item of the listing", "一覧の前の記事")
        case .helpDetailStock: MessageTexts("Stock this item", "この記事をストックする")
        case .helpDetailLater: MessageTexts("Keep this item to read later", "この記事を「あとで読む」に入れる")
        case .helpDetailUnstock: MessageTexts("Remove this item from your stocks", "この記事をストックから外す")
        case .byline: MessageTexts("by {0} · created {1} · updated {2}", "投稿者 {0} · 作成 {1} · 更新 {2}")
        case .tags: MessageTexts("tags: {0}", "タグ: {0}")
        case .counts:
            MessageTexts(
                "{0} {0|like|likes} · {1} {1|stock|stocks} · {2} {2|comment|comments}",
                "いいね {0} · ストック {1} · コメント {2}")
        case .stocked: MessageTexts("in your stocks", "ストック済み")
        case .position: MessageTexts("{0} of {1}", "{1}件中{0}件目")
        case .noListing:
            MessageTexts(
                "this item was not opened from a listing: 'back' and search",
                "一覧から開いた記事ではありません: 'back' で戻って検索してください")
        case .historyEmpty:
            MessageTexts(
                "no article to go back to: Backspace returns from a followed link",
                "戻る記事がありません: Backspace はたどったリンクから戻ります")
        case .firstItem: MessageTexts("already at the first item of the listing", "すでに一覧の最初の記事です")
        case .lastItem: MessageTexts("already at the last item of the listing", "すでに一覧の最後の記事です")
        case .helpComments:
            MessageTexts(
                "Read this item's comments, oldest first (--json: as JSON)",
                "この記事のコメントを古い順に読む(--json でJSON)")
        case .commentsHint:
            MessageTexts(
                "{0} {0|comment|comments}: type 'comments' to read them.",
                "コメント {0}件: 'comments' で読めます。")
        case .helpDetailRead: MessageTexts("Mark this item as read", "この記事を既読にする")
        case .helpDetailUnread: MessageTexts("Mark this item as unread", "この記事を未読にする")
        case .helpLinks: MessageTexts("List this item's links, numbered", "この記事のリンクを番号付きで一覧する")
        case .helpLink:
            MessageTexts(
                "Open link N in the browser ($BROWSER, else xdg-open; the URL is printed when neither can)",
                "N番目のリンクをブラウザで開く($BROWSER、なければ xdg-open。開けないときはURLを表示)")
        case .helpBrowse:
            MessageTexts(
                "Open this item in the browser (the URL is printed when no browser can)",
                "この記事をブラウザで開く(開けないときはURLを表示)")
        case .linksHeader: MessageTexts("{0} {0|link|links} in “{1}”", "「{1}」のリンク {0}件")
        case .linksNone: MessageTexts("{0} has no links.", "{0}にはリンクがありません。")
        case .linkImage: MessageTexts("image", "画像")
        case .linkEmbed: MessageTexts("embedded", "埋め込み")
        case .linkNoSuch: MessageTexts("no link {0}: links are 1-{1}", "{0}番のリンクはありません: 1〜{1}番です")
        case .linkOnlyOne: MessageTexts("no link {0}: this item has only one link", "{0}番のリンクはありません: この記事のリンクは1つだけです")
        case .helpOutline: MessageTexts("List this item's headings, numbered", "この記事の見出しを番号付きで一覧する")
        case .helpSection: MessageTexts("Show section N of this item alone", "この記事のN番目の節だけを表示する")
        case .outlineHeader: MessageTexts("Outline of “{0}”", "「{0}」の見出し")
        case .outlineNone: MessageTexts("{0} has no headings.", "{0}には見出しがありません。")
        case .sectionNoSuch: MessageTexts("no section {0}: sections are 1-{1}", "{0}番の節はありません: 1〜{1}番です")
        case .sectionOnlyOne:
            MessageTexts(
                "no section {0}: this item has only one section",
                "{0}番の節はありません: この記事の節は1つだけです")
        }
    }
}
