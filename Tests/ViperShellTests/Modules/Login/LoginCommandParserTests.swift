import Testing
@testable import ShellKit
@testable import ViperShell

/// Login's parser: each command line becomes one event, or one usage error. A missing ID is
/// the presenter's to explain (it is "" in the event). The expected values are written out.
@MainActor @Suite struct LoginCommandParserTests {
    typealias Expected = Result<LoginViewEvent, CommandUsageError>

    @Test(
        "each command and each error",
        arguments: [
            ("register alice1234", Expected.success(.register(id: "alice1234"))),
            ("register", .success(.register(id: ""))),
            ("register alice1234 bob", .failure(.tooManyArguments(command: "register", usage: "register ID"))),
            ("login alice1234", .success(.login(id: "alice1234"))),
            ("login   'alice 1234'  ", .success(.login(id: "alice 1234"))),
            ("login ''", .success(.login(id: ""))),
            ("login", .success(.login(id: ""))),
            ("login alice1234 secret", .failure(.tooManyArguments(command: "login", usage: "login ID"))),
            ("whoami", .success(.whoami)),
            ("whoami alice1234", .failure(.tooManyArguments(command: "whoami", usage: "whoami"))),
            ("logout", .success(.logout)),
            ("logout now", .failure(.tooManyArguments(command: "logout", usage: "logout"))),
        ] as [(String, Expected)])
    func events(line: String, expected: Expected) throws {
        let command = try #require(try CommandInvocation.parse(line))
        #expect(LoginCommandParser.event(for: command) == expected)
    }

    @Test func aNameThatIsNoneOfLoginsIsNotParsed() throws {
        let command = try #require(try CommandInvocation.parse("search swift"))
        #expect(LoginCommandParser.event(for: command) == nil)
    }
}
