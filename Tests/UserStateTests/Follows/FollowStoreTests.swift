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

    @Test func eachSiteKeepsTheAddressItWasFollowedThrough() throws {
        let folder = try TemporaryDirectory()
        let path = folder.file("follows.json")
        let store = FollowStore(file: JSONFileStore(path: path))
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        _ = try store.follow([.tag("swift")], site: "qiita.com", userID: "bob12345", now: now)
        _ = try store.follow(
            [.tag("go"), .user("al")], site: "127.0.0.1:5678", userID: "bob12345", now: now,
            apiURL: "http://127.0.0.1:5678")
        _ = try store.follow([.tag("go")], site: "team.example.com", userID: "carol123", now: now)
        #expect(
            try store.sites(userID: "bob12345") == [
                FollowedSite(site: "127.0.0.1:5678", apiURL: "http://127.0.0.1:5678", feeds: 2),
                FollowedSite(site: "qiita.com", apiURL: nil, feeds: 1),
            ])
        // A sync through a site remembers its address; a site nobody follows on is not recorded.
        try store.remember(apiURL: "https://team.example.com/", of: "team.example.com")
        try store.remember(apiURL: "https://nobody.example.com", of: "nobody.example.com")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.contains("\"api_urls\"") && !written.contains("nobody.example.com"))
        #expect(try store.sites(userID: "carol123").first?.apiURL == "https://team.example.com/")
        // The last feed of a site gone, its address goes too.
        #expect(try store.unfollow(.tag("go"), site: "team.example.com", userID: "carol123"))
        #expect(try FollowStore(file: JSONFileStore(path: path)).file.load()?.apiURLs?["team.example.com"] == nil)
    }

    /// A file written before addresses were recorded still reads.
    @Test func aFileWithoutAddressesReads() throws {
        let folder = try TemporaryDirectory()
        let path = try folder.write(
            #"{"version": 1, "sites": {"team.example.com": {"bob12345": [{"feed": {"tag": {"_0": "go"}}, "#
                + #""since": "2027-01-15T08:00:00Z"}]}}}"#, to: "follows.json")
        let store = FollowStore(file: JSONFileStore(path: path))
        #expect(try store.sites(userID: "bob12345") == [FollowedSite(site: "team.example.com", apiURL: nil, feeds: 1)])
    }

    /// Which site's follows a session reads: the one named, else qiita.com unless the user
    /// follows nothing there and follows feeds on exactly one other site with a known address.
    @Test(
        arguments: [
            (false, [], "qiita.com"),
            (false, [FollowedSite(site: "t.example", apiURL: "https://t.example", feeds: 3)], "t.example"),
            (true, [FollowedSite(site: "t.example", apiURL: "https://t.example", feeds: 3)], "qiita.com"),
            (false, [FollowedSite(site: "t.example", apiURL: nil, feeds: 3)], "qiita.com"),
            (
                false,
                [
                    FollowedSite(site: "qiita.com", apiURL: nil, feeds: 1),
                    FollowedSite(site: "t.example", apiURL: "https://t.example", feeds: 3),
                ], "qiita.com"
            ),
            (
                false,
                [
                    FollowedSite(site: "a.example", apiURL: "https://a.example", feeds: 1),
                    FollowedSite(site: "t.example", apiURL: "https://t.example", feeds: 3),
                ], "qiita.com"
            ),
        ] as [(Bool, [FollowedSite], String)])
    func theSiteOfASession(isNamed: Bool, followed: [FollowedSite], chosen: String) {
        let configured = FollowsSite(site: "qiita.com", apiURL: "https://qiita.com")
        let site = FollowsSite.chosen(configured: configured, isNamed: isNamed, followed: followed)
        #expect(site.site == chosen)
        #expect(site.apiURL == (followed.first { $0.site == chosen }?.apiURL ?? configured.apiURL))
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
