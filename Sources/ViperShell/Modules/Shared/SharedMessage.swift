import ShellKit

/// The words the modules share (reading, listings, JSON output): each key with its English and Japanese text (`{0}`…
/// filled in by `Message`).
package enum SharedMessage: String, MessageKey, CaseIterable {
    case commandBadArgument
    case helpPage
    case itemsFirstPage
    case itemsLastPage
    case itemsPageOutOfRange
    case itemsOnlyOnePage
    case itemsNoSuchRow
    case itemsNotStocked
    case itemsStocked
    case itemsAlreadyStocked
    case itemsUnstocked
    case laterAdded
    case laterAlready
    case itemsPageEmpty
    case qiitaCachedResults
    case commentsHeader
    case commentsByline
    case commentsEdited
    case commentsNone
    case commentsUnknown
    case readMarked
    case readUnmarked
    case itemQuotedTitle
    case readWasUnread
    case linkNotWeb
    case browseOpened
    case browseFailed
    case browseNoBrowser
    case exportQueryNeedsFolder
    case helpCode
    case helpCodeDetails
    case helpCopy
    case helpCopyDetails
    case helpExport
    case helpExportDetails
    case helpLinks
    case codeExpectedBlock
    case exportExpectedFormat
    case exportProgress
    case codeHeader
    case codeLines
    case codeNone
    case codeNoBlock
    case codeSaved
    case codeSavedRenamed
    case codeBlockPrefix
    case codeBlockRefused
    case fileExists
    case fileOutside
    case fileBadName
    case copied
    case exportWritten
    case exportWrittenMany
    case exportNothing
    case helpTags
    case commandExpectedNumber

    package var texts: MessageTexts {
        switch self {
        case .commandExpectedNumber: MessageTexts("expected a whole number", "整数を指定してください")
        case .commandBadArgument: MessageTexts("bad argument '{0}' for '{1}': {2}", "'{1}' の引数 '{0}' が正しくありません: {2}")
        case .helpPage: MessageTexts("Go to page N", "Nページ目に移動する")
        case .itemsFirstPage: MessageTexts("already on the first page", "すでに最初のページです")
        case .itemsLastPage: MessageTexts("already on the last page", "すでに最後のページです")
        case .itemsPageOutOfRange: MessageTexts("no page {0}: pages are 1-{1}", "{0}ページはありません: 1〜{1}ページです")
        case .itemsOnlyOnePage: MessageTexts("no page {0}: the listing has only one page", "{0}ページはありません: 一覧は1ページだけです")
        case .itemsNoSuchRow: MessageTexts("no row {0} on this page: rows are 1-{1}", "このページに{0}行目はありません: 1〜{1}行目です")
        case .itemsNotStocked: MessageTexts("{0} is not in your stocks", "{0} はストックにありません")
        case .itemsStocked: MessageTexts("Added {0} to your stocks: {1}", "{0} をストックしました: {1}")
        case .itemsAlreadyStocked: MessageTexts("{0} is already in your stocks: {1}", "{0} はストック済みです: {1}")
        case .itemsUnstocked: MessageTexts("Removed {0} from your stocks.", "{0} をストックから外しました。")
        case .laterAdded: MessageTexts("Kept {0} to read later.", "{0} を「あとで読む」に入れました。")
        case .laterAlready: MessageTexts("{0} is already in read later.", "{0} はすでに「あとで読む」にあります。")
        case .itemsPageEmpty: MessageTexts("This page is empty.", "このページには記事がありません。")
        case .qiitaCachedResults: MessageTexts("offline: showing cached results ({0})", "オフライン: キャッシュの結果を表示しています({0})")
        case .commentsHeader: MessageTexts("{0} {0|comment|comments} on “{1}”", "「{1}」へのコメント {0}件")
        case .commentsByline: MessageTexts("{0}. {1} · {2}", "{0}. {1} · {2} 投稿")
        case .commentsEdited: MessageTexts("edited {0}", "{0} に編集")
        case .commentsNone: MessageTexts("{0} has no comments.", "{0}にはコメントがありません。")
        case .commentsUnknown:
            MessageTexts(
                "the comments of {0} are not in this source ({1} on Qiita): items files carry them as \"comments\"; "
                    + "'source qiita' fetches them",
                "{0} のコメントはこのソースにありません(Qiita 上では {1}件): 記事ファイルでは \"comments\" に入れます。'source qiita' で取得できます")
        case .readMarked: MessageTexts("Marked {0} as read.", "{0}を既読にしました。")
        case .readUnmarked: MessageTexts("Marked {0} as unread.", "{0}を未読にしました。")
        case .itemQuotedTitle: MessageTexts("“{0}”", "「{0}」")
        case .readWasUnread: MessageTexts("{0} is not marked as read", "{0}は既読ではありません")
        case .linkNotWeb:
            MessageTexts(
                "not opened: {0} is not a web address (http or https)",
                "開きませんでした: {0} は Web のアドレス(http または https)ではありません")
        case .browseOpened: MessageTexts("Opened {0} with {1}.", "{1} で {0} を開きました。")
        case .browseFailed:
            MessageTexts(
                "{0} could not open the URL (exit status {1}); here it is:",
                "{0} で URL を開けませんでした(終了ステータス {1})。URL:")
        case .browseNoBrowser:
            MessageTexts(
                "No browser to open it: set BROWSER (for example, export BROWSER=firefox) or install xdg-open. Here "
                    + "is the URL:",
                "開くブラウザがありません: BROWSER を設定するか(例: export BROWSER=firefox)、xdg-open をインストールしてください。URL:")
        case .helpCode:
            MessageTexts(
                "List an item's code blocks, print block K as written, or save them into DIR",
                "記事のコードブロックを一覧する、ブロック K をそのまま出力する、DIR に保存する")
        case .helpCodeDetails:
            MessageTexts(
                "--save writes each block with a file name (```lang:path```) to DIR/path, folders made, the others to "
                    + "DIR/block-K.EXT; a diff block (```diff_lang:path```) goes to DIR/path.diff, and a block "
                    + "naming a file an earlier block has gets a number before its extension (path-2.py), said in the "
                    + "summary. Absolute paths, .., names reaching outside DIR through a symbolic link, and existing files "
                    + "(without --force) are refused, block by block.",
                "--save はファイル名のあるブロック(```lang:path```)を DIR/path に(フォルダも作成)、ほかを DIR/block-K.EXT "
                    + "に書きます。差分のブロック(```diff_lang:path```)は DIR/path.diff に、前のブロックと同じ名前のブロックは拡張子の前に"
                    + "番号を付けて(path-2.py)書き、そのことを表示します。絶対パス、..、シンボリックリンクで DIR の外に出る名前、"
                    + "既存のファイル(--force なし)はブロックごとに拒否します。")
        case .helpCopy:
            MessageTexts(
                "Put an item's URL, title, Markdown link or code block K on the terminal's clipboard",
                "記事の URL・タイトル・Markdown リンク・コードブロック K を端末のクリップボードに入れる")
        case .helpCopyDetails:
            MessageTexts(
                "Uses OSC 52, which works over SSH and in tmux with set-clipboard on; outside a terminal the text is "
                    + "printed instead.",
                "OSC 52 を使うので SSH 越しや set-clipboard on の tmux でも使えます。端末でなければテキストを出力します。")
        case .helpExport:
            MessageTexts(
                "Write an item (or every item a search lists) as qiita-cli Markdown, an HTML page or text",
                "記事(または検索結果のすべて)を qiita-cli の Markdown、HTML ページ、テキストとして書き出す")
        case .helpExportDetails:
            MessageTexts(
                "md: qiita-cli's front matter and the body byte for byte; html: one self-contained, sanitized page "
                    + "with the comments, notes, code under its file name (highlighted, diff lines coloured) and emoji "
                    + "as Qiita shows them, readable printed; txt: what open shows. Files are named ID.md|html|txt, "
                    + "written atomically; an existing one is refused without --force.",
                "md: qiita-cli のフロントマターと本文そのまま。html: コメント付きの単独で開ける無害化済みページで、ノート、ファイル名付きの"
                    + "色付きコード(差分の行も色分け)、絵文字を Qiita のように表示し、印刷しても読めます。txt: open の表示。"
                    + "ファイル名は ID.md|html|txt で、不可分に書き込み、既存のファイルは --force なしでは拒否します。")
        case .helpLinks:
            MessageTexts(
                "List the links of item N (or ID), numbered, as 'links' does in an open item",
                "N 番目(または ID)の記事のリンクを、開いた記事の 'links' と同じく番号付きで一覧する")
        case .exportQueryNeedsFolder:
            MessageTexts(
                "export --query writes one file an item: give the folder with -o DIR",
                "export --query は記事ごとに1ファイルを書きます: -o DIR でフォルダを指定してください")
        case .codeExpectedBlock: MessageTexts("expected a block number from 1", "1以上のブロック番号を指定してください")
        case .exportExpectedFormat: MessageTexts("expected md, html or txt", "md、html、txt のいずれかを指定してください")
        case .exportProgress: MessageTexts("exporting: {0} of {1}", "書き出し中: {1} 件中 {0} 件")
        case .codeHeader: MessageTexts("Code blocks of {0}: {1}", "{0} のコードブロック: {1} 個")
        case .codeLines: MessageTexts("{0} {0|line|lines}", "{0} 行")
        case .codeNone: MessageTexts("the article has no code blocks", "この記事にはコードブロックがありません")
        case .codeNoBlock:
            MessageTexts(
                "no code block {0}: the article has {1} ('code' lists them)",
                "コードブロック {0} はありません: この記事には {1} 個あります('code' で一覧できます)")
        case .codeSaved: MessageTexts("Block {0} saved to {1}.", "ブロック {0} を {1} に保存しました。")
        case .codeSavedRenamed:
            MessageTexts(
                "Block {0} saved to {1}: block {2} is also named {3}.",
                "ブロック {0} を {1} に保存しました: ブロック {2} も {3} という名前です。")
        case .codeBlockPrefix: MessageTexts("block {0}", "ブロック {0}")
        case .codeBlockRefused: MessageTexts("{0} not written: {1}", "{0} は書き込みませんでした: {1}")
        case .fileExists:
            MessageTexts(
                "{0} exists: add --force to replace it", "{0} は既にあります: 置き換えるには --force を付けてください")
        case .fileOutside:
            MessageTexts(
                "the file name {0} would be written outside the folder: refused",
                "ファイル名 {0} ではフォルダの外に書き込むことになるため拒否しました")
        case .fileBadName:
            MessageTexts("{0} cannot be a file name: refused", "{0} はファイル名にできないため拒否しました")
        case .copied:
            MessageTexts(
                "Copied {0} characters to the clipboard (OSC 52).", "{0} 文字をクリップボードにコピーしました(OSC 52)。")
        case .exportWritten: MessageTexts("Exported to {0}.", "{0} に書き出しました。")
        case .exportWrittenMany: MessageTexts("Exported {0} items into {1}.", "{0} 件を {1} に書き出しました。")
        case .exportNothing: MessageTexts("nothing to export: the search lists no items", "書き出すものがありません: 検索結果が0件です")
        case .helpTags:
            MessageTexts(
                "List tags with their item counts, most used first (PREFIX: those starting with it)",
                "タグを記事数の多い順に一覧する(PREFIX で始まるものだけも可)")
        }
    }
}
