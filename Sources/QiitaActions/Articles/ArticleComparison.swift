import ItemsModel

/// Whether Qiita's copy of an article already says what a draft says, and which of two
/// `updated_at` is later.
package enum ArticleComparison {
    /// Title, body and tags the same (the body compared without trailing blank lines, which
    /// Qiita may trim).
    package static func holds(_ draft: ArticleDraft, _ item: QiitaItem) -> Bool {
        draft.title == item.title && sameText(draft.body, item.body) && draft.tags == item.tags.map(\.name)
    }

    /// Two texts equal but for trailing newlines and spaces.
    package static func sameText(_ left: String, _ right: String) -> Bool {
        trimmed(left) == trimmed(right)
    }

    /// Whether `remote` is a later time than `local` (a file with no `updated_at` has never been
    /// in step with Qiita: anything is newer).
    package static func isNewer(_ remote: String, than local: String?) -> Bool {
        guard let local, let localSeconds = ItemTimestamp.epochSeconds(local) else { return true }
        guard let remoteSeconds = ItemTimestamp.epochSeconds(remote) else { return false }
        return remoteSeconds > localSeconds
    }

    private static func trimmed(_ text: String) -> Substring {
        var end = text.endIndex
        while end > text.startIndex, let last = text[..<end].last, last.isNewline || last == " " || last == "\t" {
            end = text.index(before: end)
        }
        return text[..<end]
    }
}
