import Testing
@testable import ViperShell

/// The detail's box-drawing rule, written as its bytes.
@Suite struct ItemDetailRendererTests {
    @Test func aRuleIsItsLinesRepeated() {
        for count in 0...100 {
            #expect(Array(ItemDetailRenderer.rule(count).utf8) == Array(String(repeating: "─", count: count).utf8))
        }
    }
}
