import ShellKit

/// Reads a secret (a password or token) without echoing it and without keeping it in history.
@MainActor public protocol SecretReader: AnyObject {
    /// The secret, or nil when the user cancelled (Ctrl-C) or input ended.
    func readSecret(prompt: String) -> String?
}
