import FoundationEssentials

/// What a response's `Rate-Limit`, `Rate-Remaining` and `Rate-Reset` headers said.
package struct QiitaRateLimit: Sendable, Equatable {
    /// Requests left in this window, this one counted.
    package var remaining: Int
    /// Requests a window allows (60 without a token, 1,000 with one), when sent.
    package var limit: Int?
    /// When the window ends and `remaining` goes back to `limit`, when sent.
    package var resetAt: Date?

    package init(remaining: Int, limit: Int? = nil, resetAt: Date? = nil) {
        self.remaining = remaining
        self.limit = limit
        self.resetAt = resetAt
    }

    /// From a response's headers (names lowercased); nil without `Rate-Remaining`.
    package init?(headers: [String: String]) {
        guard let remaining = headers["rate-remaining"].flatMap({ Int($0) }) else { return nil }
        self.remaining = remaining
        limit = headers["rate-limit"].flatMap { Int($0) }
        resetAt = headers["rate-reset"].flatMap { Double($0) }.map { Date(timeIntervalSince1970: $0) }
    }
}
