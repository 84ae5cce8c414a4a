import ItemsModel
import ShellHost
import ShellKit

// The Token module's contract: the Qiita access token for the live source — set it (checked
// against the API first), show whether one is set, clear it. Read this file first.

/// What the user asked for, parsed by the view from `token set|show|clear`.
package enum TokenViewEvent: Equatable, Sendable {
    case set
    case show
    case clear
}

/// What the presenter tells the view to do.
@MainActor package protocol TokenViewInterface: AnyObject {
    /// Asks for the token without echo; nil when cancelled or input ended.
    func askForToken() -> String?
    /// A confirmation (the token saved or cleared).
    func showInfo(_ message: Message)
    /// What `token show` asked for: which token is in use, or that there is none.
    func showTokenState(_ message: Message)
    /// An error line (the presenter returns the command's status).
    func showError(_ message: Message)
}

/// Decisions: validates the token's form, has it checked, says only its last 4 characters.
@MainActor package protocol TokenPresenterInterface: AnyObject {
    /// Runs one command; how it went.
    func handle(_ event: TokenViewEvent) async -> CommandOutcome
}

/// Use cases: the stored token (0600, atomic, in the home's config folder), `QIITA_TOKEN`, and
/// asking the API whose a token is.
package protocol TokenInteractorInterface: Sendable {
    /// `QIITA_TOKEN`, which takes precedence over the stored token.
    var environmentToken: String? { get }
    /// The `token-command` setting and the token it printed, when it is set.
    func commandToken() throws(QiitaAPIError) -> (command: String, token: String)?
    func storedToken() throws(StorageError) -> String?
    func save(_ token: String) throws(StorageError)
    /// False when there was nothing to remove.
    func clear() throws(StorageError) -> Bool
    /// The Qiita user ID the token belongs to (`GET /api/v2/authenticated_user`).
    func owner(of token: String) async throws(QiitaAPIError) -> String
}
