import ShellKit
import ItemsDomain

/// Items as JSON for scripts: Qiita's field names (see `JSONText` for the layout).
package enum ItemJSONWriter {
    package static func encode(_ items: [QiitaItem]) -> String {
        JSONText.encode(items)
    }

    package static func encode(_ item: QiitaItem) -> String {
        JSONText.encode(item)
    }
}
