import Testing
@testable import ShellKit
import TestSupport

/// Choosing the language of messages.
@Suite struct LanguageTests {
    @Test(
        "resolution",
        arguments: [
            // Nothing set: English.
            (String?.none, [String: String](), Language.english),
            (nil, ["LANG": "ja_JP.UTF-8"], .japanese),
            (nil, ["LANG": "ja"], .japanese),
            (nil, ["LANG": "en_US.UTF-8"], .english),
            (nil, ["LANG": "C"], .english),
            (nil, ["LANG": "C.UTF-8"], .english),
            (nil, ["LANG": "fr_FR.UTF-8"], .english),
            // LC_ALL beats LC_MESSAGES beats LANG.
            (nil, ["LC_ALL": "en_US.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
            (nil, ["LC_ALL": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .japanese),
            (nil, ["LC_ALL": "C", "LC_MESSAGES": "ja_JP.UTF-8"], .english),
            (nil, ["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"], .japanese),
            (nil, ["LC_MESSAGES": "en_GB.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
            // An empty variable does not count.
            (nil, ["LC_ALL": "", "LANG": "ja_JP.UTF-8"], .japanese),
            (nil, ["LC_ALL": "", "LC_MESSAGES": "", "LANG": ""], .english),
            // --lang beats the environment.
            ("ja", ["LC_ALL": "en_US.UTF-8"], .japanese),
            ("en", ["LC_ALL": "ja_JP.UTF-8", "LANG": "ja_JP.UTF-8"], .english),
            ("japanese", [:], .japanese),
            // An explicit choice that is not a language leaves it to the environment.
            ("xx", ["LANG": "ja_JP.UTF-8"], .japanese),
        ])
    func resolve(explicit: String?, environment: [String: String], expected: Language) {
        #expect(Language.resolve(explicit: explicit, environment: environment) == expected)
    }

    @Test(
        "codes",
        arguments: [
            ("en", Language?.some(.english)), ("EN", .english), ("english", .english), ("en_US.UTF-8", .english),
            ("C", .english), ("POSIX", .english),
            ("ja", .japanese), ("JA", .japanese), ("japanese", .japanese), ("ja_JP.UTF-8", .japanese),
            ("ja_JP.eucJP", .japanese),
            ("xx", nil), ("", nil), ("fr", nil), ("de_DE", nil), ("e", nil),
        ])
    func code(code: String, expected: Language?) {
        #expect(Language(code: code) == expected)
    }
}
