@testable import DeveloperTools
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import ViperShell

@Suite struct ScriptParserTests {
    /// A command as (line, text), for compact tables.
    typealias Parsed = (line: Int, text: String)

    @Test(
        arguments: [
            ("", [Parsed]()),
            ("help\nquit\n", [(1, "help"), (2, "quit")]),
            ("help\nquit", [(1, "help"), (2, "quit")]),
            ("# comment\n\nhelp\n   \n\t\n", [(3, "help")]),
            ("  # indented\n\t# tab-indented\n\u{3000}# full-width blank\nhelp", [(4, "help")]),
            ("  help  ", [(1, "  help  ")]),
            ("say # not a comment", [(1, "say # not a comment")]),
            ("'#' is a word", [(1, "'#' is a word")]),
            ("say '# hash; semi' \"a;b # c\"\n", [(1, "say '# hash; semi' \"a;b # c\"")]),
            ("login alice \\\n  --verbose\nquit", [(1, "login alice   --verbose"), (3, "quit")]),
            ("say a\\\nb", [(1, "say ab")]),
            ("say a \\\\\nquit", [(1, "say a \\\\"), (2, "quit")]),
            ("say a\\\\\\\nb", [(1, "say a\\\\b")]),
            ("say 'a\\\nb'", [(1, "say 'a\\"), (2, "b'")]),
            ("say \"a\\\nquit", [(1, "say \"a\\"), (2, "quit")]),
            ("say 'a b' \\\n\"c d\"", [(1, "say 'a b' \"c d\"")]),
            ("say \\\n# part of the command\n", [(1, "say # part of the command")]),
            ("say a \\\n\nquit", [(1, "say a "), (3, "quit")]),
            ("say a \\", [(1, "say a ")]),
            ("say a \\\n", [(1, "say a ")]),
            ("\n# setup\nfirst \\\nsecond \\\nthird\nnext", [(3, "first second third"), (6, "next")]),
            ("help\r\nlogin a \\\r\n  b\r\n\r\n# c\r\nquit\r\n", [(1, "help"), (2, "login a   b"), (6, "quit")]),
            ("\u{FEFF}help\n", [(1, "help")]),
            ("\u{FEFF}# comment\r\nhelp", [(2, "help")]),
            ("say \u{FEFF}", [(1, "say \u{FEFF}")]),
            // An apostrophe inside a word opens no quote, so a continuation after it still joins.
            ("search it's \\\ndocker\nquit", [(1, "search it's docker"), (3, "quit")]),
            ("search don\\\n't \\\npanic", [(1, "search don't panic")]),
            ("say 'a b' it's \\\nc", [(1, "say 'a b' it's c")]),
        ] as [(String, [Parsed])])
    func parse(text: String, expected: [Parsed]) {
        let commands = ScriptParser.parse(text, sourceName: "setup.vsh")
        #expect(commands == expected.map { ScriptCommand(sourceName: "setup.vsh", line: $0.line, text: $0.text) })
    }

    @Test func keepsTheSourceName() {
        let commands = ScriptParser.parse("help", sourceName: "-c")
        #expect(commands == [ScriptCommand(sourceName: "-c", line: 1, text: "help")])
    }

    @Test(arguments: [
        ("", [String]()),
        (";", []),
        ("  ;  ; ", []),
        ("help", ["help"]),
        ("help; quit", ["help", "quit"]),
        ("  a ;; ; b  ", ["a", "b"]),
        ("say 'a;b'; quit", ["say 'a;b'", "quit"]),
        ("say \"a;b\\\";c\"; quit", ["say \"a;b\\\";c\"", "quit"]),
        ("say a\\;b", ["say a\\;b"]),
        ("say a\\\\;b", ["say a\\\\", "b"]),
        ("say a\\ ;b", ["say a\\ ", "b"]),
        ("say ' a ' ;b", ["say ' a '", "b"]),
        ("say 'unclosed; quit", ["say 'unclosed; quit"]),
        ("login alice;\tlist  --limit 3 ;quit", ["login alice", "list  --limit 3", "quit"]),
        // An apostrophe inside a word is text: the `;` after it still separates.
        ("search it's; list", ["search it's", "list"]),
        ("save mine don't panic;saved", ["save mine don't panic", "saved"]),
        ("say rock'n'roll;x", ["say rock'n'roll", "x"]),
        ("say it\\'s 'a;b'", ["say it\\'s 'a;b'"]),
        ("say 'it'\\''s; x'; y", ["say 'it'\\''s; x'", "y"]),
    ])
    func splitCommands(argument: String, expected: [String]) {
        #expect(ScriptParser.splitCommands(argument) == expected)
    }
}
