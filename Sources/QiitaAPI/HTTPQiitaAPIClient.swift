import FoundationEssentials
import ItemsModel
import ShellKit

/// The Qiita API over HTTP (libcurl through `CurlHTTPTransport`): bearer token when there is
/// one (`QIITA_TOKEN`, else the `token-command` setting's, else the one `token set` stored), the
/// timeout of the configuration, one retry (after `retryDelay`) for a 5xx or a dropped
/// connection unless `retriesTransient` is off, every response's rate headers to
/// `rateObserver`, and every failure mapped to a `QiitaAPIError`.
package struct HTTPQiitaAPIClient: QiitaAPIClient {
    package static let retryDelay: Duration = .milliseconds(500)
    package let configuration: QiitaAPIConfiguration
    private let storedToken: @Sendable () -> String?
    private let tokenCommand: TokenCommand?
    private let rateObserver: (@Sendable (QiitaRateLimit) -> Void)?
    private let retriesTransient: Bool
    private let activity: any RequestActivity
    private let isInterrupted: @Sendable () -> Bool
    private let transport: CurlHTTPTransport

    /// `activity` brackets each request (the app's spinner); a request stops (as
    /// `.cancelled`) when `isInterrupted` says so (Ctrl-C) or its task is cancelled.
    package init(
        configuration: QiitaAPIConfiguration, storedToken: @escaping @Sendable () -> String? = { nil },
        activity: any RequestActivity = SilentActivity(),
        isInterrupted: @escaping @Sendable () -> Bool = { false }, transport: CurlHTTPTransport = CurlHTTPTransport(),
        tokenCommand: TokenCommand? = nil, rateObserver: (@Sendable (QiitaRateLimit) -> Void)? = nil,
        retriesTransient: Bool = true
    ) {
        self.configuration = configuration
        self.storedToken = storedToken
        self.tokenCommand = tokenCommand
        self.rateObserver = rateObserver
        self.retriesTransient = retriesTransient
        self.activity = activity
        self.isInterrupted = isInterrupted
        self.transport = transport
    }

    package func items(page: Int, perPage: Int, query: String) async throws(QiitaAPIError) -> QiitaItemsPage {
        var parameters = [("page", String(page)), ("per_page", String(perPage))]
        if !query.isEmpty { parameters.append(("query", query)) }
        let response: HTTPResponse
        do { response = try await get("/api/v2/items", parameters) } catch .notFound {
            throw .listingNotFound(baseURL: configuration.baseURL.absoluteString)
        }
        let items: [QiitaItem] = try decode(response.body)
        let total = response.headers["total-count"].flatMap { Int($0) } ?? items.count
        return QiitaItemsPage(
            items: items, totalCount: total, rateRemaining: response.headers["rate-remaining"].flatMap { Int($0) })
    }

    package func item(id: String) async throws(QiitaAPIError) -> QiitaItem? {
        do {
            return try decode(try await get("/api/v2/items/" + Self.percentEncoded(id), []).body) as QiitaItem
        } catch .notFound {
            return nil
        }
    }

    package func comments(itemID: String) async throws(QiitaAPIError) -> [QiitaComment]? {
        let comments: [QiitaComment]
        do {
            comments = try decode(try await get("/api/v2/items/" + Self.percentEncoded(itemID) + "/comments", []).body)
        } catch .notFound {
            return nil
        }
        // Qiita sends them oldest first; put in that order whatever came (ties keep theirs).
        let keyed = comments.enumerated().map {
            (ItemTimestamp.epochSeconds($0.element.createdAt) ?? 0, $0.offset, $0.element)
        }
        return keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
    }

    package func tags(page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaTagsPage {
        let response = try await get(
            "/api/v2/tags", [("page", String(page)), ("per_page", String(perPage)), ("sort", "count")])
        let tags: [QiitaTagObject] = try decode(response.body)
        let total = response.headers["total-count"].flatMap { Int($0) } ?? tags.count
        return QiitaTagsPage(tags: tags.map { TagCount(name: $0.id, itemsCount: $0.itemsCount) }, totalCount: total)
    }

    package func user(id: String) async throws(QiitaAPIError) -> QiitaUserProfile? {
        do {
            return try decode(try await get("/api/v2/users/" + Self.percentEncoded(id), []).body) as QiitaUserProfile
        } catch .notFound {
            return nil
        }
    }

    package func userItems(id: String, page: Int, perPage: Int) async throws(QiitaAPIError) -> QiitaItemsPage? {
        let response: HTTPResponse
        do {
            response = try await get(
                "/api/v2/users/" + Self.percentEncoded(id) + "/items",
                [("page", String(page)), ("per_page", String(perPage))])
        } catch .notFound {
            return nil
        }
        let items: [QiitaItem] = try decode(response.body)
        let total = response.headers["total-count"].flatMap { Int($0) } ?? items.count
        return QiitaItemsPage(
            items: items, totalCount: total, rateRemaining: response.headers["rate-remaining"].flatMap { Int($0) })
    }

    /// A Qiita tag object: its name is its `id`.
    private struct QiitaTagObject: Decodable {
        let id: String
        let itemsCount: Int

        enum CodingKeys: String, CodingKey {
            case id
            case itemsCount = "items_count"
        }
    }

    package func authenticatedUser(token: String) async throws(QiitaAPIError) -> String {
        try await authenticatedUserID(token: token)
    }

    /// `GET /api/v2/authenticated_user` with `token`, else the token in use: its user's ID.
    func authenticatedUserID(token: String?) async throws(QiitaAPIError) -> String {
        let user: IdentifiedObject = try decode(try await get("/api/v2/authenticated_user", [], token: token).body)
        return user.id
    }

    /// Any Qiita object read for its `id` alone: the token's user, a followed tag or user.
    struct IdentifiedObject: Decodable {
        let id: String
    }

    // MARK: - HTTP

    func get(
        _ path: String, _ parameters: [(String, String)], token: String? = nil
    ) async throws(QiitaAPIError) -> HTTPResponse {
        let url = self.url(path, parameters)
        let (sent, origin) = try chosenToken(candidate: token)
        let headers = requestHeaders(token: sent)
        do {
            return try await send("GET", url, headers: headers, tokenOrigin: origin)
        } catch let error where retriesTransient && error.isTransient && !Self.isTimeout(error) {
            try? await Task.sleep(for: Self.retryDelay)
            return try await send("GET", url, headers: headers, tokenOrigin: origin)
        }
    }

    /// The token requests carry now (`QIITA_TOKEN`, else the `token-command` setting's, which
    /// this may run, else the stored one); nil for none.
    package func tokenInUse() throws(QiitaAPIError) -> String? {
        try chosenToken(candidate: nil).0
    }

    /// The token to send and where it came from: a candidate being checked, else
    /// `QIITA_TOKEN`, else the `token-command` setting's, else the stored one.
    func chosenToken(candidate: String?) throws(QiitaAPIError) -> (String?, TokenOrigin) {
        if let candidate { return (candidate, .candidate) }
        if let token = configuration.token { return (token, .environment) }
        if let token = try tokenCommand?.token() { return (token, .command) }
        if let token = storedToken() { return (token, .stored) }
        return (nil, .none)
    }

    private static func isTimeout(_ error: QiitaAPIError) -> Bool {
        if case .timeout = error { return true }
        return false
    }

    /// The query string is built by hand: each value percent-encoded once, `+` and `&` included
    /// (URLComponents would leave `+`, which servers read as a space).
    package func url(_ path: String, _ parameters: [(String, String)]) -> String {
        let base =
            configuration.baseURL.absoluteString.hasSuffix("/")
            ? String(configuration.baseURL.absoluteString.dropLast()) : configuration.baseURL.absoluteString
        let query = parameters.map { "\($0.0)=\(Self.percentEncoded($0.1))" }.joined(separator: "&")
        return base + path + (query.isEmpty ? "" : "?" + query)
    }

    package func requestHeaders(token: String?) -> [String] {
        var headers = ["Accept: application/json", "User-Agent: viper-shell/\(ViperShellVersion.current)"]
        if let token { headers.append("Authorization: Bearer \(token)") }
        return headers
    }

    func send(
        _ method: String, _ url: String, headers: [String], body: [UInt8]? = nil, tokenOrigin: TokenOrigin
    ) async throws(QiitaAPIError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await activity.run { () async throws(HTTPTransferFailure) -> HTTPResponse in
                try await transport.send(
                    method, url, headers: headers, body: body, idleTimeout: configuration.timeout,
                    totalTimeout: configuration.timeout * 3, isCancelled: isInterrupted)
            }
        } catch {
            throw map(error, host: configuration.baseURL.host ?? "?")
        }
        if let rateObserver, let rate = QiitaRateLimit(headers: response.headers) { rateObserver(rate) }
        switch response.status {
        case 204: return response
        case 200..<300:
            let type = response.headers["content-type"] ?? ""
            guard type.lowercased().contains("json") else { throw .unexpectedContentType(type.isEmpty ? "none" : type) }
            return response
        case 401: throw .unauthorized(tokenOrigin)
        case 404: throw .notFound
        case 403, 429:
            let reset = response.headers["rate-reset"].flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
            if response.status == 429 || response.headers["rate-remaining"] == "0" {
                throw .rateLimited(resetAt: reset)
            }
            throw .forbidden
        case 400, 422: throw .refused(status: response.status, reason: Self.reason(in: response.body))
        case 500..<600: throw method == "GET" ? .server(status: response.status) : .serverFailedWrite(status: response.status)
        default: throw .unexpectedStatus(response.status)
        }
    }

    /// The `message` of a Qiita error body, sanitized to one line; else "no reason given".
    static func reason(in body: Data) -> String {
        struct ErrorBody: Decodable { let message: String }
        let message = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.message ?? ""
        return message.isEmpty ? "no reason given" : TerminalSanitizer.excerpt(message, limit: 200)
    }

    private func map(_ failure: HTTPTransferFailure, host: String) -> QiitaAPIError {
        switch failure {
        case .cancelled: .cancelled
        case .timeout: .timeout(seconds: Int(configuration.timeout.rounded()))
        case .cannotConnect: .cannotConnect(host: host)
        case .connectionLost: .cannotConnect(host: host)
        case .unknownHost: .unknownHost(host: host)
        case .tooLarge: .malformedResponse
        case .unavailable(let reason): .clientUnavailable(reason)
        case .tls(let reason), .other(let reason): .network(reason)
        }
    }

    func decode<T: Decodable>(_ data: Data) throws(QiitaAPIError) -> T {
        do { return try JSONDecoder().decode(T.self, from: data) } catch { throw .malformedResponse }
    }

    /// RFC 3986 unreserved characters stay; everything else (UTF-8 bytes) is %XX-encoded. A whole
    /// `.` or `..` (an ID typed as such) is encoded too, so it can never climb to another path.
    package static func percentEncoded(_ text: String) -> String {
        if text == "." || text == ".." { return String(repeating: "%2E", count: text.count) }
        return PercentEncoding.encodingAllButUnreserved(text)
    }
}
