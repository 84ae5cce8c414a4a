import ShellKit

/// A tag and how many items carry it (`tags`); the JSON uses the names of Qiita's tag object
/// (`GET /api/v2/tags`): the tag's name is its `id`. Reading also takes `name`, as the API
/// cache held it before.
package struct TagCount: Codable, Sendable, Equatable, Hashable {
    package var name: String
    package var itemsCount: Int

    package init(name: String, itemsCount: Int) {
        self.name = name
        self.itemsCount = itemsCount
    }

    package enum CodingKeys: String, CodingKey {
        case name = "id"
        case itemsCount = "items_count"
    }

    /// The field that named the tag in earlier versions' API cache.
    private enum EarlierCodingKeys: String, CodingKey {
        case name
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        itemsCount = try container.decode(Int.self, forKey: .itemsCount)
        if let name = try container.decodeIfPresent(String.self, forKey: .name) {
            self.name = name
        } else {
            name = try decoder.container(keyedBy: EarlierCodingKeys.self).decode(String.self, forKey: .name)
        }
    }
}

/// One page of tags, most used first (ties by name), with the size of the whole list.
package struct TagPage: Sendable, Equatable {
    package let tags: [TagCount]
    package let totalCount: Int
    package let page: Int
    package let perPage: Int
    /// For the live source: why the list kept offline is shown (the network failed).
    package var cachedBecause: QiitaAPIError? = nil
    /// For the live source with a prefix: the API cannot filter, so only the fetched page was.
    package var filteredFetchedPage = false

    package init(tags: [TagCount], totalCount: Int, page: Int, perPage: Int) {
        self.tags = tags
        self.totalCount = totalCount
        self.page = page
        self.perPage = perPage
    }

    package var pageCount: Int { Paging.pageCount(total: totalCount, perPage: perPage) }
}
