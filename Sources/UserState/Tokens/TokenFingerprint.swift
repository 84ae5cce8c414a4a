import Crypto
import FoundationEssentials
import ShellKit

/// A name for an access token that gives nothing of it away: the first 8 bytes of its SHA-256,
/// in hex. What `sync` keeps a token's rate budget under (never the token itself).
package enum TokenFingerprint {
    package static func of(_ token: String) -> String {
        NumberText.hex(SHA256.hash(data: Data(token.utf8)).prefix(8))
    }
}
