import FoundationEssentials
import ShellKit

/// Why a Login use case failed.
package enum LoginError: Error, Equatable, Sendable {
    /// `register` with an ID that already has an account.
    case idTaken(String)
    /// Unknown ID or wrong password: deliberately the same case for both.
    case invalidCredentials
    /// Too many consecutive failures for this ID: refused until the date.
    case throttled(until: Date)
    /// A wrong password that made this failure one too many: attempts are refused until the date.
    case lockedOut(until: Date)
    /// A state file could not be read or written.
    case storage(StorageError)
}
