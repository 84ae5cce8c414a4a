@testable import DeveloperTools
@testable import ItemsModel
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import ViperShell

/// Error messages quote what the user typed; hostile input must come back short and inert.
struct HostileErrorTextTests {
    private let hostile = "2024-01-01\u{1B}]0;owned\u{07}\u{1B}[2J" + String(repeating: "x", count: 1 << 20)

    @Test func aQueryErrorQuotesAShortInertExcerpt() throws {
        let error = try #require(throws: ItemQueryError.self) { try ItemQueryParser.parse("created:" + hostile) }
        for japanese in [false, true] {
            let message = error.message.text(in: japanese ? .japanese : .english)
            #expect(message.count < 200)
            #expect(!message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x9B })
            #expect(message.contains("2024-01-01"))
            #expect(message.contains("…"))
        }
    }

    @Test func aVariableErrorQuotesAShortInertExcerpt() throws {
        let error = try #require(throws: ScriptError.self) {
            try VariableExpander.expand("${" + hostile, environment: [:], mode: .commandLine)
        }
        let message = error.message.text(in: .english)
        #expect(message.count < 200)
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test func shortTextIsQuotedWhole() {
        #expect(TerminalSanitizer.excerpt("tag:") == "tag:")
        #expect(
            TerminalSanitizer.excerpt(String(repeating: "a", count: 30), limit: 24) == String(repeating: "a", count: 24)
                + "…")
    }
}
