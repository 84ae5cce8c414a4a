import ShellKit

/// Items' messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum ItemsMessage: String, MessageKey, CaseIterable {
    case helpSearch
    case helpSearchDetails
    case helpList
    case helpNext
    case helpPrev
    case helpRefresh
    case helpOpen
    case helpStock
    case helpUnstock
    case helpStocks
    case helpSource
    case helpSourceDetails
    case helpSet
    case helpItemsBack
    case backNowhere
    case noRows
    case noSuchItem
    case perPageRange
    case noListing
    case source
    case sourceLive
    case sourceLiveAt
    case perPageSet
    case articleWidthSet
    case articleWidthRange
    case helpSetDetails
    case pagerOn
    case pagerOff
    case readerFull
    case readerPager
    case readerPlain
    case commandExpectedReader
    case mouseOn
    case mouseOff
    case snippetsOn
    case snippetsOff
    case explainNotRanked
    case explainWords
    case explainPhrase
    case explainNear
    case explainShortWords
    case explainTags
    case explainPopularity
    case explainAge
    case explainOnlyInCode
    case imagesAuto
    case imagesBlocks
    case imagesProtocol
    case imagesOff
    case commandExpectedImages
    case imageCacheSet
    case commandExpectedSize
    case unknownSetting
    case commandExpectedOnOff
    case commandExpectedOnOffAuto
    case hyperlinksSet
    case themeSet
    case commandExpectedTheme
    case noResults
    case header
    case headerAll
    case headerSearch
    case headerStocks
    case headerLater
    case laterEmpty
    case laterDone
    case laterNotListed
    case helpLater
    case columnTitle
    case columnUser
    case columnLikes
    case columnComments
    case columnDate
    case columnStocks
    case columnUpdated
    case settingSource
    case languageSet
    case commandSettingSet
    case commandSettingOff
    case commandExpectedLanguage
    case qiitaRateRemaining
    case helpItemsComments
    case helpItemsRead
    case helpItemsUnread
    case helpHistory
    case headerHistory
    case historyEmpty
    case historyCleared
    case historyClearConfirm
    case historyKept
    case readAllNeedsQuery
    case readAllNone
    case readAllTooMany
    case readAllConfirm
    case readAllKept
    case readAllMarked
    case readAllMarkedCache
    case columnRead
    case markedCache
    case helpItemsBrowse
    case sortExpectedField
    case sortOldestFirst
    case sortRelevance
    case sortRelevanceHasNoAscending
    case sortNewestKeptLive
    case compoundsUnsplit
    case sortUpdatedNewest
    case sortUpdatedOldest
    case sortMostLikes
    case sortFewestLikes
    case sortMostStocks
    case sortFewestStocks
    case sortMostComments
    case sortFewestComments
    case sortFetchedPageOnly
    case helpTag
    case helpUser
    case helpSave
    case helpSaved
    case helpUnsave
    case headerAuthor
    case authorUnknown
    case authorGitHub
    case authorFigures
    case authorFollowers
    case authorTopTags
    case authorSummedNewest
    case savedSaved
    case savedReplaced
    case savedKept
    case savedReplaceConfirm
    case savedBadName
    case savedNoListing
    case savedUnknown
    case savedIsFeed
    case savedRemoved
    case savedNone
    case savedHeader
    case savedColumnName
    case savedColumnMatches
    case savedColumnUnread
    case savedColumnQuery
    case savedCountsCached
    case savedUnreadable

    package var texts: MessageTexts {
        switch self {
        case .helpSearch:
            MessageTexts(
                "Search items (Qiita syntax); no query lists the newest",
                "記事を検索する(Qiitaの検索構文)。クエリなしで新着順に一覧")
        case .helpSearchDetails:
            MessageTexts(
                "Terms are ANDed; \"quoted phrase\"; a OR b; -term excludes; tag:NAME user:NAME title:WORD body:WORD "
                    + "stocks:>N likes:>=N created:>YYYY-MM-DD updated:<=YYYY-MM-DD; ours, not Qiita's: is:read is:unread "
                    + "is:stocked. A query with words lists the best matches first (--sort rel: words in the title above "
                    + "tags above the body, rare words above common ones, then likes and age), others newest first; "
                    + "--sort created|updated|likes|stocks|comments orders them otherwise (largest first), --asc reverses "
                    + "(the live source cannot rank: newest first). --explain shows each score's parts; set snippets "
                    + "on|off shows each result's best matching passage under it (on at a terminal). --json prints the "
                    + "page as JSON (with score when ranked), --json id,title,url only those fields.",
                "語はAND検索、\"フレーズ\"、a OR b、-語 で除外、tag:NAME user:NAME title:WORD body:WORD stocks:>N likes:>=N "
                    + "created:>YYYY-MM-DD updated:<=YYYY-MM-DD が使えます。Qiita にはない独自の is:read is:unread is:stocked "
                    + "も使えます。語を含むクエリは関連度順(--sort rel: タイトル、タグ、本文の順に重く、珍しい語ほど重く、いいね数と新しさも加味)、"
                    + "それ以外は新着順に表示します(--sort created|updated|likes|stocks|comments で多い順、--asc で逆順。"
                    + "ライブソースは関連度順にできず新着順)。--explain でスコアの内訳を、set snippets on|off で各結果の一致箇所を"
                    + "表示します(端末では on)。--json でページをJSONで(関連度順では score 付き)、--json id,title,url でその"
                    + "フィールドだけを出力します。"
            )
        case .helpList: MessageTexts("Show the current page again", "現在のページをもう一度表示する")
        case .helpNext: MessageTexts("Next page", "次のページ")
        case .helpPrev: MessageTexts("Previous page", "前のページ")
        case .helpRefresh:
            MessageTexts(
                "Run the current query again from page 1 (the live source asks the API anew)",
                "現在の検索を1ページ目からやり直す(ライブソースではAPIに改めて問い合わせる)")
        case .helpOpen: MessageTexts("Read item N of this page (or the item with that ID)", "このページのN番目(またはそのIDの記事)を読む")
        case .helpStock: MessageTexts("Stock (favourite) item N or ID", "N番目またはIDの記事をストックする")
        case .helpUnstock: MessageTexts("Remove item N or ID from your stocks", "N番目またはIDの記事をストックから外す")
        case .helpStocks: MessageTexts("List your stocked items", "ストックした記事を一覧する")
        case .helpSource:
            MessageTexts(
                "Show or switch the catalogue: a Qiita JSON file, demo, qiita (the live API) or mirror (what sync "
                    + "keeps)",
                "カタログを表示・切り替える: QiitaのJSONファイル、demo、qiita(Qiita API)、mirror(sync が保つもの)")
        case .helpSourceDetails:
            MessageTexts(
                "A source file is a JSON array of Qiita API v2 items (GET /api/v2/items; pages may be concatenated "
                    + "into one array). It is indexed once and reused until the file changes. The choice is remembered "
                    + "(--source on the command line is for that run only).",
                "ソースファイルはQiita API v2 の記事のJSON配列です(GET /api/v2/items、複数ページを一つの配列にまとめても可)。一度索引を作り、ファイルが変わるまで再利用します。選択は"
                    + "記憶されます(コマンドラインの --source はその実行だけに使われます)。"
            )
        case .helpSet:
            MessageTexts(
                "Set rows per page (1-100), the pager (on or off), how open shows an article at a terminal (reader: "
                    + "full screen, pager or plain), the mouse wheel in the reader (mouse: on or off), images (auto: "
                    + "ask the terminal, or kitty, iterm, sixel, blocks, off), the image cache's size (image-cache, such as 500MB), hyperlinks, "
                    + "code colours for a dark or light background (theme), the longest line of an article (width, "
                    + "20-1000 columns), the language of messages (en or ja), or the command watch notifies with and "
                    + "the one that prints the token (COMMAND or off); alone, show the settings",
                "1ページの件数(1〜100)、ページャーの使用(on か off)、open で記事を端末にどう表示するか"
                    + "(reader: full は全画面、pager、plain)、リーダーでのマウスホイール(mouse: on か off)、"
                    + "画像の表示(images: auto は端末に問い合わせる、kitty、iterm、sixel、blocks、off)、画像キャッシュの大きさ(image-cache、500MB など)、"
                    + "ハイパーリンク、暗い背景か明るい背景向けのコードの配色(theme)、記事の1行の最大幅(width、20〜1000桁)、"
                    + "メッセージの言語(en か ja)、watch が通知に使うコマンドやトークンを出力するコマンド(コマンドか "
                    + "off)を設定する。引数なしで今の設定を表示する"
            )
        case .helpItemsBack:
            MessageTexts(
                "Back to the previous place: a listing, an author's page or the tags",
                "前の場所(一覧、著者のページ、タグ一覧)に戻る")
        case .backNowhere:
            MessageTexts(
                "nowhere to go back to: this is the first place of the session",
                "戻る先がありません: ここがこのセッションの最初の場所です")
        case .noRows: MessageTexts("no row {0}: the listing is empty", "{0}行目はありません: 一覧は空です")
        case .noSuchItem: MessageTexts("no item with ID {0}", "ID {0} の記事はありません")
        case .perPageRange: MessageTexts("rows per page must be 1-100, not {0}", "1ページの件数は1〜100で指定してください({0} は範囲外です)")
        case .noListing: MessageTexts("no listing yet: run 'search' first", "まだ一覧がありません: 先に 'search' を実行してください")
        case .source: MessageTexts("Source: {0} ({1} {1|item|items})", "ソース: {0}({1}件)")
        case .sourceLive:
            MessageTexts(
                "Source: {0} (the live Qiita API; {1} {1|item|items} cached for offline use)",
                "ソース: {0}(Qiita API に直接接続。オフライン用のキャッシュ {1}件)")
        case .sourceLiveAt:
            MessageTexts(
                "Source: {0} (the Qiita API at {2}; {1} {1|item|items} cached for offline use)",
                "ソース: {0}({2} の Qiita API に直接接続。オフライン用のキャッシュ {1}件)")
        case .perPageSet: MessageTexts("{0} rows per page.", "1ページ{0}件にしました。")
        case .articleWidthSet:
            MessageTexts(
                "Articles are laid out at most {0} columns wide.", "記事を最大{0}桁の幅で表示します。")
        case .articleWidthRange:
            MessageTexts(
                "the width must be 20-1000 columns, not {0}", "幅は20〜1000桁で指定してください({0} は範囲外です)")
        case .helpSetDetails:
            MessageTexts(
                "Settings last for this session: put set lines in the startup file (rc in the config folder) to have "
                    + "them every time; they run silently there. The source is different: 'source' typed in the shell "
                    + "is remembered for later sessions, while --source on the command line is for that run only.",
                "設定はこのセッションの間だけ有効です。毎回使うには起動ファイル(設定フォルダーの rc)に set の行を書いてください(そこでは何も表示せずに実行します)。"
                    + "ソースは別で、シェルで入力した 'source' は次のセッションにも引き継がれ、コマンドラインの --source はその実行だけに使われます。")
        case .pagerOn: MessageTexts("Long items go through the pager.", "長い記事はページャーで表示します。")
        case .pagerOff: MessageTexts("Long items are printed without the pager.", "長い記事もページャーを使わずに表示します。")
        case .readerFull: MessageTexts("Reader: full screen.", "記事の表示: 全画面のリーダー。")
        case .readerPager: MessageTexts("Reader: pager.", "記事の表示: ページャー。")
        case .readerPlain: MessageTexts("Reader: plain (printed).", "記事の表示: plain(そのまま出力)。")
        case .commandExpectedReader:
            MessageTexts("expected full, pager or plain", "full、pager、plain のどれかを指定してください")
        case .mouseOn:
            MessageTexts(
                "Mouse: on (the wheel scrolls the reader; Shift-drag selects text).",
                "マウス: on(ホイールでリーダーをスクロール。文字の選択は Shift を押しながらドラッグ)。")
        case .mouseOff: MessageTexts("Mouse: off.", "マウス: off。")
        case .snippetsOn:
            MessageTexts(
                "Snippets: on (each search result shows its best matching passage).",
                "スニペット: on(検索結果ごとに一致した箇所を表示します)。")
        case .snippetsOff: MessageTexts("Snippets: off.", "スニペット: off。")
        case .explainNotRanked:
            MessageTexts(
                "--explain: this listing is not ranked (--sort rel ranks it)",
                "--explain: この一覧は関連度順ではありません(--sort rel で関連度順)")
        case .explainWords: MessageTexts("words", "語")
        case .explainPhrase: MessageTexts("phrase", "フレーズ")
        case .explainNear: MessageTexts("near", "近接")
        case .explainShortWords: MessageTexts("2-char words in title", "タイトルの2文字語")
        case .explainTags: MessageTexts("tags", "タグ")
        case .explainPopularity: MessageTexts("popularity", "人気")
        case .explainAge: MessageTexts("age", "古さ")
        case .explainOnlyInCode: MessageTexts("only in code, cut", "コード内のみ: 減点")
        case .imagesAuto:
            MessageTexts(
                "Images: auto (the terminal is asked which graphics it draws: kitty, iTerm2, sixel, else coloured blocks).",
                "画像: auto(端末に描ける方式を問い合わせます: kitty、iTerm2、sixel、なければ色付きのブロック文字)。")
        case .imagesProtocol:
            MessageTexts(
                "Images: {0} (drawn with that graphics protocol, whatever the terminal says).",
                "画像: {0}(端末の応答によらず、この方式で描きます)。")
        case .imagesBlocks:
            MessageTexts(
                "Images: blocks (drawn with coloured block characters).", "画像: blocks(色付きのブロック文字で描きます)。")
        case .imagesOff: MessageTexts("Images: off (their captions only).", "画像: off(キャプションだけを表示します)。")
        case .imageCacheSet:
            MessageTexts(
                "Image cache: at most {0} (the least recently used images go first).",
                "画像のキャッシュ: 最大 {0}(最も長く使っていない画像から削除します)。")
        case .commandExpectedSize:
            MessageTexts("expected a size such as 500MB, 2GB or 0", "500MB、2GB、0 のようなサイズを指定してください")
        case .commandExpectedImages:
            MessageTexts("expected auto, kitty, iterm, sixel, blocks or off", "auto、kitty、iterm、sixel、blocks、off のどれかを指定してください")
        case .unknownSetting: MessageTexts("unknown setting '{0}': usage: {1}", "'{0}' という設定はありません: 使い方: {1}")
        case .commandExpectedOnOff: MessageTexts("expected on or off", "on か off を指定してください")
        case .commandExpectedOnOffAuto: MessageTexts("expected on, off or auto", "on、off、auto のどれかを指定してください")
        case .hyperlinksSet:
            MessageTexts(
                "Links are shown as hyperlinks: {0} (auto: in a terminal that shows them).",
                "リンクのハイパーリンク表示: {0}(auto はハイパーリンクを表示できる端末のとき)")
        case .themeSet:
            MessageTexts(
                "Code colours: {0} (for a dark or light background; auto: the terminal's, else COLORFGBG, "
                    + "else dark).",
                "コードの配色: {0}(dark は暗い背景、light は明るい背景向け。"
                    + "auto は端末の背景色、わからなければ COLORFGBG、それもなければ dark)")
        case .commandExpectedTheme:
            MessageTexts("expected dark, light or auto", "dark、light、auto のどれかを指定してください")
        case .noResults: MessageTexts("No items found.", "データが存在しません。")
        case .header: MessageTexts("{0} — page {1} of {2} ({3} {3|item|items})", "{0} — {1}/{2}ページ(全{3}件)")
        case .headerAll: MessageTexts("Newest items", "新着記事")
        case .headerSearch: MessageTexts("Search: {0}", "検索: {0}")
        case .headerStocks: MessageTexts("Your stocks", "ストック")
        case .headerLater: MessageTexts("Read later", "あとで読む")
        case .laterEmpty:
            MessageTexts(
                "Nothing to read later: 'later N' keeps item N of a listing.",
                "「あとで読む」は空です: 'later N' で一覧のN番目を入れられます。")
        case .laterDone: MessageTexts("Took {0} off read later.", "{0} を「あとで読む」から外しました。")
        case .laterNotListed: MessageTexts("{0} is not in read later", "{0} は「あとで読む」にありません")
        case .helpLater:
            MessageTexts(
                "Keep item N or ID to read later; 'later' lists them (--json: as JSON), 'later --done N|ID' takes one off",
                "N番目またはIDの記事を「あとで読む」に入れる。'later' で一覧(--json でJSON)、'later --done N|ID' で外す")
        case .columnTitle: MessageTexts("Title", "タイトル")
        case .columnUser: MessageTexts("User", "ユーザー")
        case .columnLikes: MessageTexts("Likes", "いいね")
        case .columnComments: MessageTexts("Cmts", "コメ")
        case .columnDate: MessageTexts("Date", "日付")
        case .columnStocks: MessageTexts("Stocks", "ストック")
        case .columnUpdated: MessageTexts("Updated", "更新日")
        case .settingSource: MessageTexts("{0} ({1} {1|item|items})", "{0}({1} 件)")
        case .languageSet: MessageTexts("Messages are in English from now on ({0}).", "これからのメッセージは日本語です({0})。")
        case .commandSettingSet: MessageTexts("{0} is now: {1}", "{0} を設定しました: {1}")
        case .commandSettingOff: MessageTexts("{0} is off.", "{0} をオフにしました。")
        case .commandExpectedLanguage: MessageTexts("expected en or ja", "en か ja を指定してください")
        case .qiitaRateRemaining: MessageTexts("API requests left: {0}", "API 残りリクエスト数: {0}")
        case .helpItemsComments:
            MessageTexts(
                "Read the comments of item N or ID, oldest first (--json: as JSON)",
                "N番目またはIDの記事のコメントを古い順に読む(--json でJSON)")
        case .helpItemsRead:
            MessageTexts(
                "Mark item N or ID as read; --all marks every item the query (or the search on screen) matches",
                "N番目またはIDの記事を既読にする。--all で検索条件(または表示中の検索)に一致する記事をすべて既読にする")
        case .helpItemsUnread: MessageTexts("Mark item N or ID as unread", "N番目またはIDの記事を未読にする")
        case .helpHistory:
            MessageTexts(
                "List the items you read, most recent first (--json: as JSON); 'history clear' forgets them",
                "読んだ記事を新しい順に一覧する(--json でJSON)。'history clear' で消去")
        case .headerHistory: MessageTexts("Read history", "閲覧履歴")
        case .historyEmpty:
            MessageTexts(
                "You have not read any item yet: 'open N' reads one.",
                "まだ記事を読んでいません: 'open N' で読めます。")
        case .historyCleared: MessageTexts("Forgot {0} read {0|item|items}.", "既読 {0}件を消去しました。")
        case .historyClearConfirm:
            MessageTexts(
                "Forget the {0} {0|item|items} you read? [y/N] ",
                "既読の {0}件を消去しますか? [y/N] ")
        case .historyKept: MessageTexts("History kept.", "履歴はそのままです。")
        case .readAllNeedsQuery:
            MessageTexts(
                "read --all needs a query or a search on screen: read --all QUERY (read --all tag:swift)",
                "read --all には検索条件か表示中の検索が必要です: read --all 検索条件(read --all tag:swift)")
        case .readAllNone: MessageTexts("No items match {0}: nothing marked read.", "{0} に一致する記事はありません: 既読にしたものはありません。")
        case .readAllTooMany:
            MessageTexts(
                "{0} items match; at most {1} can be marked read at once (the history keeps {1}): narrow the query",
                "{0}件が一致します。一度に既読にできるのは {1}件までです(履歴は {1}件まで): 条件を絞ってください")
        case .readAllConfirm:
            MessageTexts("Mark the {0} {0|item|items} that match read? [y/N] ", "一致する {0}件を既読にしますか? [y/N] ")
        case .readAllKept: MessageTexts("Nothing marked read.", "既読にしたものはありません。")
        case .readAllMarked:
            MessageTexts(
                "Marked {0} {0|item|items} read ({1} not read before).",
                "{0}件を既読にしました(うち未読だったもの {1}件)。")
        case .readAllMarkedCache:
            MessageTexts("{0} (the items cached from Qiita)", "{0}(Qiita から取得済みの記事)")
        case .columnRead: MessageTexts("Read", "閲覧日時")
        case .markedCache:
            MessageTexts(
                "is: searches the items cached from Qiita (the API has no read state)",
                "is: は Qiita から取得済みの記事を検索します(API には既読の情報がありません)")
        case .helpItemsBrowse:
            MessageTexts(
                "Open item N or ID in the browser (the URL is printed when no browser can)",
                "N番目またはIDの記事をブラウザで開く(開けないときはURLを表示)")
        case .sortExpectedField: MessageTexts("expected one of {0}", "{0} のいずれかを指定してください")
        case .sortOldestFirst: MessageTexts("oldest first", "古い順")
        case .sortRelevance: MessageTexts("by relevance", "関連度順")
        case .sortRelevanceHasNoAscending:
            MessageTexts(
                "--sort rel lists the best matches first only (--sort created --asc lists oldest first)",
                "--sort rel は関連度の高い順のみです(古い順は --sort created --asc)")
        case .compoundsUnsplit:
            MessageTexts(
                "Japanese compounds searched as typed: install mecab-ipadic-utf8 to split them",
                "日本語の複合語は入力どおりに検索: 分けて探すには mecab-ipadic-utf8 を導入")
        case .sortNewestKeptLive:
            MessageTexts(
                "newest first: Qiita's API cannot rank by relevance (import or sync a mirror to rank)",
                "新しい順: Qiita の API は関連度順に並べられません(ランキングにはインポートかミラーの同期を)")
        case .sortUpdatedNewest: MessageTexts("recently updated first", "更新の新しい順")
        case .sortUpdatedOldest: MessageTexts("least recently updated first", "更新の古い順")
        case .sortMostLikes: MessageTexts("most likes first", "いいねの多い順")
        case .sortFewestLikes: MessageTexts("fewest likes first", "いいねの少ない順")
        case .sortMostStocks: MessageTexts("most stocks first", "ストックの多い順")
        case .sortFewestStocks: MessageTexts("fewest stocks first", "ストックの少ない順")
        case .sortMostComments: MessageTexts("most comments first", "コメントの多い順")
        case .sortFewestComments: MessageTexts("fewest comments first", "コメントの少ない順")
        case .sortFetchedPageOnly:
            MessageTexts(
                "the API lists newest first: only this page is in the order asked",
                "API は新着順のみのため、このページ内だけを並べ替えています")
        case .helpTag:
            MessageTexts(
                "List the items tagged NAME (as search tag:NAME)",
                "タグ NAME の記事を一覧する(search tag:NAME と同じ)")
        case .helpUser:
            MessageTexts(
                "Show an author: profile, figures and most used tags, then their newest items as a listing",
                "投稿者のプロフィール・集計・よく使うタグと、新しい記事の一覧を表示する")
        case .helpSave:
            MessageTexts(
                "Save the current search (or QUERY) under NAME; saving over a name asks first at a terminal",
                "現在の検索(または QUERY)を NAME で保存する(同じ名前は端末では確認してから置き換え)")
        case .helpSaved:
            MessageTexts(
                "List your saved searches with their matches and unread matches; 'saved NAME' runs one",
                "保存した検索を件数・未読件数とともに一覧する。'saved NAME' で実行")
        case .helpUnsave: MessageTexts("Forget the saved search NAME", "保存した検索 NAME を削除する")
        case .headerAuthor: MessageTexts("Items by {0}", "{0} の記事")
        case .authorUnknown: MessageTexts("no author with ID {0}", "ID {0} の投稿者はいません")
        case .authorGitHub: MessageTexts("GitHub: {0}", "GitHub アカウント: {0}")
        case .authorFigures:
            MessageTexts(
                "{0} {0|item|items} · {1} {1|like|likes} · {2} {2|stock|stocks}",
                "記事 {0}件 · いいね {1} · ストック {2}")
        case .authorFollowers: MessageTexts("{0} {0|follower|followers}", "フォロワー {0}")
        case .authorTopTags: MessageTexts("most used tags: {0}", "よく使うタグ: {0}")
        case .authorSummedNewest:
            MessageTexts(
                "likes, stocks and tags add up their newest {0} items",
                "いいね・ストック・タグは新しい {0} 件の記事の集計です")
        case .savedSaved: MessageTexts("Saved search {0}: {1}", "検索 {0} を保存しました: {1}")
        case .savedReplaced: MessageTexts("Replaced saved search {0}: {1}", "保存した検索 {0} を置き換えました: {1}")
        case .savedKept: MessageTexts("Saved search {0} kept as it was.", "保存した検索 {0} はそのままです。")
        case .savedReplaceConfirm:
            MessageTexts(
                "Replace the saved search {0} ({1})? [y/N] ",
                "保存した検索 {0}({1})を置き換えますか? [y/N] ")
        case .savedBadName:
            MessageTexts(
                "saved search names are 1-32 ASCII letters, digits, - and _, not \"{0}\"",
                "保存する検索の名前は半角英数字・-・_ の1〜32文字です(\"{0}\" は使えません)")
        case .savedNoListing:
            MessageTexts(
                "no search to save: run 'search' first, or give one: save NAME QUERY",
                "保存する検索がありません: 先に 'search' を実行するか、save NAME QUERY で指定してください")
        case .savedIsFeed:
            MessageTexts(
                "{0} is a feed you follow, not a saved search: 'unfollow {0}' stops following it",
                "{0} はフォロー中のフィードで、保存した検索ではありません: 'unfollow {0}' でフォローをやめます")
        case .savedUnknown:
            MessageTexts(
                "no saved search named {0}: 'saved' lists them",
                "{0} という保存した検索はありません: 'saved' で一覧できます")
        case .savedRemoved: MessageTexts("Forgot saved search {0}.", "保存した検索 {0} を削除しました。")
        case .savedNone:
            MessageTexts(
                "No saved searches: save one with 'save NAME'.",
                "保存した検索はありません: 'save NAME' で保存できます。")
        case .savedHeader: MessageTexts("Saved searches ({0})", "保存した検索({0}件)")
        case .savedColumnName: MessageTexts("Name", "名前")
        case .savedColumnMatches: MessageTexts("Matches", "件数")
        case .savedColumnUnread: MessageTexts("Unread", "未読")
        case .savedColumnQuery: MessageTexts("Query", "検索")
        case .savedCountsCached:
            MessageTexts(
                "counts are over the items cached from Qiita",
                "件数は Qiita から取得済みの記事で数えています")
        case .savedUnreadable:
            MessageTexts(
                "saved search {0} no longer reads as a query: 'unsave {0}' and save it again",
                "保存した検索 {0} は検索として読めなくなっています: 'unsave {0}' して保存し直してください")
        }
    }
}
