import FoundationEssentials
import ShellKit

/// Persists the login state in `session.json` (atomic, 0600, locked, corrupt files moved aside).
/// Shared by the modules that need to know or change who is logged in.
public struct SessionStore: Sendable {
    private let file: JSONFileStore<LoginStateDocument>

    public init(path: String, now: @escaping @Sendable () -> Date) {
        file = JSONFileStore(path: path, now: now).readingFirst(with: StateFileQuickMapping.loginState)
    }

    /// The saved session, nil when logged out or never logged in.
    public func load() throws(StorageError) -> Session? {
        guard let state = try file.load(), state.loggedIn, let userID = state.userID, let at = state.loggedInAt else {
            return nil
        }
        return Session(userID: userID, loggedInAt: at)
    }

    public func save(_ session: Session) throws(StorageError) {
        try file.update { state in
            state = LoginStateDocument(loggedIn: true, userID: session.userID, loggedInAt: session.loggedInAt)
        }
    }

    /// Records "logged out" (the file stays, saying so).
    public func clear() throws(StorageError) {
        try file.update { state in state = .loggedOut }
    }
}
