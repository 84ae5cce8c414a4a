import ShellKit

/// The rules an ID and a password must follow (the seed app's, made stricter), checked by the
/// presenter before anything reaches the interactor. Each returns the message for the first
/// rule broken, or nil.
package enum LoginCredentialRules {
    package static let idLength = 8...32
    package static let passwordLength = 8...128

    /// The ID is 8–32 half-width ASCII letters or digits.
    package static func problem(withID id: String) -> Message? {
        let isHalfWidthAlphanumeric = id.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
        }
        if !isHalfWidthAlphanumeric || !idLength.contains(id.count) { return Message(LoginMessage.idFormat) }
        return nil
    }

    /// The password is 8–128 characters, has no control characters and is not the ID.
    package static func problem(withPassword password: String, id: String) -> Message? {
        if password.isEmpty { return Message(LoginMessage.passwordRequired) }
        if !passwordLength.contains(password.count) { return Message(LoginMessage.passwordLength) }
        if password.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return Message(LoginMessage.passwordControl)
        }
        if password == id { return Message(LoginMessage.passwordEqualsID) }
        return nil
    }
}
