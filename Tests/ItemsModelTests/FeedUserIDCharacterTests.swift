import Foundation
import Testing
@testable import ItemsModel

/// A user ID's characters are what the ASCII members of
/// `CharacterSet(charactersIn: "A…Za…z0…9-_")` were, on every scalar.
@Suite struct FeedUserIDCharacterTests {
    @Test func agreesWithTheCharacterSetOnEveryScalar() {
        let set = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(Feed.isUserIDCharacter(scalar) == (scalar.isASCII && set.contains(scalar)), "\(value)")
        }
    }
}
