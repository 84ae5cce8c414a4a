/// Set operations on ascending lists of distinct rowids, by one merging pass.
enum SortedRowids {
    /// The rowids in both lists.
    static func intersection(_ first: [Int64], _ second: [Int64]) -> [Int64] {
        var result: [Int64] = []
        result.reserveCapacity(min(first.count, second.count))
        var (i, j) = (0, 0)
        while i < first.count && j < second.count {
            if first[i] < second[j] {
                i += 1
            } else if first[i] > second[j] {
                j += 1
            } else {
                result.append(first[i])
                i += 1
                j += 1
            }
        }
        return result
    }

    /// The rowids of `list` that are not in `removed`.
    static func subtracting(_ removed: [Int64], from list: [Int64]) -> [Int64] {
        var result: [Int64] = []
        result.reserveCapacity(list.count)
        var j = 0
        for rowid in list {
            while j < removed.count && removed[j] < rowid { j += 1 }
            if j == removed.count || removed[j] != rowid { result.append(rowid) }
        }
        return result
    }
}

extension SortedRowids {
    /// Whether `rowid` is in `list`, by binary search.
    static func contains(_ rowid: Int64, in list: [Int64]) -> Bool {
        index(of: rowid, in: list) != nil
    }

    /// Where `rowid` is in `list`, by binary search.
    static func index(of rowid: Int64, in list: [Int64]) -> Int? {
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if list[middle] < rowid { low = middle + 1 } else { high = middle }
        }
        return low < list.count && list[low] == rowid ? low : nil
    }
}
