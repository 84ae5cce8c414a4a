import Dispatch
import Testing
@testable import Markdown

/// Documents parsed on several threads at once come out as they do one at a time: cmark-gfm
/// edits a global table as parsers attach and free extensions, which once left `~~x~~`
/// unstruck in a loaded run, until parsing took a process-wide lock.
@Suite struct MarkdownConcurrencyTests {
    @Test func parsingOnManyThreadsAtOnceGivesTheSameTrees() {
        let markdown =
            "~~消した~~ and *強調* with | a | table |\n|---|---|\n| x | y |\n\nwww.example.com ~~again~~"
            + "\n\n:::note warn\n~~in a note~~\n:::"
        let expected = MarkdownDocument(parsing: markdown).nodes.map(\.kind)
        #expect(expected.filter { $0 == .strikethrough }.count == 3 && expected.contains(.note(kind: .warn)))
        let results = ResultsBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<300 {
                let kinds = MarkdownDocument(parsing: markdown).nodes.map(\.kind)
                if kinds != expected { results.recordMismatch() }
            }
        }
        #expect(results.mismatches == 0, "trees that differed from the one-at-a-time parse")
    }
}

/// Counts mismatches across threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var count = 0
    var mismatches: Int {
        lock.wait()
        defer { lock.signal() }
        return count
    }
    func recordMismatch() {
        lock.wait()
        count += 1
        lock.signal()
    }
}
