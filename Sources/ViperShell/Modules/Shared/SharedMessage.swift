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
    case jsonUnknownField
    case filterTwice
    case filterMissing
    case filterNeedsJSON
    case jqCompile
    case jqUnavailable
    case jqRuntime
    case templateUnreadable
    case templateBad
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
        case .itemsPageEmpty: MessageTexts("This page is empty.", "このページには記事がありません。")
        case .qiitaCachedResults: MessageTexts("offline: showing cached results ({0})", "オフライン: キャッシュの結果を表示しています({0})")
        case .commentsHeader: MessageTexts("{0} {0|comment|comments} on “{1}”", "「{1}」へのコメント {0}件")
        case .commentsByline: MessageTexts("{0}. {1} · {2}", "{0}. {1} · {2} 投稿")
        case .commentsEdited: MessageTexts("edited {0}", "{0} に編集")
        case .commentsNone: MessageTexts("{0} has no comments.", "{0}にはコメントがありません。")
        case .commentsUnknown:
            MessageTexts(
                "the comments of {0} are not in this source ({1} on Qiita): items files carry them as \"comments\"; " +
                "'source qiita' fetches them",
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
                "No browser to open it: set BROWSER (for example, export BROWSER=firefox) or install xdg-open. Here " +
                "is the URL:",
                "開くブラウザがありません: BROWSER を設定するか(例: export BROWSER=firefox)、xdg-open をインストールしてください。URL:")
        case .filterTwice:
            MessageTexts("give one of --jq and --template, once", "--jq と --template はどちらか一つを一度だけ指定してください")
        case .filterMissing: MessageTexts("{0} needs a value", "{0} には値が必要です")
        case .filterNeedsJSON:
            MessageTexts(
                "{0} filters JSON: add --json (or start with --format json)",
                "{0} は JSON を絞り込みます: --json を付けてください(または --format json で始めてください)")
        case .jqCompile: MessageTexts("bad --jq expression: {0}", "--jq の式が正しくありません: {0}")
        case .jqUnavailable:
            MessageTexts(
                "--jq needs libjq, which could not be loaded ({0}): install it with 'apt-get install libjq1'",
                "--jq には libjq が必要ですが読み込めませんでした({0}): 'apt-get install libjq1' で入れてください")
        case .jqRuntime: MessageTexts("jq: {0}", "jq のエラー: {0}")
        case .templateUnreadable:
            MessageTexts("cannot read the template file {0}", "テンプレートファイル {0} を読めません")
        case .templateBad:
            MessageTexts(
                "bad --template: {0} at line {1}, column {2}", "--template が正しくありません: {1} 行 {2} 列目で {0}")
        case .jsonUnknownField:
            MessageTexts(
                "unknown JSON field \"{0}\": valid fields are {1}",
                "JSON のフィールド \"{0}\" はありません: 使えるのは {1} です")
        case .helpTags:
            MessageTexts(
                "List tags with their item counts, most used first (PREFIX: those starting with it)",
                "タグを記事数の多い順に一覧する(PREFIX で始まるものだけも可)")
        }
    }
}
