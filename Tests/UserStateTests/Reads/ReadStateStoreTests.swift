@testable import CatalogueImport
import Foundation
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// Read state on a real file: the most recent first, bodies not kept, users apart, the history
/// capped, and two shells marking at once lose nothing.
@Suite struct ReadStateStoreTests {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.file("state/reads.json")
    }

    private func store(limit: Int = ReadStateStore.historyLimit) -> ReadStateStore {
        ReadStateStore(file: ReadStateStore.file(path: path), historyLimit: limit)
    }

    private static let items = ItemFixtures.all
    private static func at(_ seconds: Int) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + Double(seconds)) }

    @Test func readingMovesAnItemToTheFrontAndKeepsNoBody() throws {
        let store = store()
        #expect(try store.markRead(Self.items[0], for: "alice", at: Self.at(1)))
        #expect(try store.markRead(Self.items[1], for: "alice", at: Self.at(2)))
        #expect(try store.markRead(Self.items[0], for: "alice", at: Self.at(3)) == false, "read before")
        let marks = try store.marks(for: "alice")
        #expect(marks.map(\.item.id) == [Self.items[0].id, Self.items[1].id])
        #expect(marks.map(\.readAt) == [Self.at(3), Self.at(2)])
        #expect(marks.allSatisfy { $0.item.body.isEmpty })
        #expect(marks[0].item.title == Self.items[0].title)
        #expect(FileFacts.mode(path) == 0o600)
    }

    /// The store keeps the document it wrote as given (no decode of what it wrote): that is
    /// only right if it reads back equal, whatever the item and however precise the clock.
    @Test func whatTheStoreKeepsIsWhatAnotherShellReads() throws {
        let items = DemoItems.all
        let store = store()
        var random = SeededRandom(seed: 3)
        for number in 0..<120 {
            let item = items[random.next(below: items.count)]
            let instant = Date(
                timeIntervalSince1970: 1_800_000_000 + Double(number) + Double(random.next(below: 1_000)) / 1_000)
            try store.markRead(item, for: number % 3 == 0 ? "bob" : "alice", at: instant)
        }
        #expect(try store.markUnread(itemID: try #require(store.marks(for: "alice").last).item.id, for: "alice"))
        let fresh = ReadStateStore(file: JSONFileStore(path: path))
        for user in ["alice", "bob"] {
            #expect(try store.marks(for: user) == fresh.marks(for: user))
            #expect(
                try store.marks(for: user).allSatisfy {
                    $0.readAt.timeIntervalSince1970.rounded(.down) == $0.readAt.timeIntervalSince1970
                })
        }
    }

    @Test func unreadingAndClearingTouchOneUserOnly() throws {
        let store = store()
        for (offset, item) in Self.items.prefix(3).enumerated() {
            try store.markRead(item, for: "alice", at: Self.at(offset))
            try store.markRead(item, for: "bob", at: Self.at(offset))
        }
        #expect(try store.markUnread(itemID: Self.items[1].id, for: "alice"))
        #expect(try store.markUnread(itemID: Self.items[1].id, for: "alice") == false)
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[2].id, Self.items[0].id])
        #expect(try store.clear(for: "alice") == 2)
        #expect(try store.marks(for: "alice").isEmpty)
        #expect(try store.marks(for: "bob").count == 3)
    }

    @Test func theHistoryKeepsTheMostRecentReads() throws {
        let store = store(limit: 3)
        for (offset, item) in Self.items.prefix(5).enumerated() {
            try store.markRead(item, for: "alice", at: Self.at(offset))
        }
        #expect(try store.marks(for: "alice").map(\.item.id) == Self.items[2..<5].reversed().map(\.id))
    }

    @Test func anotherShellsMarkIsSeenAtOnce() throws {
        let mine = store(), theirs = store()
        #expect(try mine.marks(for: "alice").isEmpty)
        try theirs.markRead(Self.items[4], for: "alice", at: Self.at(1))
        #expect(try mine.marks(for: "alice").map(\.item.id) == [Self.items[4].id], "the kept copy is not stale")
    }

    @Test func twoShellsMarkingAtOnceLoseNothing() async throws {
        let first = store(), second = store()
        let items = (0..<60).map { index in
            var item = Self.items[index % Self.items.count]
            item.id = "item-\(index)"
            return item
        }
        async let a: Void = Task.detached {
            for item in items.prefix(30) { try first.markRead(item, for: "alice", at: Self.at(1)) }
        }.value
        async let b: Void = Task.detached {
            for item in items.suffix(30) { try second.markRead(item, for: "alice", at: Self.at(2)) }
        }.value
        _ = try await (a, b)
        #expect(Set(try store().marks(for: "alice").map(\.item.id)) == Set(items.map(\.id)))
    }
}
