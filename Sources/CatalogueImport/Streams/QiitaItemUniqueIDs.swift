import ItemsModel
import ShellKit

extension Array where Element == QiitaItem {
    /// One item per id, the last one given winning, in the order ids first appear.
    package func uniquedByID() -> [QiitaItem] {
        var positions: [String: Int] = [:]
        var unique: [QiitaItem] = []
        unique.reserveCapacity(count)
        for item in self {
            if let position = positions[item.id] {
                unique[position] = item
            } else {
                positions[item.id] = unique.count
                unique.append(item)
            }
        }
        return unique
    }
}
