/// The site a session's follows and mirror belong to: `qiita.com` or a team's `host[:port]`,
/// and the API address to sync it through.
package struct FollowsSite: Equatable, Sendable {
    package let site: String
    package let apiURL: String

    package init(site: String, apiURL: String) {
        self.site = site
        self.apiURL = apiURL
    }

    /// The site a user's follows are read from this session. A site named (`--api-url`,
    /// `VIPER_SHELL_API_URL`) is the one used. Otherwise `configured` (qiita.com) is, unless the
    /// user follows nothing there and follows feeds on exactly one other site whose address was
    /// recorded: then that site, so that a session without `--api-url` finds the follows and the
    /// mirror of the site the user follows.
    package static func chosen(configured: FollowsSite, isNamed: Bool, followed: [FollowedSite]) -> FollowsSite {
        guard !isNamed, !followed.contains(where: { $0.site == configured.site }), followed.count == 1,
            let only = followed.first, let apiURL = only.apiURL
        else { return configured }
        return FollowsSite(site: only.site, apiURL: apiURL)
    }
}
