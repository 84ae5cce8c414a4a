/// A small seeded generator (SplitMix64): the same random inputs on every machine, so a test
/// that draws them fails the same way everywhere.
package struct SeededRandom {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    /// A number in `0..<bound`.
    package mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((mixed ^ (mixed >> 31)) % UInt64(bound))
    }

    /// Fewer than `bound` of `pieces`, each drawn at random, joined: seeded text for the tests
    /// that hold a quick path to the slow one.
    package mutating func text(from pieces: [String], fewerThan bound: Int) -> String {
        (0..<next(below: bound)).map { _ in pieces[next(below: pieces.count)] }.joined()
    }
}
