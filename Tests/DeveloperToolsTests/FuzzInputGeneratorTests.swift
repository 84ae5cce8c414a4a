import Testing
@testable import DeveloperTools

/// The parser fuzzer's inputs: the same seed gives the same lines, huge ones included.
@Suite struct FuzzInputGeneratorTests {
    @Test func theGeneratorIsReproducibleAndIncludesHugeLines() {
        var first = FuzzInputGenerator(seed: 7)
        var second = FuzzInputGenerator(seed: 7)
        var sizes: [Int] = []
        for _ in 0..<FuzzInputGenerator.hugeLineInterval {
            let input = first.next()
            #expect(input == second.next())
            sizes.append(input.count)
        }
        #expect(sizes.max()! >= FuzzInputGenerator.hugeLineBytes)
    }
}
