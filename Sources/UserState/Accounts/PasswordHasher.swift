import ShellKit

/// Turns passwords into salted hashes and checks them. Injected, so unit tests can use cheap
/// parameters while the shell uses deliberately slow ones.
package protocol PasswordHasher: Sendable {
    func hash(_ password: String) throws(PasswordHasherError) -> PasswordHash
    /// Whether `password` produces `stored` (compared in constant time).
    func verify(_ password: String, against stored: PasswordHash) throws(PasswordHasherError) -> Bool
    /// Does the work of one verification and returns false: used for unknown IDs so a wrong ID
    /// takes as long as a wrong password.
    func verifyUnknownAccount(_ password: String) -> Bool
}

/// The key derivation failed (unsupported stored parameters, out of memory).
package struct PasswordHasherError: Error, Equatable, Sendable {
    package let reason: String
}
