import Synchronization
import Testing
@testable import DeveloperTools
@testable import ItemsDomain
@testable import ShellKit
@testable import ViperShell
import TestSupport

@MainActor private final class TokenViewSpy: TokenViewInterface {
    var answers: [String?]
    var infos: [Message] = []
    var errors: [(Message, ShellKit.ExitStatus)] = []
    init(answers: [String?]) { self.answers = answers }
    func askForToken() -> String? { answers.isEmpty ? nil : answers.removeFirst() }
    func showInfo(_ message: Message) { infos.append(message) }
    func showError(_ message: Message, status: ShellKit.ExitStatus) { errors.append((message, status)) }
}

/// A token store in memory and an API that knows one token.
private final class TokenInteractorSpy: TokenInteractorInterface, Sendable {
    let environmentToken: String?
    private let stored = Mutex<String?>(nil)
    private let asked = Mutex<[String]>([])
    init(environmentToken: String? = nil) { self.environmentToken = environmentToken }
    var askedAbout: [String] { asked.withLock { $0 } }
    var current: String? { stored.withLock { $0 } }
    func storedToken() throws(StorageError) -> String? { stored.withLock { $0 } }
    func save(_ token: String) throws(StorageError) { stored.withLock { $0 = token } }
    func clear() throws(StorageError) -> Bool { stored.withLock { value in defer { value = nil }; return value != nil } }
    func owner(of token: String) async throws(QiitaAPIError) -> String {
        asked.withLock { $0.append(token) }
        guard token == "good-token-1234" else { throw .unauthorized(.candidate) }
        return "qiita_user"
    }
}

/// The Token presenter: form checked before the API is asked, only the last 4 characters shown.
@MainActor struct TokenPresenterTests {
    @Test func aGoodTokenIsCheckedSavedAndShownByItsEnd() async {
        let view = TokenViewSpy(answers: ["good-token-1234"])
        let interactor = TokenInteractorSpy()
        let presenter = TokenPresenter(view: view, interactor: interactor)
        await presenter.handle(.set)
        await presenter.handle(.show)
        #expect(view.infos == [Message(.tokenSaved, "qiita_user", "1234"), Message(.tokenStored, "1234")])
        #expect(interactor.current == "good-token-1234")
        await presenter.handle(.clear)
        await presenter.handle(.clear)
        #expect(view.infos.suffix(2) == [Message(.tokenCleared), Message(.tokenNone)])
        #expect(view.errors.isEmpty)
    }

    @Test(arguments: ["", "has space", "tab\there", String(repeating: "x", count: 257)])
    func aMalformedTokenIsRefusedWithoutAskingTheAPI(token: String) async {
        let view = TokenViewSpy(answers: [token])
        let interactor = TokenInteractorSpy()
        await TokenPresenter(view: view, interactor: interactor).handle(.set)
        #expect(view.errors.map(\.1) == [.usage])
        #expect(interactor.askedAbout.isEmpty)
        #expect(interactor.current == nil)
    }

    @Test func aRejectedOrCancelledTokenChangesNothing() async {
        let view = TokenViewSpy(answers: ["wrong-token-999", nil])
        let interactor = TokenInteractorSpy()
        let presenter = TokenPresenter(view: view, interactor: interactor)
        await presenter.handle(.set)
        await presenter.handle(.set)
        #expect(view.errors.map(\.0) == [Message(.tokenRejected), Message(.tokenCancelled)])
        #expect(interactor.current == nil)
    }

    @Test func theEnvironmentTokenWinsAndIsShownByItsEndOnly() async {
        let view = TokenViewSpy(answers: ["good-token-1234"])
        let presenter = TokenPresenter(view: view, interactor: TokenInteractorSpy(environmentToken: "env-token-abcd"))
        await presenter.handle(.show)
        await presenter.handle(.set)
        #expect(view.infos == [Message(.tokenFromEnvironment, "abcd"), Message(.tokenSaved, "qiita_user", "1234"), Message(.tokenEnvironmentWins)])
    }
}
