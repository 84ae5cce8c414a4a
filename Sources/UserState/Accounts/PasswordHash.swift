import ShellKit

/// A salted password hash as stored in `accounts.json`, with the parameters that produced it,
/// so they can be raised later without breaking existing accounts.
package struct PasswordHash: Codable, Equatable, Sendable {
    /// Always "scrypt" for now.
    package var algorithm: String
    /// scrypt cost (N), block size (r) and parallelism (p).
    package var n: Int
    package var r: Int
    package var p: Int
    /// Base64 salt and derived key.
    package var salt: String
    package var hash: String
}
