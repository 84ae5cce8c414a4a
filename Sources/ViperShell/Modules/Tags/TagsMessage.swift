import ShellKit

/// Tags' messages: each key with its English and Japanese text (`{0}`… filled in by `Message`).
package enum TagsMessage: String, MessageKey, CaseIterable {
    case helpTagsTag
    case helpTagsOpen
    case helpTagsList
    case helpTagsNext
    case helpTagsPrev
    case helpTagsBack
    case header
    case headerAll
    case headerPrefix
    case columnName
    case columnItems
    case tagsNone
    case noListing
    case filteredPage

    package var texts: MessageTexts {
        switch self {
        case .helpTagsTag:
            MessageTexts(
                "List the items of tag N of this page (or the tag NAME)",
                "このページのN番目のタグ(またはタグ NAME)の記事を一覧する")
        case .helpTagsOpen: MessageTexts("List the items of tag N of this page", "このページのN番目のタグの記事を一覧する")
        case .helpTagsList: MessageTexts("Show the current page of tags again", "タグの現在のページをもう一度表示する")
        case .helpTagsNext: MessageTexts("Next page of tags", "タグの次のページ")
        case .helpTagsPrev: MessageTexts("Previous page of tags", "タグの前のページ")
        case .helpTagsBack:
            MessageTexts(
                "Back to where you came from: the listing, or the tags before",
                "前の場所(一覧、または前のタグ一覧)に戻る")
        case .header: MessageTexts("{0} — page {1} of {2} ({3} {3|tag|tags})", "{0} — {1}/{2}ページ(全{3}件)")
        case .headerAll: MessageTexts("Tags", "タグ")
        case .headerPrefix: MessageTexts("Tags starting with “{0}”", "「{0}」で始まるタグ")
        case .columnName: MessageTexts("Tag", "タグ")
        case .columnItems: MessageTexts("Items", "記事数")
        case .tagsNone: MessageTexts("No tags.", "タグはありません。")
        case .noListing: MessageTexts("no tags listed yet: run 'tags' first", "まだタグの一覧がありません: 先に 'tags' を実行してください")
        case .filteredPage:
            MessageTexts(
                "the API cannot filter tags by prefix: only this page was",
                "API はタグを前方一致で絞り込めないため、このページだけを絞り込んでいます")
        }
    }
}
