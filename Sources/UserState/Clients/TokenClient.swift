import ShellKit

/// The Qiita access token kept on this machine. `TokenStore` is the live one.
package protocol TokenClient: Sendable {
    func load() throws(StorageError) -> String?
    func save(_ token: String) throws(StorageError)
    /// Removes the stored token; false when there was none.
    func clear() throws(StorageError) -> Bool
}

extension TokenStore: TokenClient {}
