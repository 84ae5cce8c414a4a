import Foundation
import Testing
@testable import ShellKit

/// JSON output for scripts: characters that would act on a terminal or reorder text are escaped,
/// and the document still decodes to the same values.
@Suite struct JSONTextTests {
    @Test func invisibleControlsAreEscapedAndTheValuesKept() throws {
        let values = [
            "plain 日本語", "bidi \u{202E}reversed\u{202C} and \u{2067}isolate\u{2069}", "c1 \u{85} \u{9B}31m del \u{7F}",
            "lines \u{2028} \u{2029}", "controls \u{1B}[2J \u{7} \n",
        ]
        let text = JSONText.encode(values)
        #expect(
            !text.unicodeScalars.contains {
                (0x7F...0x9F).contains($0.value) || (0x2028...0x202E).contains($0.value)
                    || (0x2066...0x2069).contains($0.value) || ($0.value < 0x20 && $0 != "\n" && $0 != " ")
            })
        #expect(
            text.contains("\\u202e") && text.contains("\\u0085") && text.contains("\\u007f") && text.contains("\\u2028")
        )
        #expect(try JSONDecoder().decode([String].self, from: Data(text.utf8)) == values)
        #expect(JSONText.encode(["日本語"]) == "[\n  \"日本語\"\n]", "plain text is written as it is")
    }
}
