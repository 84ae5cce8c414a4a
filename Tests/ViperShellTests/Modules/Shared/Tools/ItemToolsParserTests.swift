import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell

/// `code`, `copy` and `export` as Items and ItemDetail read them: one event or one usage error each.
@MainActor @Suite struct ItemToolsParserTests {
    typealias ItemsExpected = Result<ItemsViewEvent, CommandUsageError>
    typealias DetailExpected = Result<ItemDetailViewEvent, CommandUsageError>
    nonisolated static let codeUsage = ItemToolCommands.code.usage
    nonisolated static let copyUsage = ItemToolCommands.copy.usage
    nonisolated static let exportUsage = ItemToolCommands.export.usage

    private func items(_ line: String) throws -> ItemsExpected? {
        let command = try #require(try CommandInvocation.parse(line))
        return ItemsCommandParser(defaultFormat: .table, places: SourcePlaces(workingDirectory: "/w", home: "/h"))
            .event(for: command)
    }

    private func detail(_ line: String) throws -> DetailExpected? {
        let command = try #require(try CommandInvocation.parse(line))
        return ItemDetailCommandParser(defaultFormat: .table).event(for: command)
    }

    @Test(
        arguments: [
            ("code 2", ItemsExpected.success(.code(.row(2), .list))),
            ("code abc123 3", .success(.code(.id("abc123"), .block(3)))),
            ("code 1 --save out --force", .success(.code(.row(1), .save(folder: "out", force: true)))),
            ("code", .failure(.missingArgument(command: "code", usage: codeUsage))),
            ("code 1 2 3", .failure(.tooManyArguments(command: "code", usage: codeUsage))),
            ("code 1 --save", .failure(.missingArgument(command: "code", usage: codeUsage))),
            ("copy 1", .success(.copy(.row(1), .url))),
            ("copy 1 markdown-link", .success(.copy(.row(1), .markdownLink))),
            ("copy 1 code 2", .success(.copy(.row(1), .code(2)))),
            ("copy 1 body", .failure(.badArgument("body", command: "copy", expected: .text(copyUsage)))),
            ("export 3", .success(.export(.row(3), ExportOptions()))),
            (
                "export abc --format html -o out.html --force",
                .success(.export(.id("abc"), ExportOptions(format: .html, output: "out.html", force: true)))
            ),
            (
                "export --query tag:go docker -o dir --format txt",
                .success(
                    .exportQuery(
                        try! ItemQueryParser.parse("tag:go docker"), ExportOptions(format: .txt, output: "dir")))
            ),
            ("export --query tag:go", .failure(.refused(Message(SharedMessage.exportQueryNeedsFolder)))),
            (
                "export 1 --format pdf",
                .failure(
                    .badArgument(
                        "pdf", command: "export", expected: .message(Message(SharedMessage.exportExpectedFormat))))
            ),
        ] as [(String, ItemsExpected)])
    func itemsEvents(line: String, expected: ItemsExpected) throws {
        #expect(try items(line) == expected)
    }

    @Test(
        arguments: [
            ("code", DetailExpected.success(.code(.list))),
            ("code 2", .success(.code(.block(2)))),
            ("code --save src", .success(.code(.save(folder: "src", force: false)))),
            ("copy", .success(.copy(.url))),
            ("copy title", .success(.copy(.title))),
            ("export --format md -o a.md", .success(.export(ExportOptions(format: .md, output: "a.md")))),
            (
                "export --query x -o d",
                .failure(.tooManyArguments(command: "export", usage: ItemToolCommands.detailExport.usage))
            ),
        ] as [(String, DetailExpected)])
    func detailEvents(line: String, expected: DetailExpected) throws {
        #expect(try detail(line) == expected)
    }
}
