import ItemsModel
import QiitaAPI
import ShellKit

/// Token's use cases on the token file and the API.
package struct TokenInteractor: TokenInteractorInterface {
    package let file: JSONFileStore<TokenDocument>
    package let environmentToken: String?
    package let api: QiitaAPIClient

    package func storedToken() throws(StorageError) -> String? {
        try file.load()?.token
    }

    package func save(_ token: String) throws(StorageError) {
        try file.save(TokenDocument(token: token))
    }

    package func clear() throws(StorageError) -> Bool {
        guard try file.load() != nil else { return false }
        try file.remove()
        return true
    }

    package func owner(of token: String) async throws(QiitaAPIError) -> String {
        try await api.authenticatedUser(token: token)
    }
}
