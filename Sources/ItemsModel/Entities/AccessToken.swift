/// What a Qiita access token can be made of, wherever one comes from (`token set`, `token-command`).
package enum AccessToken {
    /// Whether `text` has no blank and no control character (and is not empty).
    package static func hasTokenCharacters(_ text: String) -> Bool {
        !text.isEmpty
            && !text.unicodeScalars.contains { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }
    }
}
