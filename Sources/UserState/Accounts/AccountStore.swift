import FoundationEssentials
import ShellKit

/// One registered account as stored.
package struct Account: Codable, Equatable, Sendable {
    package var id: String
    package var password: PasswordHash
    package var createdAt: Date

    package init(id: String, password: PasswordHash, createdAt: Date) {
        self.id = id
        self.password = password
        self.createdAt = createdAt
    }
}

/// `accounts.json`: `{"version": 1, "accounts": [...]}`.
package struct AccountsDocument: Codable, Equatable, Sendable {
    package var version: Int
    package var accounts: [Account]

    package static let empty = AccountsDocument(version: 1, accounts: [])
}

/// The accounts file: lookups, and adding an account under the file's lock.
package struct AccountStore: Sendable {
    package let file: JSONFileStore<AccountsDocument>

    /// `file` is read by hand first where it can be (`StateFileQuickMapping`): every start reads it.
    package init(file: JSONFileStore<AccountsDocument>) {
        self.file = file.readingFirst(with: StateFileQuickMapping.accounts)
    }

    package func account(id: String) throws(StorageError) -> Account? {
        try file.load()?.accounts.first { $0.id == id }
    }

    package func allIDs() throws(StorageError) -> [String] {
        (try file.load()?.accounts.map(\.id) ?? []).sorted()
    }

    /// The registered ID that `id` would clash with: the same letters in any case (two accounts
    /// that differ only in case would confuse everyone), or nil when `id` is free.
    package func takenID(like id: String) throws(StorageError) -> String? {
        Self.clash(with: id, in: try file.load() ?? .empty)
    }

    /// Adds `account`; returns the clashing ID (nothing written) when the ID is taken.
    package func add(_ account: Account) throws(StorageError) -> String? {
        try file.update { document in
            var current = document ?? .empty
            if let taken = Self.clash(with: account.id, in: current) { return taken }
            current.accounts.append(account)
            document = current
            return nil
        }
    }

    private static func clash(with id: String, in document: AccountsDocument) -> String? {
        let folded = id.lowercased()
        return document.accounts.first { $0.id.lowercased() == folded }?.id
    }
}
