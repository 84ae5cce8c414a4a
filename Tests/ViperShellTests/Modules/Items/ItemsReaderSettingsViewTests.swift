import ItemsModel
import ShellHost
import ShellKit
import Testing
@testable import ViperShell

/// `set reader` and `set mouse` through Items' view: they change the settings the app shares
/// with the wireframe that opens articles, `set` alone lists them, and completion offers their values.
@MainActor @Suite struct ItemsReaderSettingsViewTests {
    let console = CapturingConsole()
    let settings = ReaderSettings()
    let view: ItemsView

    init() {
        let screen = Screen(console: console, language: .english, colorEnabled: false)
        view = ItemsView(
            screen: screen, defaultFormat: .table, pager: Pager(screen: screen, isAvailable: false, environment: [:]),
            places: SourcePlaces(workingDirectory: "/", home: "/"), readerSettings: settings
        ) { view in
            ItemsPresenter(
                view: view, interactor: CatalogueInteractorStub(items: ItemsPresenterTests.items),
                wireframe: ItemsWireframeSpy(), perPage: 20)
        }
    }

    private func run(_ line: String) async throws -> CommandOutcome {
        await view.run(try #require(try CommandInvocation.parse(line)))
    }

    @Test func theSettingsStartFullScreenWithTheMouse() {
        #expect(settings.kind == .full)
        #expect(settings.reportsMouse)
    }

    @Test func setReaderAndMouseChangeTheSharedSettings() async throws {
        #expect(try await run("set reader pager") == .success)
        #expect(settings.kind == .pager)
        #expect(try await run("set mouse off") == .success)
        #expect(!settings.reportsMouse)
        #expect(try await run("set reader plain") == .success)
        #expect(settings.kind == .plain)
        #expect(console.errLines == ["Reader: pager.", "Mouse: off.", "Reader: plain (printed)."])
        #expect(try await run("set reader less") == .failed(.usage))
        #expect(settings.kind == .plain, "a refused value changes nothing")
    }

    @Test func setAloneListsTheReaderAndTheMouseAfterThePager() async throws {
        #expect(try await run("set reader pager") == .success)
        #expect(try await run("set") == .success)
        let rows = console.outLines.map { $0.split(separator: " ").joined(separator: " ") }
        let pager = try #require(rows.firstIndex(of: "pager on"))
        #expect(Array(rows[pager...].prefix(3)) == ["pager on", "reader pager", "mouse on"])
    }

    @Test func completionOffersTheSettingsAndTheirValues() {
        #expect(view.completions(command: "set", arguments: [], prefix: "re") == ["reader"])
        #expect(view.completions(command: "set", arguments: [], prefix: "m") == ["mouse"])
        #expect(view.completions(command: "set", arguments: ["reader"], prefix: "") == ["full", "pager", "plain"])
        #expect(view.completions(command: "set", arguments: ["reader"], prefix: "p") == ["pager", "plain"])
        #expect(view.completions(command: "set", arguments: ["mouse"], prefix: "o") == ["on", "off"])
    }
}
