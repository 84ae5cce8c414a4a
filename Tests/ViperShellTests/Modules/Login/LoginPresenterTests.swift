import Foundation
import Testing
@testable import DeveloperTools
@testable import UserState
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// The Login presenter with spies around it: validation, use cases, messages and routing.
@MainActor @Suite struct LoginPresenterTests {
    nonisolated static let now = Date(timeIntervalSince1970: 1_800_000_000)
    nonisolated static let alice = Session(userID: "alice1234", loggedInAt: now)

    let view: LoginViewSpy
    let interactor: LoginInteractorSpy
    let wireframe = LoginWireframeSpy()
    let presenter: LoginPresenter

    init() {
        self.init(secrets: [])
    }

    private init(
        secrets: [String?], loggedIn: Session? = nil, configure: (inout LoginInteractorSpy.Answers) -> Void = { _ in }
    ) {
        view = LoginViewSpy(secrets: secrets)
        interactor = LoginInteractorSpy { answers in
            answers.currentSession = .success(loggedIn)
            configure(&answers)
        }
        presenter = LoginPresenter(
            view: view, interactor: interactor, wireframe: wireframe, clock: ShellClock(fixed: Self.now))
    }

    /// A fresh presenter whose view answers the password prompts with `secrets`.
    static func make(
        secrets: [String?] = [], loggedIn: Session? = nil,
        configure: (inout LoginInteractorSpy.Answers) -> Void = { _ in }
    ) -> LoginPresenterTests {
        LoginPresenterTests(secrets: secrets, loggedIn: loggedIn, configure: configure)
    }

    static func error(_ key: any MessageKey, _ arguments: String...) -> LoginViewSpy.ShownError {
        LoginViewSpy.ShownError(message: Message(key, arguments: arguments))
    }

    // MARK: - ID rules

    @Test func aMissingIDIsAUsageErrorNamingTheCommand() async {
        for (event, command) in [(LoginViewEvent.login(id: ""), "login"), (.register(id: ""), "register")] {
            let test = Self.make()
            let outcome = await test.presenter.handle(event)
            #expect(test.view.errors == [Self.error(ShellMessage.commandMissingArgument, command, "\(command) ID")])
            #expect(outcome == .failed(.usage))
            #expect(
                test.view.errors.first?.message.text(in: .english)
                    == "'\(command)' needs an argument: usage: \(command) ID")
            #expect(test.view.secretPrompts.isEmpty)
            #expect(test.interactor.calls.allSatisfy { $0 == .currentSession })
        }
    }

    @Test(
        "an ID that breaks a rule is refused before any password is asked",
        arguments: [
            ("alice12", LoginMessage.idFormat),  // 7: too short
            (String(repeating: "a", count: 33), LoginMessage.idFormat),  // 33: too long
            ("ålice1234", LoginMessage.idFormat),  // non-ASCII letter
            ("アリス12345678", LoginMessage.idFormat),  // Japanese
            ("ａｌｉｃｅ１２３４", LoginMessage.idFormat),  // full-width letters and digits
            ("alice1234５", LoginMessage.idFormat),  // one full-width digit
            ("alice_1234", LoginMessage.idFormat),  // symbol
            ("alice-1234", LoginMessage.idFormat),
            ("alice.1234", LoginMessage.idFormat),
            ("alice 1234", LoginMessage.idFormat),  // space (from a quoted argument)
            ("alice\t1234", LoginMessage.idFormat),
        ])
    func invalidID(id: String, key: any MessageKey) async {
        for event in [LoginViewEvent.login(id: id), .register(id: id)] {
            let test = Self.make()
            _ = await test.presenter.handle(event)
            #expect(test.view.errors == [Self.error(key)], "\(event)")
            #expect(test.view.secretPrompts.isEmpty, "\(event)")
            #expect(test.interactor.useCaseCalls.isEmpty, "\(event)")
            #expect(test.wireframe.destinations.isEmpty, "\(event)")
        }
    }

    @Test(
        "IDs of 8 and of 32 half-width letters and digits are accepted",
        arguments: [
            "alice123", "ALICE123", "12345678", String(repeating: "z", count: 32), "Ab3Cd4Ef5Gh6",
        ])
    func validID(id: String) async {
        let test = Self.make(secrets: ["correct horse"]) {
            $0.logIn = .success(Session(userID: id, loggedInAt: Self.now))
        }
        _ = await test.presenter.handle(.login(id: id))
        #expect(test.view.errors == [])
        #expect(test.interactor.useCaseCalls == [.logIn(id: id, password: "correct horse")])
    }

    // MARK: - Password rules

    @Test(
        "a password that breaks a rule is refused without calling the use case",
        arguments: [
            ("", LoginMessage.passwordRequired),
            ("short12", LoginMessage.passwordLength),  // 7 characters
            (String(repeating: "p", count: 129), LoginMessage.passwordLength),  // 129 characters
            ("pass\tword1", LoginMessage.passwordControl),  // tab
            ("pass\u{1B}word1", LoginMessage.passwordControl),  // escape
            ("password1\u{7F}", LoginMessage.passwordControl),  // delete
            ("pass\u{0}word1", LoginMessage.passwordControl),  // NUL
            ("alice1234", LoginMessage.passwordEqualsID),  // the ID itself
        ])
    func invalidPassword(password: String, key: any MessageKey) async {
        // Login: the one prompt, then the refusal.
        let login = Self.make(secrets: [password])
        _ = await login.presenter.handle(.login(id: "alice1234"))
        #expect(login.view.errors == [Self.error(key)])
        #expect(login.view.secretPrompts == [.password])
        #expect(login.interactor.useCaseCalls.isEmpty)
        #expect(login.wireframe.destinations.isEmpty)

        // Register: refused before the confirmation is even asked for.
        let register = Self.make(secrets: [password])
        _ = await register.presenter.handle(.register(id: "alice1234"))
        #expect(register.view.errors == [Self.error(key)])
        #expect(register.view.secretPrompts == [.password])
        #expect(register.interactor.useCaseCalls.isEmpty)
        #expect(register.view.infos.isEmpty)
    }

    @Test(
        "passwords of 8 and of 128 characters, spaces and Japanese included, are accepted",
        arguments: [
            "12345678", String(repeating: "p", count: 128), "correct horse battery", "パスワード１２３", "ALICE1234",
        ])
    func validPassword(password: String) async {
        let test = Self.make(secrets: [password, password])
        _ = await test.presenter.handle(.register(id: "alice1234"))
        #expect(test.view.errors == [])
        #expect(test.interactor.useCaseCalls == [.register(id: "alice1234", password: password)])
    }

    @Test func registrationWhoseConfirmationDiffersIsRefused() async {
        let test = Self.make(secrets: ["correct horse", "correct h0rse"])
        _ = await test.presenter.handle(.register(id: "alice1234"))
        #expect(test.view.secretPrompts == [.password, .confirmation])
        #expect(test.view.errors == [Self.error(LoginMessage.confirmationMismatch)])
        #expect(test.interactor.useCaseCalls.isEmpty)
        #expect(test.view.infos.isEmpty)
    }

    // MARK: - Messages in both languages

    @Test(
        "validation messages read right in English and Japanese",
        arguments: [
            (
                LoginViewEvent.login(id: "bob"), [String?](), "the ID must be 8-32 half-width letters or digits",
                "IDは半角英数字8〜32文字で入力してください"
            ),
            (
                .register(id: "ａｌｉｃｅ１２３４"), [], "the ID must be 8-32 half-width letters or digits",
                "IDは半角英数字8〜32文字で入力してください"
            ),
            (.login(id: "alice1234"), [""], "enter a password", "パスワードを入力してください"),
            (
                .login(id: "alice1234"), ["short"], "the password must be 8-128 characters",
                "パスワードは8文字以上128文字以下で入力してください"
            ),
            (
                .login(id: "alice1234"), ["bad\u{7}password"], "the password must not contain control characters",
                "パスワードに制御文字は使えません"
            ),
            (
                .login(id: "alice1234"), ["alice1234"], "the password must not be the same as the ID",
                "パスワードにIDと同じ文字列は使えません"
            ),
            (.register(id: "alice1234"), ["password1", "password2"], "the passwords do not match", "パスワードが一致しません"),
            (.login(id: "alice1234"), [nil], "cancelled", "キャンセルしました"),
        ])
    func messagesInBothLanguages(
        event: LoginViewEvent, secrets: [String?], english: String, japanese: String
    ) async throws {
        let test = Self.make(secrets: secrets)
        _ = await test.presenter.handle(event)
        let shown = try #require(test.view.errors.first)
        #expect(test.view.errors.count == 1)
        #expect(shown.message.text(in: .english) == english)
        #expect(shown.message.text(in: .japanese) == japanese)
        #expect(test.interactor.useCaseCalls.isEmpty)
    }

    // MARK: - Success

    @Test func loginSaysWhoAndRoutesToItems() async {
        let test = Self.make(secrets: ["correct horse"]) { $0.logIn = .success(Self.alice) }
        _ = await test.presenter.handle(.login(id: "alice1234"))
        #expect(test.interactor.useCaseCalls == [.logIn(id: "alice1234", password: "correct horse")])
        #expect(test.view.infos == [Message(LoginMessage.loggedIn, "alice1234")])
        #expect(test.view.infos.first?.text(in: .english) == "Logged in as alice1234.")
        #expect(test.view.infos.first?.text(in: .japanese) == "alice1234 としてログインしました。")
        #expect(test.view.sessionStates == [true])
        #expect(test.view.errors.isEmpty)
        #expect(test.wireframe.destinations == [.items(Self.alice)])
    }

    @Test func registrationAsksTwiceRegistersAndLogsInAtOnce() async {
        let test = Self.make(secrets: ["correct horse", "correct horse"])
        _ = await test.presenter.handle(.register(id: "alice1234"))
        #expect(test.view.secretPrompts == [.password, .confirmation])
        #expect(test.interactor.calls.contains(.checkCanRegister(id: "alice1234")))
        #expect(test.interactor.useCaseCalls == [.register(id: "alice1234", password: "correct horse")])
        #expect(test.view.infos == [Message(LoginMessage.registered, "alice1234")])
        #expect(test.view.infos.first?.text(in: .english) == "Registered alice1234.")
        #expect(test.view.errors.isEmpty)
        #expect(test.view.sessionStates == [true])
        #expect(
            test.wireframe.destinations == [
                .items(Session(userID: "alice1234", loggedInAt: Date(timeIntervalSince1970: 1_800_000_000)))
            ])
    }

    @Test func aTakenIDIsRefusedBeforeAnyPasswordIsAsked() async throws {
        let test = Self.make(secrets: []) { $0.checkCanRegister = .failure(.idTaken("ALICE1234")) }
        _ = await test.presenter.handle(.register(id: "alice1234"))
        #expect(test.view.secretPrompts.isEmpty)
        #expect(test.interactor.useCaseCalls.isEmpty)
        let shown = try #require(test.view.errors.first)
        #expect(shown.message.text(in: .english) == "the ID ALICE1234 is already registered: choose another or log in")
    }

    @Test func aLockedOutIDIsRefusedBeforeAnyPasswordIsAsked() async throws {
        let until = Self.now.addingTimeInterval(30)
        let test = Self.make(secrets: []) { $0.checkCanLogIn = .failure(.throttled(until: until)) }
        _ = await test.presenter.handle(.login(id: "alice1234"))
        #expect(test.view.secretPrompts.isEmpty)
        #expect(test.interactor.useCaseCalls.isEmpty)
        let shown = try #require(test.view.errors.first)
        #expect(shown.message.text(in: .english).hasPrefix("too many failed attempts: try again in "))
    }

    @Test func theFailureThatStartsALockoutSaysSo() async throws {
        let until = Self.now.addingTimeInterval(30)
        let test = Self.make(secrets: ["wrong password"]) { $0.logIn = .failure(.lockedOut(until: until)) }
        _ = await test.presenter.handle(.login(id: "alice1234"))
        let shown = try #require(test.view.errors.first)
        #expect(
            shown.message.text(in: .english).hasPrefix("wrong ID or password, too many times in a row: try again in "))
        #expect(shown.message.text(in: .english).contains(ISO8601.localText(until)))
        #expect(shown.message.text(in: .japanese).contains("ロック"))
    }

    @Test func logoutSaysWhoAndRoutesToLogin() async {
        let test = Self.make(loggedIn: Self.alice)
        _ = await test.presenter.handle(.logout)
        #expect(test.interactor.calls == [.currentSession, .logOut])
        #expect(test.view.infos == [Message(LoginMessage.loggedOut, "alice1234")])
        #expect(test.view.sessionStates == [false])
        #expect(test.view.errors.isEmpty)
        #expect(test.wireframe.destinations == [.login])
    }

    @Test func whoamiShowsTheUserIDAlone() async {
        let test = Self.make(loggedIn: Self.alice)
        _ = await test.presenter.handle(.whoami)
        #expect(test.view.userIDs == ["alice1234"])
        #expect(test.view.infos.isEmpty)
        #expect(test.view.errors.isEmpty)
        #expect(test.wireframe.destinations.isEmpty)
    }

    // MARK: - Logged in or out

    @Test func whoamiWhenLoggedOutNeedsALogin() async {
        let test = Self.make()
        let outcome = await test.presenter.handle(.whoami)
        #expect(test.view.userIDs.isEmpty)
        #expect(test.view.errors == [Self.error(LoginMessage.notLoggedIn)])
        #expect(outcome == .failed(.loginRequired))
    }

    @Test func logoutWhenLoggedOutNeedsALoginAndLogsNothingOut() async {
        let test = Self.make()
        let outcome = await test.presenter.handle(.logout)
        #expect(test.view.errors == [Self.error(LoginMessage.notLoggedIn)])
        #expect(outcome == .failed(.loginRequired))
        #expect(!test.interactor.calls.contains(.logOut))
        #expect(test.view.infos.isEmpty)
    }

    @Test(
        "register and login are refused while logged in",
        arguments: [
            LoginViewEvent.register(id: "bob12345"), .login(id: "bob12345"), .login(id: "alice1234"),
        ])
    func refusedWhileLoggedIn(event: LoginViewEvent) async {
        let test = Self.make(loggedIn: Self.alice)
        _ = await test.presenter.handle(event)
        #expect(test.view.errors == [Self.error(LoginMessage.alreadyLoggedIn, "alice1234")])
        #expect(test.view.errors.first?.message.text(in: .english) == "already logged in as alice1234: 'logout' first")
        #expect(test.view.secretPrompts.isEmpty)
        #expect(test.interactor.useCaseCalls.isEmpty)
        #expect(test.wireframe.destinations.isEmpty)
    }

    @Test func refreshTellsTheViewWhetherSomeoneIsLoggedIn() async {
        let loggedIn = Self.make(loggedIn: Self.alice)
        await loggedIn.presenter.refreshSessionState()
        #expect(loggedIn.view.sessionStates == [true])

        let loggedOut = Self.make()
        await loggedOut.presenter.refreshSessionState()
        #expect(loggedOut.view.sessionStates == [false])
    }

    @Test func accountIDSuggestionsAreTheKnownIDsWithThePrefix() {
        let test = Self.make { $0.accountIDs = ["alice1234", "alicia999", "bob12345"] }
        #expect(test.presenter.accountIDSuggestions(prefix: "ali") == ["alice1234", "alicia999"])
        #expect(test.presenter.accountIDSuggestions(prefix: "b") == ["bob12345"])
        #expect(test.presenter.accountIDSuggestions(prefix: "carol") == [])
        #expect(test.presenter.accountIDSuggestions(prefix: "") == ["alice1234", "alicia999", "bob12345"])
    }

    // MARK: - Cancelling

    @Test(
        "a cancelled prompt (Ctrl-C, end of input) says cancelled and calls nothing",
        arguments: [
            (LoginViewEvent.login(id: "alice1234"), [String?.none], [LoginSecretPrompt.password]),
            (.register(id: "alice1234"), [nil], [.password]),
            (.register(id: "alice1234"), ["correct horse", nil], [.password, .confirmation]),
        ])
    func cancelled(event: LoginViewEvent, secrets: [String?], prompts: [LoginSecretPrompt]) async {
        let test = Self.make(secrets: secrets)
        _ = await test.presenter.handle(event)
        #expect(test.view.secretPrompts == prompts)
        #expect(test.view.errors == [Self.error(LoginMessage.cancelled)])
        #expect(test.interactor.useCaseCalls.isEmpty)
        #expect(test.view.infos.isEmpty)
    }
}
