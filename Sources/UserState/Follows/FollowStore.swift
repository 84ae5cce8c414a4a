import Foundation
import ItemsModel
import ShellKit

/// One followed feed, with when it was followed.
package struct FollowedFeed: Codable, Equatable, Sendable {
    package var feed: Feed
    package var since: Date

    package init(feed: Feed, since: Date) {
        self.feed = feed
        self.since = since
    }
}

/// `follows.json`: `{"version": 1, "sites": {"qiita.com": {"alice1234": [...]}}}`, each user's
/// feeds in the order followed, apart for each site (qiita.com and every Qiita Team).
package struct FollowsDocument: Codable, Equatable, Sendable {
    package var version: Int
    package var sites: [String: [String: [FollowedFeed]]]

    package static let empty = FollowsDocument(version: 1, sites: [:])
}

/// Per-user, per-site followed feeds in one JSON file (atomic, 0600, locked; a corrupt file is
/// moved aside), as saved searches are kept.
package struct FollowStore: Sendable {
    package let file: JSONFileStore<FollowsDocument>

    package init(file: JSONFileStore<FollowsDocument>) {
        self.file = file
    }

    package func feeds(site: String, userID: String) throws(StorageError) -> [FollowedFeed] {
        try file.load()?.sites[site]?[userID] ?? []
    }

    /// Follows the feeds not followed yet (a tag in any case is the same feed); the ones added.
    package func follow(_ feeds: [Feed], site: String, userID: String, now: Date) throws(StorageError) -> [Feed] {
        try file.update { document in
            var current = document ?? .empty
            var list = current.sites[site]?[userID] ?? []
            var added: [Feed] = []
            for feed in feeds where !list.contains(where: { $0.feed.key == feed.key }) {
                list.append(FollowedFeed(feed: feed, since: now))
                added.append(feed)
            }
            guard !added.isEmpty else { return [] }
            current.sites[site, default: [:]][userID] = list
            document = current
            return added
        }
    }

    /// Stops following the feed; false when it was not followed.
    package func unfollow(_ feed: Feed, site: String, userID: String) throws(StorageError) -> Bool {
        try file.update { document in
            guard var current = document, var list = current.sites[site]?[userID],
                let index = list.firstIndex(where: { $0.feed.key == feed.key })
            else { return false }
            list.remove(at: index)
            current.sites[site]?[userID] = list.isEmpty ? nil : list
            if current.sites[site]?.isEmpty == true { current.sites[site] = nil }
            document = current
            return true
        }
    }
}
