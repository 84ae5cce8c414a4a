/// Items as JSON for scripts: Qiita's field names (see `JSONText` for the layout).
enum ItemJSONWriter {
    static func encode(_ items: [QiitaItem]) -> String {
        JSONText.encode(items)
    }

    static func encode(_ item: QiitaItem) -> String {
        JSONText.encode(item)
    }
}
