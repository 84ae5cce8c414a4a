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

    @Test(arguments: [
        ("swift", FeedTextProblem.notAFeed), ("topic:swift", .notAFeed), ("Tag:", .nameMissing(kind: "tag")),
        ("user:名前", .userIDCharacter("名")), ("user:a b", .userIDCharacter(" ")),
        ("user:" + String(repeating: "a", count: 65), .userIDTooLong(65)), ("tag:a b", .tagBlank),
        ("tag:a\u{3000}b", .tagBlank), ("tag:a\tb", .tagControl("\t")), ("tag:\u{202E}x", .tagControl("\u{202E}")),
        ("tag:\u{85}x", .tagControl("\u{85}")), ("tag:a\\b", .tagSlash),
        ("tag:" + String(repeating: "漢", count: 65), .tagTooLong(65)),
    ])
    func whatIsWrongIsNamed(text: String, problem: FeedTextProblem) {
        #expect(Feed.parse(text) == .failure(problem))
        #expect(Feed(text) == nil)
    }

    @Test func theLongestNameIsTaken() {
        #expect(Feed("tag:" + String(repeating: "漢", count: Feed.longestName)) != nil)
        #expect(Feed("user:" + String(repeating: "a", count: Feed.longestName)) != nil)
    }

    @Test func aTagIsTheSameFeedInAnyCase() {
        #expect(Feed.tag("Swift").key == Feed.tag("swift").key)
        #expect(Feed.user("Alice").key != Feed.user("alice").key)
        #expect(Feed.tag("a)").queryText == "tag:\"a)\"")
    }
}
