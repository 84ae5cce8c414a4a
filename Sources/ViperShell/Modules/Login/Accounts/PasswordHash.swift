/// A salted password hash as stored in `accounts.json`, with the parameters that produced it,
/// so they can be raised later without breaking existing accounts.
struct PasswordHash: Codable, Equatable, Sendable {
    /// Always "scrypt" for now.
    var algorithm: String
    /// scrypt cost (N), block size (r) and parallelism (p).
    var n: Int
    var r: Int
    var p: Int
    /// Base64 salt and derived key.
    var salt: String
    var hash: String
}
