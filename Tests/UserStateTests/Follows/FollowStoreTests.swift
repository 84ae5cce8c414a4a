import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// Follows on a real file: per user and per site, a tag in any case followed once, private, and
/// a corrupt file moved aside rather than lost.
@Suite struct FollowStoreTests {
    @Test func followingIsPerUserAndPerSite() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("config/follows.json")
        let store = FollowStore(file: JSONFileStore(path: path))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(
            try store.follow([.tag("swift"), .user("alice")], site: "qiita.com", userID: "bob12345", now: now) == [
                .tag("swift"), .user("alice"),
            ])
        #expect(
            try store.follow([.tag("SWIFT"), .tag("go")], site: "qiita.com", userID: "bob12345", now: now) == [
                .tag("go")
            ])
        #expect(
            try store.follow([.tag("swift")], site: "team.qiita.com", userID: "bob12345", now: now) == [.tag("swift")])
        #expect(
            try store.feeds(site: "qiita.com", userID: "bob12345").map(\.feed) == [
                .tag("swift"), .user("alice"), .tag("go"),
            ])
        #expect(try store.feeds(site: "qiita.com", userID: "carol123").isEmpty)
        #expect(try store.feeds(site: "team.qiita.com", userID: "bob12345").map(\.feed) == [.tag("swift")])
        #expect(try store.unfollow(.tag("Swift"), site: "qiita.com", userID: "bob12345"))
        #expect(try store.unfollow(.tag("swift"), site: "qiita.com", userID: "bob12345") == false)
        #expect(
            try FollowStore(file: JSONFileStore(path: path)).feeds(site: "qiita.com", userID: "bob12345").map(\.feed)
                == [.user("alice"), .tag("go")])
        #expect(FileFacts.mode(path) == 0o600)
    }

    @Test func aCorruptFileIsMovedAsideAndReported() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write("{not json", to: "follows.json")
        let board = NoticeBoard()
        let store = FollowStore(file: JSONFileStore(path: path, recovery: board))
        #expect(try store.feeds(site: "qiita.com", userID: "bob12345").isEmpty)
        #expect(board.take().count == 1)
        #expect(try folder.contents().contains { $0.hasPrefix("follows.json.corrupt-") })
    }
}
