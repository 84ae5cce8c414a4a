import FoundationEssentials
import ShellKit
import UserState

/// Login's use cases on real files: accounts with salted scrypt hashes, throttled attempts,
/// and the saved login state.
package struct LoginInteractor: LoginInteractorInterface {
    /// Everything the interactor needs, built by `AppDependencies` (or a test).
    package struct Dependencies: Sendable {
        package var accounts: any AccountsClient
        package var attempts: any LoginAttemptsClient
        package var sessions: any SessionsClient
        package var hasher: PasswordHasher
        package var throttle: LoginThrottlePolicy
        package var clock: ShellClock
        /// Told that a login or registration is starting: the app warms the catalogue up
        /// meanwhile (`ItemCatalogue.warmUpFreshDemo`).
        package var loginStarting: @Sendable () -> Void = {}
    }

    package let dependencies: Dependencies

    package func checkCanRegister(id: String) async throws(LoginError) {
        dependencies.loginStarting()
        if let taken = try storage({ () throws(StorageError) in try dependencies.accounts.takenID(like: id) }) {
            throw .idTaken(taken)
        }
    }

    @discardableResult
    package func register(id: String, password: String) async throws(LoginError) -> Session {
        let hash: PasswordHash
        do { hash = try dependencies.hasher.hash(password) } catch {
            throw .storage(.unwritable(path: "accounts", reason: error.reason))
        }
        let now = dependencies.clock.now()
        let account = Account(id: id, password: hash, createdAt: now)
        if let taken = try storage({ () throws(StorageError) in try dependencies.accounts.add(account) }) {
            throw .idTaken(taken)
        }
        let session = Session(userID: id, loggedInAt: now)
        try storage { () throws(StorageError) in try dependencies.sessions.save(session) }
        return session
    }

    package func checkCanLogIn(id: String) async throws(LoginError) {
        dependencies.loginStarting()
        let record = try storage { () throws(StorageError) in try dependencies.attempts.record(for: id) }
        if let until = dependencies.throttle.lockedUntil(record, at: dependencies.clock.now()) {
            throw .throttled(until: until)
        }
    }

    package func logIn(id: String, password: String) async throws(LoginError) -> Session {
        let now = dependencies.clock.now()
        let record = try storage { () throws(StorageError) in try dependencies.attempts.record(for: id) }
        if let until = dependencies.throttle.lockedUntil(record, at: now) { throw .throttled(until: until) }
        guard try passwordMatches(id: id, password: password) else {
            let failure = dependencies.throttle.recordingFailure(record, at: now)
            try storage { () throws(StorageError) in
                try dependencies.attempts.update(id) { dependencies.throttle.recordingFailure($0, at: now) }
            }
            if let until = dependencies.throttle.lockedUntil(failure, at: now) { throw .lockedOut(until: until) }
            throw .invalidCredentials
        }
        let session = Session(userID: id, loggedInAt: now)
        try storage { () throws(StorageError) in
            if record != nil { try dependencies.attempts.update(id) { _ in nil } }
            try dependencies.sessions.save(session)
        }
        return session
    }

    package func currentSession() async throws(LoginError) -> Session? {
        try storage { () throws(StorageError) in try dependencies.sessions.load() }
    }

    package func logOut() async throws(LoginError) {
        try storage { () throws(StorageError) in try dependencies.sessions.clear() }
    }

    package func knownAccountIDs() -> [String] {
        (try? dependencies.accounts.allIDs()) ?? []
    }

    private func passwordMatches(id: String, password: String) throws(LoginError) -> Bool {
        guard let account = try storage({ () throws(StorageError) in try dependencies.accounts.account(id: id) }) else {
            return dependencies.hasher.verifyUnknownAccount(password)
        }
        do { return try dependencies.hasher.verify(password, against: account.password) } catch { return false }
    }

    private func storage<T>(_ work: () throws(StorageError) -> T) throws(LoginError) -> T {
        do { return try work() } catch { throw .storage(error) }
    }
}
