import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The Qiita API over HTTP with URLSession: bearer token when there is one (`QIITA_TOKEN`,
/// else the one `token set` stored), the timeout of the configuration, one retry (after `retryDelay`) for a 5xx or a dropped connection, and
/// every failure mapped to a `QiitaAPIError`.
struct URLSessionQiitaAPIClient: QiitaAPIClient {
    static let retryDelay: Duration = .milliseconds(500)
    let configuration: QiitaAPIConfiguration
    private let storedToken: @Sendable () -> String?
    private let spinner: ActivitySpinner
    private let session: URLSession

    /// `spinner` shows while a request takes long (at a terminal); Ctrl-C (with `SignalTrap`
    /// installed) cancels the request in flight.
    init(configuration: QiitaAPIConfiguration, storedToken: @escaping @Sendable () -> String? = { nil },
         spinner: ActivitySpinner = ActivitySpinner(isEnabled: false, label: "")) {
        self.configuration = configuration
        self.storedToken = storedToken
        self.spinner = spinner
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout
        sessionConfiguration.timeoutIntervalForResource = configuration.timeout * 3
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: sessionConfiguration)
    }

    func items(page: Int, perPage: Int, query: String) async throws(QiitaAPIError) -> QiitaItemsPage {
        var parameters = [("page", String(page)), ("per_page", String(perPage))]
        if !query.isEmpty { parameters.append(("query", query)) }
        let (data, response) = try await get("/api/v2/items", parameters)
        let items: [QiitaItem] = try decode(data)
        let total = response.value(forHTTPHeaderField: "Total-Count").flatMap { Int($0) } ?? items.count
        let hasNext = QiitaLinkHeader.hasNext(response.value(forHTTPHeaderField: "Link"))
        return QiitaItemsPage(items: items, totalCount: total, hasNext: hasNext,
                              rateRemaining: response.value(forHTTPHeaderField: "Rate-Remaining").flatMap { Int($0) })
    }

    func item(id: String) async throws(QiitaAPIError) -> QiitaItem? {
        do {
            let (data, _) = try await get("/api/v2/items/" + Self.percentEncoded(id), [])
            return try decode(data) as QiitaItem
        } catch .notFound {
            return nil
        }
    }

    func authenticatedUser(token: String) async throws(QiitaAPIError) -> String {
        let (data, _) = try await get("/api/v2/authenticated_user", [], token: token)
        let user: AuthenticatedUser = try decode(data)
        return user.id
    }

    private struct AuthenticatedUser: Decodable {
        let id: String
    }

    // MARK: - HTTP

    private func get(_ path: String, _ parameters: [(String, String)], token: String? = nil) async throws(QiitaAPIError) -> (Data, HTTPURLResponse) {
        let request = makeRequest(path, parameters, token: token ?? configuration.token ?? storedToken())
        do {
            return try await send(request)
        } catch let error where error.isTransient && !Self.isTimeout(error) {
            try? await Task.sleep(for: Self.retryDelay)
            return try await send(request)
        }
    }

    private static func isTimeout(_ error: QiitaAPIError) -> Bool {
        if case .timeout = error { return true }
        return false
    }

    /// The query string is built by hand: each value percent-encoded once, `+` and `&` included
    /// (URLComponents would leave `+`, which servers read as a space).
    func makeRequest(_ path: String, _ parameters: [(String, String)], token: String?) -> URLRequest {
        let base = configuration.baseURL.absoluteString.hasSuffix("/")
            ? String(configuration.baseURL.absoluteString.dropLast()) : configuration.baseURL.absoluteString
        let query = parameters.map { "\($0.0)=\(Self.percentEncoded($0.1))" }.joined(separator: "&")
        var request = URLRequest(url: URL(string: base + path + (query.isEmpty ? "" : "?" + query))!)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("viper-shell/\(ViperShellVersion.current)", forHTTPHeaderField: "User-Agent")
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        return request
    }

    private func send(_ request: URLRequest) async throws(QiitaAPIError) -> (Data, HTTPURLResponse) {
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await spinner.run { () async throws -> (Data, URLResponse) in try await cancellableTransfer(request) }
        } catch {
            throw map(error, host: request.url?.host ?? "?")
        }
        guard let http = response as? HTTPURLResponse else { throw .malformedResponse }
        switch http.statusCode {
        case 200..<300:
            let type = http.value(forHTTPHeaderField: "Content-Type") ?? ""
            guard type.lowercased().contains("json") else { throw .unexpectedContentType(type.isEmpty ? "none" : type) }
            return (data, http)
        case 401: throw .unauthorized
        case 404: throw .notFound
        case 403, 429:
            let reset = http.value(forHTTPHeaderField: "Rate-Reset").flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
            if http.statusCode == 429 || http.value(forHTTPHeaderField: "Rate-Remaining") == "0" { throw .rateLimited(resetAt: reset) }
            throw .unexpectedStatus(http.statusCode)
        case 500..<600: throw .server(status: http.statusCode)
        default: throw .unexpectedStatus(http.statusCode)
        }
    }

    /// The transfer, cancelled when Ctrl-C is pressed meanwhile (the prompt comes back at once
    /// and nothing of the answer is kept).
    private func cancellableTransfer(_ request: URLRequest) async throws -> (Data, URLResponse) {
        _ = SignalTrap.takeInterrupt()
        let transfer = Task { [session] in try await session.data(for: request) }
        let watcher = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(50))
                if SignalTrap.takeInterrupt() { transfer.cancel() }
            }
        }
        defer { watcher.cancel() }
        return try await withTaskCancellationHandler { try await transfer.value } onCancel: { transfer.cancel() }
    }

    private func map(_ error: any Error, host: String) -> QiitaAPIError {
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else { return .network(String(describing: error)) }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timeout(seconds: Int(configuration.timeout.rounded()))
        case .cannotConnectToHost, .networkConnectionLost, .notConnectedToInternet: return .cannotConnect(host: host)
        case .cannotFindHost, .dnsLookupFailed: return .unknownHost(host: host)
        default: return .network(urlError.localizedDescription)
        }
    }

    private func decode<T: Decodable>(_ data: Data) throws(QiitaAPIError) -> T {
        do { return try JSONDecoder().decode(T.self, from: data) } catch { throw .malformedResponse }
    }

    /// RFC 3986 unreserved characters stay; everything else (UTF-8 bytes) is %XX-encoded.
    static func percentEncoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

/// Reads an HTTP `Link` header (RFC 8288) for the relation the listing needs.
enum QiitaLinkHeader {
    static func hasNext(_ header: String?) -> Bool {
        guard let header else { return false }
        return header.split(separator: ",").contains { part in
            part.split(separator: ";").dropFirst().contains { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\"", with: "") == "rel=next" }
        }
    }
}
