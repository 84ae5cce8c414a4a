import FastPaths
import FoundationEssentials
import ShellKit

/// The state files a start reads, read by hand (`StateFileQuickDecoder`) and mapped to their
/// documents; nil wherever `JSONDecoder` must decide instead, a date included: only the form the
/// shell writes (`2026-11-01T03:00:00Z`, read by `ISO8601.parseInternetTime`) is taken.
package enum StateFileQuickMapping {
    /// `session.json`'s document, or nil to leave the bytes to `JSONDecoder`.
    package static func loginState(_ bytes: [UInt8]) -> LoginStateDocument? {
        guard let state = StateFileQuickDecoder.loginState(from: bytes) else { return nil }
        var loggedInAt: Date?
        if let text = state.loggedInAt {
            guard let date = date(text) else { return nil }
            loggedInAt = date
        }
        return LoginStateDocument(loggedIn: state.loggedIn, userID: state.userID, loggedInAt: loggedInAt)
    }

    /// `accounts.json`'s document, or nil to leave the bytes to `JSONDecoder`.
    package static func accounts(_ bytes: [UInt8]) -> AccountsDocument? {
        guard let file = StateFileQuickDecoder.accounts(from: bytes) else { return nil }
        var accounts: [Account] = []
        accounts.reserveCapacity(file.accounts.count)
        for account in file.accounts {
            guard let createdAt = date(account.createdAt) else { return nil }
            let password = PasswordHash(
                algorithm: account.algorithm, n: account.n, r: account.r, p: account.p, salt: account.salt,
                hash: account.hash)
            accounts.append(Account(id: account.id, password: password, createdAt: createdAt))
        }
        return AccountsDocument(version: file.version, accounts: accounts)
    }

    /// A timestamp in the one form `JSONEncoder`'s `.iso8601` writes: UTC, whole seconds, `Z`.
    private static func date(_ text: String) -> Date? {
        text.utf8.count == 20 ? ISO8601.parseInternetTime(text) : nil
    }
}
