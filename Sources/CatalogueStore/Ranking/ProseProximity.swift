import ShellKit

/// Whether two words of a query stand near each other in an article's prose: some occurrence of
/// one ends within `RankingWeights.proximityWindow` characters (Unicode scalars, so Japanese and
/// English count alike) of some occurrence of the other, in either order.
enum ProseProximity {
    static func near(_ first: String, _ second: String, in prose: FoldedText) -> Bool {
        let a = LiteralSearch.byteMatches(of: FoldedText.foldedBytes(of: first, ignoringCase: true), in: prose)
        let b = LiteralSearch.byteMatches(of: FoldedText.foldedBytes(of: second, ignoringCase: true), in: prose)
        guard !a.isEmpty, !b.isEmpty else { return false }
        // Both lists are in order: walk them together, comparing each with its neighbours.
        var (i, j) = (0, 0)
        while i < a.count && j < b.count {
            let (left, right) = a[i].lowerBound <= b[j].lowerBound ? (a[i], b[j]) : (b[j], a[i])
            if scalars(in: left.upperBound..<max(left.upperBound, right.lowerBound), of: prose.bytes)
                <= RankingWeights.proximityWindow
            {
                return true
            }
            if a[i].lowerBound <= b[j].lowerBound { i += 1 } else { j += 1 }
        }
        return false
    }

    /// The scalars that start in `range` of UTF-8 `bytes` (bytes that are not continuation bytes).
    private static func scalars(in range: Range<Int>, of bytes: [UInt8]) -> Int {
        var count = 0
        for index in range where bytes[index] & 0xC0 != 0x80 {
            count += 1
            if count > RankingWeights.proximityWindow { break }
        }
        return count
    }
}
