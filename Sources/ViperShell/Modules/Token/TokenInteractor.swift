import ItemsModel
import QiitaAPI
import ShellKit
import UserState

/// Token's use cases on the stored token and the API.
package struct TokenInteractor: TokenInteractorInterface {
    package let store: any TokenClient
    package let environmentToken: String?
    package let api: QiitaAPIClient

    package func storedToken() throws(StorageError) -> String? {
        try store.load()
    }

    package func save(_ token: String) throws(StorageError) {
        try store.save(token)
    }

    package func clear() throws(StorageError) -> Bool {
        try store.clear()
    }

    package func owner(of token: String) async throws(QiitaAPIError) -> String {
        try await api.authenticatedUser(token: token)
    }
}
