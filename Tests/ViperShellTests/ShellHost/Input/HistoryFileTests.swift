@testable import DeveloperTools
import Foundation
@testable import ShellHost
@testable import ShellKit
import TestSupport
import Testing
@testable import ViperShell

/// The history file two shells on one home share: neither loses the other's lines.
@Suite struct HistoryFileTests {
    @Test func twoShellsAppendingKeepEachOthersLines() throws {
        let home = try TemporaryDirectory()
        let path = home.file("history")
        let first = HistoryFile(path: path, limit: 1000)
        let second = HistoryFile(path: path, limit: 1000)
        try first.append("search swift")
        try second.append("whoami")
        try first.append("open 1")
        #expect(FileFacts.text(path) == "search swift\nwhoami\nopen 1\n")
        #expect(FileFacts.mode(path) == 0o600)
    }

    @Test func theOldestLinesGoPastTheLimit() throws {
        let home = try TemporaryDirectory()
        let history = HistoryFile(path: home.file("history"), limit: 3)
        for number in 1...5 { try history.append("page \(number)") }
        #expect(FileFacts.text(home.file("history")) == "page 3\npage 4\npage 5\n")
    }
}
