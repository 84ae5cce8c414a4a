import Testing
@testable import ShellKit
@testable import ViperShell

/// Token's parser: `token set|show|clear` becomes one event, anything else one usage error.
/// The expected values are written out.
@MainActor @Suite struct TokenCommandParserTests {
    typealias Expected = Result<TokenViewEvent, CommandUsageError>

    @Test(
        "each subcommand and each error",
        arguments: [
            ("token set", Expected.success(.set)),
            ("token show", .success(.show)),
            ("token clear", .success(.clear)),
            ("token", .failure(.missingArgument(command: "token", usage: "token set|show|clear"))),
            ("token set now", .failure(.tooManyArguments(command: "token", usage: "token set|show|clear"))),
            (
                "token delete",
                .failure(.badArgument("delete", command: "token", expected: .text("token set|show|clear")))
            ),
            ("token SET", .failure(.badArgument("SET", command: "token", expected: .text("token set|show|clear")))),
        ] as [(String, Expected)])
    func events(line: String, expected: Expected) throws {
        let command = try #require(try CommandInvocation.parse(line))
        #expect(TokenCommandParser.event(for: command) == expected)
    }

    @Test func aBadSubcommandReadsAsBefore() throws {
        let command = try #require(try CommandInvocation.parse("token delete"))
        guard case .failure(let error)? = TokenCommandParser.event(for: command) else {
            Issue.record("parsed")
            return
        }
        #expect(error.message.text(in: .english) == "bad argument 'delete' for 'token': token set|show|clear")
    }

    @Test func aNameThatIsNotTokenIsNotParsed() throws {
        let command = try #require(try CommandInvocation.parse("whoami"))
        #expect(TokenCommandParser.event(for: command) == nil)
    }
}
