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
        package var key: any MessageKey {
            switch self {
            case .readingFingerprint: StoreMessage.operationFingerprint
            case .importing: StoreMessage.operationImport
            case .saving: StoreMessage.operationSaving
            case .searching: StoreMessage.operationSearch
            case .readingItem: StoreMessage.operationReadingItem
            case .counting: StoreMessage.operationCounting
            }
        }
    }

    package var description: String { message.text(in: .english) }

    /// The one-line message, from the catalogue.
    package var message: Message {
        switch self {
        case let .cannotOpen(path, reason): Message(StoreMessage.cannotOpen, path, reason)
        case let .failed(path, operation, reason):
            Message(StoreMessage.failed, parts: [.text(path), .message(Message(operation.key)), .text(reason)])
        case let .invalidPage(page): Message(StoreMessage.invalidPage, String(page))
        case let .invalidPerPage(perPage):
            Message(StoreMessage.invalidPerPage, String(ItemStore.maximumPerPage), String(perPage))
        case .cancelled: Message(StoreMessage.cancelled)
        case let .damaged(path, reason): Message(StoreMessage.damaged, path, reason)
        }
    }
}
