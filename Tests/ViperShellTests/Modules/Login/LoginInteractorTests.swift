@testable import DeveloperTools
import Foundation
@testable import ShellKit
import Synchronization
import TestSupport
import Testing
@testable import UserState
@testable import ViperShell

/// The Login use cases on real files in a temporary home, with real (cheap) scrypt. Time moves
/// by making a new interactor on the same files with a later fixed clock, as a restart would.
@Suite struct LoginInteractorTests {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)
    static let cheap = ScryptPasswordHasher(parameters: .init(n: 16, r: 1, p: 1))
    static let password = "correct horse battery"

    let home: TemporaryDirectory
    let layout: HomeLayout

    init() throws {
        home = try TemporaryDirectory()
        layout = HomeLayout(singleDirectory: home.path)
    }

    /// An interactor on this test's files whose clock reads `start + seconds`.
    func interactor(
        at seconds: TimeInterval = 0, hasher: PasswordHasher = cheap,
        loginStarting: @escaping @Sendable () -> Void = {}
    ) -> LoginInteractor {
        let clock = ShellClock(fixed: Self.start.addingTimeInterval(seconds))
        let now: @Sendable () -> Date = { clock.now() }
        return LoginInteractor(
            dependencies: .init(
                accounts: AccountStore(file: JSONFileStore(path: layout.accountsFile, now: now)),
                attempts: LoginAttemptStore(file: JSONFileStore(path: layout.loginAttemptsFile, now: now)),
                sessions: SessionStore(path: layout.sessionFile, now: now),
                hasher: hasher,
                throttle: .standard,
                clock: clock,
                loginStarting: loginStarting
            ))
    }

    /// The error `work` throws, or nil when it succeeds.
    func failure<T>(_ work: () async throws(LoginError) -> T) async -> LoginError? {
        do {
            _ = try await work()
            return nil
        } catch {
            return error
        }
    }

    func json(_ path: String) throws -> [String: Any] {
        let data = try #require(FileManager.default.contents(atPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func storedAccounts() throws -> [[String: Any]] {
        try #require(try json(layout.accountsFile)["accounts"] as? [[String: Any]])
    }

    func storedHash(of id: String) throws -> [String: Any] {
        let account = try #require(try storedAccounts().first { $0["id"] as? String == id })
        return try #require(account["password"] as? [String: Any])
    }

    // MARK: - Accounts

    @Test func checkingAnIDBeforeThePasswordPromptTellsTheAppALoginIsStarting() async throws {
        let starts = Mutex(0)
        let login = interactor(loginStarting: { starts.withLock { $0 += 1 } })
        try await login.checkCanRegister(id: "alice1234")
        #expect(starts.withLock { $0 } == 1)
        try await login.checkCanLogIn(id: "alice1234")
        #expect(starts.withLock { $0 } == 2)
        _ = try await login.register(id: "alice1234", password: "correct-horse-9")
        #expect(starts.withLock { $0 } == 2, "hashing the password is not a second start")
    }

    @Test func registerThenLogIn() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        let session = try await interactor(at: 5).logIn(id: "alice1234", password: Self.password)
        #expect(session == Session(userID: "alice1234", loggedInAt: Self.start.addingTimeInterval(5)))
        #expect(try await interactor(at: 6).currentSession() == session)
    }

    @Test func wrongPasswordAndUnknownIDFailTheSameWay() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        try await interactor().logOut()
        let wrongPassword = await failure { () async throws(LoginError) in
            try await interactor().logIn(id: "alice1234", password: "not the password")
        }
        let unknownID = await failure { () async throws(LoginError) in
            try await interactor().logIn(id: "nobody999", password: Self.password)
        }
        #expect(wrongPassword == .invalidCredentials)
        #expect(unknownID == .invalidCredentials)
        #expect(try await interactor().currentSession() == nil)
    }

    @Test func theAccountsFileHoldsASaltedScryptHashNotThePassword() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        let bytes = try #require(FileFacts.bytes(layout.accountsFile))
        #expect(!FileFacts.contains(bytes, Self.password))
        #expect(!FileFacts.contains(bytes, "correct horse"))
        #expect(!FileFacts.contains(bytes, Data(Self.password.utf8).base64EncodedString()))

        let document = try json(layout.accountsFile)
        #expect(document["version"] as? Int == 1)
        let hash = try storedHash(of: "alice1234")
        #expect(hash["algorithm"] as? String == "scrypt")
        #expect(hash["n"] as? Int == 16)
        #expect(hash["r"] as? Int == 1)
        #expect(hash["p"] as? Int == 1)
        let saltText = try #require(hash["salt"] as? String)
        let keyText = try #require(hash["hash"] as? String)
        let salt = try #require(Data(base64Encoded: saltText))
        let key = try #require(Data(base64Encoded: keyText))
        #expect(salt.count == ScryptPasswordHasher.saltByteCount)
        #expect(key.count == ScryptPasswordHasher.keyByteCount)
        #expect(Set(salt).count > 1, "the salt is random, not a constant fill")
    }

    @Test func theSamePasswordGetsADifferentSaltAndHashEachTime() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        try await interactor().register(id: "bobby5678", password: Self.password)
        let alice = try storedHash(of: "alice1234"), bob = try storedHash(of: "bobby5678")
        #expect(alice["salt"] as? String != bob["salt"] as? String)
        #expect(alice["hash"] as? String != bob["hash"] as? String)
        _ = try await interactor().logIn(id: "bobby5678", password: Self.password)
    }

    @Test func aTakenIDIsRefusedAndTheFirstAccountKept() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        let before = FileFacts.bytes(layout.accountsFile)
        let error = await failure { () async throws(LoginError) in
            try await interactor().register(id: "alice1234", password: "another password")
        }
        #expect(error == .idTaken("alice1234"))
        #expect(FileFacts.bytes(layout.accountsFile) == before)
        #expect(try storedAccounts().count == 1)
        _ = try await interactor().logIn(id: "alice1234", password: Self.password)
    }

    @Test func anIDThatDiffersOnlyInCaseIsTakenToo() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        let error = await failure { () async throws(LoginError) in
            try await interactor().checkCanRegister(id: "ALICE1234")
        }
        #expect(error == .idTaken("alice1234"))
        let late = await failure { () async throws(LoginError) in
            try await interactor().register(id: "Alice1234", password: Self.password)
        }
        #expect(late == .idTaken("alice1234"))
        #expect(try storedAccounts().count == 1)
        #expect(
            await failure { () async throws(LoginError) in try await interactor().checkCanRegister(id: "bobby5678") }
                == nil)
    }

    @Test func registeringLogsInAtOnce() async throws {
        let session = try await interactor().register(id: "alice1234", password: Self.password)
        #expect(session == Session(userID: "alice1234", loggedInAt: Self.start))
        #expect(try await interactor().currentSession() == session)
    }

    @Test func theFailureThatLocksTheIDSaysSoAndLaterOnesAreRefusedBeforeThePassword() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        for _ in 0..<4 {
            #expect(await logIn(at: 0, password: "wrong password") == .invalidCredentials)
        }
        #expect(await logIn(at: 0, password: "wrong password") == .lockedOut(until: Self.start.addingTimeInterval(30)))
        let early = await failure { () async throws(LoginError) in
            try await interactor(at: 10).checkCanLogIn(id: "alice1234")
        }
        #expect(early == .throttled(until: Self.start.addingTimeInterval(30)))
        #expect(
            await failure { () async throws(LoginError) in try await interactor(at: 30).checkCanLogIn(id: "alice1234") }
                == nil)
    }

    @Test func knownAccountIDsAreSorted() async throws {
        #expect(interactor().knownAccountIDs() == [])
        for id in ["carol0001", "alice1234", "bobby5678"] {
            try await interactor().register(id: id, password: Self.password)
        }
        #expect(interactor().knownAccountIDs() == ["alice1234", "bobby5678", "carol0001"])
    }

    @Test func hashParametersAreReadFromEachAccount() async throws {
        let other = ScryptPasswordHasher(parameters: .init(n: 64, r: 2, p: 2))
        try await interactor(hasher: other).register(id: "alice1234", password: Self.password)
        #expect(try storedHash(of: "alice1234")["n"] as? Int == 64)
        #expect(try storedHash(of: "alice1234")["r"] as? Int == 2)
        #expect(try storedHash(of: "alice1234")["p"] as? Int == 2)
        // A shell configured with other parameters still verifies the account as it was hashed…
        _ = try await interactor(hasher: Self.cheap).logIn(id: "alice1234", password: Self.password)
        // …and still refuses a wrong password for it.
        try await interactor().logOut()
        let wrong = await failure { () async throws(LoginError) in
            try await interactor(hasher: Self.cheap).logIn(id: "alice1234", password: "wrong password")
        }
        #expect(wrong == .invalidCredentials)
        // New accounts get the current parameters.
        try await interactor(hasher: Self.cheap).register(id: "bobby5678", password: Self.password)
        #expect(try storedHash(of: "bobby5678")["n"] as? Int == 16)
    }

    @Test func aCorruptAccountsFileIsReportedAndMovedAside() async throws {
        try home.write("{\"version\": 1, \"accounts\": [", to: "accounts.json")
        let error = await failure { () async throws(LoginError) in
            try await interactor().logIn(id: "alice1234", password: Self.password)
        }
        let moved = layout.accountsFile + ".corrupt-20270115T080000Z"
        #expect(error == .storage(.corrupt(path: layout.accountsFile, movedTo: moved)))
        #expect(FileFacts.text(moved) == "{\"version\": 1, \"accounts\": [")
        #expect(!FileFacts.exists(layout.accountsFile))
    }

    // MARK: - Throttling

    /// Fails `count` logins for `id` at `start + seconds`, each with a wrong password.
    func fail(_ count: Int, _ id: String = "alice1234", at seconds: TimeInterval) async {
        for _ in 0..<count {
            let error = await failure { () async throws(LoginError) in
                try await interactor(at: seconds).logIn(id: id, password: "wrong password")
            }
            switch error {
            case .invalidCredentials, .lockedOut: break
            default: Issue.record("a wrong password failed with \(String(describing: error))")
            }
        }
    }

    func logIn(at seconds: TimeInterval, password: String = LoginInteractorTests.password) async -> LoginError? {
        await failure { () async throws(LoginError) in
            try await interactor(at: seconds).logIn(id: "alice1234", password: password)
        }
    }

    @Test func fiveFailuresLockTheIDForThirtySecondsEvenForTheRightPassword() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        await fail(4, at: 0)
        #expect(await logIn(at: 1) == nil, "four failures do not lock")
        try await interactor().logOut()

        await fail(5, at: 10)
        let locked = LoginError.throttled(until: Self.start.addingTimeInterval(40))
        #expect(await logIn(at: 10) == locked)
        #expect(await logIn(at: 39) == locked)
        #expect(await logIn(at: 25, password: "wrong password") == locked, "attempts while locked are not even checked")
        #expect(try await interactor().currentSession() == nil)
        #expect(await logIn(at: 40) == nil, "the lock ends at its date")
    }

    @Test func eachFailureAfterALockDoublesTheDelay() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        await fail(5, at: 0)
        #expect(await logIn(at: 29) == .throttled(until: Self.start.addingTimeInterval(30)))

        await fail(1, at: 31)
        #expect(await logIn(at: 32) == .throttled(until: Self.start.addingTimeInterval(31 + 60)))

        await fail(1, at: 91)
        #expect(await logIn(at: 92) == .throttled(until: Self.start.addingTimeInterval(91 + 120)))
        #expect(await logIn(at: 211) == nil)
    }

    @Test func aSuccessfulLoginResetsTheCount() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        await fail(5, at: 0)
        #expect(await logIn(at: 30) == nil)
        try await interactor(at: 31).logOut()
        #expect(!(FileFacts.text(layout.loginAttemptsFile) ?? "").contains("alice1234"), "the record is gone")

        // Back to five free attempts, and a first lock of 30 s again.
        await fail(4, at: 40)
        #expect(await logIn(at: 41) == nil)
        try await interactor(at: 42).logOut()
        await fail(5, at: 50)
        #expect(await logIn(at: 51) == .throttled(until: Self.start.addingTimeInterval(80)))
    }

    @Test func throttlingIsPerID() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        try await interactor().register(id: "bobby5678", password: Self.password)
        await fail(5, "bobby5678", at: 0)
        #expect(await logIn(at: 1) == nil)
    }

    @Test func unknownIDsAreThrottledToo() async {
        await fail(5, "nobody999", at: 0)
        let error = await failure { () async throws(LoginError) in
            try await interactor(at: 1).logIn(id: "nobody999", password: "whatever1")
        }
        #expect(error == .throttled(until: Self.start.addingTimeInterval(30)))
    }

    @Test func throttlingSurvivesARestart() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        await fail(5, at: 0)
        let record = try #require(try json(layout.loginAttemptsFile)["alice1234"] as? [String: Any])
        #expect(record["consecutiveFailures"] as? Int == 5)
        #expect(record["lockedUntil"] as? String == "2027-01-15T08:00:30Z")
        // A different interactor, stores and clock, on the same files.
        #expect(await logIn(at: 15) == .throttled(until: Self.start.addingTimeInterval(30)))
        #expect(FileFacts.mode(layout.loginAttemptsFile) == 0o600)
    }

    // MARK: - Session

    @Test func theSessionIsSavedAndClearedOnLogout() async throws {
        try home.write("{\"version\": 1, \"accounts\": []}", to: "accounts.json")
        let hash = try Self.cheap.hash(Self.password)
        _ = try AccountStore(file: JSONFileStore(path: layout.accountsFile)).add(
            Account(id: "alice1234", password: hash, createdAt: Self.start))
        #expect(!FileFacts.exists(layout.sessionFile))
        _ = try await interactor(at: 90).logIn(id: "alice1234", password: Self.password)

        let saved = try json(layout.sessionFile)
        #expect(saved["loggedIn"] as? Bool == true)
        #expect(saved["userID"] as? String == "alice1234")
        #expect(saved["loggedInAt"] as? String == "2027-01-15T08:01:30Z")
        #expect(FileFacts.mode(layout.sessionFile) == 0o600)

        try await interactor(at: 100).logOut()
        let cleared = try json(layout.sessionFile)
        #expect(cleared["loggedIn"] as? Bool == false)
        #expect(cleared["userID"] == nil || cleared["userID"] is NSNull)
        #expect(try await interactor().currentSession() == nil)
    }

    @Test func aFailedLoginDoesNotTouchTheSession() async throws {
        try await interactor().register(id: "alice1234", password: Self.password)
        _ = try await interactor().logIn(id: "alice1234", password: Self.password)
        try await interactor().register(id: "bobby5678", password: Self.password)
        _ = try await interactor().logIn(id: "alice1234", password: Self.password)
        let before = FileFacts.bytes(layout.sessionFile)
        let error = await failure { () async throws(LoginError) in
            try await interactor(at: 5).logIn(id: "bobby5678", password: "wrong password")
        }
        #expect(error == .invalidCredentials)
        #expect(FileFacts.bytes(layout.sessionFile) == before)
    }
}
