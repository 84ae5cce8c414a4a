import FoundationEssentials
import ItemsModel
import ShellKit

/// `item_comments.comments_json`: an item's comments as a JSON array with Qiita's field names.
package enum ItemCommentsColumn {
    package static func text(for comments: [QiitaComment]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(comments) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// nil when the stored text is not such an array (the row was damaged outside viper-shell).
    package static func comments(from text: String) -> [QiitaComment]? {
        try? JSONDecoder().decode([QiitaComment].self, from: Data(text.utf8))
    }
}
