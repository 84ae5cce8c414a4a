import Testing
@testable import CodeHighlighting

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every colour of both palettes reads on its theme's backgrounds: at least 4.5:1 contrast
/// (WCAG 2 AA for text), computed here from the colours' RGB with WCAG's own formula.
@Suite struct CodeThemeContrastTests {
    /// WCAG 2's contrast ratio, (lighter + 0.05) / (darker + 0.05) of relative luminances.
    static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of `#rrggbb`.
    static func luminance(_ hex: String) -> Double {
        let digits = Array(hex.dropFirst())
        let channels = stride(from: 0, to: 6, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
        let linear = channels.map { value -> Double in
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    @Test func theFormulaGivesWCAGsKnownRatios() {
        #expect(abs(Self.contrast("#000000", "#ffffff") - 21) < 0.001)
        #expect(Self.contrast("#777777", "#777777") == 1)
        // #767676 is the lightest grey that passes AA on white (4.54:1), #777777 the first that fails.
        #expect(Self.contrast("#767676", "#ffffff") >= 4.5)
        #expect(Self.contrast("#777777", "#ffffff") < 4.5)
    }

    @Test func colourIndicesAreXtermsRGB() {
        let known: [(UInt8, String)] = [
            (16, "#000000"), (75, "#5fafff"), (208, "#ff8700"), (70, "#5faf00"), (171, "#d75fff"),
            (231, "#ffffff"), (232, "#080808"), (244, "#808080"), (255, "#eeeeee"),
        ]
        for (index, hex) in known {
            #expect(CodeColour(index).hex == hex, "\(index)")
        }
        #expect(CodeColour(75).sgr == "\u{1B}[38;5;75m")
    }

    @Test func theOldDarkOnlyColoursFailOnWhiteAsTheIssueMeasured() {
        // source-highlight's esc256 colours for functions, class names and types (issue 36: 2.2–2.8:1).
        for index: UInt8 in [75, 208, 70] {
            let ratio = Self.contrast(CodeColour(index).hex, "#ffffff")
            #expect((2.2...2.8).contains(ratio), "\(index): \(ratio)")
        }
    }

    @Test func theBackgroundsAreTheOnesEachThemeIsFor() {
        #expect(CodeTheme.dark.backgrounds.map(\.hex) == ["#000000", "#1e1e1e"])
        #expect(CodeTheme.light.backgrounds.map(\.hex) == ["#ffffff", "#f6f8fa"])
    }

    @Test(arguments: CodeTheme.allCases)
    func everyColourReadsOnEveryBackgroundOfItsTheme(_ theme: CodeTheme) {
        for kind in CodeTokenKind.allCases {
            let colour = theme.colour(for: kind)
            #expect(colour.index >= 16, "\(theme) \(kind): the terminal's own colours have no known RGB")
            for background in theme.backgrounds {
                let ratio = Self.contrast(colour.hex, background.hex)
                #expect(ratio >= 4.5, "\(theme) \(kind) \(colour.hex) on \(background.hex): \(ratio)")
            }
        }
    }

    @Test func theLightColoursAlsoReadOnTheExportsDiffLines() {
        for kind in CodeTokenKind.allCases {
            for background in ["#e6ffec", "#ffebe9", "#ddf4ff"] {
                let ratio = Self.contrast(CodeTheme.light.colour(for: kind).hex, background)
                #expect(ratio >= 4.5, "\(kind) on \(background): \(ratio)")
            }
        }
    }

    @Test(arguments: CodeTheme.allCases)
    func theKindsReadersTellApartHaveColoursOfTheirOwn(_ theme: CodeTheme) {
        let kinds: [CodeTokenKind] = [.keyword, .type, .constant, .string, .number, .symbol, .comment, .function]
        let colours = kinds.map { theme.colour(for: $0) }
        #expect(Set(colours).count == kinds.count, "\(theme): \(zip(kinds, colours.map(\.hex)).map { "\($0)" })")
    }

    @Test func aLineOfRunsIsColouredRunByRun() {
        let runs = [CodeRun("x = "), CodeRun("1", .number), CodeRun(" "), CodeRun("# one", .comment)]
        for theme in CodeTheme.allCases {
            let number = theme.colour(for: .number).sgr, comment = theme.colour(for: .comment).sgr
            #expect(theme.sgr(runs) == "x = \(number)1\u{1B}[m \(comment)# one\u{1B}[m")
        }
        #expect(CodeTheme.dark.sgr([]) == "")
    }
}
