import SQLiteKit
import Synchronization

/// The SQL function `viper_is_match(rowid)`: whether the rowid is among the matches an
/// `ItemMatchSetPlan` merged, so that a page can walk the newest-first index and stop after it
/// has enough (the matches are set just before the page's statement runs, and cleared after).
final class ItemMatchSetFunction: Sendable {
    static let name = "viper_is_match"
    /// The matches, ascending (looked up by binary search: no set to build per page).
    private let matches = Mutex<[Int64]>([])

    var function: DatabaseFunction {
        DatabaseFunction(Self.name, argumentCount: 1, pure: false) { [self] values in
            guard let rowid = Int64.fromDatabaseValue(values[0]) else { return false }
            return self.matches.withLock { SortedRowids.contains(rowid, in: $0) }
        }
    }

    /// Runs `body` with `rowids` as the matches.
    func with<T>(_ rowids: [Int64], _ body: () throws -> T) rethrows -> T {
        matches.withLock { $0 = rowids }
        defer { matches.withLock { $0 = [] } }
        return try body()
    }
}
