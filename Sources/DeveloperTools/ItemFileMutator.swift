import CatalogueImport
import FoundationEssentials
import ItemsModel

/// Seeded, reproducible damaged items files: a small valid document (the demo's first items)
/// truncated, with values of the wrong type, huge numbers, deep nesting, invalid UTF-8, a BOM,
/// duplicate ids, NULs in strings, or random bytes changed, removed or repeated.
package struct ItemFileMutator {
    private var random: SplitMix64
    private let base: [UInt8]

    package init(seed: UInt64, itemCount: Int = 4) {
        random = SplitMix64(seed: seed)
        let demo = (try? DemoCatalogueSnapshot.items()) ?? []
        base = Array((try? Self.encoder.encode(Array(demo.prefix(itemCount)))) ?? Data("[]".utf8))
    }

    /// The next damaged document.
    package mutating func next() -> [UInt8] {
        var bytes = base
        for _ in 0..<(1 + random.next(below: 3)) { mutate(&bytes) }
        return bytes
    }

    private mutating func mutate(_ bytes: inout [UInt8]) {
        guard !bytes.isEmpty else { return }
        let at = random.next(below: bytes.count)
        switch random.next(below: 11) {
        case 0: bytes.removeSubrange(at...)
        case 1:
            replaceValue(
                in: &bytes, with: pick(["\"text\"", "12", "-1.5e3", "true", "null", "{}", "[]", "[1,2]", "{\"a\":1}"]))
        case 2:
            replaceValue(
                in: &bytes, with: pick(["1e400", "-1e400", "99999999999999999999999999", "0.000000001", "-0"]))
        case 3:
            let depth = 1 + random.next(below: 20_000)
            replaceValue(in: &bytes, with: String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        case 4:
            bytes.insert(
                contentsOf: pick([[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0x80]]), at: at)
        case 5: bytes.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: random.next(below: 2) == 0 ? 0 : at)
        case 6: duplicateFirstItem(in: &bytes)
        case 7: bytes.insert(contentsOf: pick([[0x00], Array("\\u0000".utf8), [0x0A], [0x1B]]), at: at)
        case 8: bytes[at] = UInt8(truncatingIfNeeded: random.next())
        case 9: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.next(below: 40)))
        default:
            let end = min(bytes.count, at + 1 + random.next(below: 60))
            bytes.insert(contentsOf: bytes[at..<end], at: at)
        }
    }

    /// Replaces the value after a random `":` (a member's value) with `value`.
    private mutating func replaceValue(in bytes: inout [UInt8], with value: String) {
        let colons = bytes.indices.filter {
            bytes[$0] == UInt8(ascii: ":") && $0 > 0 && bytes[$0 - 1] == UInt8(ascii: "\"")
        }
        guard !colons.isEmpty else { return }
        let start = colons[random.next(below: colons.count)] + 1
        var end = start
        var depth = 0
        var inString = false
        var escaped = false
        while end < bytes.count {
            let byte = bytes[end]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                if depth == 0 { break }
                depth -= 1
            } else if byte == UInt8(ascii: ","), depth == 0 {
                break
            }
            end += 1
        }
        bytes.replaceSubrange(start..<end, with: Array(value.utf8))
    }

    /// Repeats the first item (same id) after the last, with another title.
    private mutating func duplicateFirstItem(in bytes: inout [UInt8]) {
        guard var items = try? JSONDecoder().decode([QiitaItem].self, from: Data(bytes)), let first = items.first else {
            return
        }
        var again = first
        again.title = "duplicate \(random.next(below: 1000))"
        items.append(again)
        if let encoded = try? Self.encoder.encode(items) { bytes = Array(encoded) }
    }

    /// Keys in a fixed order, so the same seed gives the same bytes in every process.
    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[random.next(below: choices.count)]
    }
}
