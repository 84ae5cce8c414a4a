import Foundation
import Testing
import TestSupport

/// Escape sequences typed or piped in never reach the terminal through what the shell says
/// back: errors quoting a command, confirmations quoting a name, `--echo`'s copy of the line.
@Suite struct HostileInputEchoTests {
    /// A colour change, a screen clear and a window title, inside the words of commands.
    static let lines = [
        "hello\u{1B}[31m red",
        "\u{1B}[2Jclear",
        "search \u{1B}]0;owned\u{07}docker",
        "save n\u{1B}[2J tag:docker",
        "user \u{1B}[31mbob",
        "set lang \u{1B}[31mja",
        "help \u{1B}]0;owned\u{1B}\\",
        "open \u{9B}2J",
    ]

    @Test(arguments: [[String](), ["--echo"]])
    func nothingTypedReachesTheTerminalRaw(_ options: [String]) async throws {
        let folder = try TemporaryDirectory()
        let home = folder.file("home")
        let password = "s3cret-Pa55word"
        let input = "register hostile01\n\(password)\n\(password)\n" + Self.lines.joined(separator: "\n") + "\n"
        let outcome = try await ShellProcess.run(home: home, options, input: input)
        for (name, text) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] {
            #expect(
                !text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" },
                "\(options) \(name) carries a control character: \(text.debugDescription)")
        }
        // The commands were still read and answered.
        #expect((outcome.stdout + outcome.stderr).contains("unknown command 'hello'"))
    }
}
