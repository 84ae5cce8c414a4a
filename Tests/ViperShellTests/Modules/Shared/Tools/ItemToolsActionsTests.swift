import Foundation
import Testing
import TestSupport
@testable import ItemBrowsing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell

/// `code`, `copy` and `export`'s decisions with a view spy and real files.
@MainActor struct ItemToolsActionsTests {
    static let item = QiitaItem(
        id: "0123456789abcdef0123", title: "Go [入門]",
        body: "text\n\n```go:cmd/main.go\npackage main\n```\n\n```\nplain\n```\n",
        url: "https://qiita.com/u/items/0123456789abcdef0123",
        user: QiitaUser(id: "u", name: "U", githubLoginName: nil),
        tags: [QiitaTag(name: "go", versions: [])], likesCount: 1, stocksCount: 2, commentsCount: 0,
        createdAt: "2026-01-01T00:00:00+09:00", updatedAt: "2026-01-02T00:00:00+09:00")

    private func actions() -> (ItemToolsActions, ItemDetailViewSpy) {
        let view = ItemDetailViewSpy()
        return (ItemToolsActions(view: view, interactor: CatalogueInteractorStub(items: [Self.item])), view)
    }

    @Test func codeListsPrintsAndSaysWhichBlockIsMissing() {
        let (tools, view) = actions()
        #expect(tools.code(.list, of: Self.item) == .success)
        #expect(view.tools.codeLists.first?.map(\.fileName) == ["cmd/main.go", nil])
        #expect(tools.code(.block(2), of: Self.item) == .success)
        #expect(view.tools.printed == ["plain\n"])
        #expect(tools.code(.block(3), of: Self.item) == .failed())
        #expect(view.errors == [Message(SharedMessage.codeNoBlock, "3", "2")])
    }

    @Test func copyUsesTheClipboardElsePrintsTheText() {
        let (tools, view) = actions()
        #expect(tools.copy(.markdownLink, of: Self.item) == .success)
        #expect(view.tools.copied == ["[Go [入門\\]](https://qiita.com/u/items/0123456789abcdef0123)"])
        view.tools.clipboardWorks = false
        #expect(tools.copy(.code(1), of: Self.item) == .success)
        #expect(view.tools.printed == ["package main\n"])
    }

    @Test func exportNamesFilesByIDAndRefusesToReplaceWithoutForce() async throws {
        let folder = try TemporaryDirectory()
        let (tools, view) = actions()
        #expect(
            await tools.export([Self.item], options: ExportOptions(format: .md, output: folder.path), many: false)
                == .success)
        let path = folder.file("0123456789abcdef0123.md")
        #expect(FileFacts.text(path) == QiitaCLIMarkdown.document(for: Self.item))
        #expect(
            await tools.export([Self.item], options: ExportOptions(format: .txt, output: path), many: false)
                == .failed())
        #expect(view.errors == [Message(SharedMessage.fileExists, path)])
        #expect(
            await tools.export(
                [Self.item], options: ExportOptions(format: .txt, output: path, force: true), many: false) == .success)
        #expect(FileFacts.text(path) == "TEXT OF 0123456789abcdef0123\n")
        #expect(
            await tools.export(
                [Self.item], options: ExportOptions(format: .html, output: folder.path + "/"), many: true) == .success)
        #expect(FileFacts.text(folder.file("0123456789abcdef0123.html"))?.hasPrefix("<p>0123456789abcdef0123") == true)
        #expect(view.tools.progress.last == .some(nil), "the progress line is cleared")
    }

    @Test func theFrontMatterQuotesWhatYAMLWouldReadOtherwise() {
        #expect(QiitaCLIMarkdown.scalar("Go入門") == "Go入門")
        #expect(QiitaCLIMarkdown.scalar("yes") == "'yes'")
        #expect(QiitaCLIMarkdown.scalar("123") == "'123'")
        #expect(QiitaCLIMarkdown.scalar("a: b") == "'a: b'")
        #expect(QiitaCLIMarkdown.scalar("- dash") == "'- dash'")
        #expect(QiitaCLIMarkdown.scalar("Quote's # x") == "'Quote''s # x'")
        #expect(QiitaCLIMarkdown.scalar("x #y") == "'x #y'")
        #expect(QiitaCLIMarkdown.scalar("tab\there") == "\"tab\\there\"")
        #expect(QiitaCLIMarkdown.document(for: Self.item).hasSuffix("ignorePublish: false\n---\n" + Self.item.body))
    }
}
