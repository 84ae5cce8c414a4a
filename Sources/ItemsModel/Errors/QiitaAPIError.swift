import FoundationEssentials
import ShellKit

/// Why a request to the Qiita API failed, each as one line for the user.
package enum QiitaAPIError: Error, Equatable, Sendable {
    case badBaseURL(String)
    case timeout(seconds: Int)
    case cannotConnect(host: String)
    case unknownHost(host: String)
    /// 401: the token is missing, wrong or revoked; where the token sent came from.
    case unauthorized(TokenOrigin)
    /// 404 for one item.
    case notFound
    /// 404 for the listing itself: the base URL is not the Qiita API.
    case listingNotFound(baseURL: String)
    /// 403/429 with no requests left; `resetAt` from `Rate-Reset`.
    case rateLimited(resetAt: Date?)
    /// 403 that is not the rate limit: the token may read but not write (no `write_qiita`), or
    /// the thing is not the user's own.
    case forbidden
    /// 400 or 422: Qiita refused what was sent; its message (sanitized, one line).
    case refused(status: Int, reason: String)
    /// 5xx, after the one retry.
    case server(status: Int)
    /// 5xx to a write, which is never retried (the outbox keeps it to send again).
    case serverFailedWrite(status: Int)
    case unexpectedStatus(Int)
    /// Not JSON, cut short, or not the shape of Qiita items.
    case malformedResponse
    /// HTML (a proxy or maintenance page) instead of JSON.
    case unexpectedContentType(String)
    case network(String)
    /// The system has no usable libcurl: nothing can reach the API until it is installed.
    case clientUnavailable(String)
    /// Ctrl-C while waiting.
    case cancelled
    /// The `token-command` setting failed or printed no token; why (never its output).
    case tokenCommandFailed(String)

    /// Whether the same request may work later without the user doing anything (so cached
    /// results are worth showing meanwhile).
    package var isTransient: Bool {
        switch self {
        case .timeout, .cannotConnect, .unknownHost, .server, .serverFailedWrite, .network: true
        default: false
        }
    }

    /// The one-line message (localized when shown).
    package var message: Message {
        switch self {
        case .badBaseURL(let text): Message(QiitaErrorMessage.badBaseURL, text)
        case .timeout(let seconds): Message(QiitaErrorMessage.timeout, String(seconds))
        case .cannotConnect(let host): Message(QiitaErrorMessage.cannotConnect, host)
        case .unknownHost(let host): Message(QiitaErrorMessage.unknownHost, host)
        case .clientUnavailable(let reason): Message(QiitaErrorMessage.clientUnavailable, reason)
        case .unauthorized(.environment): Message(QiitaErrorMessage.unauthorized)
        case .unauthorized(.stored): Message(QiitaErrorMessage.unauthorizedStored)
        case .unauthorized(.none): Message(QiitaErrorMessage.unauthorizedNoToken)
        case .unauthorized(.candidate): Message(QiitaErrorMessage.tokenRejected)
        case .unauthorized(.command): Message(QiitaErrorMessage.unauthorizedCommand)
        case .tokenCommandFailed(let reason): Message(QiitaErrorMessage.tokenCommandFailed, reason)
        case .listingNotFound(let baseURL): Message(QiitaErrorMessage.listingNotFound, baseURL)
        case .notFound: Message(QiitaErrorMessage.notFound)
        case .rateLimited(let reset):
            Message(QiitaErrorMessage.rateLimited, reset.map { ISO8601.localText($0) } ?? "?")
        case .server(let status): Message(QiitaErrorMessage.serverError, String(status))
        case .serverFailedWrite(let status): Message(QiitaErrorMessage.serverErrorWrite, String(status))
        case .forbidden: Message(QiitaErrorMessage.missingWriteScope)
        case .refused(let status, let reason): Message(QiitaErrorMessage.refused, String(status), reason)
        case .unexpectedStatus(let status): Message(QiitaErrorMessage.unexpectedStatus, String(status))
        case .malformedResponse: Message(QiitaErrorMessage.malformed)
        case .unexpectedContentType(let type): Message(QiitaErrorMessage.contentType, type)
        case .network(let reason): Message(QiitaErrorMessage.network, reason)
        case .cancelled: Message(QiitaErrorMessage.cancelled)
        }
    }
}

/// Where the access token sent with a request came from.
package enum TokenOrigin: Sendable, Equatable {
    /// No token was sent.
    case none
    /// `QIITA_TOKEN`.
    case environment
    /// The one `token set` stored.
    case stored
    /// The first line the `token-command` setting printed.
    case command
    /// A token being checked by `token set`, not yet stored.
    case candidate
}
