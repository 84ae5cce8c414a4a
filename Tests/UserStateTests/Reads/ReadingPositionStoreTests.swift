@testable import CatalogueImport
import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// Where the reader stopped, kept on the item's read mark in `reads.json`: per user, kept when the
/// item is read again, gone with the mark, written without reordering the history, and read from
/// files written before it existed.
@Suite struct ReadingPositionStoreTests {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.file("state/reads.json")
    }

    private func store(writesBehind delay: Duration? = nil) -> ReadStateStore {
        ReadStateStore(file: ReadStateStore.file(path: path), writesBehind: delay)
    }

    private static let items = ItemFixtures.all
    private static func at(_ seconds: Int) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + Double(seconds)) }
    private static func position(_ block: Int32, _ fraction: Double = 0.5) -> ReadingPosition {
        ReadingPosition(block: block, offset: 17, fraction: fraction, itemUpdatedAt: "2026-01-02T03:04:05+09:00")
    }

    private func resume(_ store: ReadStateStore, _ index: Int, for user: String = "alice") throws -> ReadingPosition? {
        try store.marks(for: user).first { $0.item.id == Self.items[index].id }?.resume
    }

    @Test func aPositionIsKeptPerUserWithoutReorderingTheHistory() throws {
        let store = store()
        try store.markRead(Self.items[0], for: "alice", at: Self.at(1))
        try store.markRead(Self.items[1], for: "alice", at: Self.at(2))
        try store.markRead(Self.items[0], for: "bob", at: Self.at(3))
        #expect(try store.setResume(Self.position(4), itemID: Self.items[0].id, for: "alice"))
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[1].id, Self.items[0].id])
        #expect(try resume(store, 0) == Self.position(4))
        #expect(try resume(store, 0, for: "bob") == nil)
        let another = ReadStateStore(file: ReadStateStore.file(path: path))
        #expect(try resume(another, 0) == Self.position(4), "on disk, for the next shell")
    }

    @Test func readingAgainKeepsThePositionAndUnreadingDropsIt() throws {
        let store = store()
        try store.markRead(Self.items[0], for: "alice", at: Self.at(1))
        try store.setResume(Self.position(9), itemID: Self.items[0].id, for: "alice")
        try store.markRead(Self.items[0], for: "alice", at: Self.at(5))
        #expect(try resume(store, 0) == Self.position(9))
        #expect(try store.markUnread(itemID: Self.items[0].id, for: "alice"))
        try store.markRead(Self.items[0], for: "alice", at: Self.at(6))
        #expect(try resume(store, 0) == nil, "unread means start again")
    }

    @Test func nilForgetsAndAnUnreadItemHasNoPosition() throws {
        let store = store()
        try store.markRead(Self.items[0], for: "alice", at: Self.at(1))
        try store.setResume(Self.position(2), itemID: Self.items[0].id, for: "alice")
        #expect(try store.setResume(nil, itemID: Self.items[0].id, for: "alice"))
        #expect(try resume(store, 0) == nil)
        #expect(try store.setResume(Self.position(2), itemID: Self.items[1].id, for: "alice") == false)
        #expect(try store.marks(for: "alice").count == 1)
    }

    @Test func aMarkStillWaitingToBeWrittenTakesItsPosition() throws {
        let store = store(writesBehind: .seconds(60))
        try store.markRead(Self.items[2], for: "alice", at: Self.at(1))
        #expect(try store.setResume(Self.position(3), itemID: Self.items[2].id, for: "alice"))
        #expect(try resume(store, 2) == Self.position(3))
        #expect(try resume(ReadStateStore(file: ReadStateStore.file(path: path)), 2) == Self.position(3))
    }

    @Test func aFileWrittenBeforePositionsReadsAsItIs() throws {
        try store().markRead(Self.items[0], for: "alice", at: Self.at(1))
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!written.contains("resume"), "no position, no key: older shells read the file unchanged")
        let store = store()
        try store.setResume(Self.position(1, 0.25), itemID: Self.items[0].id, for: "alice")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let mark = try #require(((object as? [String: Any])?["users"] as? [String: Any])?["alice"] as? [[String: Any]])
        let resume = try #require(mark.first?["resume"] as? [String: Any])
        #expect(Set(resume.keys) == ["block", "offset", "fraction", "updated_at"])
        #expect(resume["fraction"] as? Double == 0.25)
    }

    @Test func aPositionIsAlwaysWritable() {
        #expect(Self.position(0, .nan).fraction == 0)
        #expect(Self.position(0, 7).fraction == 1)
        #expect(Self.position(0, -.infinity).fraction == 0)
    }
}
