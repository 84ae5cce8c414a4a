import Testing
@testable import ShellKit
@testable import ViperShell

/// ItemDetail's parser: each command line becomes one event, or one usage error. The expected
/// values are written out.
@MainActor @Suite struct ItemDetailCommandParserTests {
    typealias Expected = Result<ItemDetailViewEvent, CommandUsageError>

    nonisolated static let number = Message.Argument.message(Message(SharedMessage.commandExpectedNumber))

    static func event(_ line: String) throws -> Expected? {
        let command = try #require(try CommandInvocation.parse(line))
        return ItemDetailCommandParser(defaultFormat: .table).event(for: command)
    }

    @Test(
        "each command, each option, each error",
        arguments: [
            ("show", Expected.success(.show(format: .table))),
            ("show --json", .success(.show(format: .json()))),
            ("show --json title,url", .success(.show(format: .json(fields: ["title", "url"])))),
            ("show --json=read", .failure(.unknownJSONField("read", of: .item))),
            ("show 2", .failure(.tooManyArguments(command: "show", usage: "show [--json[=FIELDS]]"))),
            ("comments", .success(.comments(format: .table))),
            ("comments --json=id", .success(.comments(format: .json(fields: ["id"])))),
            ("comments --json title", .failure(.unknownJSONField("title", of: .comment))),
            ("comments 2", .failure(.tooManyArguments(command: "comments", usage: "comments [--json[=FIELDS]]"))),
            ("link 2", .success(.openLink(2))),
            ("link", .failure(.missingArgument(command: "link", usage: "link N"))),
            ("link 1 2", .failure(.tooManyArguments(command: "link", usage: "link N"))),
            ("link x", .failure(.badArgument("x", command: "link", expected: number))),
            ("section 3", .success(.section(3))),
            ("section", .failure(.missingArgument(command: "section", usage: "section N"))),
            ("section three", .failure(.badArgument("three", command: "section", expected: number))),
            ("back", .success(.back)),
            ("q", .success(.back)),
            ("back 1", .failure(.tooManyArguments(command: "back", usage: "back"))),
            ("next", .success(.next)),
            ("next 1", .failure(.tooManyArguments(command: "next", usage: "next"))),
            ("prev", .success(.previous)),
            ("previous", .success(.previous)),
            ("stock", .success(.stock)),
            // `stock N` belongs to the listing: refused, not guessed.
            ("stock 3", .failure(.tooManyArguments(command: "stock", usage: "stock"))),
            ("unstock", .success(.unstock)),
            ("later", .success(.later)),
            ("later 3", .failure(.tooManyArguments(command: "later", usage: "later"))),
            ("unstock 3", .failure(.tooManyArguments(command: "unstock", usage: "unstock"))),
            ("links", .success(.links)),
            ("links all", .failure(.tooManyArguments(command: "links", usage: "links"))),
            ("browse", .success(.browse)),
            ("browse 2", .failure(.tooManyArguments(command: "browse", usage: "browse"))),
            ("outline", .success(.outline)),
            ("outline 1", .failure(.tooManyArguments(command: "outline", usage: "outline"))),
            ("read", .success(.markRead)),
            ("read 1", .failure(.tooManyArguments(command: "read", usage: "read"))),
            ("unread", .success(.markUnread)),
            ("unread 1", .failure(.tooManyArguments(command: "unread", usage: "unread"))),
        ] as [(String, Expected)])
    func events(line: String, expected: Expected) throws {
        #expect(try Self.event(line) == expected)
    }

    @Test func aNameThatIsNoneOfItemDetailsIsNotParsed() throws {
        #expect(try Self.event("search swift") == nil)
    }
}
