@testable import CatalogueImport
import Foundation
@testable import ItemsModel
@testable import ShellKit
import Synchronization
import TestSupport
import Testing

/// How the catalogue imports its sources: a warm-up of the demo on a fresh home, a file whose
/// import fails keeping the previous catalogue, and a file replaced by another shell's import
/// being noticed.
@Suite struct ItemCatalogueImportTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    var cache: String { folder.file("cache") }

    func catalogue(
        progress: any ImportProgress = SilentImportProgress(), shouldStop: @escaping @Sendable () -> Bool = { false }
    ) -> ItemCatalogue {
        ItemCatalogue(
            cacheDirectory: cache, settings: JSONFileStore(path: folder.file("settings.json")), progress: progress,
            shouldStop: shouldStop)
    }

    @Test func theWarmUpImportsTheDemoOnAFreshHomeQuietlyAndSettleWaitsForIt() async throws {
        let progress = CountingProgress()
        let catalogue = catalogue(progress: progress, shouldStop: { true })
        catalogue.warmUpFreshDemo()
        await catalogue.settle()
        #expect(FileManager.default.fileExists(atPath: folder.file("cache/items-demo.sqlite")))
        #expect(try await catalogue.activeStore().store.count() == 1_200)
        #expect(progress.runs == 0, "no progress line over the password prompt, and Ctrl-C left for the prompt")
    }

    @Test func anImportAtFirstUseShowsProgress() async throws {
        let progress = CountingProgress()
        #expect(try await catalogue(progress: progress).activeStore().store.count() == 1_200)
        #expect(progress.runs == 1)
    }

    @Test func theWarmUpLeavesAFileSourceForItsFirstUse() async throws {
        let items = try folder.write(array(itemJSON("a")), to: "items.json")
        _ = try await catalogue().switchSource(to: .file(path: items))
        let fresh = catalogue()
        fresh.warmUpFreshDemo()
        await fresh.settle()
        #expect(!FileManager.default.fileExists(atPath: folder.file("cache/items-demo.sqlite")))
    }

    @Test func aFileThatTurnsOutBadKeepsThePreviousCatalogueOfThatFile() async throws {
        let path = try folder.write(array(itemJSON("a"), itemJSON("b")), to: "items.json")
        let catalogue = catalogue()
        #expect(try await catalogue.switchSource(to: .file(path: path)).store.count() == 2)
        let before = try FileManager.default.contentsOfDirectory(atPath: cache).sorted()
        // The file changes size (and so its fingerprint): the next start re-imports it.
        _ = try folder.write(array(itemJSON("a"), itemJSON("b"), itemJSON("c", ["url": "3"])), to: "items.json")
        await #expect(
            throws: ItemCatalogueError.source(.wrongType(file: path, item: 3, field: "url", expected: .string))
        ) {
            try await self.catalogue().activeStore()
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cache).sorted() == before,
            "nothing of the attempt is left")
        _ = try folder.write(array(itemJSON("a"), itemJSON("b"), itemJSON("c")), to: "items.json")
        #expect(try await self.catalogue().activeStore().store.count() == 3)
    }

    @Test func aCatalogueDeletedUnderAShellKeepsServingWhatItOpened() async throws {
        let path = try folder.write(array(itemJSON("a")), to: "items.json")
        let mine = catalogue()
        _ = try await mine.switchSource(to: .file(path: path))
        for name in try FileManager.default.contentsOfDirectory(atPath: cache) where name.hasSuffix(".sqlite") {
            try FileManager.default.removeItem(atPath: folder.file("cache/\(name)"))
        }
        #expect(try await mine.activeStore().store.count() == 1)
    }

    @Test func anImportByAnotherShellIsNoticedAtTheNextCommand() async throws {
        let path = try folder.write(array(itemJSON("a")), to: "items.json")
        let mine = catalogue()
        let first = try await mine.switchSource(to: .file(path: path))
        #expect(try first.store.count() == 1)
        _ = try folder.write(array(itemJSON("a"), itemJSON("b")), to: "items.json")
        #expect(try await catalogue().activeStore().store.count() == 2, "another shell re-imports the changed file")
        let again = try await mine.activeStore()
        #expect(try again.store.count() == 2, "this shell reopens the new file instead of reading the old one")
    }
}

/// Counts import runs.
private final class CountingProgress: ImportProgress {
    private let started = Mutex(0)
    var runs: Int { started.withLock { $0 } }

    func begin() -> any ImportProgressRun {
        started.withLock { $0 += 1 }
        return SilentImportProgress()
    }
}
