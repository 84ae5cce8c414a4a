import Foundation
import ShellKit
import TestSupport
import Testing
@testable import UserState

/// The stored token: saved owner-only, read back, cleared once.
@Suite struct TokenStoreTests {
    let folder: TemporaryDirectory
    let store: TokenStore

    init() throws {
        folder = try TemporaryDirectory()
        store = TokenStore(file: JSONFileStore(path: folder.file("token.json")))
    }

    @Test func aSavedTokenIsReadBackFromAnOwnerOnlyFile() throws {
        #expect(try store.load() == nil)
        try store.save("abc123")
        #expect(try store.load() == "abc123")
        #expect(FileFacts.mode(folder.file("token.json")) == 0o600)
        #expect(FileFacts.text(folder.file("token.json"))?.contains("\"token\"") == true)
    }

    @Test func clearingRemovesTheFileOnce() throws {
        try store.save("abc123")
        #expect(try store.clear())
        #expect(try store.load() == nil)
        #expect(!FileFacts.exists(folder.file("token.json")))
        #expect(try !store.clear())
    }
}
