import Testing
@testable import ShellKit
import TestSupport

/// Splitting a command line into words, shell style.
@Suite struct CommandLineTokenizerTests {
    @Test(
        "words",
        arguments: [
            // Whitespace: spaces, tabs and the full-width space separate words; runs of it count once.
            ("login alice1234", ["login", "alice1234"]),
            ("  login    alice1234  ", ["login", "alice1234"]),
            ("login\talice1234", ["login", "alice1234"]),
            ("login\t \t alice1234\t", ["login", "alice1234"]),
            ("search\u{3000}東京\u{3000}\u{3000}大阪", ["search", "東京", "大阪"]),
            ("", []),
            ("   ", []),
            ("\u{3000}\t ", []),
            // Single quotes: everything literal, backslashes included.
            ("search 'swift ui'", ["search", "swift ui"]),
            ("echo 'a\\b'", ["echo", "a\\b"]),
            ("echo 'say \"hi\"'", ["echo", "say \"hi\""]),
            ("echo '東京\u{3000}大阪'", ["echo", "東京\u{3000}大阪"]),
            // Double quotes: \" \\ \$ are escapes, any other backslash stays.
            ("search \"swift ui\"", ["search", "swift ui"]),
            ("echo \"say \\\"hi\\\"\"", ["echo", "say \"hi\""]),
            ("echo \"a\\\\b\"", ["echo", "a\\b"]),
            ("echo \"\\$HOME\"", ["echo", "$HOME"]),
            ("echo \"a\\nb\"", ["echo", "a\\nb"]),
            ("echo \"it's\"", ["echo", "it's"]),
            // Outside quotes a backslash makes the next character literal.
            ("echo a\\ b", ["echo", "a b"]),
            ("echo \\'x", ["echo", "'x"]),
            ("echo \\\\", ["echo", "\\"]),
            // Quoted and plain parts join into one word.
            ("tag:'swift ui'", ["tag:swift ui"]),
            ("a:'b c'd", ["a:b cd"]),
            ("'it'\\''s'", ["it's"]),
            ("\"a\"'b'c", ["abc"]),
            ("'a''b'", ["ab"]),
            ("NAME='a b'", ["NAME=a b"]),
            ("--json='id,title'", ["--json=id,title"]),
            // A `'` after a letter or a digit is an apostrophe, part of the word, for every command.
            ("search it's", ["search", "it's"]),
            ("search don't panic", ["search", "don't", "panic"]),
            ("search title:it's", ["search", "title:it's"]),
            ("search -it's", ["search", "-it's"]),
            ("save mine it's", ["save", "mine", "it's"]),
            ("a'b c'd", ["a'b", "c'd"]),
            ("rock'n'roll", ["rock'n'roll"]),
            ("o''clock", ["o''clock"]),
            ("it's'", ["it's'"]),
            ("5' 11", ["5'", "11"]),
            ("l'été Qiita's 日本's", ["l'été", "Qiita's", "日本's"]),
            ("\"it\"'s'", ["its"]),
            ("it\\'s", ["it's"]),
            ("a\\b's", ["ab's"]),
            // ...but at the start of a word, or after anything else, it still opens a quote.
            ("search \"it's\"", ["search", "it's"]),
            ("search 'it''s'", ["search", "its"]),
            ("alias x 'search y'", ["alias", "x", "search y"]),
            ("say it's 'a b'", ["say", "it's", "a b"]),
            ("x-'a b'", ["x-a b"]),
            // Empty quotes are an empty word.
            ("''", [""]),
            ("\"\"", [""]),
            ("login ''", ["login", ""]),
            ("a \"\" b", ["a", "", "b"]),
            ("login '' ''", ["login", "", ""]),
        ])
    func words(line: String, expected: [String]) throws {
        #expect(try CommandLineTokenizer.tokenize(line) == expected)
    }

    @Test(
        "an unbalanced quote is an error naming the quote and its column",
        arguments: [
            ("'", Character("'"), 1),
            ("\"abc", "\"", 1),
            ("search 'swift ui", "'", 8),
            ("a \"b\" \"c", "\"", 7),
            ("echo \"it's", "\"", 6),
            ("echo 'say \"hi\"", "'", 6),
            ("検索 '東京", "'", 4),  // columns count characters, not bytes
            ("echo \"a\\\"", "\"", 6),  // the escaped quote does not close it
            ("search '90s", "'", 8),  // a word's first `'` opens a quote
            ("search it's 'a b", "'", 13),
            ("search \"it's", "\"", 8),
            ("search it\\''s", "'", 12),  // after an escaped quote: a quote again
        ])
    func unbalanced(line: String, quote: Character, column: Int) {
        #expect(throws: CommandLineError.unbalancedQuote(quote: quote, column: column)) {
            try CommandLineTokenizer.tokenize(line)
        }
    }

    @Test func theUnbalancedQuoteMessage() {
        let message = CommandLineError.unbalancedQuote(quote: "'", column: 8).message
        #expect(message.text(in: .english) == "unbalanced ' at column 8: close the quote")
        #expect(message.text(in: .japanese) == "8文字目の ' が閉じていません: 引用符を閉じてください")
    }

    @Test(
        "a command line keeps its name, its words and the raw text after the name",
        arguments: [
            ("search tag:swift  'a b'", "search", ["tag:swift", "a b"], "tag:swift  'a b'"),
            ("  login alice1234 ", "login", ["alice1234"], "alice1234"),
            ("whoami", "whoami", [], ""),
            ("search\u{3000}東京", "search", ["東京"], "東京"),
            ("search it's --sort likes", "search", ["it's", "--sort", "likes"], "it's --sort likes"),
            ("save mine don't panic", "save", ["mine", "don't", "panic"], "mine don't panic"),
        ])
    func invocation(line: String, name: String, arguments: [String], text: String) throws {
        let command = try #require(try CommandInvocation.parse(line))
        #expect(command.name == name)
        #expect(command.arguments == arguments)
        #expect(command.argumentText == text)
    }

    @Test func aBlankLineIsNoCommand() throws {
        #expect(try CommandInvocation.parse("   ") == nil)
    }
}
