import CodeHighlighting
import Foundation
import Testing
@testable import ViperShell

/// The exported page's colours against WCAG AA: every colour code text can take, and every
/// note's label, has at least 4.5:1 contrast against each background it is shown on.
@Suite struct ExportCodePaletteTests {
    /// WCAG 2's contrast ratio of two `#rrggbb` colours.
    static func contrast(_ first: String, _ second: String) -> Double {
        func luminance(_ hex: String) -> Double {
            let value = Int(hex.dropFirst(), radix: 16) ?? 0
            let channels = [value >> 16, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
                let linear = Double(channel) / 255
                return linear <= 0.03928 ? linear / 12.92 : pow((linear + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
        }
        let (one, two) = (luminance(first), luminance(second))
        return (max(one, two) + 0.05) / (min(one, two) + 0.05)
    }

    @Test func theContrastFormulaMatchesWCAGsExamples() {
        #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.001)
        #expect(abs(Self.contrast("#777777", "#ffffff") - 4.48) < 0.01)
    }

    @Test func everyCodeColourReadsOnEveryCodeBackground() {
        let colours =
            CodeTokenKind.allCases.map { CodeTheme.light.colour(for: $0).hex }
            + [ExportCodePalette.text, ExportCodePalette.added, ExportCodePalette.removed, ExportCodePalette.hunk]
        for colour in colours {
            for background in ExportCodePalette.backgrounds {
                #expect(Self.contrast(colour, background) >= 4.5, "\(colour) on \(background)")
            }
        }
    }

    @Test func everyNoteLabelReadsOnItsTint() throws {
        let css = ItemHTMLStylesheet.css
        for kind in ["info", "warn", "alert"] {
            let tint = try #require(Self.colour(in: css, after: ".note.\(kind){background:"))
            let label = try #require(Self.colour(in: css, after: ".note.\(kind) .note-label{color:"))
            let icon = try #require(Self.colour(in: css, after: ".note.\(kind) .note-icon{background:"))
            #expect(Self.contrast(label, tint) >= 4.5, "\(kind): \(label) on \(tint)")
            #expect(Self.contrast("#ffffff", icon) >= 4.5, "\(kind): the icon's white on \(icon)")
        }
    }

    private static func colour(in css: String, after prefix: String) -> String? {
        guard let range = css.range(of: prefix) else { return nil }
        return String(css[range.upperBound...].prefix(7))
    }
}
