import Foundation
import Testing
import TestSupport
@testable import Markdown

/// `:::` fences built to break the note extension: deep nesting and a megabyte of fences, each
/// parsed into the tree it should make. Each also has a generous time limit: the extension looks
/// at each line a fixed number of times, and a pass over every earlier line or open block instead
/// would take minutes on these inputs (the C harness times them at 1–8 MB:
/// Documentation/design/qiita-note-harness). Times are the parsing thread's CPU time
/// (`LinearTime.cpuSeconds`): under a loaded suite the wall clock also counts the waits for a CPU,
/// which took two of these past 20 s (29 and 31 s) in one run at this machine's two cores.
@Suite struct MarkdownNoteHostileInputTests {
    static let limit = Duration.seconds(20)

    /// Note, quote, note, quote, … 10,000 notes deep. A block quote stays open only on lines that
    /// repeat its `>`, so each level is a line as long as its depth: about 50 MB of Markdown, whose
    /// parse is quadratic in the depth, as for quotes alone.
    @Test func tenThousandNotesNestedInQuotes() {
        let depth = 10_000
        var markdown = ""
        markdown.reserveCapacity(depth * (depth + 1) / 2 + depth * 14 + depth + 8)
        var quotes = ""
        for _ in 0..<depth {
            markdown += quotes + ":::note warn\n"
            quotes += ">"
        }
        markdown += quotes + "deep"
        var document: MarkdownDocument?
        let took = Duration.seconds(LinearTime.cpuSeconds { document = MarkdownDocument(parsing: markdown) })
        guard let document else { return }
        // The document, a note and a quote per level, the paragraph and its text.
        #expect(document.nodes.count == 2 * depth + 3)
        #expect(document.nodes.count(where: { $0.kind == .note(kind: .warn) }) == depth)
        #expect(document.nodes.count(where: { $0.kind == .blockQuote }) == depth)
        #expect(document.nodes[1].kind == .note(kind: .warn) && document.nodes[2].kind == .blockQuote)
        #expect(document.nodes.last?.kind == .text("deep") && document.nodes.last?.parent == Int32(2 * depth + 1))
        #expect(document.nodes[1].end == Int32(2 * depth + 3))
        #expect(took < Self.limit, "\(took)")
    }

    @Test func aMegabyteOfBareFencesOpensAndClosesEmptyBlocks() {
        // :::, :::, … open and close custom blocks without a type, which show only their (no) content.
        let markdown = String(repeating: ":::\n", count: 250_000)
        let (document, took) = Self.parse(markdown)
        #expect(document.nodes.map(\.kind) == [.document])
        #expect(
            MarkdownDocument.html(":::\n:::\n:::\n")
                == String(repeating: "<div data-type=\"customblock\" data-metadata=\"\">\n</div>\n", count: 2))
        #expect(took < Self.limit, "\(took)")
    }

    @Test func aMegabyteOfOpenersIsOneNoteHoldingText() {
        // The first opens a note; inside it the others are text (a note cannot hold a note).
        let lines = 1_000_000 / 8
        let (document, took) = Self.parse(String(repeating: ":::note\n", count: lines))
        #expect(document.nodes.count == 3 + (lines - 1) + (lines - 2))
        #expect(document.nodes[1].kind == .note(kind: .info) && document.nodes[2].kind == .paragraph)
        #expect(document.nodes.count(where: { $0.kind == .text(":::note") }) == lines - 1)
        #expect(took < Self.limit, "\(took)")
    }

    @Test func aMegabyteOfSmallNotes() {
        let unit = ":::note alert\nx\n:::\n"
        let count = 1_000_000 / unit.utf8.count
        let (document, took) = Self.parse(String(repeating: unit, count: count))
        #expect(document.nodes.count == 1 + 3 * count)
        #expect(document.nodes.count(where: { $0.kind == .note(kind: .alert) }) == count)
        #expect(took < Self.limit, "\(took)")
    }

    @Test func aMegabyteLongFenceAndInfoString() {
        let colons = String(repeating: ":", count: 1_000_000)
        let (document, took) = Self.parse(colons + "\n:::note " + String(repeating: "警", count: 300_000) + " warn\nx\n")
        // The colons open a block without a type, the next opener is text inside it.
        #expect(document.nodes.map(\.kind).prefix(2) == [.document, .paragraph])
        #expect(took < Self.limit, "\(took)")
        #expect(
            Self.parse(":::note " + String(repeating: "a", count: 1_000_000) + "\nx").document.nodes[1].kind
                == .note(kind: .info))
    }

    /// The document and the parsing thread's CPU time.
    private static func parse(_ markdown: String) -> (document: MarkdownDocument, took: Duration) {
        var document: MarkdownDocument?
        let took = Duration.seconds(LinearTime.cpuSeconds { document = MarkdownDocument(parsing: markdown) })
        return (document!, took)
    }
}
