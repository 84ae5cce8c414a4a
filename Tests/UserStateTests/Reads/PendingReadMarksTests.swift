import Foundation
@testable import ShellKit
import Synchronization
import TestSupport
import Testing
@testable import UserState

/// Read marks written behind (`ReadStateStore(writesBehind:)`, as the shell opens items): seen
/// at once by the shell that made them, written together on `flush` or after the delay, in
/// order with unmarking and clearing, and never lost to a failed write or to another shell.
@Suite struct ReadMarksWrittenBehindTests {
    let folder: TemporaryDirectory
    let path: String

    init() throws {
        folder = try TemporaryDirectory()
        path = folder.file("state/reads.json")
    }

    /// A store whose marks wait a minute unless flushed (the tests flush).
    private func behind(
        _ delay: Duration = .seconds(60), limit: Int = ReadStateStore.historyLimit, at path: String? = nil
    ) -> ReadStateStore {
        ReadStateStore(file: ReadStateStore.file(path: path ?? self.path), historyLimit: limit, writesBehind: delay)
    }

    /// Another shell: reads the file as it is.
    private func onDisk(at path: String? = nil) throws -> [String] {
        try ReadStateStore(file: ReadStateStore.file(path: path ?? self.path)).marks(for: "alice").map(\.item.id)
    }

    private static let items = ItemFixtures.all
    private static func at(_ seconds: Int) -> Date { Date(timeIntervalSince1970: 1_800_000_000 + Double(seconds)) }

    @Test func aMarkIsSeenAtOnceAndWrittenByAFlush() throws {
        let store = behind()
        #expect(try store.markRead(Self.items[0], for: "alice", at: Self.at(1)))
        #expect(try store.markRead(Self.items[1], for: "alice", at: Self.at(2)))
        #expect(
            try store.markRead(Self.items[0], for: "alice", at: Self.at(3)) == false,
            "read before, though not written yet")
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[0].id, Self.items[1].id])
        #expect(try store.marks(for: "alice").map(\.readAt) == [Self.at(3), Self.at(2)])
        #expect(try onDisk().isEmpty, "nothing written before the flush")
        try store.flush()
        #expect(try onDisk() == [Self.items[0].id, Self.items[1].id])
        #expect(
            try store.marks(for: "alice").map(\.item.id) == [Self.items[0].id, Self.items[1].id], "not laid over twice")
        #expect(FileFacts.mode(path) == 0o600)
    }

    /// The list laid over the file is kept while neither changes: a new mark, or another
    /// shell's write, must show.
    @Test func theListLaidOverTheFileFollowsNewMarksAndOtherShells() throws {
        let other = ReadStateStore(file: ReadStateStore.file(path: path))
        try other.markRead(Self.items[0], for: "alice", at: Self.at(1))
        let store = behind()
        try store.markRead(Self.items[1], for: "alice", at: Self.at(2))
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[1].id, Self.items[0].id])
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[1].id, Self.items[0].id], "asked again")
        try store.markRead(Self.items[2], for: "alice", at: Self.at(3))
        #expect(
            try store.marks(for: "alice").map(\.item.id) == [Self.items[2].id, Self.items[1].id, Self.items[0].id],
            "a new mark")
        try other.markRead(Self.items[3], for: "alice", at: Self.at(4))
        #expect(
            try store.marks(for: "alice").map(\.item.id) == [
                Self.items[2].id, Self.items[1].id, Self.items[3].id, Self.items[0].id,
            ],
            "another shell's mark, under the ones kept here")
        #expect(try store.marks(for: "bob").isEmpty, "another user")
        try store.flush()
        #expect(try onDisk() == [Self.items[2].id, Self.items[1].id, Self.items[3].id, Self.items[0].id])
    }

    /// What the shell hooks to the signals that would end it: called once, as the first mark
    /// waits, with a function that writes the marks kept.
    @Test func theFirstMarkKeptHandsOverAFlush() throws {
        let handed = Mutex<[@Sendable () -> Void]>([])
        let store = ReadStateStore(
            file: ReadStateStore.file(path: path), writesBehind: .seconds(60),
            whenMarksWait: { flush in handed.withLock { $0.append(flush) } })
        #expect(handed.withLock { $0.count } == 0, "nothing at start")
        try store.markRead(Self.items[0], for: "alice", at: Self.at(1))
        try store.markRead(Self.items[1], for: "alice", at: Self.at(2))
        let flushes = handed.withLock { $0 }
        try #require(flushes.count == 1)
        #expect(try onDisk().isEmpty)
        flushes[0]()
        #expect(try onDisk() == [Self.items[1].id, Self.items[0].id])
    }

    @Test func marksAreWrittenWithoutAFlushAfterTheDelay() async throws {
        let store = behind(.milliseconds(20))
        try store.markRead(Self.items[2], for: "alice", at: Self.at(1))
        try store.markRead(Self.items[3], for: "alice", at: Self.at(2))
        // No timing is asserted: the marks must land, however slow the machine.
        let deadline = ContinuousClock.now + .seconds(30)
        while try onDisk().count < 2, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(try onDisk() == [Self.items[3].id, Self.items[2].id])
    }

    @Test func unreadingAndClearingComeAfterTheMarksMadeBeforeThem() throws {
        let store = behind()
        for (offset, item) in Self.items.prefix(3).enumerated() {
            try store.markRead(item, for: "alice", at: Self.at(offset))
        }
        #expect(try store.markUnread(itemID: Self.items[1].id, for: "alice"))
        #expect(
            try onDisk() == [Self.items[2].id, Self.items[0].id],
            "the marks were written first, then the one taken back")
        try store.markRead(Self.items[4], for: "alice", at: Self.at(9))
        #expect(try store.clear(for: "alice") == 3)
        try store.flush()
        #expect(try onDisk().isEmpty)
        #expect(try store.marks(for: "alice").isEmpty)
    }

    @Test func theHistoryLimitHoldsForMarksNotWrittenYet() throws {
        let store = behind(limit: 2)
        for (offset, item) in Self.items.prefix(4).enumerated() {
            try store.markRead(item, for: "alice", at: Self.at(offset))
        }
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[3].id, Self.items[2].id])
        try store.flush()
        #expect(try onDisk() == [Self.items[3].id, Self.items[2].id])
    }

    @Test func twoShellsWritingBehindLoseNothing() async throws {
        let first = behind(.milliseconds(1)), second = behind(.milliseconds(1))
        let items = (0..<60).map { index in
            var item = Self.items[index % Self.items.count]
            item.id = "item-\(index)"
            return item
        }
        async let a: Void = Task.detached {
            for item in items.prefix(30) { try first.markRead(item, for: "alice", at: Self.at(1)) }
            try first.flush()
        }.value
        async let b: Void = Task.detached {
            for item in items.suffix(30) { try second.markRead(item, for: "alice", at: Self.at(2)) }
            try second.flush()
        }.value
        _ = try await (a, b)
        #expect(Set(try onDisk()) == Set(items.map(\.id)))
    }

    @Test func aFailedWriteKeepsTheMarksAndTheNextMarkReportsIt() throws {
        // A folder where the file's lock should be: the file reads, but no change can be made to
        // it, even as root.
        let lock = folder.file("state/.reads.json.lock")
        try FileManager.default.createDirectory(atPath: lock, withIntermediateDirectories: true)
        let store = behind()
        try store.markRead(Self.items[0], for: "alice", at: Self.at(1))
        #expect(throws: StorageError.self) { try store.flush() }
        #expect(try store.marks(for: "alice").map(\.item.id) == [Self.items[0].id], "kept for the next try")
        #expect(throws: StorageError.self, "the next mark tries again and reports the failure") {
            try store.markRead(Self.items[1], for: "alice", at: Self.at(2))
        }
        try FileManager.default.removeItem(atPath: lock)
        try store.markRead(Self.items[1], for: "alice", at: Self.at(2))
        try store.flush()
        #expect(try onDisk() == [Self.items[1].id, Self.items[0].id])
    }
}
