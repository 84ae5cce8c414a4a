import ShellKit

/// The keys `h` lists, close to less and vim (Documentation/design/reader.md §4).
enum ReaderHelp {
    /// Each row: the keys, and what they do.
    static let rows: [(keys: String, action: MessageTexts)] = [
        ("j ↓ Enter / k ↑", MessageTexts("a line down / up", "1行下 / 上")),
        ("Space f PgDn / b PgUp", MessageTexts("a page down / up", "1ページ下 / 上")),
        ("d / u", MessageTexts("half a page down / up", "半ページ下 / 上")),
        ("g Home / G End", MessageTexts("top / end", "先頭 / 末尾")),
        ("/ ?", MessageTexts("search forward / back (capitals: exact case)", "前方 / 後方を検索(大文字を含むと大小区別)")),
        ("n / N", MessageTexts("next / previous match", "次 / 前の一致")),
        ("Esc", MessageTexts("clear the highlights", "ハイライトを消す")),
        ("o", MessageTexts("outline: jump to a heading", "見出し一覧から移動")),
        ("l", MessageTexts("links: open (Qiita articles here), y copies", "リンク一覧: 開く(Qiita記事はこの画面で)、y でコピー")),
        ("i", MessageTexts("images: show one as large as the screen", "画像一覧: 1枚を画面いっぱいに表示")),
        ("Backspace", MessageTexts("back from a followed link", "リンク先から戻る")),
        ("c", MessageTexts("comments (q back to the article)", "コメント(q で記事に戻る)")),
        ("] / [", MessageTexts("next / previous item of the listing", "一覧の次 / 前の記事")),
        ("s", MessageTexts("stock / unstock", "ストックする / 外す")),
        ("r", MessageTexts("mark read / unread", "既読 / 未読にする")),
        ("wheel", MessageTexts("scroll (Shift-drag selects text)", "スクロール(Shift+ドラッグで文字選択)")),
        ("Ctrl-L", MessageTexts("draw again", "再描画")),
        ("Ctrl-Z", MessageTexts("suspend (fg returns)", "一時停止(fg で戻る)")),
        ("h F1", MessageTexts("this help", "このヘルプ")),
        ("q Ctrl-C", MessageTexts("back to the listing (the place is remembered)", "一覧に戻る(読んだ位置を記憶)")),
    ]

    static var lineCount: Int { rows.count }

    /// Row `index` as shown: the keys padded to one column, then the action.
    static func line(_ index: Int, in language: Language) -> String {
        let row = rows[index]
        let keys = rows.map { DisplayWidth.of($0.keys) }.max() ?? 0
        return "  " + row.keys.padded(toDisplayWidth: keys) + "   " + row.action.template(in: language)
    }
}
