import FoundationEssentials
import ShellKit

/// `token.json`: the Qiita access token `token set` stored, `{ "token": "…" }` (0600, atomic,
/// locked, a corrupt file moved aside, as every state file).
package struct TokenStore: Sendable {
    /// The file's contents.
    package struct Document: Codable, Equatable, Sendable {
        package var token: String
    }

    private let file: JSONFileStore<Document>

    package init(file: JSONFileStore<Document>) {
        self.file = file
    }

    /// The stored token, if any.
    package func load() throws(StorageError) -> String? {
        try file.load()?.token
    }

    package func save(_ token: String) throws(StorageError) {
        try file.save(Document(token: token))
    }

    /// Removes the stored token; false when there was none.
    package func clear() throws(StorageError) -> Bool {
        guard try file.load() != nil else { return false }
        try file.remove()
        return true
    }
}
