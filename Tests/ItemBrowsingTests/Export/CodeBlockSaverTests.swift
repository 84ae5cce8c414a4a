import Foundation
@testable import ItemBrowsing
@testable import ItemsModel
import Markdown
import TestSupport
import Testing

/// `code --save` against hostile file names, on a real folder: nothing is written outside it,
/// each refusal names its block, existing files are kept without `--force`.
@Suite struct CodeBlockSaverTests {
    private func block(_ number: Int, _ info: String, _ code: String = "x\n") -> ItemCodeBlock {
        ItemCodeBlock(number: number, info: CodeFenceInfo(info), code: code)
    }

    @Test func namedBlocksGoWhereTheyAreNamedAndOthersByNumber() throws {
        let folder = try TemporaryDirectory()
        let target = folder.file("out")
        let outcomes = CodeBlockSaver.save(
            [block(1, "go:cmd/main.go", "package main\n"), block(2, "python"), block(3, "")], into: target, force: false
        )
        #expect(
            outcomes == [
                .written(block: 1, path: target + "/cmd/main.go"), .written(block: 2, path: target + "/block-2.py"),
                .written(block: 3, path: target + "/block-3.txt"),
            ])
        #expect(FileFacts.text(target + "/cmd/main.go") == "package main\n")
    }

    @Test(arguments: ["../x", "/etc/x", "a/../../x", "..", "~/x"])
    func namesThatClimbOutAreRefused(name: String) throws {
        let folder = try TemporaryDirectory()
        let target = folder.file("out")
        let outcomes = CodeBlockSaver.save([block(1, "sh:" + name)], into: target, force: true)
        #expect(outcomes == [.refused(block: 1, .outside(name: name))])
        #expect(!FileFacts.exists(folder.file("x")) && !FileFacts.exists("/etc/x"))
    }

    @Test(arguments: ["a\u{0}b", "a\nb", "a\rb"])
    func namesNoFileCanHaveAreRefused(name: String) throws {
        let folder = try TemporaryDirectory()
        let outcomes = CodeBlockSaver.save(
            [ItemCodeBlock(number: 4, info: CodeFenceInfo("c:x"), code: "")], into: folder.path, force: false)
        #expect(outcomes.count == 1)
        #expect(throws: UserFileError.badName(name: name)) { try CodeBlockSaver.safeName(name) }
    }

    @Test func aSymlinkedFolderIsNotWrittenThrough() throws {
        let folder = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let target = folder.file("out")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: target + "/link", withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: target + "/file.txt", withDestinationPath: outside.file("f"))
        let outcomes = CodeBlockSaver.save(
            [block(1, "sh:link/evil.sh"), block(2, "sh:link/deeper/evil.sh"), block(3, "txt:file.txt")], into: target,
            force: true)
        #expect(
            outcomes == [
                .refused(block: 1, .outside(name: "link/evil.sh")),
                .refused(block: 2, .outside(name: "link/deeper/evil.sh")),
                .refused(block: 3, .outside(name: "file.txt")),
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    @Test func anExistingFileIsKeptWithoutForce() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("mine\n", to: "main.go")
        #expect(
            CodeBlockSaver.save([block(1, "go:main.go", "theirs\n")], into: folder.path, force: false) == [
                .refused(block: 1, .exists(path: folder.path + "/main.go"))
            ])
        #expect(FileFacts.text(folder.file("main.go")) == "mine\n")
        #expect(
            CodeBlockSaver.save([block(1, "go:main.go", "theirs\n")], into: folder.path, force: true) == [
                .written(block: 1, path: folder.path + "/main.go")
            ])
        #expect(FileFacts.text(folder.file("main.go")) == "theirs\n")
    }
}
