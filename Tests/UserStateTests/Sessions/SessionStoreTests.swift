import Foundation
import Testing
import ShellKit
@testable import UserState
import TestSupport

/// The session file as the login state is saved and cleared.
@Suite struct SessionStoreTests {
    let folder: TemporaryDirectory

    init() throws {
        folder = try TemporaryDirectory()
    }

    @Test func aSessionRoundTrips() throws {
        let store = SessionStore(path: folder.file("session.json"), now: { Date() })
        #expect(try store.load() == nil)
        let session = Session(userID: "alice1234", loggedInAt: Date(timeIntervalSince1970: 1_800_000_000))
        try store.save(session)
        #expect(try store.load() == session)
        try store.clear()
        #expect(try store.load() == nil)
        #expect(FileFacts.exists(folder.file("session.json")), "the file stays, saying logged out")
    }

    @Test(
        "a state that is not a complete login loads as logged out",
        arguments: [
            "{\"loggedIn\": false, \"userID\": \"alice1234\", \"loggedInAt\": \"2027-01-15T08:00:00Z\"}",
            "{\"loggedIn\": true, \"loggedInAt\": \"2027-01-15T08:00:00Z\"}",
            "{\"loggedIn\": true, \"userID\": \"alice1234\"}",
        ])
    func incompleteStates(text: String) throws {
        try folder.write(text, to: "session.json")
        #expect(try SessionStore(path: folder.file("session.json"), now: { Date() }).load() == nil)
    }
}
