import ShellKit

/// What can go wrong with the item catalogue; SQLite's own errors arrive here as readable text.
package enum ItemStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database file could not be opened or prepared (missing folder, not a database,
    /// written by a newer viper-shell, permissions).
    case cannotOpen(path: String, reason: String)
    /// An operation failed inside SQLite (locked, disk full, damaged file, …).
    case failed(path: String, operation: Operation, reason: String)
    /// Pages are numbered from 1.
    case invalidPage(Int)
    /// Pages hold 1 to `ItemStore.maximumPerPage` items.
    case invalidPerPage(Int)
    /// An import stopped on request (Ctrl-C) and was rolled back.
    case cancelled

    /// What the store was doing when SQLite failed.
    package enum Operation: Equatable, Sendable {
        case readingFingerprint, importing, saving, searching, readingItem, counting

        package var english: String {
            switch self {
            case .readingFingerprint: "reading the import fingerprint"
            case .importing: "import"
            case .saving: "saving items"
            case .searching: "search"
            case .readingItem: "reading an item"
            case .counting: "counting items"
            }
        }

        package var japanese: String {
            switch self {
            case .readingFingerprint: "取り込み元の記録の読み込み"
            case .importing: "取り込み"
            case .saving: "記事の保存"
            case .searching: "検索"
            case .readingItem: "記事の読み込み"
            case .counting: "件数の取得"
            }
        }
    }

    package var description: String { message }

    /// The one-line English message.
    package var message: String { message(japanese: false) }

    /// The one-line message in English or Japanese.
    package func message(japanese: Bool) -> String {
        switch (self, japanese) {
        case let (.cannotOpen(path, reason), false):
            "cannot open the item catalogue \(path): \(reason)"
        case let (.cannotOpen(path, reason), true):
            "記事カタログ \(path) を開けません: \(reason)"
        case let (.failed(path, operation, reason), false):
            "item catalogue \(path): \(operation.english) failed: \(reason)"
        case let (.failed(path, operation, reason), true):
            "記事カタログ \(path) の\(operation.japanese)に失敗しました: \(reason)"
        case let (.invalidPage(page), false):
            "page must be 1 or more (got \(page))"
        case let (.invalidPage(page), true):
            "ページは 1 以上で指定してください（指定: \(page)）"
        case let (.invalidPerPage(perPage), false):
            "items per page must be between 1 and \(ItemStore.maximumPerPage) (got \(perPage))"
        case let (.invalidPerPage(perPage), true):
            "1ページの件数は 1〜\(ItemStore.maximumPerPage) で指定してください（指定: \(perPage)）"
        case (.cancelled, false):
            "import cancelled (Ctrl-C): the previous catalogue is still the active one"
        case (.cancelled, true):
            "取り込みを中止しました(Ctrl-C): 以前のカタログをそのまま使います"
        }
    }
}
