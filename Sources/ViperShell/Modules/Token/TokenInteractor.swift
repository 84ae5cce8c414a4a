import ItemsModel
import QiitaAPI
import ShellKit
import UserState

/// Token's use cases on the stored token and the API.
package struct TokenInteractor: TokenInteractorInterface {
    package let store: any TokenClient
    package let environmentToken: String?
    /// The `token-command` setting, which comes after `QIITA_TOKEN` and before the stored token.
    package var tokenCommand: TokenCommand? = nil
    package let api: QiitaAPIClient

    package init(
        store: any TokenClient, environmentToken: String?, tokenCommand: TokenCommand? = nil, api: QiitaAPIClient
    ) {
        self.store = store
        self.environmentToken = environmentToken
        self.tokenCommand = tokenCommand
        self.api = api
    }

    package func commandToken() throws(QiitaAPIError) -> (command: String, token: String)? {
        guard let tokenCommand, let command = tokenCommand.command, let token = try tokenCommand.token() else {
            return nil
        }
        return (command, token)
    }

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
