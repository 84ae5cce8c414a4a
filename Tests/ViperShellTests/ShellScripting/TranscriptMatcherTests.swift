@testable import DeveloperTools
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import ViperShell

@Suite struct TranscriptMatcherTests {
    @Test(arguments: [
        ("abc", "abc", true),
        ("abc", "abd", false),
        ("abc", "abc ", false),
        ("[..]", "", true),
        ("[..]", "anything at all", true),
        ("[..] done", "took 3s done", true),
        ("[..] done", "done", false),
        ("id: [..]", "id: 42", true),
        ("id: [..]", "id: ", true),
        ("id: [..]", "id:", false),
        ("took [..]ms", "took 12ms", true),
        ("took [..]ms", "took ms", true),
        ("took [..]ms", "took 12s", false),
        ("a[..]b[..]c", "abc", true),
        ("a[..]b[..]c", "a-b-c", true),
        ("a[..]b[..]c", "a-c-b", false),
        ("[..]x[..]", "x", true),
        ("[..]x[..]", "yyy", false),
        ("[..]: [..] ([..])", "row 1: Swift (42)", true),
        ("[..]: [..] ([..])", "row 1 Swift (42)", false),
        ("ab[..]ba", "aba", false),
        (#"took \d+ ms (re)"#, "took 12 ms", true),
        (#"took \d+ ms (re)"#, "took 12 ms!", false),
        (#"took \d+ ms (re)"#, "took ms", false),
        (#"(Search|検索): .* (re)"#, "検索: swift", true),
        (#"unclosed ( (re)"#, "unclosed ( (re)", true),
        (#"[..] (re)"#, "anything", false),
        ("ab[..]ba", "abba", true),
        ("[..][..]", "", true),
        ("[.]", "[.]", true),
        ("[.]", "x", false),
        ("日本[..]語", "日本の言語", true),
    ])
    func lineMatches(pattern: String, line: String, expected: Bool) {
        #expect(TranscriptMatcher.lineMatches(pattern: pattern, line: line) == expected)
    }

    @Test(
        arguments: [
            ([], [], true),
            ([], ["a"], false),
            (["a"], [], false),
            (["a", "b"], ["a", "b"], true),
            (["a", "b"], ["a", "c"], false),
            (["a"], ["a", "b"], false),
            (["a", "b"], ["b", "a"], false),
            (["..."], [], true),
            (["..."], ["x", "y"], true),
            (["..."], ["..."], true),
            (["x ..."], ["x y"], false),
            (["...", "end"], ["a", "b", "end"], true),
            (["...", "end"], ["end"], true),
            (["...", "end"], ["end", "x"], false),
            (["start", "..."], ["start", "a", "b"], true),
            (["start", "..."], ["start"], true),
            (["start", "..."], ["begin", "a"], false),
            (["a", "...", "z"], ["a", "b", "c", "z"], true),
            (["a", "...", "z"], ["a", "z"], true),
            (["a", "...", "z"], ["a", "b"], false),
            (["...", "..."], ["a"], true),
            (["a", "...", "...", "b"], ["a", "x", "b"], true),
            (["...", "x", "...", "y"], ["x", "x", "y", "x", "y"], true),
            (["...", "x", "y"], ["x", "y", "x", "x", "y"], true),
            (["...", "x", "y"], ["x", "y", "x"], false),
            (["...", "b", "...", "a"], ["a", "b"], false),
            (["[..]", "...", "done in [..]s"], ["header", "l1", "l2", "done in 3s"], true),
            (["[..]", "...", "done in [..]s"], ["header", "l1", "l2", "done in 3ms."], false),
            (["...", "id: [..]", "..."], ["a", "id: 7", "b"], true),
        ] as [([String], [String], Bool)])
    func matches(expected: [String], actual: [String], result: Bool) {
        #expect(TranscriptMatcher.matches(expected: expected, actual: actual) == result)
    }

    @Test func largeInputsFinish() {
        let actual = (0..<3_000).map { "line \($0)" }
        let sparse = ["line 0", "...", "line 1000", "...", "line [..]0", "...", "line 2999"]
        #expect(TranscriptMatcher.matches(expected: sparse, actual: actual))
        #expect(!TranscriptMatcher.matches(expected: sparse + ["..."] + ["line 5"], actual: actual))

        // Would explode for a naive backtracking search: every `...` can split the run many ways.
        let same = [String](repeating: "a", count: 3_000)
        let manyWildcards = Array([[String]](repeating: ["...", "a"], count: 20).joined()) + ["b"]
        #expect(!TranscriptMatcher.matches(expected: manyWildcards, actual: same))
        let longNearMiss = ["..."] + [String](repeating: "a", count: 200) + ["b", "..."]
        #expect(!TranscriptMatcher.matches(expected: longNearMiss, actual: same))
        #expect(TranscriptMatcher.matches(expected: longNearMiss, actual: same + ["b"]))
    }
}
