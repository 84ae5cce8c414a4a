import Foundation
import Testing
@testable import DeveloperTools
@testable import UserState
@testable import ShellKit
@testable import ViperShell
import TestSupport

/// Where the shell starts: Items with a saved login, Login without one or when the saved state
/// could not be used.
@MainActor @Suite struct SplashPresenterTests {
    nonisolated static let alice = Session(userID: "alice1234", loggedInAt: Date(timeIntervalSince1970: 1_800_000_000))

    let view = SplashViewSpy()
    let wireframe = SplashWireframeSpy()

    func start(with answer: Result<Session?, StorageError>) async -> SplashInteractorSpy {
        let interactor = SplashInteractorSpy(answer)
        let presenter = SplashPresenter(view: view, interactor: interactor, wireframe: wireframe)
        _ = await presenter.start()
        return interactor
    }

    @Test func aSavedSessionGoesToItems() async {
        let interactor = await start(with: .success(Self.alice))
        #expect(interactor.calls == 1)
        #expect(wireframe.destinations == [.items(Self.alice)])
        #expect(view.notices.isEmpty)
    }

    @Test func noSavedSessionGoesToLogin() async {
        _ = await start(with: .success(nil))
        #expect(wireframe.destinations == [.login])
        #expect(view.notices.isEmpty)
    }

    @Test func aCorruptStateFileIsNamedThenTheShellStartsLoggedOut() async throws {
        let moved = "/home/alice/.local/state/viper-shell/session.json.corrupt-20270115T080000Z"
        _ = await start(
            with: .failure(.corrupt(path: "/home/alice/.local/state/viper-shell/session.json", movedTo: moved)))
        #expect(view.notices == [Message(SplashMessage.stateCorrupt, moved)])
        let notice = try #require(view.notices.first)
        #expect(
            notice.text(in: .english)
                == "the saved login state was corrupt: moved aside to \(moved); you are logged out")
        #expect(notice.text(in: .japanese).contains(moved))
        #expect(wireframe.destinations == [.login])
    }

    @Test func aLoginWhoseAccountIsGoneIsLoggedOutWithANote() async throws {
        let interactor = SplashInteractorSpy(
            Result<SavedLogin, StorageError>.success(.accountMissing(userID: "ghost9999")))
        let presenter = SplashPresenter(view: view, interactor: interactor, wireframe: wireframe)
        _ = await presenter.start()
        #expect(view.notices == [Message(SplashMessage.accountMissing, "ghost9999")])
        #expect(
            try #require(view.notices.first).text(in: .english)
                == "the saved login names ghost9999, which has no account here: you are logged out")
        #expect(wireframe.destinations == [.login])
    }

    @Test(
        "an unreadable state file is reported with its own message",
        arguments: [
            StorageError.unreadable(path: "/h/session.json", reason: "Permission denied"),
            .unwritable(path: "/h/session.json", reason: "Read-only file system"),
        ])
    func unusableStateFile(error: StorageError) async {
        _ = await start(with: .failure(error))
        #expect(view.notices == [error.message])
        #expect(wireframe.destinations == [.login])
    }

    @Test(
        "the banner names the program and its version, whatever happens next",
        arguments: [
            Result<Session?, StorageError>.success(alice), .success(nil), .failure(.corrupt(path: "/a", movedTo: "/b")),
        ])
    func banner(answer: Result<Session?, StorageError>) async {
        _ = await start(with: answer)
        #expect(view.banners == [SplashViewSpy.Banner(name: "viper-shell", version: ViperShellVersion.current)])
        #expect(!ViperShellVersion.current.isEmpty)
    }
}

/// The Splash view: a banner on a terminal only, notices on standard error.
@MainActor @Suite struct SplashViewTests {
    let console = CapturingConsole()

    @Test func theBannerIsShownOnlyToAPersonAtATerminal() {
        SplashView(screen: Screen(console: console, language: .english, colorEnabled: false), showsBanner: true) { _ in
            SplashPresenterSpy()
        }
        .showBanner(name: "viper-shell", version: "9.8.7")
        #expect(console.out == "viper-shell 9.8.7 — type 'help' for commands, 'quit' to leave\n")

        let quiet = CapturingConsole()
        SplashView(screen: Screen(console: quiet, language: .english, colorEnabled: false), showsBanner: false) { _ in
            SplashPresenterSpy()
        }
        .showBanner(name: "viper-shell", version: "9.8.7")
        #expect(quiet.out.isEmpty)
        #expect(quiet.err.isEmpty)
    }

    @Test func theBannerInJapanese() {
        SplashView(screen: Screen(console: console, language: .japanese, colorEnabled: false), showsBanner: true) { _ in
            SplashPresenterSpy()
        }
        .showBanner(name: "viper-shell", version: "9.8.7")
        #expect(console.out == "viper-shell 9.8.7 — 'help' でコマンド一覧、'quit' で終了\n")
    }

    @Test func noticesGoToStandardError() {
        SplashView(screen: Screen(console: console, language: .english, colorEnabled: false), showsBanner: false) { _ in
            SplashPresenterSpy()
        }
        .showNotice(Message(SplashMessage.stateCorrupt, "/h/session.json.corrupt-x"))
        #expect(console.out.isEmpty)
        #expect(
            console.err
                == "the saved login state was corrupt: moved aside to /h/session.json.corrupt-x; you are logged out\n")
    }

    @Test func splashHasNoCommands() {
        let view = SplashView(
            screen: Screen(console: console, language: .english, colorEnabled: false), showsBanner: false
        ) { _ in SplashPresenterSpy() }
        #expect(view.commands.isEmpty)
        #expect(!view.accepts("login"))
        #expect(view.completions(command: "login", arguments: [], prefix: "") == [])
    }
}
