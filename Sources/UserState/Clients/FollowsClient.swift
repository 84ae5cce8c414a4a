import FoundationEssentials
import ItemsModel
import ShellKit

/// One user's followed feeds on one site, as the Feeds module and saved searches use them.
/// `UserFollows` is the live one.
package protocol FollowsClient: Sendable {
    func all() throws(StorageError) -> [FollowedFeed]
    /// The feeds not followed before, now followed.
    func follow(_ feeds: [Feed]) throws(StorageError) -> [Feed]
    /// False when it was not followed.
    func unfollow(_ feed: Feed) throws(StorageError) -> Bool
    /// The other sites on which the user follows feeds (to say where they are when this one has none).
    func otherSites() throws(StorageError) -> [FollowedSite]
    /// Records the site's API address with the follows (for a later session without `--api-url`).
    func rememberSite() throws(StorageError)
}

/// `FollowStore` for one user on one site, reached through `site.apiURL`.
package struct UserFollows: FollowsClient {
    package let store: FollowStore
    package let site: FollowsSite
    package let userID: String
    package let now: @Sendable () -> Date

    package init(store: FollowStore, site: FollowsSite, userID: String, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.site = site
        self.userID = userID
        self.now = now
    }

    package func all() throws(StorageError) -> [FollowedFeed] { try store.feeds(site: site.site, userID: userID) }

    package func follow(_ feeds: [Feed]) throws(StorageError) -> [Feed] {
        try store.follow(feeds, site: site.site, userID: userID, now: now(), apiURL: site.apiURL)
    }

    package func unfollow(_ feed: Feed) throws(StorageError) -> Bool {
        try store.unfollow(feed, site: site.site, userID: userID)
    }

    package func otherSites() throws(StorageError) -> [FollowedSite] {
        try store.sites(userID: userID).filter { $0.site != site.site }
    }

    package func rememberSite() throws(StorageError) {
        try store.remember(apiURL: site.apiURL, of: site.site)
    }
}
