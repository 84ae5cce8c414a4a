import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Scripts/qiita-fixture-server on a free port of 127.0.0.1, for the duration of a test: set
/// faults and rate limits for the next requests, add, edit and comment on items while it runs,
/// and read back the raw requests it received and what it counted.
package final class QiitaFixtureServer: Sendable {
    package let process: Process
    package let port: Int
    package var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// `items`: a JSON file of the items to serve (else the script makes 60 up);
    /// `latencyMilliseconds`: every API request is answered that much later (else at once);
    /// `rateWindowSeconds`: how long a rate-limit window lasts (else an hour); `following`: a JSON
    /// text `{"USER": {"tags": [NAME, ...], "users": [ID, ...]}}` (else fixture_user follows swift,
    /// python, user1 and user3).
    /// `team`: the server plays Qiita Team (likes answer); `stocks`: a JSON text `{"USER": [ITEM_ID, ...]}`
    /// of stocks on the server (the last newest).
    package init(
        items: String? = nil, latencyMilliseconds: Int? = nil, rateWindowSeconds: Int? = nil, following: String? = nil,
        team: Bool = false, stocks: String? = nil
    ) throws {
        // Tests/Support/ is two folders below the repository.
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/qiita-fixture-server").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A test may start its server long before its first request when the suite's tests crowd
        // two cores (a suite run took 18 minutes beside a busy core, and servers started early had
        // stopped after 10 idle minutes): the server waits 30 minutes (it also stops when the test
        // process ends).
        process.arguments =
            ["python3", script, "--idle", "1800"] + (items.map { ["--items", $0] } ?? [])
            + (latencyMilliseconds.map { ["--latency-ms", String($0)] } ?? [])
            + (rateWindowSeconds.map { ["--rate-window", String($0)] } ?? [])
            + (following.map { ["--following", $0] } ?? [])
            + (team ? ["--team"] : []) + (stocks.map { ["--stocks", $0] } ?? [])
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let line = String(decoding: output.fileHandleForReading.availableDataUntilNewline(), as: UTF8.self)
        guard line.hasPrefix("port "), let port = Int(line.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            throw CocoaError(
                .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "the fixture server did not start: \(line)"])
        }
        self.port = port
    }

    deinit {
        process.terminate()
    }

    /// The next `times` API requests fail as `name` (see the script's usage); with `path`, only
    /// requests whose path and query contain it (the others are served and do not count);
    /// `extra`: the fault's own parameters, e.g. `["ms": "200"]` for slow, `["reset_in": "30"]` for 429.
    package func fail(
        _ name: String, times: Int = 1, path: String? = nil, method: String? = nil, extra: [String: String] = [:]
    ) async throws {
        _ = try await control(
            "_fault/\(name)",
            [("times", String(times))] + (path.map { [("path", $0)] } ?? []) + (method.map { [("method", $0)] } ?? [])
                + extra.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The requests received so far: path with query as sent, and the Authorization header.
    package func requests() async throws -> [(path: String, authorization: String?)] {
        let (data, _) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("_requests"))
        let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] ?? []
        return list.map { ($0["path"] as? String ?? "", $0["authorization"] as? String) }
    }

    /// How many times each path (with its query, as sent) was requested so far.
    package func requestCounts() async throws -> [String: Int] {
        try await requests().reduce(into: [:]) { counts, request in counts[request.path, default: 0] += 1 }
    }

    /// Leaves `remaining` requests in the rate-limit bucket `bucket` ("anonymous" or "token"; nil:
    /// both), its window ending `resetIn` seconds from now (nil: when it did; 0: it refills at the
    /// next request).
    package func setRate(remaining: Int, resetIn: Int? = nil, bucket: String? = nil) async throws {
        _ = try await control(
            "_rate",
            [("remaining", String(remaining))] + (resetIn.map { [("reset_in", String($0))] } ?? [])
                + (bucket.map { [("bucket", $0)] } ?? []))
    }

    /// What the server counted since it started or `resetStats()`.
    package func stats() async throws -> FixtureStats {
        try JSONDecoder().decode(FixtureStats.self, from: try await control("_stats"))
    }

    /// Zeroes the counts of `stats()` and forgets the requests `requests()` lists.
    package func resetStats() async throws {
        _ = try await control("_stats/reset")
    }

    /// Adds `count` items newer than every other (one second apart) tagged `tag`, by `user`, with
    /// `comments` comments each; their ids, newest first.
    package func addItems(tag: String, user: String, count: Int, comments: Int = 0) async throws -> [String] {
        struct Added: Decodable { let ids: [String] }
        let data = try await control(
            "_add", [("tag", tag), ("user", user), ("count", String(count)), ("comments", String(comments))])
        return try JSONDecoder().decode(Added.self, from: data).ids
    }

    /// Edits item `id`: its updated_at becomes now (later than every other) and " (edited)" ends its title.
    package func touch(id: String) async throws {
        _ = try await control("_touch", [("id", id)])
    }

    /// Appends a comment saying `body` to item `id` (its comments_count goes up by one).
    package func addComment(id: String, body: String) async throws {
        _ = try await control("_comment", [("id", id), ("body", body)])
    }

    /// Every write that reached the server, in order: method, path, parsed body, status, whether
    /// it was applied and changed anything, and the ID it created.
    package func writes() async throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: try await control("_writes")) as? [[String: Any]] ?? []
    }

    /// The server's account state: `stocks` by user, `comments_by_fixture_user`, `items_by_fixture_user`.
    package func state() async throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: try await control("_state")) as? [String: Any] ?? [:]
    }

    /// fixture_user's comments on the server, as (id, item ID, body), oldest first.
    package func ownComments() async throws -> [(id: String, itemID: String, body: String)] {
        let list = try await state()["comments_by_fixture_user"] as? [[String: Any]] ?? []
        return list.map { ($0["id"] as? String ?? "", $0["item_id"] as? String ?? "", $0["body"] as? String ?? "") }
    }

    /// `user` stocks item `id` on the server (as if on the web), newest of their stocks.
    package func addStock(id: String, user: String = "fixture_user") async throws {
        _ = try await control("_stock", [("user", user), ("id", id)])
    }

    /// The item IDs `user` stocked on the server, the newest first.
    package func stocks(of user: String = "fixture_user") async throws -> [String] {
        (try await state()["stocks"] as? [String: [String]])?[user] ?? []
    }

    /// The answer to the test control `path` with `query` (each name and value percent-encoded
    /// but for unreserved characters, so `+`, `&` and non-ASCII text arrive as given); throws
    /// unless the server answers 200 (an unknown fault, item or parameter).
    private func control(_ path: String, _ query: [(String, String)] = []) async throws -> Data {
        let unreserved = CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let encoded = query.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? name) + "="
                + (value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value)
        }
        let query = encoded.isEmpty ? "" : "?" + encoded.joined(separator: "&")
        let (data, response) = try await URLSession.shared.data(
            from: URL(string: "\(baseURL.absoluteString)/\(path)\(query)")!)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard status == 200 else {
            throw CocoaError(
                .fileReadUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey:
                        "the fixture server answered \(status) to /\(path): \(String(decoding: data, as: UTF8.self))"
                ])
        }
        return data
    }
}

/// What Scripts/qiita-fixture-server's /_stats counted: API requests served (refused ones
/// included), those refused for the rate limit, the most handled at the same moment, and how many
/// of each kind ("items" (the listing), "tag_items", "user_items", "comments", "following_tags",
/// "followees", "other").
package struct FixtureStats: Decodable, Sendable, Equatable {
    package let served: Int
    package let refused: Int
    package let maxInFlight: Int
    package let byKind: [String: Int]
    /// What the image host (`/images/…`) answered, apart from the API.
    package let images: ImageStats

    /// The image host's counts.
    package struct ImageStats: Decodable, Sendable, Equatable {
        package let served: Int
        package let maxInFlight: Int
        package let withAuthorization: Int

        private enum CodingKeys: String, CodingKey {
            case served
            case maxInFlight = "max_in_flight"
            case withAuthorization = "with_authorization"
        }
    }

    private enum CodingKeys: String, CodingKey {
        case served, refused, images
        case maxInFlight = "max_in_flight"
        case byKind = "by_kind"
    }
}

private extension FileHandle {
    /// Reads byte by byte up to and including the first newline (the server's port line).
    func availableDataUntilNewline() -> Data {
        var data = Data()
        while let byte = try? read(upToCount: 1), !byte.isEmpty {
            data.append(byte)
            if byte == Data([0x0A]) { break }
        }
        return data
    }
}
