import Foundation
@testable import ItemsModel
@testable import ShellKit
import Testing
import TestSupport
@testable import UserState

/// `outbox.json`: numbers given in order and never reused, entries recorded and removed under the
/// file's lock, a publish of a file replacing the one Qiita has not taken.
@Suite struct OutboxStoreTests {
    let folder: TemporaryDirectory
    let store: OutboxStore

    init() throws {
        folder = try TemporaryDirectory()
        store = OutboxStore(file: JSONFileStore(path: folder.file("state/outbox.json")))
    }

    private func draft(_ file: String, id: String? = nil, body: String = "Body") -> ArticleDraft {
        ArticleDraft(file: file, title: "T", body: body, tags: ["swift"], id: id)
    }

    @Test func numbersFollowTheQueueAndAreNeverReused() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000)
        let first = try store.queue(.stock(itemID: "a", title: "A"), for: "alice", at: date)
        let second = try store.queue(.unstock(itemID: "a", title: "A"), for: "alice", at: date)
        #expect(first.number == 1 && second.number == 2)
        #expect(try store.remove(number: 2, for: "alice")?.action == .unstock(itemID: "a", title: "A"))
        #expect(try store.remove(number: 2, for: "alice") == nil)
        #expect(try store.queue(.stock(itemID: "b", title: "B"), for: "alice", at: date).number == 3)
        // Each user has a queue of their own.
        #expect(try store.queue(.stock(itemID: "c", title: "C"), for: "bob", at: date).number == 1)
        #expect(try store.entries(for: "alice").map(\.number) == [1, 3])
        // The file is private to the user and reads back the same.
        #expect(FileFacts.mode(folder.file("state/outbox.json")) == 0o600)
        let reread = OutboxStore(file: JSONFileStore(path: folder.file("state/outbox.json")))
        #expect(try reread.entries(for: "alice") == store.entries(for: "alice"))
    }

    @Test func whatIsKnownOfASendingIsRecorded() throws {
        // Times are kept to the second (as every state file keeps them).
        var entry = try store.queue(
            .comment(itemID: "a", title: "A", body: "Hi"), for: "alice", at: Date(timeIntervalSince1970: 1_700_000_000))
        entry.sentAt = Date(timeIntervalSince1970: 1_700_000_100)
        entry.result = "c1"
        #expect(try store.record(entry, for: "alice"))
        #expect(try store.entries(for: "alice") == [entry])
        _ = try store.remove(number: entry.number, for: "alice")
        #expect(try !store.record(entry, for: "alice"), "an entry no longer queued is not brought back")
        #expect(try store.entries(for: "alice").isEmpty)
    }

    @Test func aPublishReplacesTheSameFilesEntryUnlessACreateMayHaveReachedQiita() throws {
        let now = Date()
        _ = try store.queue(.publish(draft("/a.md", body: "one")), for: "alice", at: now)
        _ = try store.queue(.stock(itemID: "x", title: "X"), for: "alice", at: now)
        _ = try store.queue(.publish(draft("/a.md", body: "two")), for: "alice", at: now)
        var actions = try store.entries(for: "alice").map(\.action)
        #expect(actions == [.stock(itemID: "x", title: "X"), .publish(draft("/a.md", body: "two"))])

        // A create sent without an answer stays: the next send looks on Qiita for it first.
        var sent = try #require(try store.entries(for: "alice").last)
        sent.sentAt = now
        try store.record(sent, for: "alice")
        _ = try store.queue(.publish(draft("/a.md", body: "three")), for: "alice", at: now)
        actions = try store.entries(for: "alice").map(\.action)
        #expect(actions.count == 3)

        // An update, or a held one, is replaced even after it went out.
        var held = try #require(try store.entries(for: "alice").last)
        held.refusal = "changed on Qiita"
        held.sentAt = now
        try store.record(held, for: "alice")
        _ = try store.queue(.publish(draft("/a.md", body: "four")), for: "alice", at: now)
        #expect(try store.entries(for: "alice").filter { $0.refusal != nil }.isEmpty)
        _ = try store.queue(.publish(draft("/b.md", id: "i1")), for: "alice", at: now)
        var update = try #require(try store.entries(for: "alice").last)
        update.sentAt = now
        try store.record(update, for: "alice")
        _ = try store.queue(.publish(draft("/b.md", id: "i1", body: "newer")), for: "alice", at: now)
        #expect(try store.entries(for: "alice").filter { $0.action.itemID == "i1" }.count == 1)
    }
}
