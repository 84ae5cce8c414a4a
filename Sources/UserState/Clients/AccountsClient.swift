import ShellKit

/// The accounts on this machine. `AccountStore` is the live one.
package protocol AccountsClient: Sendable {
    func account(id: String) throws(StorageError) -> Account?
    func allIDs() throws(StorageError) -> [String]
    /// The registered ID that `id` collides with (IDs compare without case), if any.
    func takenID(like id: String) throws(StorageError) -> String?
    /// Adds `account`; the colliding ID instead when one was taken meanwhile.
    func add(_ account: Account) throws(StorageError) -> String?
}

extension AccountStore: AccountsClient {}
