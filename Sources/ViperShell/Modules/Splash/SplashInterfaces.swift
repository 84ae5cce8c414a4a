import ShellHost
import ShellKit
import UserState

// The Splash module's contract: on start it reads the saved login state and routes to Items
// (logged in) or Login (logged out), telling the user if the state file had to be moved aside.

/// What the Splash presenter tells its view to show.
@MainActor package protocol SplashViewInterface: AnyObject {
    func showBanner(name: String, version: String)
    func showNotice(_ message: Message)
}

/// Decides where the shell starts.
@MainActor package protocol SplashPresenterInterface: AnyObject {
    /// Shows the banner and routes on; how what the module arriving showed went.
    func start() async -> CommandOutcome
}

/// What the saved login state holds.
package enum SavedLogin: Equatable, Sendable {
    case none
    case loggedIn(Session)
    /// A login whose account does not exist (deleted, or a hand-written file): it was cleared.
    case accountMissing(userID: String)
}

/// Reads the saved login state.
package protocol SplashInteractorInterface: Sendable {
    func savedLogin() async throws(StorageError) -> SavedLogin
}

/// Routes out of Splash.
@MainActor package protocol SplashWireframeInterface: AnyObject {
    /// Goes to `destination`; how what it showed went.
    func navigate(to destination: SplashDestination) async -> CommandOutcome
}

/// Where Splash can send the shell.
package enum SplashDestination: Equatable {
    case login
    case items(Session)
}
