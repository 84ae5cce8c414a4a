@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing
@testable import ViperShell

/// The root wireframe's history of places, as a browser's back list: a new place pushes the one
/// left, another page of the same place does not, leaving for another module keeps the place
/// even when nothing arrives after it, `back` never returns to where the user is, the oldest
/// are forgotten past the capacity, and another source or user starts afresh.
struct PlaceHistoryTests {
    static func listing(_ query: String, page: Int = 1) -> ShellPlace {
        let kind = ItemListingKind.search(ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(.tag(query))])]))
        return .listing(
            ItemListingPlace(kind: kind, page: ItemPage(items: [], totalCount: 100, page: page, perPage: 20)))
    }

    static func tags(_ prefix: String, page: Int = 1) -> ShellPlace {
        .tags(TagsPlace(prefix: prefix, page: TagPage(tags: [], totalCount: 100, page: page, perPage: 20)))
    }

    @Test func theTagsListingItemAndBackAgain() {
        // items → tags → a tag's listing (an item opened and closed there changes no place) → back → back → back.
        var history = PlaceHistory()
        history.arrive(at: Self.listing(""))
        history.leave()
        history.arrive(at: Self.tags(""))
        history.leave()
        history.arrive(at: Self.listing("tag:ios"))
        history.arrive(at: Self.listing("tag:ios", page: 2))
        #expect(history.earlier == [Self.listing(""), Self.tags("")], "another page is the same place")
        #expect(history.back() == Self.tags(""))
        #expect(history.current == Self.tags(""))
        #expect(history.back() == Self.listing(""))
        #expect(!history.canGoBack)
        #expect(history.back() == nil)
        #expect(history.current == Self.listing(""), "nowhere to go: the user stays")
    }

    @Test func aPlaceLeftForAModuleThatShowedNothingIsWhereBackGoes() {
        var history = PlaceHistory()
        history.arrive(at: Self.listing("docker"))
        history.leave()
        #expect(history.canGoBack)
        #expect(history.back() == Self.listing("docker"))
    }

    @Test func backNeverReturnsToWhereTheUserIs() {
        var history = PlaceHistory()
        history.arrive(at: Self.listing("a"))
        history.leave()
        history.arrive(at: Self.listing("a", page: 3))
        #expect(!history.canGoBack, "left and came back to the same listing")
        #expect(history.back() == nil)
        history.arrive(at: Self.listing("b"))
        #expect(history.earlier == [Self.listing("a", page: 3)], "one entry per place, at the page left")
        #expect(history.back() == Self.listing("a", page: 3))
    }

    @Test func theOldestPlacesAreForgottenPastTheCapacity() {
        var history = PlaceHistory()
        for number in 0...PlaceHistory.capacity + 5 { history.arrive(at: Self.listing("q\(number)")) }
        #expect(history.earlier.count == PlaceHistory.capacity)
        var visited: [ShellPlace] = []
        while let place = history.back() { visited.append(place) }
        #expect(visited.count == PlaceHistory.capacity)
        #expect(visited.last == Self.listing("q5"))
    }

    @Test func clearingForgetsEverything() {
        var history = PlaceHistory()
        history.arrive(at: Self.listing("a"))
        history.arrive(at: Self.tags("s"))
        history.clear()
        #expect(!history.canGoBack && history.current == nil)
        history.arrive(at: Self.listing("b"))
        #expect(history.earlier.isEmpty)
    }
}
