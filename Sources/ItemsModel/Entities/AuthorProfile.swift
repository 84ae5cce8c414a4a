import ShellKit

/// An author as `user ID` shows them: who they are and what their items add up to. From the
/// catalogue, every figure counts its items; from the live API, `items_count` and
/// `followers_count` are Qiita's and the sums cover the items fetched (`itemsSummed`).
package struct AuthorProfile: Codable, Sendable, Equatable {
    package var id: String
    package var name: String
    package var githubLoginName: String?
    package var description: String?
    package var itemsCount: Int
    package var followersCount: Int?
    /// Likes and stocks of their items, summed.
    package var likesCount: Int
    package var stocksCount: Int
    /// Their five most used tags, most used first (ties by name).
    package var topTags: [TagCount]
    /// How many items the sums and tags cover (all of them, unless the API served fewer).
    package var itemsSummed: Int

    package init(
        id: String, name: String, githubLoginName: String?, description: String? = nil, itemsCount: Int,
        followersCount: Int? = nil,
        likesCount: Int, stocksCount: Int, topTags: [TagCount], itemsSummed: Int
    ) {
        self.id = id
        self.name = name
        self.githubLoginName = githubLoginName
        self.description = description
        self.itemsCount = itemsCount
        self.followersCount = followersCount
        self.likesCount = likesCount
        self.stocksCount = stocksCount
        self.topTags = topTags
        self.itemsSummed = itemsSummed
    }

    package enum CodingKeys: String, CodingKey {
        case id
        case name
        case githubLoginName = "github_login_name"
        case description
        case itemsCount = "items_count"
        case followersCount = "followers_count"
        case likesCount = "likes_count"
        case stocksCount = "stocks_count"
        case topTags = "top_tags"
        case itemsSummed = "items_summed"
    }

    /// The figures of `items` (all by this author) added up: what the catalogue knows of them.
    package static func summing(_ items: [QiitaItem], itemsCount: Int? = nil) -> AuthorProfile? {
        guard let first = items.first else { return nil }
        var tagCounts: [String: (name: String, count: Int)] = [:]
        for item in items {
            for name in Set(item.tags.map { $0.name.lowercased() }) {
                let shown = item.tags.first { $0.name.lowercased() == name }?.name ?? name
                tagCounts[name, default: (shown, 0)].count += 1
            }
        }
        let top = tagCounts.values.sorted {
            $0.count != $1.count ? $0.count > $1.count : $0.name.lowercased() < $1.name.lowercased()
        }
        .prefix(5).map { TagCount(name: $0.name, itemsCount: $0.count) }
        return AuthorProfile(
            id: first.user.id, name: first.user.name, githubLoginName: first.user.githubLoginName,
            itemsCount: itemsCount ?? items.count, likesCount: saturatingSum(items.map(\.likesCount)),
            stocksCount: saturatingSum(items.map(\.stocksCount)), topTags: Array(top), itemsSummed: items.count)
    }

    /// The sum, held at `Int.max` (counts come from the API, which could send anything).
    private static func saturatingSum(_ values: [Int]) -> Int {
        values.reduce(0) { total, value in
            let (sum, overflow) = total.addingReportingOverflow(value)
            return overflow ? (value > 0 ? Int.max : Int.min) : sum
        }
    }
}
