@testable import DeveloperTools
@testable import ShellHost
@testable import ShellKit
import Synchronization
import TestSupport
@testable import UserState
@testable import ViperShell

/// Records what the Splash presenter shows.
@MainActor final class SplashViewSpy: SplashViewInterface {
    struct Banner: Equatable {
        let name: String
        let version: String
    }

    private(set) var banners: [Banner] = []
    private(set) var notices: [Message] = []

    func showBanner(name: String, version: String) { banners.append(Banner(name: name, version: version)) }
    func showNotice(_ message: Message) { notices.append(message) }
}

/// Returns the configured saved-login answer and counts the look-ups.
final class SplashInteractorSpy: SplashInteractorInterface {
    private let state: Mutex<(answer: Result<SavedLogin, StorageError>, calls: Int)>

    init(_ answer: Result<SavedLogin, StorageError>) {
        state = Mutex((answer, 0))
    }

    /// A saved session (or none), as most tests need.
    convenience init(_ answer: Result<Session?, StorageError>) {
        self.init(answer.map { $0.map(SavedLogin.loggedIn) ?? SavedLogin.none })
    }

    var calls: Int { state.withLock { $0.calls } }

    func savedLogin() async throws(StorageError) -> SavedLogin {
        try state.withLock { state in
            state.calls += 1
            return state.answer
        }.get()
    }
}

/// Records where Splash routes.
@MainActor final class SplashWireframeSpy: SplashWireframeInterface {
    private(set) var destinations: [SplashDestination] = []

    func navigate(to destination: SplashDestination) async -> CommandOutcome {
        destinations.append(destination)
        return .success
    }
}

/// Counts how often the Splash view starts its presenter.
@MainActor final class SplashPresenterSpy: SplashPresenterInterface {
    private(set) var starts = 0
    func start() async -> CommandOutcome {
        starts += 1
        return .success
    }
}
