import ItemsModel
import Testing
@testable import ShellKit
@testable import ViperShell

/// Feeds' parser: each command line becomes one event or one usage error. The expected values
/// are written out.
@MainActor @Suite struct FeedsCommandParserTests {
    typealias Expected = Result<FeedsViewEvent, CommandUsageError>
    nonisolated static let followUsage = "follow tag:NAME|user:ID…|--from-qiita"
    nonisolated static let syncUsage = "sync [--limit N] [--quiet] [--images]"
    nonisolated static let watchUsage = "watch [MINUTES] [--rounds N]"
    nonisolated static let feed = Message.Argument.message(Message(FeedsMessage.expectedFeed))

    @Test(
        "each command and each error",
        arguments: [
            ("follow tag:swift user:alice", Expected.success(.follow([.tag("swift"), .user("alice")]))),
            ("follow --from-qiita", .success(.followFromQiita)),
            ("follow --from-qiita tag:go", .failure(.tooManyArguments(command: "follow", usage: followUsage))),
            ("follow", .failure(.missingArgument(command: "follow", usage: followUsage))),
            ("follow swift", .failure(.badArgument("swift", command: "follow", expected: feed))),
            (
                "follow tag:C++ tag:.NET tag:C# tag:初心者 tag:Node.js user:a_b-C9",
                .success(
                    .follow([
                        .tag("C++"), .tag(".NET"), .tag("C#"), .tag("初心者"), .tag("Node.js"), .user("a_b-C9"),
                    ]))
            ),
            ("unfollow tag:go", .success(.unfollow([.tag("go")]))),
            ("following", .success(.following(format: .table))),
            ("following --json feed,unread", .success(.following(format: .json(fields: ["feed", "unread"])))),
            ("sync", .success(.sync(limit: 100, quiet: false, images: false))),
            ("sync --limit 20 --quiet", .success(.sync(limit: 20, quiet: true, images: false))),
            ("sync -q", .success(.sync(limit: 100, quiet: true, images: false))),
            ("sync --images", .success(.sync(limit: 100, quiet: false, images: true))),
            ("sync -q --images --limit 5", .success(.sync(limit: 5, quiet: true, images: true))),
            (
                "sync --limit 0",
                .failure(
                    .badArgument("0", command: "sync", expected: .message(Message(FeedsMessage.expectedLimit))))
            ),
            ("sync now", .failure(.badArgument("now", command: "sync", expected: .text(syncUsage)))),
            ("watch", .success(.watch(minutes: 15, rounds: nil))),
            ("watch 30 --rounds 2", .success(.watch(minutes: 30, rounds: 2))),
            (
                "watch 4",
                .failure(
                    .badArgument("4", command: "watch", expected: .message(Message(FeedsMessage.expectedMinutes))))
            ),
            ("watch 5 6", .failure(.badArgument("6", command: "watch", expected: .text(watchUsage)))),
        ] as [(String, Expected)])
    func events(line: String, expected: Expected) throws {
        let command = try #require(try CommandInvocation.parse(line))
        #expect(FeedsCommandParser.event(for: command) == expected)
    }

    /// A feed Qiita could not have is refused in one line naming what is wrong with it.
    @Test(
        "each refused feed",
        arguments: [
            ("follow user:名前", "user:名前", FeedsMessage.userIDCharacter, ["'名'"]),
            ("follow user:a.b", "user:a.b", .userIDCharacter, ["'.'"]),
            ("follow user:a\u{1B}", "user:a\u{1B}", .userIDCharacter, ["U+001B"]),
            ("follow TAG:", "TAG:", .feedNameMissing, ["tag"]),
            ("follow user:", "user:", .feedNameMissing, ["user"]),
            ("follow 'tag:a b'", "tag:a b", .tagNameBlank, []),
            ("follow 'tag:a\u{3000}b'", "tag:a\u{3000}b", .tagNameBlank, []),
            ("follow tag:a\u{200B}b", "tag:a\u{200B}b", .tagNameControl, ["U+200B"]),
            ("follow tag:\u{202E}tfel", "tag:\u{202E}tfel", .tagNameControl, ["U+202E"]),
            ("unfollow tag:a/b", "tag:a/b", .tagNameSlash, []),
            ("follow tag:" + String(repeating: "x", count: 65), "tag:" + String(repeating: "x", count: 65),
             .tagNameTooLong, ["64", "65"]),
            ("follow user:" + String(repeating: "a", count: 70), "user:" + String(repeating: "a", count: 70),
             .userIDTooLong, ["64", "70"]),
        ] as [(String, String, FeedsMessage, [String])])
    func refusedFeeds(line: String, word: String, problem: FeedsMessage, values: [String]) throws {
        let command = try #require(try CommandInvocation.parse(line))
        let expected = CommandUsageError.badArgument(
            word, command: command.name, expected: .message(Message(problem, arguments: values)))
        #expect(FeedsCommandParser.event(for: command) == .failure(expected))
        #expect(expected.message.text(in: .english).split(separator: "\n").count == 1)
    }

    @Test func aNameThatIsNotFeedsIsNotParsed() throws {
        let command = try #require(try CommandInvocation.parse("search swift"))
        #expect(FeedsCommandParser.event(for: command) == nil)
    }
}
