import Testing
@testable import ShellKit
@testable import ViperShell

/// Tags' parser: each command line becomes one event, or one usage error. The expected values
/// are written out.
@MainActor @Suite struct TagsCommandParserTests {
    typealias Expected = Result<TagsViewEvent, CommandUsageError>

    nonisolated static let number = Message.Argument.message(Message(SharedMessage.commandExpectedNumber))

    static func event(_ line: String) throws -> Expected? {
        let command = try #require(try CommandInvocation.parse(line))
        return TagsCommandParser(defaultFormat: .table).event(for: command)
    }

    @Test(
        "each command, each option, each error",
        arguments: [
            ("tags", Expected.success(.show(prefix: "", format: .table))),
            ("tags sw", .success(.show(prefix: "sw", format: .table))),
            ("tags sw --json", .success(.show(prefix: "sw", format: .json()))),
            ("tags --json items_count", .success(.show(prefix: "", format: .json(fields: ["items_count"])))),
            ("tags --json=name", .failure(.unknownJSONField("name", of: .tag))),
            ("tags a b", .failure(.tooManyArguments(command: "tags", usage: "tags [PREFIX] [--json[=FIELDS]]"))),
            ("list", .success(.list(format: .table))),
            ("list --json=id", .success(.list(format: .json(fields: ["id"])))),
            ("list 2", .failure(.tooManyArguments(command: "list", usage: "list [--json[=FIELDS]]"))),
            ("tag 3", .success(.openTag(.row(3)))),
            ("tag swift", .success(.openTag(.name("swift")))),
            ("tag", .failure(.missingArgument(command: "tag", usage: "tag N|NAME"))),
            ("tag a b", .failure(.tooManyArguments(command: "tag", usage: "tag N|NAME"))),
            ("open 2", .success(.openTag(.row(2)))),
            ("open swift", .failure(.badArgument("swift", command: "open", expected: number))),
            ("open", .failure(.missingArgument(command: "open", usage: "open N"))),
            ("page 2", .success(.page(2, format: .table))),
            ("page 2 --json=name", .failure(.unknownJSONField("name", of: .tag))),
            ("page 2 --json id", .success(.page(2, format: .json(fields: ["id"])))),
            ("page --json=items_count 2", .success(.page(2, format: .json(fields: ["items_count"])))),
            ("page", .failure(.missingArgument(command: "page", usage: "page N [--json[=FIELDS]]"))),
            ("page two", .failure(.badArgument("two", command: "page", expected: number))),
            ("next", .success(.nextPage(format: .table))),
            ("next --json", .success(.nextPage(format: .json()))),
            ("next 2", .failure(.tooManyArguments(command: "next", usage: "next [--json[=FIELDS]]"))),
            ("prev", .success(.previousPage(format: .table))),
            ("previous --json=id", .success(.previousPage(format: .json(fields: ["id"])))),
            ("prev 2", .failure(.tooManyArguments(command: "prev", usage: "prev [--json[=FIELDS]]"))),
            ("back", .success(.back)),
            ("back 2", .failure(.tooManyArguments(command: "back", usage: "back"))),
        ] as [(String, Expected)])
    func events(line: String, expected: Expected) throws {
        #expect(try Self.event(line) == expected)
    }

    @Test func aNameThatIsNoneOfTagsIsNotParsed() throws {
        #expect(try Self.event("search swift") == nil)
    }
}
