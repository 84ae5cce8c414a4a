import Foundation
import Testing
import TestSupport
@testable import Markdown

/// The guard in front of cmark-gfm: a row of 50,000 `|` or a line of 100,000 `<f ` parses in time
/// linear in its size (unguarded, gfm.6 takes seconds to minutes), the text shown keeps every
/// character, and code is left as written.
@Suite struct QuadraticLineGuardTests {
    @Test(arguments: ["|", "<f "])
    func aLongLineParsesInLinearTime(unit: String) {
        let small = "| a | b |\n|---|---|\n| " + String(repeating: unit, count: 10_000) + "\n"
        let large = "| a | b |\n|---|---|\n| " + String(repeating: unit, count: 100_000) + "\n"
        let ratio = LinearTime.ratio(small: small, large: large) { _ = MarkdownDocument(parsing: $0) }
        #expect(ratio < 30, "10× the input took \(ratio)× the time")
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
        guard case .codeBlock(_, let literal, _)? = MarkdownDocument(parsing: fenced).nodes.dropFirst().first?.kind
        else {
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
