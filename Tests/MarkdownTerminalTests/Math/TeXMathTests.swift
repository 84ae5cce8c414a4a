@testable import MarkdownTerminal
import ShellKit
import Testing

/// TeX math as Unicode (`TeXMath`): every expression of `TeXMathExpressions` shown as written
/// there, what cannot be converted left to the caller (nil), display math's rows, and hostile
/// input converted or refused in time linear in its length, never a crash.
@Suite struct TeXMathTests {
    @Test func twoHundredExpressionsAreShownAsExpected() {
        #expect(TeXMathExpressions.inline.count >= 200)
        for (tex, shown) in TeXMathExpressions.inline {
            #expect(TeXMath.inline(tex) == shown, "\(tex)")
        }
    }

    @Test func nestingIsBoundedButThirtyTwoGroupsConvert() {
        let groups = String(repeating: "{", count: 32) + "x" + String(repeating: "}", count: 32)
        #expect(TeXMath.inline(groups) == "x")
        #expect(TeXMath.inline(String(repeating: #"\hat"#, count: 20) + " x") != nil)
        #expect(TeXMath.inline(String(repeating: #"\hat"#, count: 200) + " x") == nil)
    }

    @Test func whatCannotBeConvertedIsLeftToTheCaller() {
        for tex in TeXMathExpressions.unconverted {
            #expect(TeXMath.inline(tex) == nil, "\(tex.prefix(60))")
            #expect(TeXMath.display(tex) == nil, "\(tex.prefix(60))")
        }
    }

    @Test func displayMathLaysEnvironmentsOutAsRows() {
        for (tex, lines) in TeXMathExpressions.display {
            #expect(TeXMath.display(tex) == lines, "\(tex)")
        }
    }

    @Test func inlineMathIsOneLineAndDisplayRowsLineUp() throws {
        for tex in TeXMathExpressions.inline.map(\.tex) + TeXMathExpressions.display.map(\.tex) {
            let inline = try #require(TeXMath.inline(tex), "\(tex)")
            #expect(!inline.contains("\n"))
            let lines = try #require(TeXMath.display(tex), "\(tex)")
            #expect(lines.allSatisfy { !$0.contains("\n") })
            // One line unless it has rows.
            if !tex.contains(#"\"#) { #expect(lines.count == 1, "\(tex)") }
        }
    }

    @Test func scriptsUseUnicodeOnlyWhenEveryCharacterHasAForm() {
        #expect(UnicodeScripts.shifted("n+1", raised: true) == "ⁿ⁺¹")
        #expect(UnicodeScripts.shifted("ij", raised: false) == "ᵢⱼ")
        #expect(UnicodeScripts.shifted("q", raised: false) == nil)
        #expect(UnicodeScripts.shifted("π", raised: true) == nil)
    }

    @Test func alphabetsFillTheHolesOfTheMathematicalBlock() {
        #expect(MathAlphabet.doubleStruck.map("CHNPQRZ") == "ℂℍℕℙℚℝℤ")
        #expect(MathAlphabet.doubleStruck.map("AB") == "𝔸𝔹")
        #expect(MathAlphabet.script.map("BEFHILMR") == "ℬℰℱℋℐℒℳℛ")
        #expect(MathAlphabet.fraktur.map("CHIRZ") == "ℭℌℑℜℨ")
        #expect(MathAlphabet.bold.map("a1") == "𝐚𝟏")
        #expect(MathAlphabet.bold.map("α-") == "α-")
    }

    @Test func hostileMathIsConvertedOrRefusedInLinearTime() {
        let shapes = [
            String(repeating: "x^", count: 3000) + "2", String(repeating: #"\frac{"#, count: 500),
            String(repeating: "{", count: 4000) + String(repeating: "}", count: 4000),
            String(repeating: #"\left("#, count: 1500), String(repeating: "&", count: 8000),
            String(repeating: #"\\"#, count: 4000), String(repeating: #"\sqrt["#, count: 1000),
            String(repeating: "a_{b^{", count: 600), String(repeating: #"\begin{cases}"#, count: 500),
            String(repeating: "\u{1B}[31m", count: 800), String(repeating: #"\text{"#, count: 900),
            String(repeating: #"\hat"#, count: 2000) + " x", String(repeating: #"\not"#, count: 2000) + "=",
            String(repeating: #"\overset{a}"#, count: 700) + "=", String(repeating: #"\sqrt"#, count: 1600) + "2",
        ]
        for shape in shapes {
            let started = ContinuousClock.now
            _ = TeXMath.inline(shape)
            _ = TeXMath.display(shape)
            // Generous: a quadratic pass over 8 KB would take seconds in a debug build.
            #expect(ContinuousClock.now - started < .seconds(2), "\(shape.prefix(20))")
        }
    }

    @Test func randomTokenSoupNeverCrashesAndStaysOneLineInline() {
        let tokens = [
            "x", "2", "+", "-", "=", "^", "_", "{", "}", "&", #"\"#, " ", "'", "(", ")", "|", #"\frac"#,
            #"\sqrt"#, "[", "]", #"\left("#, #"\right)"#, #"\begin{pmatrix}"#, #"\end{pmatrix}"#,
            #"\begin{cases}"#, #"\end{cases}"#, #"\text{a b}"#, #"\mathbb"#, #"\hat"#, #"\sum"#, #"\alpha"#,
            #"\not"#, #"\overset"#, "%", "\n", "$", "é", "漢", "\u{1B}", #"\"#,
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<4000 {
            var tex = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 59) + 1 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                tex += tokens[Int(state >> 33) % tokens.count]
            }
            if let inline = TeXMath.inline(tex) { #expect(!inline.contains("\n"), "\(tex)") }
            if let lines = TeXMath.display(tex) { #expect(!lines.isEmpty, "\(tex)") }
        }
    }
}
