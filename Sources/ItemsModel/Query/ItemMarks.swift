import FoundationEssentials
import ShellKit

/// The logged-in user's marks that `is:` qualifiers test: the IDs of the items they read and of
/// those they stocked. Passed to the store with a search; empty for a query without `is:`.
package struct ItemMarks: Sendable, Equatable {
    package var readIDs: [String]
    package var stockedIDs: [String]

    package init(readIDs: [String] = [], stockedIDs: [String] = []) {
        self.readIDs = readIDs
        self.stockedIDs = stockedIDs
    }

    package static let none = ItemMarks()

    /// The IDs `mark` names as a JSON array, what the search SQL reads with `json_each`.
    package func jsonArray(for mark: ItemMark) -> String {
        let ids = mark == .stocked ? stockedIDs : readIDs
        guard let data = try? JSONEncoder().encode(ids) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }
}
