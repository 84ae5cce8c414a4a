import ShellKit

/// Who is logged in, kept between runs. `SessionStore` is the live one.
package protocol SessionsClient: Sendable {
    /// The saved session, nil when logged out or never logged in.
    func load() throws(StorageError) -> Session?
    func save(_ session: Session) throws(StorageError)
    /// Records "logged out".
    func clear() throws(StorageError)
}

extension SessionStore: SessionsClient {}
