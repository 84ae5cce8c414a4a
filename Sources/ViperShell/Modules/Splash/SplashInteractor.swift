/// Splash's use case: read the saved login state, and check that its account still exists.
struct SplashInteractor: SplashInteractorInterface {
    let sessions: SessionStore
    let accounts: AccountStore

    func savedLogin() async throws(StorageError) -> SavedLogin {
        guard let session = try sessions.load() else { return .none }
        guard try accounts.account(id: session.userID) != nil else {
            try sessions.clear()
            return .accountMissing(userID: session.userID)
        }
        return .loggedIn(session)
    }
}
