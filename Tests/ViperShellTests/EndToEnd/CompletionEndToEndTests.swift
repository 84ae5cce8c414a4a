@testable import CatalogueImport
import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState
@testable import ViperShell

/// Completion of a source or a home: the bash script `--generate-completion-script bash` writes,
/// run by bash itself (`COMP_WORDS` set as bash sets them, then the script's function, whose
/// `COMPREPLY` is what bash would offer), and `source <Tab>` in the shell through the Items
/// view's completion, on real folders.
@Suite struct CompletionEndToEndTests {
    /// A working folder with `data/items.json`, `data/more.json`, `notes.json`, `single/only/x.json`
    /// and a hidden `.secret.json`.
    static func workingFolder() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for path in ["data", "single/only"] {
            try FileManager.default.createDirectory(atPath: folder.file(path), withIntermediateDirectories: true)
        }
        for name in ["data/items.json", "data/more.json", "notes.json", "single/only/x.json", ".secret.json"] {
            try folder.write("[]", to: name)
        }
        return folder
    }

    /// What bash offers for `line` (the cursor at its end) in `folder`, with the built
    /// `viper-shell` first on `PATH` (the script runs it for `--source`).
    static func bashCompletions(_ line: String, in folder: TemporaryDirectory) async throws -> [String] {
        let binary = try ShellProcess.executable()
        let script = try await InstallEndToEndTests.run([binary, "--generate-completion-script", "bash"])
        let path = try folder.write(script.stdout, to: ".viper-shell.bash")
        let driver = """
            source '\(path)'
            line="$1"
            read -r -a COMP_WORDS <<<"$line"
            [[ "$line" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="$line"
            COMP_POINT=${#line}
            COMPREPLY=()
            _viper-shell viper-shell "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let environment = [
            "PATH": URL(fileURLWithPath: binary).deletingLastPathComponent().path + ":/usr/bin:/bin",
            "HOME": folder.path, "LANG": "C",
        ]
        let outcome = try await InstallEndToEndTests.run(
            ["bash", "-c", "cd '\(folder.path)' && " + driver, "driver", line], environment: environment)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
    }

    @Test func bashOffersDemoQiitaAndPathsForSource() async throws {
        let folder = try Self.workingFolder()
        let all = try await Self.bashCompletions("viper-shell --source ", in: folder)
        #expect(Set(all) == ["demo", "qiita", "mirror", "data", "notes.json", "single"], "\(all)")
        #expect(try await Self.bashCompletions("viper-shell --source d", in: folder) == ["demo", "data"])
        #expect(try await Self.bashCompletions("viper-shell --home /tmp --source q", in: folder) == ["qiita"])
        #expect(
            try await Self.bashCompletions("viper-shell --source data/", in: folder) == [
                "data/items.json", "data/more.json",
            ])
    }

    @Test func bashOffersFoldersOnceSlashedForHome() async throws {
        let folder = try Self.workingFolder()
        let binary = try ShellProcess.executable()
        // bash adds the `/` after a folder itself (`-o filenames`): a candidate that has one
        // already showed as `data//`.
        let script = try await InstallEndToEndTests.run([binary, "--generate-completion-script", "bash"])
        #expect(script.stdout.contains("complete -o filenames -F _viper-shell viper-shell"))
        let homes = try await Self.bashCompletions("viper-shell --home ", in: folder)
        #expect(Set(homes) == ["data", "single"], "\(homes)")
        for line in ["viper-shell --home ", "viper-shell --source ", "viper-shell --source s", "viper-shell -f "] {
            let offered = try await Self.bashCompletions(line, in: folder)
            #expect(!offered.isEmpty && offered.allSatisfy { !$0.hasSuffix("/") }, "\(line): \(offered)")
        }
    }

    @MainActor @Test func sourceCompletesPathsInTheShell() throws {
        let folder = try Self.workingFolder()
        let home = try Self.workingFolder()
        let scratch = try TemporaryDirectory()
        let view = Self.itemsView(workingDirectory: folder.path, home: home.path, scratch: scratch)
        func complete(_ prefix: String) -> [String] {
            view.completions(command: "source", arguments: [], prefix: prefix)
        }

        #expect(complete("") == ["demo", "qiita", "mirror", "data/", "notes.json", "single/"])
        #expect(complete("d") == ["demo", "data/"])
        #expect(complete("q") == ["qiita"])
        // A sole folder offers what is inside it, so the line editor stops after its `/` rather
        // than ending the word with a space; folders in a row are gone down at once.
        #expect(complete("da") == ["data/items.json", "data/more.json"])
        #expect(complete("data/m") == ["data/more.json"])
        #expect(complete("si") == ["single/only/x.json"])
        #expect(complete(".s") == [".secret.json"])
        #expect(complete("~/no") == ["~/notes.json"])
        #expect(complete(folder.path + "/no") == [folder.path + "/notes.json"])
        #expect(complete("missing/") == [])
        // Only the first argument is a source.
        #expect(view.completions(command: "source", arguments: ["demo"], prefix: "") == [])
    }

    /// The Items view with the completion source the app gives it, over an empty catalogue.
    @MainActor static func itemsView(workingDirectory: String, home: String, scratch: TemporaryDirectory) -> ItemsView {
        let screen = Screen(console: CapturingConsole(), language: .english, colorEnabled: false)
        let places = SourcePlaces(workingDirectory: workingDirectory, home: home)
        let catalogue = ItemCatalogue(
            cacheDirectory: scratch.file("cache"), settings: JSONFileStore(path: scratch.file("settings.json")))
        let saved = UserSavedSearches(
            store: SavedSearchStore(file: JSONFileStore(path: scratch.file("saved-searches.json"))), userID: "alice1234"
        )
        let source = CatalogueCompletionSource(catalogue: catalogue, savedSearches: saved, places: places)
        let wireframe = ItemsWireframeSpy()
        return ItemsView(
            screen: screen, defaultFormat: .table, pager: Pager(screen: screen, isAvailable: false, environment: [:]),
            places: places,
            completionSource: source
        ) { view in
            ItemsPresenter(
                view: view, interactor: CatalogueInteractorStub(items: []), wireframe: wireframe, perPage: 20)
        }
    }
}
