import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `NumberText` writes what `String(format:)` writes for `%0Nd`, `%02x` and `U+%04X`.
@Suite struct NumberTextTests {
    @Test func zeroPaddedIsPercentZeroD() {
        var random = SeededRandom(seed: 37)
        let samples = [0, 1, -1, 9, 10, 99, 100, 999, 1_000, 12_345, -12_345, Int.max, Int.min + 1]
        for value in samples + (0..<2_000).map({ _ in random.next(below: 200_000) - 100_000 }) {
            for width in 0...6 {
                #expect(
                    NumberText.zeroPadded(value, width: width) == String(format: "%0\(width)ld", value),
                    "\(value) \(width)")
            }
        }
    }

    @Test func hexIsPercentZeroTwoX() {
        var random = SeededRandom(seed: 38)
        #expect(NumberText.hex([UInt8]()) == "")
        for _ in 0..<500 {
            let bytes = (0..<random.next(below: 40)).map { _ in UInt8(random.next(below: 256)) }
            #expect(NumberText.hex(bytes) == bytes.map { String(format: "%02x", $0) }.joined())
        }
        let all = (0...255).map(UInt8.init)
        #expect(NumberText.hex(all) == all.map { String(format: "%02x", $0) }.joined())
    }

    @Test func codePointIsUPlusPercentFourX() {
        for value in Array(UInt32(0)...0x3_0000) + [0x10_FFFF] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(NumberText.codePoint(scalar) == String(format: "U+%04X", scalar.value))
        }
    }
}
