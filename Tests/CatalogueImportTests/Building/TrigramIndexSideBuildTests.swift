@testable import CatalogueImport
@testable import CatalogueStore
import Foundation
@testable import ItemsModel
import SQLiteKit
import TestSupport
import Testing

/// An import builds its trigram index in a side file on another thread and copies it in: the
/// copy must be the index of the catalogue's own text, replaced items included, and whatever
/// goes wrong on the side thread must fail the import like any other write.
@Suite struct TrigramIndexSideBuildTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    /// Enough items for many handoffs, a tenth of them replaced later in the stream by items of
    /// another text (each replacement takes the old text out of the side build).
    private static func items() -> [QiitaItem] {
        let count = TrigramIndexSideBuild.batchSize * 5 + 17
        let originals = (1...count).map { number in
            ItemFixtures.make(100 + number, "記事\(number) Swift入門", "本文\(number)。設定と環境構築の話", "bulk", ["Bulk"], number, 0)
        }
        let replaced = stride(from: 1, through: count, by: 10).map { number in
            ItemFixtures.make(100 + number, "改訂\(number) Rust", "書き直した本文\(number)", "bulk", ["Bulk"], number, 0)
        }
        return originals + replaced
    }

    @Test func theCopiedIndexIsTheIndexOfTheCataloguesText() throws {
        let items = Self.items()
        let store = try ItemStore.built(at: folder.file("items.sqlite"), with: items)
        try DatabaseQueue(path: store.path).write { db in
            // FTS5 reads every row of the content and checks the index holds exactly its trigrams.
            try db.execute(sql: "INSERT INTO item_fts(item_fts, rank) VALUES('integrity-check', 1)")
            try db.execute(sql: "INSERT INTO item_bigram(item_bigram) VALUES('integrity-check')")
            for term in ["記事12", "改訂11", "Swift入門", "書き直した", "環境構築"] {
                let indexed = try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM item_fts WHERE item_fts MATCH ?",
                    arguments: [ItemTextIndex.ftsString(term)])
                let scanned = try Int.fetchOne(
                    db, sql: "SELECT count(*) FROM item_text WHERE title LIKE ? OR body LIKE ?",
                    arguments: ["%\(term)%", "%\(term)%"])
                #expect(indexed == scanned, "\(term)")
                #expect(indexed ?? 0 > 0, "\(term)")
            }
        }
        #expect(try store.count() == TrigramIndexSideBuild.batchSize * 5 + 17)
        #expect(
            try store.search(ItemQueryParser.parse("\"記事11 Swift\""), page: 1, perPage: 10).totalCount == 0,
            "a replaced item's old text is out of the index")
        #expect(try store.search(ItemQueryParser.parse("\"記事12 Swift\""), page: 1, perPage: 10).totalCount == 1)
        #expect(try store.search(ItemQueryParser.parse("\"改訂11 Rust\""), page: 1, perPage: 10).totalCount == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["items.sqlite"],
            "the side file is gone")
    }

    @Test func aFailureOnTheSideThreadIsTheBuildsError() throws {
        // A plain table that refuses one title stands in for a disk that fills up halfway.
        let build = try TrigramIndexSideBuild(
            path: folder.file("side.sqlite"),
            definition: "CREATE TABLE item_fts(item_fts, rank, title, body, CHECK (title != 'refused'))",
            hashSize: 1 << 20
        )
        for number in 1...100 {
            try build.add(rowid: Int64(1_000 + number), title: number == 10 ? "refused" : "title", body: "body")
        }
        #expect {
            try build.finish()
        } throws: { error in
            (error as? DatabaseError)?.message?.contains("CHECK constraint failed") == true
        }
    }

    @Test func aFailureHalfwayStopsTheImportAtItsNextHandoff() throws {
        let build = try TrigramIndexSideBuild(
            path: folder.file("side.sqlite"),
            definition: "CREATE TABLE item_fts(item_fts, rank, title, body, CHECK (title != 'refused'))",
            hashSize: 1 << 20
        )
        // Far more changes than the handoff holds: once the side thread has failed, handing over
        // more must fail too instead of waiting for room that never comes.
        var added = 0
        #expect {
            for number in 1...(TrigramIndexSideBuild.batchSize * (TrigramIndexSideBuild.depth + 2) * 4) {
                try build.add(rowid: Int64(1_000 + number), title: number == 10 ? "refused" : "title", body: "body")
                added += 1
            }
        } throws: { error in
            (error as? DatabaseError)?.message?.contains("CHECK constraint failed") == true
        }
        #expect(added >= TrigramIndexSideBuild.batchSize, "the failure came from the side thread, after a handoff")
    }

    @Test func aSideFileThatCannotBeMadeFailsTheImportAndKeepsThePreviousCatalogue() throws {
        let path = folder.file("items.sqlite")
        _ = try ItemStore.built(at: path, with: ItemFixtures.all, fingerprint: "previous")
        let blocked = path + ItemStoreBuilder.buildingSuffix + ItemStoreBuilder.trigramSideSuffix
        try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
        var stream = ArrayItemStream(Array(ItemFixtures.all.prefix(3)))
        #expect {
            try ItemStoreBuilder.build(replacing: path, from: &stream, fingerprint: "new")
        } throws: { error in
            // The catalogue is named, not the side file.
            guard case let ItemStoreBuilder.Failure.store(.failed(named, .importing, _)) = error else { return false }
            return named == path
        }
        let store = try ItemStore(path: path)
        #expect(try store.sourceFingerprint() == "previous")
        #expect(try store.count() == ItemFixtures.all.count)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == ["items.sqlite", "items.sqlite.importing-trigrams"], "nothing but the blocking folder is left")
    }

    @Test func aStoppedBuildTakesNoMoreChanges() throws {
        let build = try TrigramIndexSideBuild(
            path: folder.file("side.sqlite"),
            definition: "CREATE VIRTUAL TABLE item_fts USING fts5(title, body, tokenize='trigram')",
            hashSize: 1 << 20
        )
        for number in 1...1_000 { try build.add(rowid: Int64(number), title: "title \(number)", body: "body") }
        build.stop()
        build.stop()
        #expect {
            for number in 1_001...(1_000 + TrigramIndexSideBuild.batchSize) {
                try build.add(rowid: Int64(number), title: "title", body: "body")
            }
        } throws: { error in
            (error as? DatabaseError)?.message == "the trigram index build was stopped"
        }
    }

    /// Stopping interrupts SQLite on the side thread: whatever statement that cuts short, the
    /// build's error is that it was stopped, never SQLite's "interrupted" (it once was, under load).
    @Test func aBuildStoppedMidStatementSaysItWasStopped() throws {
        let body = String(repeating: "本文 body text ", count: 400)
        for attempt in 0..<12 {
            let build = try TrigramIndexSideBuild(
                path: folder.file("side-\(attempt).sqlite"),
                definition: "CREATE VIRTUAL TABLE item_fts USING fts5(title, body, tokenize='trigram')",
                hashSize: 1 << 20
            )
            for number in 1...(TrigramIndexSideBuild.batchSize * (2 + attempt % 3)) {
                try build.add(rowid: Int64(number), title: "title \(number)", body: body)
            }
            build.stop()
            #expect {
                try build.add(rowid: 1, title: "title", body: "body")
            } throws: { error in
                (error as? DatabaseError)?.message == "the trigram index build was stopped"
            }
            #expect(throws: DatabaseError.self) { try build.finish() }
        }
    }
}
