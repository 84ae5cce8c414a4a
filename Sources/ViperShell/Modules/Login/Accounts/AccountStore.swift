import Foundation

/// One registered account as stored.
struct Account: Codable, Equatable, Sendable {
    var id: String
    var password: PasswordHash
    var createdAt: Date
}

/// `accounts.json`: `{"version": 1, "accounts": [...]}`.
struct AccountsDocument: Codable, Equatable, Sendable {
    var version: Int
    var accounts: [Account]

    static let empty = AccountsDocument(version: 1, accounts: [])
}

/// The accounts file: lookups, and adding an account under the file's lock.
struct AccountStore: Sendable {
    let file: JSONFileStore<AccountsDocument>

    func account(id: String) throws(StorageError) -> Account? {
        try file.load()?.accounts.first { $0.id == id }
    }

    func allIDs() throws(StorageError) -> [String] {
        (try file.load()?.accounts.map(\.id) ?? []).sorted()
    }

    /// The registered ID that `id` would clash with: the same letters in any case (two accounts
    /// that differ only in case would confuse everyone), or nil when `id` is free.
    func takenID(like id: String) throws(StorageError) -> String? {
        Self.clash(with: id, in: try file.load() ?? .empty)
    }

    /// Adds `account`; returns the clashing ID (nothing written) when the ID is taken.
    func add(_ account: Account) throws(StorageError) -> String? {
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
