/// Whose rate budget a sync spends, named without any secret: Qiita counts the requests sent
/// without a token per address (`anonymous`) and those with a token per user (`token:` and a
/// fingerprint of the token, which `UserState`'s `TokenFingerprint` makes). A budget kept by one
/// identity never holds back another's requests.
package struct RateIdentity: Sendable, Hashable {
    /// What the mirror keeps the budget under.
    package let key: String

    package static let anonymous = RateIdentity(key: "anonymous")

    /// The identity of a token, by its fingerprint (never the token itself).
    package static func token(fingerprint: String) -> RateIdentity { RateIdentity(key: "token:" + fingerprint) }

    private init(key: String) { self.key = key }
}
