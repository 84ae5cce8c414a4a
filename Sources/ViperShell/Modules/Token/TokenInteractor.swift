/// Token's use cases on the token file and the API.
struct TokenInteractor: TokenInteractorInterface {
    let file: JSONFileStore<TokenDocument>
    let environmentToken: String?
    let api: QiitaAPIClient

    func storedToken() throws(StorageError) -> String? {
        try file.load()?.token
    }

    func save(_ token: String) throws(StorageError) {
        try file.save(TokenDocument(token: token))
    }

    func clear() throws(StorageError) -> Bool {
        guard try file.load() != nil else { return false }
        try file.remove()
        return true
    }

    func owner(of token: String) async throws(QiitaAPIError) -> String {
        try await api.authenticatedUser(token: token)
    }
}
