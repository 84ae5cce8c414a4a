import ShellKit

/// Failed logins per ID, for the throttle. `LoginAttemptStore` is the live one.
package protocol LoginAttemptsClient: Sendable {
    func record(for id: String) throws(StorageError) -> LoginAttemptRecord?
    /// Replaces the ID's record with what `change` makes of it (nil removes it).
    func update(_ id: String, _ change: (LoginAttemptRecord?) -> LoginAttemptRecord?) throws(StorageError)
}

extension LoginAttemptStore: LoginAttemptsClient {}
