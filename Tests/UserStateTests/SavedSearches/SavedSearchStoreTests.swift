import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import UserState

/// Saved searches on a real file: per user, replaced by name in place (any case), removed,
/// private, and names checked.
@Suite struct SavedSearchStoreTests {
    @Test func savingReplacingAndRemoving() throws {
        let folder = try TemporaryDirectory()
        let store = SavedSearchStore(file: JSONFileStore(path: folder.file("config/saved-searches.json")))
        let daily = SavedSearch(name: "daily", query: "tag:swift is:unread", order: .newest)
        #expect(try store.save(daily, for: "alice") == false)
        #expect(
            try store.save(SavedSearch(name: "top", query: "docker", order: ItemOrder(.likes)), for: "alice") == false)
        let changed = SavedSearch(name: "DAILY", query: "tag:rust", order: ItemOrder(.created, ascending: true))
        #expect(try store.save(changed, for: "alice") == true)
        #expect(
            try store.searches(for: "alice") == [
                changed, SavedSearch(name: "top", query: "docker", order: ItemOrder(.likes)),
            ])
        #expect(try store.searches(for: "bob").isEmpty)
        #expect(try store.remove(name: "Top", for: "alice"))
        #expect(try store.remove(name: "top", for: "alice") == false)
        #expect(
            try SavedSearchStore(file: JSONFileStore(path: folder.file("config/saved-searches.json"))).searches(
                for: "alice") == [changed])
        #expect(FileFacts.mode(folder.file("config/saved-searches.json")) == 0o600)
    }

    @Test(arguments: [
        ("daily", true), ("my-search_2", true), (String(repeating: "a", count: 32), true), ("", false),
        (String(repeating: "a", count: 33), false), ("with space", false), ("日本語", false), ("a/b", false),
    ])
    func names(name: String, valid: Bool) {
        #expect(SavedSearch.isValidName(name) == valid)
    }
}
