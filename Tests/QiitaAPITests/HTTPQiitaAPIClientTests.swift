import Foundation
@testable import ItemsModel
@testable import QiitaAPI
@testable import ShellKit
import Synchronization
import TestSupport
import Testing

/// The live source's HTTP client against the local fixture server: paging headers, query
/// encoding (checked on the server side), the token header, and every fault.
@Suite(.serialized) struct QiitaAPIClientTests {
    let server: QiitaFixtureServer

    init() throws {
        server = try QiitaFixtureServer()
    }

    private func client(token: String? = nil, timeout: TimeInterval = 10) -> HTTPQiitaAPIClient {
        HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(baseURL: server.baseURL, token: token, timeout: timeout))
    }

    @Test func pagesFollowTotalCount() async throws {
        let first = try await client().items(page: 1, perPage: 25, query: "")
        #expect(first.items.count == 25)
        #expect(first.totalCount == 60)
        #expect(first.rateRemaining != nil)
        let last = try await client().items(page: 3, perPage: 25, query: "")
        #expect(last.items.count == 10)
        let dates = (first.items + last.items).map(\.createdAt)
        #expect(dates == dates.sorted(by: >))
    }

    @Test func theQueryIsEncodedExactlyOnce() async throws {
        let result = try await client().items(page: 1, perPage: 5, query: "tag:swift 東京 c++ a&b")
        #expect(result.items.isEmpty)
        let path = try #require(try await server.requests().last?.path)
        #expect(path == "/api/v2/items?page=1&per_page=5&query=tag%3Aswift%20%E6%9D%B1%E4%BA%AC%20c%2B%2B%20a%26b")
        let japanese = try await client().items(page: 1, perPage: 5, query: "tag:swift 東京")
        #expect(japanese.totalCount == 4)
        #expect(japanese.items.allSatisfy { $0.title.contains("東京") && $0.tags.map(\.name) == ["swift"] })
    }

    @Test func theTokenIsSentOnlyWhenThereIsOne() async throws {
        _ = try await client(token: "fixture-token").items(page: 1, perPage: 1, query: "")
        _ = try await client().items(page: 1, perPage: 1, query: "")
        let requests = try await server.requests()
        #expect(requests.map(\.authorization) == ["Bearer fixture-token", nil])
    }

    @Test func oneItemByIDAndAMissingOne() async throws {
        let id = try #require(try await client().items(page: 1, perPage: 1, query: "").items.first?.id)
        #expect(try await client().item(id: id)?.id == id)
        #expect(try await client().item(id: "no-such-item") == nil)
    }

    @Test(arguments: [
        ("401", 1, QiitaAPIError.unauthorized(.none)),
        ("500", 2, QiitaAPIError.server(status: 500)),
        ("truncated", 1, QiitaAPIError.malformedResponse),
        ("html", 1, QiitaAPIError.unexpectedContentType("text/html; charset=utf-8")),
        ("404", 1, QiitaAPIError.listingNotFound(baseURL: "")),
    ])
    func faultsBecomeTypedErrors(fault: String, times: Int, expected: QiitaAPIError) async throws {
        try await server.fail(fault, times: times)
        // A 404 for the listing names the base URL, which has the server's port.
        let expected = fault == "404" ? QiitaAPIError.listingNotFound(baseURL: server.baseURL.absoluteString) : expected
        await #expect(throws: expected) { _ = try await client().items(page: 1, perPage: 5, query: "") }
        // The fault is used up: the next request works.
        #expect(try await client().items(page: 1, perPage: 5, query: "").items.count == 5)
    }

    @Test func a401SaysWhatToDoAboutTheTokenThatWasSent() async throws {
        try await server.fail("401", times: 3)
        await #expect(throws: QiitaAPIError.unauthorized(.environment)) {
            _ = try await client(token: "bad").items(page: 1, perPage: 1, query: "")
        }
        let stored = HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(baseURL: server.baseURL), storedToken: { "stored" })
        await #expect(throws: QiitaAPIError.unauthorized(.stored)) {
            _ = try await stored.items(page: 1, perPage: 1, query: "")
        }
        await #expect(throws: QiitaAPIError.unauthorized(.none)) {
            _ = try await client().items(page: 1, perPage: 1, query: "")
        }
        #expect(QiitaAPIError.unauthorized(.none).message.text(in: .english).contains("'token set'"))
        #expect(!QiitaAPIError.unauthorized(.none).message.text(in: .english).contains("unset"))
    }

    @Test func aServerErrorIsRetriedOnce() async throws {
        try await server.fail("500", times: 1)
        #expect(try await client().items(page: 1, perPage: 3, query: "").items.count == 3)
        #expect(try await server.requests().count == 2)
    }

    @Test func rateLimitingSaysWhenItResets() async throws {
        try await server.fail("rate-limited")
        do {
            _ = try await client().items(page: 1, perPage: 5, query: "")
            Issue.record("a rate-limited request succeeded")
        } catch {
            guard case let .rateLimited(reset) = error else { Issue.record("got \(error)"); return }
            #expect(reset.map { $0 > Date() } == true)
            #expect(try await server.requests().count == 1, "no retry when rate limited")
        }
    }

    @Test func slowAnswersTimeOutAndRefusedConnectionsAreNamed() async throws {
        try await server.fail("slow")
        await #expect(throws: QiitaAPIError.timeout(seconds: 1)) {
            _ = try await client(timeout: 1).items(page: 1, perPage: 5, query: "")
        }
        let closed = HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(baseURL: URL(string: "http://127.0.0.1:1")!))
        await #expect(throws: QiitaAPIError.cannotConnect(host: "127.0.0.1")) {
            _ = try await closed.items(page: 1, perPage: 5, query: "")
        }
    }

    @Test func aStopSignalCancelsATransferInFlight() async throws {
        try await server.fail("timeout")
        let asked = Atomic(0)
        let client = HTTPQiitaAPIClient(
            configuration: QiitaAPIConfiguration(baseURL: server.baseURL, timeout: 20),
            isInterrupted: { asked.add(1, ordering: .relaxed).newValue > 3 })
        let started = ContinuousClock.now
        await #expect(throws: QiitaAPIError.cancelled) { _ = try await client.items(page: 1, perPage: 5, query: "") }
        #expect(ContinuousClock.now - started < .seconds(10))
        _ = try await server.fail("none")
    }

    @Test func onlyHTTPBaseURLsAreAccepted() {
        #expect(throws: QiitaAPIError.badBaseURL("ftp://x")) {
            try QiitaAPIConfiguration.resolve(apiURL: "ftp://x", timeout: nil, environment: [:]).get()
        }
        let resolved = try? QiitaAPIConfiguration.resolve(
            apiURL: nil, timeout: nil, environment: ["QIITA_TOKEN": "t0k", "VIPER_SHELL_API_URL": "http://localhost:9"]
        ).get()
        #expect(resolved == QiitaAPIConfiguration(baseURL: URL(string: "http://localhost:9")!, token: "t0k"))
    }
}
