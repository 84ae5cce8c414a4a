import ShellKit

/// Page arithmetic shared by every paged listing (search results, stocks, the history, tags).
package enum Paging {
    /// How many pages `total` rows make, at least 1 so that "page 1 of 1" reads well when empty.
    package static func pageCount(total: Int, perPage: Int) -> Int {
        max(1, (total + perPage - 1) / perPage)
    }
}

extension Array {
    /// The rows of page `page` (1-based), `perPage` a page; empty past the end.
    package func slice(forPage page: Int, perPage: Int) -> ArraySlice<Element> {
        let start = Swift.min(count, (page - 1) * perPage)
        return self[start..<Swift.min(count, start + perPage)]
    }
}
