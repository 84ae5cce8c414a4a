import ItemsModel
/// What writing an item stores besides its own fields (its words in the pair index, its tags
/// and comments as JSON, its days and instants), worked out where the item is decoded: on an
/// import's decoding thread, so that the thread writing SQLite does little else.
package struct ItemRowValues: Sendable {
    package let titleWords: String
    package let bodyWords: String
    package let tagsJSON: String
    /// nil when the item carries no comments (they are unknown, not none).
    package let commentsJSON: String?
    package let createdDay: String
    package let updatedDay: String
    /// A timestamp that does not parse sorts as 1970 rather than failing the write: Qiita
    /// always sends valid ones, and files are checked on import.
    package let createdEpoch: Int64
    package let updatedEpoch: Int64

    package init(of item: QiitaItem) {
        titleWords = ItemBigrams.words(of: item.title)
        bodyWords = ItemBigrams.words(of: item.body)
        tagsJSON = ItemTagsColumn.text(for: item.tags)
        commentsJSON = item.comments.map(ItemCommentsColumn.text(for:))
        createdDay = ItemTimestamp.day(item.createdAt)
        updatedDay = ItemTimestamp.day(item.updatedAt)
        createdEpoch = ItemTimestamp.epochSeconds(item.createdAt) ?? 0
        updatedEpoch = ItemTimestamp.epochSeconds(item.updatedAt) ?? 0
    }
}
