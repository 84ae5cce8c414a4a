import Testing
@testable import ShellKit

/// Path helpers used by the stores.
@Suite struct FilePathTests {
    @Test(arguments: [
        ("/a/b/c.json", "/a/b", "c.json"),
        ("/c.json", "/", "c.json"),
        ("c.json", ".", "c.json"),
        ("a/c.json", "a", "c.json"),
    ])
    func parentAndName(path: String, parent: String, name: String) {
        #expect(FilePath.parent(of: path) == parent)
        #expect(FilePath.name(of: path) == name)
    }

    @Test func join() {
        #expect(FilePath.join("/a", "b") == "/a/b")
        #expect(FilePath.join("/a/", "b") == "/a/b")
        #expect(FilePath.join("/", "b") == "/b")
    }
}
