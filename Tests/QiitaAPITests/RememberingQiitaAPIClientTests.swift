import Foundation
@testable import ItemsModel
@testable import QiitaAPI
import TestSupport
import Testing

/// The session's memory of the live API's answers, in front of the real HTTP client and the
/// fixture server: each distinct answer is fetched once, smaller pages are cut from a larger one
/// kept, errors are never kept, `forget()` makes the next asks go to the API, and only the
/// newest answers are kept.
@Suite struct RememberingQiitaAPIClientTests {
    let server: QiitaFixtureServer
    let memory = QiitaAnswerMemory()
    let client: RememberingQiitaAPIClient

    init() throws {
        server = try QiitaFixtureServer()
        client = RememberingQiitaAPIClient(
            HTTPQiitaAPIClient(configuration: QiitaAPIConfiguration(baseURL: server.baseURL)), memory: memory)
    }

    @Test func theSameAnswersAreFetchedOnce() async throws {
        let first = try await client.items(page: 1, perPage: 10, query: "swift")
        let again = try await client.items(page: 1, perPage: 10, query: "swift")
        #expect(again == first)
        let id = try #require(first.items.first?.id)
        for _ in 1...2 {
            _ = try await client.item(id: id)
            _ = try await client.comments(itemID: id)
            _ = try await client.tags(page: 1, perPage: 20)
            #expect(try await client.user(id: "user3")?.id == "user3")
            #expect(try await client.user(id: "nobody9") == nil)
        }
        let counts = try await server.requestCounts()
        #expect(counts.count == 6, "\(counts)")
        #expect(counts.values.allSatisfy { $0 == 1 }, "\(counts)")
    }

    @Test func aSmallerPageIsCutFromALargerOneKept() async throws {
        let newest = try #require(try await client.userItems(id: "user3", page: 1, perPage: 100))
        let second = try #require(try await client.userItems(id: "user3", page: 2, perPage: 3))
        #expect(second.items == Array(newest.items[3..<6]))
        #expect(second.totalCount == newest.totalCount)
        let beyond = try #require(try await client.userItems(id: "user3", page: 4, perPage: 5))
        #expect(
            beyond.items == Array(newest.items.dropFirst(15).prefix(5)), "past the end: what the API would say, nothing"
        )
        #expect(try await server.requestCounts().values.reduce(0, +) == 1)

        // Another listing, or a page reaching past the one kept, is asked.
        _ = try await client.userItems(id: "user4", page: 1, perPage: 3)
        _ = try await client.items(page: 1, perPage: 20, query: "")
        _ = try await client.items(page: 2, perPage: 15, query: "")
        _ = try await client.items(page: 3, perPage: 5, query: "")
        #expect(
            try await server.requests().map(\.path).dropFirst() == [
                "/api/v2/users/user4/items?page=1&per_page=3",
                "/api/v2/items?page=1&per_page=20",
                "/api/v2/items?page=2&per_page=15",
            ])
    }

    @Test func aPageFromMemoryCarriesTheNewestRequestsLeft() async throws {
        let first = try await client.items(page: 1, perPage: 5, query: "")
        let second = try await client.items(page: 2, perPage: 5, query: "")
        let firstAgain = try await client.items(page: 1, perPage: 5, query: "")
        #expect(first.rateRemaining != second.rateRemaining)
        #expect(firstAgain.rateRemaining == second.rateRemaining)
        #expect(firstAgain.items == first.items)
    }

    @Test func errorsAreNotKept() async throws {
        try await server.fail("401")
        await #expect(throws: QiitaAPIError.self) { try await client.items(page: 1, perPage: 5, query: "") }
        _ = try await client.items(page: 1, perPage: 5, query: "")
        _ = try await client.items(page: 1, perPage: 5, query: "")
        #expect(try await server.requestCounts() == ["/api/v2/items?page=1&per_page=5": 2])
    }

    @Test func forgettingAsksAgain() async throws {
        _ = try await client.items(page: 1, perPage: 5, query: "")
        _ = try await client.user(id: "user3")
        memory.forget()
        _ = try await client.items(page: 1, perPage: 5, query: "")
        _ = try await client.user(id: "user3")
        #expect(try await server.requestCounts() == ["/api/v2/items?page=1&per_page=5": 2, "/api/v2/users/user3": 2])
    }

    @Test func onlyTheNewestAnswersAreKept() async throws {
        for page in 1...(QiitaAnswerMemory.capacity + 1) {
            _ = try await client.items(page: page, perPage: 1, query: "")
        }
        _ = try await client.items(page: QiitaAnswerMemory.capacity + 1, perPage: 1, query: "")
        _ = try await client.items(page: 2, perPage: 1, query: "")
        _ = try await client.items(page: 1, perPage: 1, query: "")
        let counts = try await server.requestCounts()
        #expect(counts["/api/v2/items?page=1&per_page=1"] == 2, "the oldest was dropped")
        #expect(counts["/api/v2/items?page=2&per_page=1"] == 1)
        #expect(counts.values.reduce(0, +) == QiitaAnswerMemory.capacity + 2)
    }
}
