import ItemsModel
import Testing

/// How feeds are typed: `tag:NAME` and `user:ID`, and what Qiita could not have refused.
@Suite struct FeedTests {
    @Test(arguments: [
        ("tag:swift", Feed.tag("swift")), ("TAG:Swift", .tag("Swift")), ("user:alice_1-x", .user("alice_1-x")),
        ("tag:C#", .tag("C#")), ("tag:機械学習", .tag("機械学習")), ("tag:.NET", .tag(".NET")),
    ])
    func feedsRead(text: String, feed: Feed) {
        #expect(Feed(text) == feed)
        #expect(Feed(feed.text) == feed)
    }

    @Test(arguments: [
        "swift", "tag:", "user:", "tag:a b", "tag:a/b", "user:名前", "user:a.b", "topic:swift", "tag:\u{1B}[31m",
        "tag:" + String(repeating: "x", count: 65),
    ])
    func notFeeds(text: String) {
        #expect(Feed(text) == nil)
    }

    @Test func aTagIsTheSameFeedInAnyCase() {
        #expect(Feed.tag("Swift").key == Feed.tag("swift").key)
        #expect(Feed.user("Alice").key != Feed.user("alice").key)
        #expect(Feed.tag("a)").queryText == "tag:\"a)\"")
    }
}
