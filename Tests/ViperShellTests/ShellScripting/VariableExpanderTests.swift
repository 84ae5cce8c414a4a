@testable import DeveloperTools
@testable import ShellKit
@testable import ShellScripting
import TestSupport
import Testing
@testable import ViperShell

/// A copy of the shell tokenizer's rules, so the tests prove that expanded text reads back as
/// intended: whitespace (space, tab, U+3000) separates words; `'…'` is literal; `"…"` allows
/// `\"`, `\\` and `\$`; outside quotes `\x` is x, and a `'` right after a letter or digit
/// (or an escaped one) is an apostrophe, plain text. Returns nil for an unbalanced quote.
private func tokenizeForTest(_ line: String) -> [String]? {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var afterLetter = false
    var iterator = line.makeIterator()
    while let character = iterator.next() {
        switch quote {
        case "'":
            if character == "'" { quote = nil } else { current.append(character) }
        case "\"":
            if character == "\"" {
                quote = nil
            } else if character == "\\" {
                guard let next = iterator.next() else { current.append("\\"); continue }
                if next != "\"", next != "\\", next != "$" { current.append("\\") }
                current.append(next)
            } else {
                current.append(character)
            }
        default:
            if character == " " || character == "\t" || character == "\u{3000}" {
                if inWord { words.append(current); current = ""; inWord = false }
                afterLetter = false
            } else if character == "'" && afterLetter {
                current.append(character)
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
                afterLetter = false
            } else if character == "\\" {
                inWord = true
                let next = iterator.next()
                if let next { current.append(next) }
                afterLetter = next.map { $0.isLetter || $0.isNumber } ?? false
            } else {
                inWord = true
                current.append(character)
                afterLetter = character.isLetter || character.isNumber
            }
        }
    }
    if quote != nil { return nil }
    if inWord { words.append(current) }
    return words
}

private let environment = [
    "USER": "alice",
    "EMPTY": "",
    "SPACED": "hello  world",
    "QUOTY": "it's \"q\"",
    "SLASHY": "a\\b\\",
    "DOLLAR": "$HOME ${X}",
    "SEMI": "a;b",
    "WIDE": "全角\u{3000}空白",
    "TAB": "a\tb",
    "PW": "p@ss 'w\"ord\\ ${X}",
]

@Suite struct VariableExpanderTests {
    @Test(arguments: [
        ("login ${USER}", "login alice", ["login", "alice"]),
        ("login ${MISSING:-guest}", "login guest", ["login", "guest"]),
        ("login ${EMPTY:-guest}", "login guest", ["login", "guest"]),
        ("login ${USER:-guest}", "login alice", ["login", "alice"]),
        ("say pre${USER}post", "say prealicepost", ["say", "prealicepost"]),
        ("say ${MISSING:-hello there}", "say hello\\ there", ["say", "hello there"]),
        ("say ${SPACED}", "say hello\\ \\ world", ["say", "hello  world"]),
        ("say ${QUOTY}", "say it\\'s\\ \\\"q\\\"", ["say", "it's \"q\""]),
        ("say \"${QUOTY}\"", "say \"it's \\\"q\\\"\"", ["say", "it's \"q\""]),
        ("say \"it's ${USER}\"", "say \"it's alice\"", ["say", "it's alice"]),
        // An apostrophe inside a word opens no quote: what follows it still expands.
        ("search it's ${USER}", "search it's alice", ["search", "it's", "alice"]),
        ("say don't ${SEMI}", "say don't a\\;b", ["say", "don't", "a;b"]),
        ("say ${SLASHY}", "say a\\\\b\\\\", ["say", "a\\b\\"]),
        ("say \"${SLASHY}\"", "say \"a\\\\b\\\\\"", ["say", "a\\b\\"]),
        ("say ${DOLLAR}", "say \\$HOME\\ \\${X}", ["say", "$HOME ${X}"]),
        ("say \"${DOLLAR}\"", "say \"\\$HOME \\${X}\"", ["say", "$HOME ${X}"]),
        ("say ${SEMI}", "say a\\;b", ["say", "a;b"]),
        ("say \"${SEMI}\"", "say \"a;b\"", ["say", "a;b"]),
        ("say ${WIDE}", "say 全角\\\u{3000}空白", ["say", "全角\u{3000}空白"]),
        ("say ${TAB}", "say a\\\tb", ["say", "a\tb"]),
        ("say ${EMPTY}", "say ", ["say"]),
        ("say \"${EMPTY}\"", "say \"\"", ["say", ""]),
        ("say ${MISSING:-}", "say ", ["say"]),
        ("say '${USER}'", "say '${USER}'", ["say", "${USER}"]),
        ("say '\"${MISSING}\"'", "say '\"${MISSING}\"'", ["say", "\"${MISSING}\""]),
        ("say \\${USER}", "say \\${USER}", ["say", "${USER}"]),
        ("say \"\\${MISSING}\"", "say \"\\${MISSING}\"", ["say", "${MISSING}"]),
        ("say \\\\${USER}", "say \\\\alice", ["say", "\\alice"]),
        ("say $USER $ {USER} cost$", "say $USER $ {USER} cost$", ["say", "$USER", "$", "{USER}", "cost$"]),
        ("say ${MISSING:-${USER}}", "say alice", ["say", "alice"]),
        ("say ${MISSING:-${ALSO_MISSING:-x y}}!", "say x\\ y!", ["say", "x y!"]),
        ("say ${USER:-${MISSING}}", "say alice", ["say", "alice"]),
        ("say ${MISSING:-\"a b\"}", "say \\\"a\\ b\\\"", ["say", "\"a b\""]),
        ("say ${MISSING:-\\${X}}", "say \\${X}", ["say", "${X}"]),
    ])
    func commandLine(text: String, expanded: String, words: [String]) throws {
        let result = try VariableExpander.expand(text, environment: environment, mode: .commandLine)
        #expect(result == expanded)
        #expect(tokenizeForTest(result) == words)
    }

    @Test(arguments: [
        "plain", "two words", "  leading", "trailing  ", "it's", "\"double\"", "back\\slash", "ends\\",
        "\\\"", "$HOME", "${X}", "\\${X}", "a;b", "tab\there", "全角\u{3000}空白", "new\nline", "'\"\\$ mixed ;",
    ])
    func valuesSurviveTokenization(value: String) throws {
        let values = ["V": value]
        for (template, words) in [
            ("say ${V}", ["say", value]),
            ("say \"${V}\"", ["say", value]),
            ("say x${V}y", ["say", "x\(value)y"]),
            ("say \"<${V}>\" ${V}", ["say", "<\(value)>", value]),
            ("say ${MISSING:-${V}}", ["say", value]),
        ] {
            let result = try VariableExpander.expand(template, environment: values, mode: .commandLine)
            #expect(tokenizeForTest(result) == words, "\(template) → \(result)")
        }
    }

    @Test(arguments: [
        ("${PW}", "p@ss 'w\"ord\\ ${X}"),
        ("'${USER}'", "'alice'"),
        ("\"${USER}\"", "\"alice\""),
        ("pre ${MISSING:-d e} post", "pre d e post"),
        ("a\\${USER}", "a${USER}"),
        ("a\\b ${USER}", "a\\b alice"),
        ("$USER ${EMPTY}", "$USER "),
        ("  spaced  ", "  spaced  "),
    ])
    func verbatim(text: String, expected: String) throws {
        #expect(try VariableExpander.expand(text, environment: environment, mode: .verbatim) == expected)
    }

    @Test(arguments: [
        ("login ${MISSING}", VariableExpander.Mode.commandLine, ScriptError.unsetVariable(name: "MISSING")),
        ("say \"${MISSING}\"", .commandLine, .unsetVariable(name: "MISSING")),
        ("${MISSING}", .verbatim, .unsetVariable(name: "MISSING")),
        ("'${MISSING}'", .verbatim, .unsetVariable(name: "MISSING")),
        ("say ${MISSING:-${ALSO}}", .commandLine, .unsetVariable(name: "ALSO")),
        ("say ${USER", .commandLine, .badVariable("${USER")),
        ("say ${1X} rest", .commandLine, .badVariable("${1X}")),
        ("say ${} rest", .commandLine, .badVariable("${}")),
        ("say ${", .commandLine, .badVariable("${")),
        ("say ${USER-x}", .commandLine, .badVariable("${USER-x}")),
        ("say ${USER:x}", .commandLine, .badVariable("${USER:x}")),
        ("say ${A B} c", .commandLine, .badVariable("${A B}")),
        ("say ${ÉTÉ}", .commandLine, .badVariable("${ÉTÉ}")),
        ("say ${MISSING:-abc", .commandLine, .badVariable("${MISSING:-abc")),
        ("${PW", .verbatim, .badVariable("${PW")),
    ])
    func errors(text: String, mode: VariableExpander.Mode, error: ScriptError) {
        #expect(throws: error) {
            try VariableExpander.expand(text, environment: environment, mode: mode)
        }
    }

    @Test(arguments: [
        (
            ScriptError.unsetVariable(name: "VIPER_PASSWORD"), false,
            "unset variable VIPER_PASSWORD — set it in the environment or write ${VIPER_PASSWORD:-default}"
        ),
        (
            .unsetVariable(name: "VIPER_PASSWORD"), true,
            "変数 VIPER_PASSWORD が設定されていません — 環境変数で設定するか ${VIPER_PASSWORD:-default} と書いてください"
        ),
        (.badVariable("${1X}"), false, "malformed variable ${1X} — write ${NAME} or ${NAME:-default}"),
        (.badVariable("${1X}"), true, "変数の書き方が正しくありません: ${1X} — ${NAME} または ${NAME:-default} と書いてください"),
    ])
    func messages(error: ScriptError, japanese: Bool, expected: String) {
        #expect(error.message.text(in: japanese ? .japanese : .english) == expected)
    }
}
