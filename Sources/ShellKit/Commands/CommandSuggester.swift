/// Finds the known command closest to a mistyped one (edit distance), for "did you mean".
package enum CommandSuggester {
    /// The closest name within a distance that still looks like a typo, or nil.
    package static func closest(to word: String, among names: [String]) -> String? {
        let limit = max(1, min(3, word.count / 2))
        let ranked =
            names
            .map { (name: $0, distance: distance(word.lowercased(), $0)) }
            .filter { $0.distance <= limit || $0.name.hasPrefix(word.lowercased()) && !word.isEmpty }
            .sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        return ranked.first?.name
    }

    /// Levenshtein distance over characters.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
