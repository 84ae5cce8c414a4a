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
    /// The file is not a usable catalogue: not a database, malformed (a bad page, cut short),
    /// or written by a newer viper-shell. It is a cache of its source: the catalogue rebuilds it.
    case damaged(path: String, reason: String)

    /// What the store was doing when SQLite failed.
    package enum Operation: Equatable, Sendable {
        case readingFingerprint, importing, saving, searching, readingItem, counting

        /// "import", "取り込み"…
        package var key: MessageKey {
            switch self {
            case .readingFingerprint: .storeOperationFingerprint
            case .importing: .storeOperationImport
            case .saving: .storeOperationSaving
            case .searching: .storeOperationSearch
            case .readingItem: .storeOperationReadingItem
            case .counting: .storeOperationCounting
            }
        }
    }

    package var description: String { message.text(in: .english) }

    /// The one-line message, from the catalogue.
    package var message: Message {
        switch self {
        case let .cannotOpen(path, reason): Message(.storeCannotOpen, path, reason)
        case let .failed(path, operation, reason): Message(.storeFailed, parts: [.text(path), .message(Message(operation.key)), .text(reason)])
        case let .invalidPage(page): Message(.storeInvalidPage, String(page))
        case let .invalidPerPage(perPage): Message(.storeInvalidPerPage, String(ItemStore.maximumPerPage), String(perPage))
        case .cancelled: Message(.storeCancelled)
        case let .damaged(path, reason): Message(.storeDamaged, path, reason)
        }
    }
}
