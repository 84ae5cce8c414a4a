import ItemsModel
import Synchronization
import Testing
@testable import DeveloperTools
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Token presenter: form checked before the API is asked, only the last 4 characters shown.
@MainActor struct TokenPresenterTests {
    @Test func aGoodTokenIsCheckedSavedAndShownByItsEnd() async {
        let view = TokenViewSpy(answers: ["good-token-1234"])
        let interactor = TokenInteractorSpy()
        let presenter = TokenPresenter(view: view, interactor: interactor)
        _ = await presenter.handle(.set)
        _ = await presenter.handle(.show)
        #expect(view.infos == [Message(TokenMessage.saved, "qiita_user", "1234")])
        #expect(view.states == [Message(TokenMessage.stored, "1234")])
        #expect(interactor.current == "good-token-1234")
        _ = await presenter.handle(.clear)
        _ = await presenter.handle(.clear)
        #expect(view.infos.suffix(2) == [Message(TokenMessage.cleared), Message(TokenMessage.tokenNone)])
        _ = await presenter.handle(.show)
        #expect(view.states.last == Message(TokenMessage.tokenNone))
        #expect(view.errors.isEmpty)
    }

    @Test(arguments: ["", "has space", "tab\there", String(repeating: "x", count: 257)])
    func aMalformedTokenIsRefusedWithoutAskingTheAPI(token: String) async {
        let view = TokenViewSpy(answers: [token])
        let interactor = TokenInteractorSpy()
        let outcome = await TokenPresenter(view: view, interactor: interactor).handle(.set)
        #expect(view.errors.count == 1)
        #expect(outcome == .failed(.usage))
        #expect(interactor.askedAbout.isEmpty)
        #expect(interactor.current == nil)
    }

    @Test func aRejectedOrCancelledTokenChangesNothing() async {
        let view = TokenViewSpy(answers: ["wrong-token-999", nil])
        let interactor = TokenInteractorSpy()
        let presenter = TokenPresenter(view: view, interactor: interactor)
        _ = await presenter.handle(.set)
        _ = await presenter.handle(.set)
        #expect(view.errors == [Message(QiitaErrorMessage.tokenRejected), Message(TokenMessage.cancelled)])
        #expect(interactor.current == nil)
    }

    @Test func theEnvironmentTokenWinsAndIsShownByItsEndOnly() async {
        let view = TokenViewSpy(answers: ["good-token-1234"])
        let presenter = TokenPresenter(view: view, interactor: TokenInteractorSpy(environmentToken: "env-token-abcd"))
        _ = await presenter.handle(.show)
        _ = await presenter.handle(.set)
        #expect(view.states == [Message(TokenMessage.fromEnvironment, "abcd")])
        #expect(
            view.infos == [Message(TokenMessage.saved, "qiita_user", "1234"), Message(TokenMessage.environmentWins)])
    }
}
