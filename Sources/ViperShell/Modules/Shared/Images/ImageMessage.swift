import ShellKit

/// The words of `images`, `image K` and the images an article draws.
package enum ImageMessage: String, MessageKey, CaseIterable {
    case helpImages
    case helpImagesDetails
    case helpImage
    case helpImageDetails
    case helpDetailImages
    case helpDetailImage
    case imagesHeader
    case imagesNone
    case imageInDemo
    case imageCached
    case imageNotFetched
    case imageRefused
    case imageNoSuch
    case imageExpectedNumber
    case imageSaved
    case imageNeedsTerminal
    case imageNotWeb
    case imageServerAnswered
    case imageTransferFailed
    case imageCannotBeShown
    case imageNoAnswer
    case imageCannotConnect
    case imageUnknownHost
    case imageTooLarge
    case imageNetwork

    package var texts: MessageTexts {
        switch self {
        case .helpImages:
            MessageTexts(
                "List the images of item N (or ID): alt text, format and size, whether cached, address",
                "N 番目(または ID)の記事の画像を一覧する: 代替テキスト、形式と大きさ、キャッシュ済みか、アドレス")
        case .helpImagesDetails:
            MessageTexts(
                "In an open item, 'images' lists its own. An image standing alone in a paragraph is drawn in the "
                    + "full-screen reader above its caption (set images); it is fetched in the background into "
                    + "$XDG_CACHE_HOME/viper-shell/images and shown offline afterwards.",
                "開いた記事では 'images' だけでその記事の画像を一覧します。段落に単独で置かれた画像は、全画面のリーダーで"
                    + "キャプションの上に描かれます(set images)。画像は裏で $XDG_CACHE_HOME/viper-shell/images に取得され、"
                    + "以後はオフラインでも表示されます。")
        case .helpImage:
            MessageTexts(
                "Draw image K of item N (or ID) as wide as the terminal, or save its original bytes with --save FILE",
                "N 番目(または ID)の記事の K 番目の画像を端末の幅で描く。--save FILE で元のファイルを保存する")
        case .helpImageDetails:
            MessageTexts(
                "Drawing needs a terminal in colour; --save works anywhere and refuses an existing FILE unless --force. "
                    + "An image not cached yet is fetched first (http and https only, at most 20 MB).",
                "描画には色の使える端末が必要です。--save はどこでも使え、既存の FILE は --force がない限り上書きしません。"
                    + "キャッシュにない画像は先に取得します(http と https のみ、20 MB まで)。")
        case .helpDetailImages:
            MessageTexts(
                "List this item's images: alt text, format and size, whether cached, address",
                "この記事の画像を一覧する: 代替テキスト、形式と大きさ、キャッシュ済みか、アドレス")
        case .helpDetailImage:
            MessageTexts(
                "Draw image K as wide as the terminal, or save its original bytes with --save FILE",
                "K 番目の画像を端末の幅で描く。--save FILE で元のファイルを保存する")
        case .imagesHeader: MessageTexts("{0} {0|image|images} in “{1}”", "「{1}」の画像 {0}枚")
        case .imagesNone: MessageTexts("{0} has no images.", "{0}には画像がありません。")
        case .imageInDemo: MessageTexts("{0} {1} × {2}, {3}, in the demo", "{0} {1} × {2}、{3}、デモに収録")
        case .imageCached: MessageTexts("{0} {1} × {2}, {3}, cached", "{0} {1} × {2}、{3}、キャッシュ済み")
        case .imageNotFetched: MessageTexts("not fetched yet", "未取得")
        case .imageRefused: MessageTexts("not shown: {0}", "表示しません: {0}")
        case .imageNoSuch:
            MessageTexts(
                "no image {0}: the article has {1} ('images' lists them)",
                "画像 {0} はありません: この記事の画像は {1} 枚です('images' で一覧できます)")
        case .imageExpectedNumber: MessageTexts("expected an image number (1 or more)", "画像の番号(1以上)を指定してください")
        case .imageSaved: MessageTexts("Image {0} saved to {1} ({2}).", "画像 {0} を {1} に保存しました({2})。")
        case .imageNeedsTerminal:
            MessageTexts(
                "image {0} can be drawn only at a terminal in colour: save it with --save FILE",
                "画像 {0} は色の使える端末でしか描けません: --save FILE で保存できます")
        case .imageNotWeb: MessageTexts("image {0} is not on the web: {1}", "画像 {0} はウェブ上にありません: {1}")
        case .imageServerAnswered:
            MessageTexts("image {0} could not be fetched: the server answered {1}", "画像 {0} を取得できません: サーバーの応答は {1} でした")
        case .imageTransferFailed: MessageTexts("image {0} could not be fetched: {1}", "画像 {0} を取得できません: {1}")
        case .imageCannotBeShown: MessageTexts("image {0} is not shown: {1}", "画像 {0} は表示しません: {1}")
        case .imageNoAnswer: MessageTexts("{0} did not answer within 30 s", "{0} が30秒以内に応答しませんでした")
        case .imageCannotConnect: MessageTexts("cannot connect to {0}", "{0} に接続できません")
        case .imageUnknownHost: MessageTexts("unknown host {0}", "ホスト {0} が見つかりません")
        case .imageTooLarge: MessageTexts("the file is over {0} MB", "ファイルが {0} MB を超えています")
        case .imageNetwork: MessageTexts("the transfer failed: {0}", "転送に失敗しました: {0}")
        }
    }
}
