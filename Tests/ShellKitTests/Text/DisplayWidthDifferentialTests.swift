@testable import ShellKit
import TestSupport
import Testing

/// `DisplayWidth` (its quick paths and the standalone-scalar table) measures exactly as the
/// grapheme walk it replaced (`ReferenceDisplayWidth`): every scalar alone, every scalar
/// between neighbours, and seeded mixed text.
@Suite struct DisplayWidthDifferentialTests {
    private static let allScalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init)

    @Test func everyScalarMeasuresAsTheGraphemeWalk() {
        var mismatches: [UInt32] = []
        for scalar in Self.allScalars {
            let text = String(scalar)
            if DisplayWidth.of(text) != ReferenceDisplayWidth.of(text)
                || DisplayWidth.of(Character(scalar)) != ReferenceDisplayWidth.of(Character(scalar))
            {
                mismatches.append(scalar.value)
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0, radix: 16) })")
    }

    @Test func everyScalarBetweenNeighboursMeasuresAsTheGraphemeWalk() {
        var mismatches: [UInt32] = []
        for scalar in Self.allScalars {
            let text = "a" + String(scalar) + "漢" + String(scalar) + String(scalar) + "\u{1B}[1m"
            if DisplayWidth.of(text) != ReferenceDisplayWidth.of(text) { mismatches.append(scalar.value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0, radix: 16) })")
    }

    /// `StandaloneScalars.width(of:)` (the inline layout's per-scalar reader) is the table and
    /// `DisplayWidth.width(of:)` for every scalar: a width exactly for the standalone ones.
    @Test func standaloneWidthIsTheTableAndTheScalarWidth() {
        var mismatches: [UInt32] = []
        for scalar in Self.allScalars {
            let expected = StandaloneScalars.contains(scalar.value) ? DisplayWidth.width(of: scalar) : nil
            if StandaloneScalars.width(of: scalar.value) != expected { mismatches.append(scalar.value) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(20).map { String($0, radix: 16) })")
    }

    /// The table holds no scalar that any grapheme-break rule joins to a neighbour: each next to
    /// each kind of neighbour stays a character of its own.
    @Test func standaloneScalarsNeverJoin() {
        let neighbours: [Unicode.Scalar] = ["a", "\u{E9}", "漢", "😀", "\u{AC00}", "\u{3000}"]
        var joined: [UInt32] = []
        for scalar in Self.allScalars where StandaloneScalars.contains(scalar.value) {
            let category = scalar.properties.generalCategory
            if scalar.properties.isGraphemeExtend || category == .spacingMark || category == .nonspacingMark
                || category == .enclosingMark || (0x1F1E6...0x1F1FF).contains(scalar.value)
            {
                joined.append(scalar.value)
                continue
            }
            for neighbour in neighbours + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(neighbour)
                pair.append(scalar)
                var reversed = String.UnicodeScalarView()
                reversed.append(scalar)
                reversed.append(neighbour)
                if String(pair).count != 2 || String(reversed).count != 2 {
                    joined.append(scalar.value)
                    break
                }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(20).map { String($0, radix: 16) })")
    }

    @Test(arguments: [UInt64(1), 2, 3, 4])
    func mixedTextMeasuresAsTheGraphemeWalk(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<4_000 {
            let text = random.text(from: MixedTextPieces.all, fewerThan: 20)
            #expect(DisplayWidth.of(text) == ReferenceDisplayWidth.of(text), "\(text.debugDescription)")
        }
    }

    @Test(arguments: [UInt64(5), 6])
    func plainMixedTextMeasuresAsTheGraphemeWalk(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        for _ in 0..<4_000 {
            let text = random.text(from: MixedTextPieces.plain, fewerThan: 30)
            #expect(DisplayWidth.of(text) == ReferenceDisplayWidth.of(text), "\(text.debugDescription)")
        }
    }
}
