/// The order `JSONSerialization`'s `.sortedKeys` gave member names on Linux: a numeric,
/// case-insensitive collation (ICU's root order) with lowercase before uppercase on a tie.
/// Reproduced for ASCII names: blanks, then punctuation and symbols in the root order, then
/// digits (a run of them by its value: `a9` before `a10`), then letters. Other scalars follow
/// the letters in scalar order, an approximation of ICU kept for names the shell never writes.
package enum JSONKeyOrder {
    package static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.unicodeScalars), right = Array(rhs.unicodeScalars)
        let primary = comparePrimary(left, right)
        if primary != 0 { return primary < 0 }
        // Same letters and values: the first difference in case decides, lowercase first.
        for (a, b) in zip(left.filter(isLetter), right.filter(isLetter)) where a != b {
            return isLowercase(a)
        }
        if left.count != right.count { return left.count < right.count }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
    }

    /// Blanks and ASCII punctuation and symbols, in ICU's root collation order.
    private static let symbolOrder: [Unicode.Scalar] = Array(
        "\t\n\u{B}\u{C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".unicodeScalars)

    private static func comparePrimary(_ left: [Unicode.Scalar], _ right: [Unicode.Scalar]) -> Int {
        var i = 0, j = 0
        while i < left.count, j < right.count {
            if isDigit(left[i]), isDigit(right[j]) {
                let leftRun = digitRun(left, from: &i), rightRun = digitRun(right, from: &j)
                if leftRun.count != rightRun.count { return leftRun.count < rightRun.count ? -1 : 1 }
                if leftRun != rightRun { return leftRun.lexicographicallyPrecedes(rightRun) ? -1 : 1 }
                continue
            }
            let a = weight(left[i]), b = weight(right[j])
            if a != b { return a < b ? -1 : 1 }
            i += 1
            j += 1
        }
        let leftDone = i == left.count, rightDone = j == right.count
        if leftDone, rightDone { return 0 }
        return leftDone ? -1 : 1
    }

    /// The digits from `index` on, without leading zeros; `index` moves past them.
    private static func digitRun(_ scalars: [Unicode.Scalar], from index: inout Int) -> [UInt32] {
        var digits: [UInt32] = []
        while index < scalars.count, isDigit(scalars[index]) {
            if !(digits.isEmpty && scalars[index] == "0") { digits.append(scalars[index].value) }
            index += 1
        }
        return digits
    }

    private static func weight(_ scalar: Unicode.Scalar) -> UInt32 {
        if let rank = symbolOrder.firstIndex(of: scalar) { return UInt32(rank) }
        if isLetter(scalar) { return 0x100 + (scalar.value | 0x20) }
        if scalar.value < 0x20 { return 0 }
        if scalar.isASCII { return 0x80 }
        return 0x200 + scalar.value
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
}
