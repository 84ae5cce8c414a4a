@testable import CatalogueImport
import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// A damaged catalogue is a cache of its source: it is moved aside, the user is told once, and
/// it is rebuilt on the spot — whether the damage shows when the file is opened or only when a
/// search reaches a bad page.
@Suite struct ItemCatalogueHealingTests {
    let folder: TemporaryDirectory
    let notices = NoticeBoard()

    init() throws {
        folder = try TemporaryDirectory()
    }

    var databasePath: String { folder.file("cache/items-demo.sqlite") }

    func catalogue() -> ItemCatalogue {
        ItemCatalogue(
            cacheDirectory: folder.file("cache"), settings: JSONFileStore(path: folder.file("settings.json")),
            notices: notices, now: { Date(timeIntervalSince1970: 1_800_000_000) })
    }

    func loader(_ catalogue: ItemCatalogue) -> ItemListingLoader {
        ItemListingLoader(
            catalogue: catalogue, stocks: StockStore(file: JSONFileStore(path: folder.file("stocks.json"))),
            reads: ReadStateStore(file: ReadStateStore.file(path: folder.file("reads.json"))), userID: "alice1234")
    }

    /// Builds the demo catalogue once, as a first start would.
    func importDemo() async throws {
        let count = try await catalogue().activeStore().store.count()
        try #require(count == 1_200)
        #expect(notices.take().isEmpty)
    }

    func expectHealed(keeping original: [UInt8]) async throws {
        let healed = try await catalogue().activeStore()
        #expect(try healed.store.count() == 1_200, "rebuilt from the source")
        let said = notices.take()
        #expect(said.count == 1)
        #expect(said.first?.key.id == ImportMessage.catalogueHealed.id)
        let moved = databasePath + ".corrupt-20270115T080000Z"
        #expect(FileFacts.bytes(moved) == original, "the damaged file is kept as it was")
        #expect(said.first?.text(in: .english).contains(moved) == true)
    }

    @Test func aFileThatIsNotADatabaseIsMovedAsideAndRebuilt() async throws {
        try FileManager.default.createDirectory(atPath: folder.file("cache"), withIntermediateDirectories: true)
        let garbage =
            Array("this is not a database, it is a shopping list\n".utf8) + Array(repeating: 0x41, count: 8192)
        try Data(garbage).write(to: URL(fileURLWithPath: databasePath))
        try await expectHealed(keeping: garbage)
    }

    @Test func aCatalogueCutShortIsMovedAsideAndRebuilt() async throws {
        try await importDemo()
        let cut = Array(try #require(FileFacts.bytes(databasePath)).prefix(12_288))
        try Data(cut).write(to: URL(fileURLWithPath: databasePath))
        try await expectHealed(keeping: cut)
    }

    @Test func aCatalogueFromANewerVersionIsMovedAsideAndRebuilt() async throws {
        try await importDemo()
        try changeBehindTheShellsBack(["INSERT INTO grdb_migrations VALUES('v999-from-the-future')"])
        try await expectHealed(keeping: try #require(FileFacts.bytes(databasePath)))
    }

    @Test func aBadPageFoundBySearchingIsHealedAndTheSearchAnswered() async throws {
        try await importDemo()
        var bytes = try #require(FileFacts.bytes(databasePath))
        // Garbage over the middle of the file: the header and schema stay readable, so the
        // damage only shows when a search reads the index.
        let range = (bytes.count * 3 / 10)..<(bytes.count * 8 / 10)
        for index in range { bytes[index] = UInt8(truncatingIfNeeded: index &* 31 &+ 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: databasePath))

        let fresh = catalogue()
        let page = try await loader(fresh).page(.search(try ItemQueryParser.parse("swift")), page: 1, perPage: 20)
        #expect(page.totalCount > 0)
        let said = notices.take()
        #expect(said.map(\.key.id) == [ImportMessage.catalogueHealed.id])
        #expect(FileFacts.exists(databasePath + ".corrupt-20270115T080000Z"))
    }

    @Test func aLockedOrMissingFolderIsNotDamage() async throws {
        try "x".write(toFile: folder.file("cache"), atomically: true, encoding: .utf8)
        await #expect(throws: ItemCatalogueError.self) { _ = try await catalogue().activeStore() }
        #expect(notices.take().isEmpty, "nothing was moved aside")
    }

    /// Runs SQL statements on the catalogue file with another SQLite client (Python's), as a
    /// user or another program might.
    func changeBehindTheShellsBack(_ statements: [String]) throws {
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        sqlite.arguments =
            [
                "python3", "-c",
                "import sqlite3,sys\nc=sqlite3.connect(sys.argv[1])\nfor s in sys.argv[2:]: c.execute(s)\nc.commit()",
                databasePath,
            ] + statements
        try sqlite.run()
        sqlite.waitUntilExit()
        try #require(sqlite.terminationStatus == 0)
    }

    /// Writes `bytes` at `offset` of the catalogue file.
    func overwrite(_ bytes: [UInt8], at offset: Int) throws {
        var contents = try #require(FileFacts.bytes(databasePath))
        contents.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        try Data(contents).write(to: URL(fileURLWithPath: databasePath))
    }

    @Test(arguments: [
        (1 as UInt8, "an old schema format, which reads descending indexes backwards and no error says so"),
        (0x14, "a format SQLite does not know (\"unsupported file format\")"),
    ])
    func aHeaderWithAnotherSchemaFormatIsMovedAsideAndRebuilt(format: UInt8, why: String) async throws {
        try await importDemo()
        try overwrite([format], at: 47)
        try await expectHealed(keeping: try #require(FileFacts.bytes(databasePath)))
    }

    @Test func aRowThatDoesNotReadBackIsHealedAndTheSearchAnswered() async throws {
        try await importDemo()
        try changeBehindTheShellsBack([
            "UPDATE item SET tags_json='[{garbage' WHERE rowid % 2 = 0",
            "UPDATE item SET likes_count='many' WHERE rowid % 2 = 1",
        ])
        let page = try await loader(catalogue()).page(.search(try ItemQueryParser.parse("swift")), page: 1, perPage: 20)
        #expect(page.totalCount > 0 && page.items.allSatisfy { !$0.tags.isEmpty })
        #expect(notices.take().map(\.key.id) == [ImportMessage.catalogueHealed.id])
    }

    @Test func aSecondHealWithinTheSameSecondKeepsTheFirstDamagedFile() async throws {
        try await importDemo()
        try overwrite(Array(repeating: 0x41, count: 100), at: 0)
        let first = try #require(FileFacts.bytes(databasePath))
        _ = try await catalogue().activeStore()
        try overwrite(Array(repeating: 0x42, count: 100), at: 0)
        let second = try #require(FileFacts.bytes(databasePath))
        _ = try await catalogue().activeStore()
        #expect(FileFacts.bytes(databasePath + ".corrupt-20270115T080000Z") == first)
        #expect(FileFacts.bytes(databasePath + ".corrupt-20270115T080000Z-2") == second)
        #expect(notices.take().count == 2)
    }

    @Test func aHealOfACatalogueAnotherCommandAlreadyHealedDoesNothing() async throws {
        try await importDemo()
        let catalogue = catalogue()
        let before = try await catalogue.activeStore().store
        try await catalogue.healActive(reason: "damaged", ifStill: before)
        let healed = try await catalogue.activeStore().store
        #expect(healed !== before)
        try await catalogue.healActive(reason: "damaged again", ifStill: before)
        #expect(try await catalogue.activeStore().store === healed, "the rebuilt catalogue is left alone")
        #expect(notices.take().count == 1)
    }
}
