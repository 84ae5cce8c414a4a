import Foundation
import Testing
@testable import Markdown

/// The guard in front of cmark-gfm: a row of 50,000 `|` or a line of 100,000 `<f ` parses in time
/// linear in its size (unguarded, gfm.6 takes seconds to minutes), the text shown keeps every
/// character, and code is left as written.
@Suite struct QuadraticLineGuardTests {
    private static func seconds(_ work: () -> Void) -> Double {
        let clock = ContinuousClock()
        let elapsed = clock.measure(work)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    @Test(arguments: ["|", "<f "])
    func aLongLineParsesInLinearTime(unit: String) {
        let small = "| a | b |\n|---|---|\n| " + String(repeating: unit, count: 10_000) + "\n"
        let large = "| a | b |\n|---|---|\n| " + String(repeating: unit, count: 100_000) + "\n"
        _ = MarkdownDocument(parsing: small)
        let smallTime = Self.seconds { _ = MarkdownDocument(parsing: small) }
        let largeTime = Self.seconds { _ = MarkdownDocument(parsing: large) }
        #expect(largeTime / max(smallTime, 1e-4) < 30, "10× the input took \(largeTime / smallTime)× the time")
    }

    @Test(arguments: ["x|", "x<y "])
    func theTextShownKeepsEveryCharacter(unit: String) {
        let line = String(repeating: unit, count: 300)
        let document = MarkdownDocument(parsing: line + "\n")
        #expect(document.plainText(of: document.root) == line.trimmingCharacters(in: .whitespaces))
    }

    @Test func codeIsLeftAsWritten() {
        let line = String(repeating: "|", count: 400)
        let fenced = "```\n" + line + "\n```\n"
        guard case .codeBlock(_, let literal, _)? = MarkdownDocument(parsing: fenced).nodes.dropFirst().first?.kind else {
            Issue.record("not a code block")
            return
        }
        #expect(literal == line + "\n")
        let indented = MarkdownDocument(parsing: "    " + line + "\n")
        guard case .codeBlock(_, let code, _)? = indented.nodes.dropFirst().first?.kind else {
            Issue.record("not a code block")
            return
        }
        #expect(code == line + "\n")
    }
}
