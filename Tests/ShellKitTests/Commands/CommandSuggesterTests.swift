import Testing
@testable import ShellKit
import TestSupport

/// "Did you mean": the closest known command to a mistyped one.
@Suite struct CommandSuggesterTests {
    static let names = ["register", "login", "whoami", "logout", "help", "quit", "exit"]

    @Test(
        "typos find their command",
        arguments: [
            ("logn", "login"),
            ("loign", "login"),
            ("lgoin", "login"),
            ("whoamy", "whoami"),
            ("whomai", "whoami"),
            ("hlep", "help"),
            ("halp", "help"),
            ("quti", "quit"),
            ("exti", "exit"),
            ("registr", "register"),
            ("regist", "register"),  // a prefix, even when farther than the typo limit
            ("LOGIN", "login"),  // case does not matter
            ("Logout", "logout"),
            ("logot", "logout"),
            ("q", "quit"),  // a one-letter prefix
            ("lo gin", "login"),  // one character off
        ])
    func suggestion(typed: String, expected: String) {
        #expect(CommandSuggester.closest(to: typed, among: Self.names) == expected)
    }

    @Test(
        "words that look like no command get no suggestion",
        arguments: ["xyzzy", "search", "", "z", "administrator", "qqqqqqqq"])
    func noSuggestion(typed: String) {
        #expect(CommandSuggester.closest(to: typed, among: Self.names) == nil)
    }

    @Test func tiesGoToTheAlphabeticallyFirstName() {
        #expect(CommandSuggester.closest(to: "bat", among: ["cat", "bar", "hat"]) == "bar")
        #expect(CommandSuggester.closest(to: "bat", among: ["hat", "cat"]) == "cat")
    }

    @Test(
        "edit distance",
        arguments: [
            ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0),
            ("kitten", "sitting", 3), ("flaw", "lawn", 2), ("quit", "quti", 2),
            ("東京都", "東京", 1), ("ログイン", "ログアウト", 3),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(CommandSuggester.distance(a, b) == expected)
        #expect(CommandSuggester.distance(b, a) == expected)
    }
}
