import Testing
@testable import DeveloperTools

/// The import fuzzer's damaged items files: the same seed gives the same files.
@Suite struct ItemFileMutatorTests {
    @Test func theMutatorIsReproducible() {
        var first = ItemFileMutator(seed: 5)
        var second = ItemFileMutator(seed: 5)
        let same = (0..<50).allSatisfy { _ in first.next() == second.next() }
        #expect(same)
    }

    /// A mutator that handed back one file over and over would be reproducible too.
    @Test func theFilesAreDamagedInManyWays() {
        var mutator = ItemFileMutator(seed: 5)
        let files = (0..<50).map { _ in mutator.next() }
        #expect(Set(files).count >= 40)
    }
}
