import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
import Markdown
import TestSupport
import Testing

/// `code --save`'s names: a diff block never takes its source's name, and two blocks naming the
/// same file both get a file of their own, the later one numbered before its extensions; checked
/// on the plan and on real files in a temporary folder.
@Suite struct CodeBlockFileNamesTests {
    private func block(_ number: Int, _ info: String, _ code: String = "x\n") -> ItemCodeBlock {
        ItemCodeBlock(number: number, info: CodeFenceInfo(info), code: code)
    }

    @Test(arguments: [
        ("diff_python:items.py", "items.py.diff"), ("diff:items.py", "items.py.diff"),
        ("diff_ruby:fix.patch", "fix.patch"), ("diff:a.DIFF", "a.DIFF"), ("python:items.py", "items.py"),
        ("items.py", "items.py"), ("diff_python", "block-1.diff"), ("python", "block-1.py"),
    ])
    func aDiffBlockAsksForItsFileNameWithDiffAfterIt(info: String, name: String) {
        #expect(CodeBlockFileNames.askedName(block(1, info)) == name)
    }

    @Test(arguments: [
        ("items.py", "items-2.py"), ("items.py.diff", "items-2.py.diff"), ("src/a.tar.gz", "src/a-2.tar.gz"),
        ("Makefile", "Makefile-2"), (".env", ".env-2"), (".config/app.json", ".config/app-2.json"),
        ("v1.2/run", "v1.2/run-2"),
    ])
    func theNumberGoesBeforeTheExtensions(name: String, numbered: String) {
        #expect(CodeBlockFileNames.numbered(name, 2) == numbered)
    }

    @Test func laterBlocksNamingTheSameFileAreNumberedAndSaySo() throws {
        let blocks = [
            block(1, "python:items.py"), block(2, "diff_python:items.py"), block(3, "python:./items.py"),
            block(4, "python:Items.py"), block(5, "python:items-2.py"), block(6, "diff_python:items.py"),
            block(7, "sh:../x"),
        ]
        let placements = CodeBlockFileNames.place(blocks).map { try? $0.get() }
        #expect(
            placements == [
                CodeBlockFileNames.Placement(block: 1, name: "items.py"),
                CodeBlockFileNames.Placement(block: 2, name: "items.py.diff"),
                // items-2.py is block 5's own name, so block 3 skips it.
                CodeBlockFileNames.Placement(block: 3, name: "items-3.py", askedName: "items.py", sameNameAs: 1),
                CodeBlockFileNames.Placement(block: 4, name: "Items-4.py", askedName: "Items.py", sameNameAs: 1),
                CodeBlockFileNames.Placement(block: 5, name: "items-2.py"),
                CodeBlockFileNames.Placement(
                    block: 6, name: "items-2.py.diff", askedName: "items.py.diff", sameNameAs: 2),
                nil,
            ])
        let names = placements.compactMap { $0?.name.lowercased() }
        #expect(Set(names).count == names.count, "no two blocks share a file")
    }

    @Test func aDiffNoLongerReplacesItsSourceAndNoBlockIsLost() throws {
        let folder = try TemporaryDirectory()
        let target = folder.file("src")
        let source = "def load_items(path: Path) -> list[Item]:\n    ...\n"
        let diff = "-def load_items(path):\n+def load_items(path: Path) -> list[Item]:\n"
        let blocks = [
            block(1, "python:items.py", source), block(2, "diff_python:items.py", diff),
            block(3, "python:items.py", "# again\n"),
        ]
        for force in [false, true] {
            if force {
                try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
                try folder.write("stale\n", to: "src/items.py")
            }
            let outcomes = CodeBlockSaver.save(blocks, into: target, force: force)
            #expect(
                outcomes == [
                    .written(block: 1, path: target + "/items.py"),
                    .written(block: 2, path: target + "/items.py.diff"),
                    .renamed(block: 3, path: target + "/items-2.py", name: "items.py", sameNameAs: 1),
                ])
            #expect(FileFacts.text(target + "/items.py") == source)
            #expect(FileFacts.text(target + "/items.py.diff") == diff)
            #expect(FileFacts.text(target + "/items-2.py") == "# again\n")
            #expect(try folder.contents(of: "src") == ["items-2.py", "items.py", "items.py.diff"])
            // Saving again without --force keeps every file and refuses every block.
            if !force {
                let again = CodeBlockSaver.save(blocks, into: target, force: false)
                #expect(again.allSatisfy { if case .refused(_, .exists) = $0 { true } else { false } })
                try FileManager.default.removeItem(atPath: target)
            }
        }
    }
}
