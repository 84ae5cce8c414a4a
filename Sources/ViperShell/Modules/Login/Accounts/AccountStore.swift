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

    /// Adds `account`; false (nothing written) when the ID is taken.
    func add(_ account: Account) throws(StorageError) -> Bool {
        try file.update { document in
            var current = document ?? .empty
            guard !current.accounts.contains(where: { $0.id == account.id }) else { return false }
            current.accounts.append(account)
            document = current
            return true
        }
    }
}
