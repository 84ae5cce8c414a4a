@testable import DeveloperTools
import Foundation
@testable import ShellKit
import TestSupport
import Testing
@testable import ViperShell

/// Login's presenter when a use case fails: each failure maps to its message, nothing routes.
extension LoginPresenterTests {
    // MARK: - Use-case errors

    nonisolated static let corrupt = StorageError.corrupt(
        path: "/h/accounts.json", movedTo: "/h/accounts.json.corrupt-20270115T080000Z")

    @Test(
        "login failures map to their message; nothing routes",
        arguments: [
            (LoginError.invalidCredentials, Message(LoginMessage.invalidCredentials)),
            (
                .throttled(until: now.addingTimeInterval(30)),
                Message(LoginMessage.throttled, "30", ISO8601.localText(now.addingTimeInterval(30)))
            ),
            (
                .throttled(until: now.addingTimeInterval(59.2)),
                Message(LoginMessage.throttled, "60", ISO8601.localText(now.addingTimeInterval(59.2)))
            ),
            (
                .throttled(until: now.addingTimeInterval(0.1)),
                Message(LoginMessage.throttled, "1", ISO8601.localText(now.addingTimeInterval(0.1)))
            ),
            (
                .storage(corrupt),
                Message(ShellMessage.storageCorrupt, "/h/accounts.json", "/h/accounts.json.corrupt-20270115T080000Z")
            ),
            (
                .storage(.unwritable(path: "/h/session.json", reason: "Read-only file system")),
                Message(
                    ShellMessage.storageUnwritable,
                    parts: [.text("/h/session.json"), .systemReason("Read-only file system")])
            ),
        ])
    func loginFailure(error: LoginError, message: Message) async {
        let test = Self.make(secrets: ["correct horse"]) { $0.logIn = .failure(error) }
        let outcome = await test.presenter.handle(.login(id: "alice1234"))
        #expect(test.interactor.useCaseCalls == [.logIn(id: "alice1234", password: "correct horse")])
        #expect(test.view.errors == [LoginViewSpy.ShownError(message: message)])
        #expect(outcome == .failed(.failure))
        #expect(test.view.infos.isEmpty)
        #expect(test.view.sessionStates.isEmpty)
        #expect(test.wireframe.destinations.isEmpty)
    }

    @Test func throttledMessageReadsRightInBothLanguages() async throws {
        let test = Self.make(secrets: ["correct horse"]) {
            $0.logIn = .failure(.throttled(until: Self.now.addingTimeInterval(30)))
        }
        _ = await test.presenter.handle(.login(id: "alice1234"))
        let shown = try #require(test.view.errors.first)
        let local = ISO8601.localText(Self.now.addingTimeInterval(30))
        #expect(shown.message.text(in: .english) == "too many failed attempts: try again in 30 s (after \(local))")
        #expect(shown.message.text(in: .japanese) == "失敗が続いたためロックしています: 30秒後(\(local) 以降)に再試行してください")
    }

    @Test func timesAreShownInTheLocalTimeZone() {
        let date = Self.now.addingTimeInterval(30)
        #expect(ISO8601.localText(date, in: .fixed(secondsFromGMT: 32_400)) == "2027-01-15 17:00:30 +09:00")
        #expect(ISO8601.localText(date, in: .utc) == "2027-01-15 08:00:30 +00:00")
    }

    @Test func wrongCredentialsMessageDoesNotSayWhichWasWrong() async throws {
        let test = Self.make(secrets: ["correct horse"]) { $0.logIn = .failure(.invalidCredentials) }
        _ = await test.presenter.handle(.login(id: "alice1234"))
        let shown = try #require(test.view.errors.first)
        #expect(shown.message.text(in: .english) == "wrong ID or password")
        #expect(shown.message.text(in: .japanese) == "IDまたはパスワードが違います")
    }

    @Test(
        "registration failures map to their message",
        arguments: [
            (LoginError.idTaken("alice1234"), Message(LoginMessage.idTaken, "alice1234")),
            (
                .storage(corrupt),
                Message(ShellMessage.storageCorrupt, "/h/accounts.json", "/h/accounts.json.corrupt-20270115T080000Z")
            ),
        ])
    func registrationFailure(error: LoginError, message: Message) async {
        let test = Self.make(secrets: ["correct horse", "correct horse"]) { $0.register = .failure(error) }
        let outcome = await test.presenter.handle(.register(id: "alice1234"))
        #expect(test.view.errors == [LoginViewSpy.ShownError(message: message)])
        #expect(outcome == .failed(.failure))
        #expect(test.view.infos.isEmpty)
        #expect(test.wireframe.destinations.isEmpty)
    }

    @Test func idTakenNamesTheID() async throws {
        let test = Self.make(secrets: ["correct horse", "correct horse"]) {
            $0.register = .failure(.idTaken("alice1234"))
        }
        _ = await test.presenter.handle(.register(id: "alice1234"))
        let shown = try #require(test.view.errors.first)
        #expect(shown.message.text(in: .english) == "the ID alice1234 is already registered: choose another or log in")
        #expect(shown.message.text(in: .japanese) == "ID alice1234 はすでに登録されています。別のIDにするかログインしてください")
    }

    @Test(
        "an unreadable session file is reported, not taken as logged out",
        arguments: [
            LoginViewEvent.whoami, .logout, .login(id: "alice1234"), .register(id: "alice1234"),
        ])
    func sessionStorageFailure(event: LoginViewEvent) async {
        let test = Self.make { $0.currentSession = .failure(.storage(Self.corrupt)) }
        let outcome = await test.presenter.handle(event)
        #expect(test.view.errors == [LoginViewSpy.ShownError(message: Self.corrupt.message)])
        #expect(outcome == .failed(.failure))
        #expect(test.view.secretPrompts.isEmpty)
        #expect(test.interactor.useCaseCalls.isEmpty)
        #expect(test.wireframe.destinations.isEmpty)
    }

    @Test func failedLogoutStaysLoggedIn() async {
        let problem = StorageError.unwritable(path: "/h/session.json", reason: "No space left on device")
        let test = Self.make(loggedIn: Self.alice) { $0.logOut = .failure(.storage(problem)) }
        let outcome = await test.presenter.handle(.logout)
        #expect(test.view.errors == [LoginViewSpy.ShownError(message: problem.message)])
        #expect(outcome == .failed(.failure))
        #expect(test.view.infos.isEmpty)
        #expect(test.view.sessionStates.isEmpty)
        #expect(test.wireframe.destinations.isEmpty)
    }

    @Test func thePresenterDoesNotKeepItsViewAlive() async {
        var view: LoginViewSpy? = LoginViewSpy()
        weak let weakView = view
        let presenter = LoginPresenter(
            view: view!, interactor: LoginInteractorSpy(), wireframe: wireframe, clock: ShellClock(fixed: Self.now))
        view = nil
        #expect(weakView == nil)
        _ = await presenter.handle(.whoami)  // talks to nobody, and does not crash
        #expect(presenter.view == nil)
    }
}
