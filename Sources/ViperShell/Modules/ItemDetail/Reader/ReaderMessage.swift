import ShellKit

/// The full-screen reader's messages: each key with its English and Japanese text.
enum ReaderMessage: String, MessageKey, CaseIterable {
    case minutesLeft
    case underAMinuteLeft
    case end
    case searchNotFound
    case searchWrappedToTop
    case searchWrappedToBottom
    case searchNoMatch
    case outlineTitle
    case linksTitle
    case imagesTitle
    case imageNotAtHand
    case imagesOff
    case helpTitle
    case linkCopied
    case copyUnavailable
    case tooSmall
    case commentsTitle
    case commentsHint
    case address
    case noBrowser

    var texts: MessageTexts {
        switch self {
        case .minutesLeft: MessageTexts("{0} min left", "残り{0}分")
        case .underAMinuteLeft: MessageTexts("< 1 min left", "残り1分未満")
        case .end: MessageTexts("end", "終わり")
        case .searchNotFound: MessageTexts("not found: {0}", "見つかりません: {0}")
        case .searchWrappedToTop: MessageTexts("search hit the end, went on from the top", "末尾まで検索したので先頭から続けました")
        case .searchWrappedToBottom:
            MessageTexts("search hit the top, went on from the end", "先頭まで検索したので末尾から続けました")
        case .searchNoMatch: MessageTexts("no match", "一致なし")
        case .outlineTitle: MessageTexts("Outline · Enter jumps · q closes", "見出し · Enter で移動 · q で閉じる")
        case .linksTitle:
            MessageTexts(
                "Links · Enter opens (→ here) · y copies · q closes",
                "リンク · Enter で開く(→ はこの画面で) · y でコピー · q で閉じる")
        case .imagesTitle:
            MessageTexts("Images · Enter shows one · q closes", "画像 · Enter で表示 · q で閉じる")
        case .imageNotAtHand:
            MessageTexts("image {0} is not here yet (it is being fetched, or cannot be shown: see images)",
                         "画像{0}はまだありません(取得中か、表示できません: images で確認できます)")
        case .imagesOff:
            MessageTexts("images are not drawn here (set images auto, and colour on)",
                         "ここでは画像を描きません(set images auto にし、色を有効にしてください)")
        case .helpTitle: MessageTexts("Keys · any other key closes", "キー操作 · ほかのキーで閉じる")
        case .linkCopied: MessageTexts("copied: {0}", "コピーしました: {0}")
        case .copyUnavailable: MessageTexts("this terminal cannot be given text to copy", "この端末にはコピーを渡せません")
        case .tooSmall: MessageTexts("terminal too small", "端末が小さすぎます")
        case .commentsTitle: MessageTexts("comments", "コメント")
        case .address: MessageTexts("address: {0}", "アドレス: {0}")
        case .noBrowser: MessageTexts("no browser to open {0}: set BROWSER", "{0} を開くブラウザがありません: BROWSER を設定してください")
        case .commentsHint:
            MessageTexts("{0} {0|comment|comments}: press c to read them.", "コメント {0}件: c で読めます。")
        }
    }
}
