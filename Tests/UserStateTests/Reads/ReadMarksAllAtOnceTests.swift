import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// `read --all`'s one write: every item marked at once, behind marks not yet written included,
/// items read before moved up with their reading position, the history's limit kept.
@Suite struct ReadMarksAllAtOnceTests {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.file("state/reads.json")
    }

    private static let items = ItemFixtures.all
    private static func at(_ seconds: Int) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + Double(seconds)) }

    @Test func everyItemIsMarkedInOrderKeepingPositionsAndTheMarksWaiting() throws {
        let store = ReadStateStore(file: ReadStateStore.file(path: path), writesBehind: .seconds(60))
        #expect(try store.markRead(Self.items[3], for: "alice", at: Self.at(1)))
        let position = ReadingPosition(block: 4, offset: 12, fraction: 0.4, itemUpdatedAt: Self.items[3].updatedAt)
        #expect(try store.setResume(position, itemID: Self.items[3].id, for: "alice"))
        #expect(try store.markRead(Self.items[5], for: "alice", at: Self.at(2)))
        let chosen = [Self.items[0], Self.items[3], Self.items[1], Self.items[0]]
        #expect(try store.markRead(chosen, for: "alice", at: Self.at(3)) == 2)
        let onDisk = try ReadStateStore(file: ReadStateStore.file(path: path)).marks(for: "alice")
        #expect(onDisk.map(\.item.id) == [Self.items[0].id, Self.items[3].id, Self.items[1].id, Self.items[5].id])
        #expect(onDisk[1].resume == position)
        #expect(onDisk.prefix(3).allSatisfy { $0.readAt == Self.at(3) && $0.item.body.isEmpty })
        #expect(try store.markRead([], for: "alice", at: Self.at(4)) == 0)
        #expect(try store.marks(for: "bob").isEmpty)
    }

    @Test func theOldestReadsGoPastTheLimit() throws {
        let store = ReadStateStore(file: ReadStateStore.file(path: path), historyLimit: 3)
        #expect(try store.markRead(Self.items[4], for: "alice", at: Self.at(1)))
        #expect(try store.markRead(Array(Self.items[0..<3]), for: "alice", at: Self.at(2)) == 3)
        #expect(try store.marks(for: "alice").map(\.item.id) == Self.items[0..<3].map(\.id))
    }
}
