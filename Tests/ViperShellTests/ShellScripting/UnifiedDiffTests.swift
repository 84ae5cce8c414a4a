@testable import DeveloperTools
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import ViperShell

private let tenLines = (1...10).map { "line \($0)" }

private func replacing(_ lines: [String], at lineNumbers: Int..., with prefix: String = "LINE") -> [String] {
    var copy = lines
    for number in lineNumbers { copy[number - 1] = "\(prefix) \(number)" }
    return copy
}

@Suite struct UnifiedDiffTests {
    @Test(
        arguments: [
            ([], []),
            (["a", "b"], ["a", "b"]),
            (["Started [..]", "...", "done"], ["Started at 12:00", "x", "y", "done"]),
            (["..."], []),
        ] as [([String], [String])])
    func matchingOutputGivesNoDiff(expected: [String], actual: [String]) {
        #expect(UnifiedDiff.make(expected: expected, actual: actual, expectedName: "e", actualName: "a") == "")
    }

    @Test func oneChangedLineWithContext() {
        let diff = UnifiedDiff.make(
            expected: tenLines, actual: replacing(tenLines, at: 5), expectedName: "t.md", actualName: "output"
        )
        #expect(
            diff == """
                --- t.md
                +++ output
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +LINE 5
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func expectedStartLineOffsetsOnlyTheExpectedSide() {
        let diff = UnifiedDiff.make(
            expected: tenLines, actual: replacing(tenLines, at: 5), expectedName: "t.md", actualName: "output",
            context: 1, expectedStartLine: 20
        )
        #expect(diff == "--- t.md\n+++ output\n@@ -23,3 +4,3 @@\n line 4\n-line 5\n+LINE 5\n line 6\n")
    }

    @Test(
        arguments: [
            (["a", "b", "c"], ["a", "b", "new", "c"], 3, "@@ -1,3 +1,4 @@\n a\n b\n+new\n c\n"),
            (["a", "b", "c", "d"], ["a", "c", "d"], 3, "@@ -1,4 +1,3 @@\n a\n-b\n c\n d\n"),
            (["a"], ["new", "a"], 0, "@@ -0,0 +1,1 @@\n+new\n"),
            (["a", "b"], ["a"], 0, "@@ -2,1 +1,0 @@\n-b\n"),
            ([], ["x"], 3, "@@ -0,0 +1,1 @@\n+x\n"),
            (["x", "y"], [], 3, "@@ -1,2 +0,0 @@\n-x\n-y\n"),
            (["a", "b1", "b2", "c"], ["a", "B1", "B2", "c"], 1, "@@ -1,4 +1,4 @@\n a\n-b1\n-b2\n+B1\n+B2\n c\n"),
        ] as [([String], [String], Int, String)])
    func insertionsAndDeletions(expected: [String], actual: [String], context: Int, hunks: String) {
        let diff = UnifiedDiff.make(
            expected: expected, actual: actual, expectedName: "e", actualName: "a", context: context)
        #expect(diff == "--- e\n+++ a\n" + hunks)
    }

    @Test func matchedWildcardLinesAreContext() {
        let diff = UnifiedDiff.make(
            expected: ["Started [..]", "...", "status: ok", "done"],
            actual: ["Started at 12:00", "noise 1", "noise 2", "status: ok", "done!"],
            expectedName: "e", actualName: "a"
        )
        #expect(diff == "--- e\n+++ a\n@@ -1,4 +1,4 @@\n Started [..]\n ...\n status: ok\n-done\n+done!\n")
    }

    @Test func actualSideCountsAnAbsorbedRunAsOneLine() {
        let diff = UnifiedDiff.make(
            expected: ["a", "...", "z", "tail"], actual: ["a", "1", "2", "3", "z", "TAIL"],
            expectedName: "e", actualName: "a", context: 1
        )
        #expect(diff == "--- e\n+++ a\n@@ -3,2 +3,2 @@\n z\n-tail\n+TAIL\n")
    }

    @Test func distantChangesGetSeparateHunksAndCloseOnesShareOne() {
        let twenty = (1...20).map { "line \($0)" }
        let apart = UnifiedDiff.make(
            expected: twenty, actual: replacing(twenty, at: 3, 17), expectedName: "e", actualName: "a")
        #expect(
            apart == """
                --- e
                +++ a
                @@ -1,6 +1,6 @@
                 line 1
                 line 2
                -line 3
                +LINE 3
                 line 4
                 line 5
                 line 6
                @@ -14,7 +14,7 @@
                 line 14
                 line 15
                 line 16
                -line 17
                +LINE 17
                 line 18
                 line 19
                 line 20

                """)
        let close = UnifiedDiff.make(
            expected: twenty, actual: replacing(twenty, at: 3, 9), expectedName: "e", actualName: "a")
        #expect(close.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,12 +1,12 @@"])
    }

    @Test func largeInputsFinish() {
        let expected = (0..<1_500).map { "expected \($0)" }
        let actual = (0..<1_500).map { "actual \($0)" }
        let diff = UnifiedDiff.make(expected: expected, actual: actual, expectedName: "e", actualName: "a")
        #expect(diff.hasPrefix("--- e\n+++ a\n@@ -1,1500 +1,1500 @@\n-expected 0\n"))

        let long = (0..<5_000).map { "line \($0)" }
        var changed = long
        changed[2_500] = "changed"
        let oneChange = UnifiedDiff.make(
            expected: long, actual: changed, expectedName: "e", actualName: "a", context: 0)
        #expect(oneChange == "--- e\n+++ a\n@@ -2501,1 +2501,1 @@\n-line 2500\n+changed\n")
    }
}
