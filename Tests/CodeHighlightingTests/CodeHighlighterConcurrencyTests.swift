import Dispatch
import Synchronization
import Testing
import CodeHighlighting

/// Highlighting on many threads at once gives what one thread gets: source-highlight runs one
/// call at a time behind the shim's lock, and our own definitions are written once.
@Suite struct CodeHighlighterConcurrencyTests {
    @Test func eightThreadsGetTheSameLinesAsOne() {
        let highlighter = CodeHighlighter.patient
        let expected = CodeSample.all.map { highlighter.highlight($0.code, language: $0.names.last!) }
        #expect(expected.allSatisfy { $0 != nil })
        let mismatches = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for round in 0..<20 {
                for (index, sample) in CodeSample.all.enumerated() where (index + thread + round) % 2 == 0 {
                    if highlighter.highlight(sample.code, language: sample.names.last!) != expected[index] {
                        mismatches.add(1, ordering: .relaxed)
                    }
                }
            }
        }
        #expect(mismatches.load(ordering: .relaxed) == 0)
    }
}
