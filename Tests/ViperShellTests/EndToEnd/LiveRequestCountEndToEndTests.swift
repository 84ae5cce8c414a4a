import Foundation
import Testing
import TestSupport

/// How many requests the live source makes, counted by the fixture server, through the built
/// binary: within a session a page, an author, tags or comments asked again come from memory
/// (`list`, `back`, `prev`, `page N` to a page seen, `user ID` again); `refresh` asks again.
@Suite struct LiveRequestCountEndToEndTests {
    let live: LiveShellHome

    init() throws {
        live = try LiveShellHome()
    }

    private static func items(page: Int) -> String { "/api/v2/items?page=\(page)&per_page=5" }

    /// Registers counter01 (which logs in), without `--api-url`: the fixture server counts no request for it.
    private func register() async throws {
        try await ShellProcess.register("counter01", password: LiveShellHome.password, home: live.home)
    }

    /// Registers a user, then runs `commands` in one session on the live source, five rows a page.
    private func session(_ commands: String) async throws -> ShellProcess.Outcome {
        try await register()
        let outcome = try await live.run(["--source", "qiita", "--per-page", "5", "-c", commands])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome
    }

    @Test func listShowsThePageAgainWithoutAsking() async throws {
        let outcome = try await session("search; list; list --json id")
        #expect(try await live.server.requestCounts() == [Self.items(page: 1): 1])
        #expect(
            outcome.stdoutLines.filter { $0 == "Newest items — page 1 of 12 (60 items)" }.count == 2,
            "\(outcome.stdout)")
        let json = outcome.stdoutLines.drop { $0 != "[" }.joined(separator: "\n")
        let listed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(listed.count == 5)
    }

    @Test func backFromAnItemAsksNothing() async throws {
        _ = try await session("search; open 1; back; open 2; back; list")
        #expect(try await live.server.requestCounts() == [Self.items(page: 1): 1])
    }

    @Test func pagingBackAndForthAsksEachPageOnce() async throws {
        _ = try await session("search; next; prev; next; page 2; page 2; page 1; page 3; prev")
        #expect(
            try await live.server.requests().map(\.path) == [
                Self.items(page: 1), Self.items(page: 2), Self.items(page: 3),
            ])
    }

    @Test func aListingFromMemoryShowsTheNewestRequestsLeft() async throws {
        let outcome = try await session("search; next; prev")
        let left = outcome.stdoutLines.filter { $0.hasPrefix("API requests left: ") }
        #expect(left.count == 3)
        #expect(
            left.last == left.dropLast().last, "page 1 again shows what page 2's answer said, not its own older count")
    }

    @Test func anAuthorIsOneRequestPerResource() async throws {
        let outcome = try await session("user user3; next; prev; list; user user3")
        #expect(
            try await live.server.requestCounts() == [
                "/api/v2/users/user3": 1, "/api/v2/users/user3/items?page=1&per_page=100": 1,
            ],
            "the listing's pages are cut from the newest 100 the profile summed")
        #expect(outcome.stdoutLines.filter { $0 == "user3 (User 3)" }.count == 2, "\(outcome.stdout)")
        #expect(outcome.stdoutLines.filter { $0 == "Items by user3 — page 1 of 2 (9 items)" }.count == 4)
        #expect(outcome.stdoutLines.filter { $0 == "Items by user3 — page 2 of 2 (9 items)" }.count == 1)
    }

    @Test func anUnknownAuthorIsAskedOnce() async throws {
        try await register()
        let outcome = try await live.run(["--source", "qiita", "-c", "user nobody9; user nobody9"])
        #expect(outcome.status == 1)
        #expect(outcome.stderrLines.count == 2, "\(outcome.stderr)")
        #expect(try await live.server.requestCounts() == ["/api/v2/users/nobody9": 1])
    }

    @Test func tagsAndCommentsAreAskedOnce() async throws {
        _ = try await session("tags; back; tags; back; search; comments 1; comments 1")
        let counts = try await live.server.requestCounts()
        #expect(counts["/api/v2/tags?page=1&per_page=5&sort=count"] == 1, "\(counts)")
        #expect(counts.filter { $0.key.hasSuffix("/comments") }.values.sorted() == [1], "\(counts)")
    }

    @Test func refreshAsksTheAPIAgain() async throws {
        _ = try await session("search; next; refresh; next; list")
        #expect(
            try await live.server.requests().map(\.path) == [
                Self.items(page: 1), Self.items(page: 2), Self.items(page: 1), Self.items(page: 2),
            ],
            "refresh forgets every page fetched: the next ones are asked again, then remembered")
    }

    @Test func aFailedRequestIsNotRemembered() async throws {
        try await live.server.fail("401")
        try await register()
        let outcome = try await live.run(["--source", "qiita", "--per-page", "5", "-c", "search; search; list"])
        #expect(outcome.status == 1)
        #expect(try await live.server.requestCounts() == [Self.items(page: 1): 2])
    }
}
