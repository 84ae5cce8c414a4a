@testable import ItemsModel
@testable import ShellKit
import Testing
@testable import ViperShell

/// Items' view parses command lines into typed events: queries parsed, sources resolved against
/// the places it was given, usage errors reported before any presenter sees the line.
@MainActor @Suite struct CommandArgumentParserTests {
    let console = CapturingConsole()
    let places = SourcePlaces(workingDirectory: "/work", home: "/home/alice")

    private func event(_ line: String, language: Language = .english) throws -> ItemsViewEvent? {
        let command = try #require(try CommandInvocation.parse(line))
        let screen = Screen(console: console, language: language, colorEnabled: false)
        return CommandArgumentParser(screen: screen, command: command, places: places).itemsEvent(defaultFormat: .table)
    }

    @Test func aSearchCarriesTheParsedQuery() throws {
        #expect(try event("search swift tag:ios --json") == .search(try ItemQueryParser.parse("swift tag:ios"), format: .json()))
        #expect(try event("search") == .search(ItemQuery(clauses: []), format: .table))
    }

    @Test func anInvalidQueryIsAUsageErrorAndNoEvent() throws {
        #expect(try event("search foo:bar") == nil)
        #expect(console.err.hasPrefix("error: unknown qualifier \"foo:\""))
        #expect(try event("search foo:bar", language: .japanese) == nil)
        #expect(console.err.contains("修飾子"))
    }

    @Test(arguments: [
        ("source demo", ItemSourceSpec.demo), ("source qiita", .qiita), ("source /data/a.json", .file(path: "/data/a.json")),
        ("source a.json", .file(path: "/work/a.json")), ("source ~/b.json", .file(path: "/home/alice/b.json")),
        ("source ./qiita", .file(path: "/work/./qiita")),
    ])
    func sourcesResolveAgainstTheGivenPlaces(line: String, expected: ItemSourceSpec) throws {
        #expect(try event(line) == .switchSource(expected))
    }
}
