import ShellKit
import ViperShell

/// Seeded, reproducible hostile inputs for the parsers: random bytes (invalid UTF-8 decoded
/// the way the shell decodes lines), NULs, escape sequences, deeply nested and unbalanced
/// quotes, variable syntax, query qualifiers and, now and then, a line of a megabyte.
package struct FuzzInputGenerator {
    private var random: SplitMix64
    /// One input in this many is a huge line.
    package static let hugeLineInterval = 10_000
    package static let hugeLineBytes = 1 << 20
    private var produced = 0

    package init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    /// The next input, as raw bytes (what a script file or a pipe could hold).
    package mutating func next() -> [UInt8] {
        produced += 1
        if produced % Self.hugeLineInterval == 0 { return hugeLine() }
        switch random.next(below: 6) {
        case 0: return randomBytes(count: random.next(below: 200))
        case 1: return Array(nestedQuotes().utf8)
        case 2: return Array(escapeSequences().utf8)
        case 3: return Array(variables().utf8)
        default: return Array(fragments().utf8)
        }
    }

    private mutating func randomBytes(count: Int) -> [UInt8] {
        (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    }

    private mutating func hugeLine() -> [UInt8] {
        let piece = Array(pick(Self.pieces).utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.hugeLineBytes + piece.count)
        while bytes.count < Self.hugeLineBytes { bytes += piece }
        return bytes
    }

    private mutating func nestedQuotes() -> String {
        let depth = random.next(below: 5_000)
        return (0..<depth).map { _ in pick(["\"", "'", "\\", "\"'", "(", ")", " "]) }.joined()
    }

    private mutating func escapeSequences() -> String {
        (0..<random.next(below: 20)).map { _ in
            pick([
                "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}[200~", "\u{9B}31m",
                "\u{00}", "\r", "\u{7F}", "search ", "\u{1B}", "\u{1B}[", "\t",
            ])
        }.joined()
    }

    private mutating func variables() -> String {
        (0..<random.next(below: 20)).map { _ in
            pick(["${", "}", "${HOME}", "${UNSET_VARIABLE_X}", "${A:-", ":-", "$", "${:-x}", "${1}", "\\\n", "# "])
        }.joined()
    }

    private mutating func fragments() -> String {
        (0..<random.next(below: 30)).map { _ in pick(Self.pieces) }.joined(separator: pick([" ", "", "\u{3000}"]))
    }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[random.next(below: choices.count)]
    }

    private static let pieces = [
        "search", "login", "open", "tag:", "tag:swift", "user:", "title:", "body:", "stocks:>", "likes:<=",
        "created:>2024-01-01", "created:2024-13-45", "updated:<=", "OR", "-", "-tag:x", "\"", "\"a phrase\"",
        "'", "foo:bar", ":", ">", ">=10", "99999999999999999999", "-\"\"", "東京", "ｓｗｉｆｔ", "🍣", "\u{301}",
        "\u{0}", "\u{1B}[31m", "\\", ";", "${X}", "--json", "page", "0", "-1",
    ]
}

/// A tiny, fast, seedable generator (SplitMix64) so fuzz runs are reproducible.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound` (bound > 0).
    package mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
