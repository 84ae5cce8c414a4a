import CatalogueStore
import ItemsModel
import ShellKit

/// Items arriving one at a time, so that an import never holds a whole source in memory.
package protocol ItemStream {
    /// The next item, nil after the last; a bad item ends the stream with what was wrong.
    mutating func next() throws(ItemSourceError) -> QiitaItem?
    /// The next item with what writing it needs (a stream decoding on another thread works
    /// that out there).
    mutating func nextWithValues() throws(ItemSourceError) -> (item: QiitaItem, values: ItemRowValues)?
    /// How far through its source the stream is, 0…1 (for progress).
    var fractionRead: Double { get }
}

extension ItemStream {
    package mutating func nextWithValues() throws(ItemSourceError) -> (item: QiitaItem, values: ItemRowValues)? {
        try next().map { ($0, ItemRowValues(of: $0)) }
    }
}

/// Items already in memory (tests, developer tools).
package struct ArrayItemStream: ItemStream {
    private let items: [QiitaItem]
    private var position = 0

    package init(_ items: [QiitaItem]) {
        self.items = items
    }

    package mutating func next() -> QiitaItem? {
        guard position < items.count else { return nil }
        defer { position += 1 }
        return items[position]
    }

    package var fractionRead: Double { items.isEmpty ? 1 : Double(position) / Double(items.count) }
}
