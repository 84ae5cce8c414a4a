import Foundation
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
}

/// `FollowStore` for one user on one site.
package struct UserFollows: FollowsClient {
    package let store: FollowStore
    package let site: String
    package let userID: String
    package let now: @Sendable () -> Date

    package init(store: FollowStore, site: String, userID: String, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.site = site
        self.userID = userID
        self.now = now
    }

    package func all() throws(StorageError) -> [FollowedFeed] { try store.feeds(site: site, userID: userID) }

    package func follow(_ feeds: [Feed]) throws(StorageError) -> [Feed] {
        try store.follow(feeds, site: site, userID: userID, now: now())
    }

    package func unfollow(_ feed: Feed) throws(StorageError) -> Bool {
        try store.unfollow(feed, site: site, userID: userID)
    }
}
