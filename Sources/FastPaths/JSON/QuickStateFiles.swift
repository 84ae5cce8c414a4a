/// `session.json` as `StateFileQuickDecoder` reads it: UserState's `LoginStateDocument`, its date
/// still as text (this target sees no type of the project's), which UserState maps one to one.
package struct QuickLoginState: Sendable, Equatable {
    package var loggedIn: Bool
    package var userID: String?
    package var loggedInAt: String?
}

/// `accounts.json` as `StateFileQuickDecoder` reads it: UserState's `AccountsDocument`.
package struct QuickAccounts: Sendable, Equatable {
    package var version: Int
    package var accounts: [QuickAccount]
}

/// One account of `accounts.json`: UserState's `Account` with its `PasswordHash`, dates as text.
package struct QuickAccount: Sendable, Equatable {
    package var id: String
    package var createdAt: String
    package var algorithm: String
    package var n: Int
    package var r: Int
    package var p: Int
    package var salt: String
    package var hash: String
}
