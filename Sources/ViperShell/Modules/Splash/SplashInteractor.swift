import ShellKit
import UserState

/// Splash's use case: read the saved login state, and check that its account still exists.
package struct SplashInteractor: SplashInteractorInterface {
    package let sessions: any SessionsClient
    package let accounts: any AccountsClient

    package func savedLogin() async throws(StorageError) -> SavedLogin {
        guard let session = try sessions.load() else { return .none }
        guard try accounts.account(id: session.userID) != nil else {
            try sessions.clear()
            return .accountMissing(userID: session.userID)
        }
        return .loggedIn(session)
    }
}
