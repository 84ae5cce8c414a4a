@testable import DeveloperTools
import Foundation
@testable import ShellHost
@testable import ShellKit
import Synchronization
import TestSupport
import Testing
@testable import UserState
@testable import ViperShell

/// Records what the Login presenter shows and answers its password prompts from a queue
/// (nil stands for a cancelled prompt). An unexpected prompt is a test failure.
@MainActor final class LoginViewSpy: LoginViewInterface {
    /// One error shown (the presenter returns the status).
    struct ShownError: Equatable {
        let message: Message
    }

    private var secretAnswers: [String?]
    private(set) var secretPrompts: [LoginSecretPrompt] = []
    private(set) var infos: [Message] = []
    private(set) var errors: [ShownError] = []
    private(set) var userIDs: [String] = []
    private(set) var sessionStates: [Bool] = []

    init(secrets: [String?] = []) {
        secretAnswers = secrets
    }

    /// Answers still queued (a test can check every one was asked for).
    var unusedSecrets: Int { secretAnswers.count }

    func askSecret(_ prompt: LoginSecretPrompt) async -> String? {
        secretPrompts.append(prompt)
        guard !secretAnswers.isEmpty else {
            Issue.record("unexpected secret prompt \(prompt)")
            return nil
        }
        return secretAnswers.removeFirst()
    }

    func showInfo(_ message: Message) { infos.append(message) }
    func showUserID(_ id: String) { userIDs.append(id) }
    func showError(_ message: Message) { errors.append(ShownError(message: message)) }
    func showSessionState(loggedIn: Bool) { sessionStates.append(loggedIn) }
}

/// Records the use cases the presenter calls and returns what the test configured.
final class LoginInteractorSpy: LoginInteractorInterface {
    enum Call: Equatable {
        case checkCanRegister(id: String)
        case checkCanLogIn(id: String)
        case register(id: String, password: String)
        case logIn(id: String, password: String)
        case currentSession
        case logOut
        case knownAccountIDs
    }

    /// What the spy answers; change it with `configure`.
    struct Answers: Sendable {
        var checkCanRegister: Result<Void, LoginError> = .success(())
        var checkCanLogIn: Result<Void, LoginError> = .success(())
        var register: Result<Void, LoginError> = .success(())
        var logIn: Result<Session, LoginError> = .failure(.invalidCredentials)
        var currentSession: Result<Session?, LoginError> = .success(nil)
        var logOut: Result<Void, LoginError> = .success(())
        var accountIDs: [String] = []
    }

    private let state = Mutex<(calls: [Call], answers: Answers)>(([], Answers()))

    init(_ configure: (inout Answers) -> Void = { _ in }) {
        var answers = Answers()
        configure(&answers)
        state.withLock { $0.answers = answers }
    }

    func configure(_ change: (inout Answers) -> Void) {
        state.withLock { change(&$0.answers) }
    }

    var calls: [Call] { state.withLock { $0.calls } }

    /// The calls other than the look-ups every command makes first (`currentSession`, and the
    /// checks `register` and `login` make before asking for a password).
    var useCaseCalls: [Call] {
        calls.filter { call in
            switch call {
            case .currentSession, .knownAccountIDs, .checkCanRegister, .checkCanLogIn: false
            default: true
            }
        }
    }

    private func record<T>(_ call: Call, _ answer: (Answers) -> T) -> T {
        state.withLock { state in
            state.calls.append(call)
            return answer(state.answers)
        }
    }

    func checkCanRegister(id: String) async throws(LoginError) {
        try record(.checkCanRegister(id: id), \.checkCanRegister).get()
    }

    func checkCanLogIn(id: String) async throws(LoginError) {
        try record(.checkCanLogIn(id: id), \.checkCanLogIn).get()
    }

    func register(id: String, password: String) async throws(LoginError) -> Session {
        try record(.register(id: id, password: password), \.register).get()
        return Session(userID: id, loggedInAt: Date(timeIntervalSince1970: 1_800_000_000))
    }

    func logIn(id: String, password: String) async throws(LoginError) -> Session {
        try record(.logIn(id: id, password: password), \.logIn).get()
    }

    func currentSession() async throws(LoginError) -> Session? {
        try record(.currentSession, \.currentSession).get()
    }

    func logOut() async throws(LoginError) {
        try record(.logOut, \.logOut).get()
    }

    func knownAccountIDs() -> [String] {
        record(.knownAccountIDs, \.accountIDs)
    }
}

/// Records where the Login presenter routes.
@MainActor final class LoginWireframeSpy: LoginWireframeInterface {
    private(set) var destinations: [LoginDestination] = []

    func navigate(to destination: LoginDestination) async -> CommandOutcome {
        destinations.append(destination)
        return .success
    }
}

/// Records the events the Login view hands to its presenter.
@MainActor final class LoginPresenterSpy: LoginPresenterInterface {
    private(set) var events: [LoginViewEvent] = []
    private(set) var refreshCount = 0
    private(set) var suggestionPrefixes: [String] = []
    var accountIDs: [String] = []

    func handle(_ event: LoginViewEvent) async -> CommandOutcome {
        events.append(event)
        return .success
    }
    func refreshSessionState() async { refreshCount += 1 }

    func accountIDSuggestions(prefix: String) -> [String] {
        suggestionPrefixes.append(prefix)
        return accountIDs.filter { $0.hasPrefix(prefix) }
    }
}
