import FoundationEssentials
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

/// `follows.json`: `{"version": 1, "sites": {"qiita.com": {"alice1234": [...]}}, "api_urls":
/// {"team.example.com": "https://team.example.com"}}`, each user's feeds in the order followed,
/// apart for each site (qiita.com and every Qiita Team), and the API address each site was
/// followed through, so that a later session without `--api-url` can find them.
package struct FollowsDocument: Codable, Equatable, Sendable {
    package var version: Int
    package var sites: [String: [String: [FollowedFeed]]]
    /// Each site's API address as `--api-url` gave it (absent from files written before it).
    package var apiURLs: [String: String]?

    enum CodingKeys: String, CodingKey {
        case version
        case sites
        case apiURLs = "api_urls"
    }

    package static let empty = FollowsDocument(version: 1, sites: [:], apiURLs: nil)
}

/// A site on which a user follows feeds: `qiita.com` or a team's `host[:port]`, the API address
/// it was followed through (nil when no follow or sync recorded it), and how many feeds.
package struct FollowedSite: Equatable, Sendable {
    package let site: String
    package let apiURL: String?
    package let feeds: Int

    package init(site: String, apiURL: String?, feeds: Int) {
        self.site = site
        self.apiURL = apiURL
        self.feeds = feeds
    }
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

    /// Every site on which `userID` follows feeds, by name.
    package func sites(userID: String) throws(StorageError) -> [FollowedSite] {
        guard let document = try file.load() else { return [] }
        return document.sites.compactMap { site, users in
            guard let feeds = users[userID], !feeds.isEmpty else { return nil }
            return FollowedSite(site: site, apiURL: document.apiURLs?[site], feeds: feeds.count)
        }.sorted { $0.site < $1.site }
    }

    /// Follows the feeds not followed yet (a tag in any case is the same feed); the ones added.
    /// `apiURL`: the address the site is reached through, recorded with it.
    package func follow(
        _ feeds: [Feed], site: String, userID: String, now: Date, apiURL: String? = nil
    ) throws(StorageError) -> [Feed] {
        try file.update { document in
            var current = document ?? .empty
            var list = current.sites[site]?[userID] ?? []
            var added: [Feed] = []
            for feed in feeds where !list.contains(where: { $0.feed.key == feed.key }) {
                list.append(FollowedFeed(feed: feed, since: now))
                added.append(feed)
            }
            guard !list.isEmpty else { return [] }
            current.sites[site, default: [:]][userID] = list
            if let apiURL { current.apiURLs = (current.apiURLs ?? [:]).merging([site: apiURL]) { _, new in new } }
            document = current
            return added
        }
    }

    /// Records `apiURL` as the address of `site` (written only when it changes, and only for a
    /// site someone follows feeds on).
    package func remember(apiURL: String, of site: String) throws(StorageError) {
        try file.update { document in
            guard var current = document, current.sites[site] != nil, current.apiURLs?[site] != apiURL else { return }
            current.apiURLs = (current.apiURLs ?? [:]).merging([site: apiURL]) { _, new in new }
            document = current
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
            if current.sites[site]?.isEmpty == true {
                current.sites[site] = nil
                current.apiURLs?[site] = nil
                if current.apiURLs?.isEmpty == true { current.apiURLs = nil }
            }
            document = current
            return true
        }
    }
}
