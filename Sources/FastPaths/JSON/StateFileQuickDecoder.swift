/// Reads the two state files every start reads (`session.json`, `accounts.json`) without
/// `JSONDecoder`: its generic containers made the Swift runtime build type metadata by mangled
/// name and scan every protocol conformance in the binary, a fifth of a `-c quit`.
///
/// It reads what the synthesized `Codable` conformances of UserState's `LoginStateDocument` and
/// `AccountsDocument` read (unknown keys skipped, optional fields null or absent) and gives nil
/// for anything it is not sure to read the same way (a missing or repeated field, a value of
/// another type, a number other than a plain integer, malformed JSON, see `JSONByteCursor`). The
/// caller then asks `JSONDecoder`, which decides; FastPathsTests' `StateFileQuickDecoderTests`
/// compare both on random and damaged files.
package enum StateFileQuickDecoder {
    /// The login state `bytes` hold, or nil to leave them to `JSONDecoder`.
    package static func loginState(from bytes: [UInt8]) -> QuickLoginState? {
        whole(bytes, loginState)
    }

    /// The accounts `bytes` hold, or nil to leave them to `JSONDecoder`.
    package static func accounts(from bytes: [UInt8]) -> QuickAccounts? {
        whole(bytes, accounts)
    }

    /// One value read by `read` that takes every byte but whitespace.
    private static func whole<Value>(_ bytes: [UInt8], _ read: (inout JSONByteCursor) -> Value?) -> Value? {
        bytes.withUnsafeBufferPointer { buffer in
            var cursor = JSONByteCursor(buffer)
            guard let value = read(&cursor) else { return nil }
            cursor.skipWhitespace()
            return cursor.isAtEnd ? value : nil
        }
    }

    private static func loginState(_ cursor: inout JSONByteCursor) -> QuickLoginState? {
        var loggedIn: Bool?, userID: String?, loggedInAt: String?, userIDSeen = false, loggedInAtSeen = false
        let complete = QiitaItemQuickDecoder.members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "loggedIn") { return QiitaItemQuickDecoder.once(&loggedIn, cursor.boolean()) }
            if cursor.bytes(key, are: "userID") {
                return QiitaItemQuickDecoder.optional(&userID, seen: &userIDSeen, &cursor) { $0.string() }
            }
            if cursor.bytes(key, are: "loggedInAt") {
                return QiitaItemQuickDecoder.optional(&loggedInAt, seen: &loggedInAtSeen, &cursor) { $0.string() }
            }
            return cursor.skipValue(depth: 1)
        }
        guard complete, let loggedIn else { return nil }
        return QuickLoginState(loggedIn: loggedIn, userID: userID, loggedInAt: loggedInAt)
    }

    private static func accounts(_ cursor: inout JSONByteCursor) -> QuickAccounts? {
        var version: Int?, accounts: [QuickAccount]?
        let complete = QiitaItemQuickDecoder.members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "version") { return QiitaItemQuickDecoder.once(&version, cursor.integer()) }
            if cursor.bytes(key, are: "accounts") {
                return QiitaItemQuickDecoder.once(&accounts, QiitaItemQuickDecoder.array(&cursor, of: account))
            }
            return cursor.skipValue(depth: 1)
        }
        guard complete, let version, let accounts else { return nil }
        return QuickAccounts(version: version, accounts: accounts)
    }

    private static func account(_ cursor: inout JSONByteCursor) -> QuickAccount? {
        var id: String?, createdAt: String?, password: QuickAccount?
        let complete = QiitaItemQuickDecoder.members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "id") { return QiitaItemQuickDecoder.once(&id, cursor.string()) }
            if cursor.bytes(key, are: "createdAt") { return QiitaItemQuickDecoder.once(&createdAt, cursor.string()) }
            if cursor.bytes(key, are: "password") {
                return QiitaItemQuickDecoder.once(&password, self.password(&cursor))
            }
            return cursor.skipValue(depth: 3)
        }
        guard complete, let id, let createdAt, var password else { return nil }
        password.id = id
        password.createdAt = createdAt
        return password
    }

    /// A password hash's fields, as an account whose `id` and `createdAt` its caller fills in.
    private static func password(_ cursor: inout JSONByteCursor) -> QuickAccount? {
        var algorithm: String?, n: Int?, r: Int?, p: Int?, salt: String?, hash: String?
        let complete = QiitaItemQuickDecoder.members(&cursor) { cursor, key in
            if cursor.bytes(key, are: "algorithm") { return QiitaItemQuickDecoder.once(&algorithm, cursor.string()) }
            if cursor.bytes(key, are: "n") { return QiitaItemQuickDecoder.once(&n, cursor.integer()) }
            if cursor.bytes(key, are: "r") { return QiitaItemQuickDecoder.once(&r, cursor.integer()) }
            if cursor.bytes(key, are: "p") { return QiitaItemQuickDecoder.once(&p, cursor.integer()) }
            if cursor.bytes(key, are: "salt") { return QiitaItemQuickDecoder.once(&salt, cursor.string()) }
            if cursor.bytes(key, are: "hash") { return QiitaItemQuickDecoder.once(&hash, cursor.string()) }
            return cursor.skipValue(depth: 4)
        }
        guard complete, let algorithm, let n, let r, let p, let salt, let hash else { return nil }
        return QuickAccount(id: "", createdAt: "", algorithm: algorithm, n: n, r: r, p: p, salt: salt, hash: hash)
    }
}
