@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

/// Shorthands for building expected queries.
private func and(_ clauses: [ItemQueryPredicate]...) -> ItemQuery {
    ItemQuery(clauses: clauses.map(ItemQueryClause.init))
}

private func term(_ kind: ItemQueryPredicate.Kind) -> [ItemQueryPredicate] {
    [ItemQueryPredicate(kind)]
}

private func not(_ kind: ItemQueryPredicate.Kind) -> [ItemQueryPredicate] {
    [ItemQueryPredicate(kind, isNegated: true)]
}

private func either(_ kinds: ItemQueryPredicate.Kind...) -> [ItemQueryPredicate] {
    kinds.map { ItemQueryPredicate($0) }
}

@Suite struct ItemQueryParserTests {
    @Test(arguments: [
        ("", ItemQuery(clauses: [])),
        ("   \u{3000} ", ItemQuery(clauses: [])),
        ("swift", and(term(.text("swift")))),
        ("Swift  UI", and(term(.text("Swift")), term(.text("UI")))),
        ("無限スクロール", and(term(.text("無限スクロール")))),
        ("無限\u{3000}スクロール", and(term(.text("無限")), term(.text("スクロール")))),
        ("\tswift\n入門 ", and(term(.text("swift")), term(.text("入門")))),
        ("\"Swift Concurrency\"", and(term(.phrase("Swift Concurrency")))),
        ("\"全角\u{3000}スペース\" 入門", and(term(.phrase("全角\u{3000}スペース")), term(.text("入門")))),
        ("\"OR\"", and(term(.phrase("OR")))),
        ("\"tag:swift\"", and(term(.phrase("tag:swift")))),
        ("or", and(term(.text("or")))),
        (
            "\"std::vector\" 12:30 :x タグ:y",
            and(
                term(.phrase("std::vector")), term(.text("12:30")), term(.text(":x")), term(.text("タグ:y"))
            )
        ),
        ("a OR b", and(either(.text("a"), .text("b")))),
        ("a OR b OR c", and(either(.text("a"), .text("b"), .text("c")))),
        ("a b OR c", and(term(.text("a")), either(.text("b"), .text("c")))),
        ("a OR b c", and(either(.text("a"), .text("b")), term(.text("c")))),
        ("tag:rust OR tag:go", and(either(.tag("rust"), .tag("go")))),
        ("-php", and(not(.text("php")))),
        ("--x", and(not(.text("-x")))),
        ("-tag:php", and(not(.tag("php")))),
        ("-\"hello world\"", and(not(.phrase("hello world")))),
        ("a OR -b", and([ItemQueryPredicate(.text("a")), ItemQueryPredicate(.text("b"), isNegated: true)])),
        ("tag:Swift", and(term(.tag("Swift")))),
        ("TAG:swift", and(term(.tag("swift")))),
        ("Tag:c#", and(term(.tag("c#")))),
        ("tag:\"Visual Studio\"", and(term(.tag("Visual Studio")))),
        ("user:Alice", and(term(.user("Alice")))),
        ("USER:alice", and(term(.user("alice")))),
        ("title:入門", and(term(.title("入門")))),
        ("title:\"Swift Concurrency\"", and(term(.title("Swift Concurrency")))),
        ("Title:swift", and(term(.title("swift")))),
        ("body:async", and(term(.body("async")))),
        ("-body:\"無限 スクロール\"", and(not(.body("無限 スクロール")))),
        ("stocks:>10", and(term(.count(.stocks, .greaterThan, 10)))),
        ("stocks:>=10", and(term(.count(.stocks, .greaterThanOrEqual, 10)))),
        ("stocks:<10", and(term(.count(.stocks, .lessThan, 10)))),
        ("stocks:<=10", and(term(.count(.stocks, .lessThanOrEqual, 10)))),
        ("stocks:10", and(term(.count(.stocks, .equal, 10)))),
        ("STOCKS:0", and(term(.count(.stocks, .equal, 0)))),
        ("likes:>100", and(term(.count(.likes, .greaterThan, 100)))),
        ("likes:<=3", and(term(.count(.likes, .lessThanOrEqual, 3)))),
        ("Likes:7", and(term(.count(.likes, .equal, 7)))),
        ("created:>2024-01-01", and(term(.date(.created, .greaterThan, "2024-01-01")))),
        ("created:>=2024-01-01", and(term(.date(.created, .greaterThanOrEqual, "2024-01-01")))),
        ("created:<2024-01-01", and(term(.date(.created, .lessThan, "2024-01-01")))),
        ("created:<=2024-01-01", and(term(.date(.created, .lessThanOrEqual, "2024-01-01")))),
        ("created:2024-02-29", and(term(.date(.created, .equal, "2024-02-29")))),
        ("updated:>2023-12-31", and(term(.date(.updated, .greaterThan, "2023-12-31")))),
        ("UPDATED:2024-03-15", and(term(.date(.updated, .equal, "2024-03-15")))),
        ("-created:<2020-01-01", and(not(.date(.created, .lessThan, "2020-01-01")))),
        (
            "swift tag:ios stocks:>10 -user:spam",
            and(
                term(.text("swift")), term(.tag("ios")), term(.count(.stocks, .greaterThan, 10)), not(.user("spam"))
            )
        ),
    ])
    func parses(query: String, expected: ItemQuery) throws {
        #expect(try ItemQueryParser.parse(query) == expected)
    }

    @Test(arguments: [
        ("", ""),
        ("  swift   入門 ", "swift 入門"),
        ("Swift\u{3000}入門", "Swift 入門"),
        ("TAG:Swift Title:\"Swift  Concurrency\"", "tag:Swift title:\"Swift  Concurrency\""),
        ("a  b OR   c", "a b OR c"),
        ("\"single\"", "\"single\""),
        ("-\"two words\" -tag:x", "-\"two words\" -tag:x"),
        ("STOCKS:>=010 likes:5", "stocks:>=10 likes:5"),
        ("Created:<=2024-01-31 updated:2024-02-01", "created:<=2024-01-31 updated:2024-02-01"),
        ("\"tag:x\" \"OR\" \"-x\"", "\"tag:x\" \"OR\" \"-x\""),
        ("tag:\"a b\" user:\"c d\" body:\"e f\"", "tag:\"a b\" user:\"c d\" body:\"e f\""),
        ("--x 12:30 -OR", "--x 12:30 -OR"),
        (
            "title:\"8)\" body:\")\" -title:\"f()\" \"(x\" \"y)\" a(b)c",
            "title:\"8)\" body:\")\" -title:\"f()\" \"(x\" \"y)\" a(b)c"
        ),
        ("\"AND\"", "\"AND\""),
    ])
    func printsCanonicalTextThatParsesBackTheSame(query: String, canonical: String) throws {
        let parsed = try ItemQueryParser.parse(query)
        #expect(parsed.canonicalText == canonical)
        #expect(try ItemQueryParser.parse(parsed.canonicalText) == parsed)
    }

    /// An apostrophe is an ordinary character of a term, anywhere in it: only `"` groups.
    @Test(arguments: [
        ("it's", and(term(.text("it's")))),
        ("don't panic", and(term(.text("don't")), term(.text("panic")))),
        ("\"it's\"", and(term(.phrase("it's")))),
        ("\"don't panic\"", and(term(.phrase("don't panic")))),
        ("title:it's", and(term(.title("it's")))),
        ("title:\"it's here\"", and(term(.title("it's here")))),
        ("-it's", and(not(.text("it's")))),
        ("-body:don't", and(not(.body("don't")))),
        ("it's OR don't", and(either(.text("it's"), .text("don't")))),
        ("rock'n'roll '90s o''clock", and(term(.text("rock'n'roll")), term(.text("'90s")), term(.text("o''clock")))),
        ("tag:'swift user:it's", and(term(.tag("'swift")), term(.user("it's")))),
        ("'docker compose'", and(term(.text("'docker")), term(.text("compose'")))),
    ])
    func apostrophesArePartOfTheTerm(query: String, expected: ItemQuery) throws {
        let parsed = try ItemQueryParser.parse(query)
        #expect(parsed == expected)
        #expect(try ItemQueryParser.parse(parsed.canonicalText) == parsed, "\(parsed.canonicalText)")
    }

    @Test func canonicalTextQuotesHandBuiltWordsThatWouldReadAsSomethingElse() throws {
        let query = and(term(.text("tag:x")), term(.text("OR")), term(.text("-x")), term(.text("a b")))
        #expect(query.canonicalText == "\"tag:x\" \"OR\" \"-x\" \"a b\"")
        #expect(
            try ItemQueryParser.parse(query.canonicalText)
                == and(
                    term(.phrase("tag:x")), term(.phrase("OR")), term(.phrase("-x")), term(.phrase("a b"))
                ))
    }

    @Test func emptyQueryIsEverything() throws {
        #expect(try ItemQueryParser.parse("").isEmpty)
        #expect(try !ItemQueryParser.parse("x").isEmpty)
    }

    @Test(arguments: [
        ("foo:bar", ItemQueryError(.unknownQualifier, text: "foo:", column: 1)),
        ("abc foo:bar", ItemQueryError(.unknownQualifier, text: "foo:", column: 5)),
        ("abc -Foo:bar", ItemQueryError(.unknownQualifier, text: "Foo:", column: 6)),
        ("入門 http://example.com", ItemQueryError(.unknownQualifier, text: "http:", column: 4)),
        ("std::vector", ItemQueryError(.unknownQualifier, text: "std:", column: 1)),
        ("tag:", ItemQueryError(.missingValue(.tag), text: "tag:", column: 1)),
        ("a USER:\"\"", ItemQueryError(.missingValue(.user), text: "USER:", column: 3)),
        ("title: x", ItemQueryError(.missingValue(.title), text: "title:", column: 1)),
        ("stocks:", ItemQueryError(.missingValue(.stocks), text: "stocks:", column: 1)),
        ("stocks:abc", ItemQueryError(.badNumber(.stocks), text: "abc", column: 1)),
        ("x stocks:>", ItemQueryError(.badNumber(.stocks), text: ">", column: 3)),
        ("likes:>=-1", ItemQueryError(.badNumber(.likes), text: ">=-1", column: 1)),
        ("likes:+5", ItemQueryError(.badNumber(.likes), text: "+5", column: 1)),
        ("likes:１０", ItemQueryError(.badNumber(.likes), text: "１０", column: 1)),
        ("likes:99999999999999999999", ItemQueryError(.badNumber(.likes), text: "99999999999999999999", column: 1)),
        ("created:2024-13-01", ItemQueryError(.badDate(.created), text: "2024-13-01", column: 1)),
        ("created:>2023-02-29", ItemQueryError(.badDate(.created), text: "2023-02-29", column: 1)),
        ("a -updated:<2024-1-1", ItemQueryError(.badDate(.updated), text: "2024-1-1", column: 4)),
        ("updated:yesterday", ItemQueryError(.badDate(.updated), text: "yesterday", column: 1)),
        ("created:>", ItemQueryError(.badDate(.created), text: "", column: 1)),
        ("\"abc", ItemQueryError(.unbalancedQuote, text: "\"abc", column: 1)),
        ("swift \"a b", ItemQueryError(.unbalancedQuote, text: "\"a b", column: 7)),
        ("\"a\" \"b\" c\"", ItemQueryError(.unbalancedQuote, text: "\"", column: 10)),
        ("OR a", ItemQueryError(.orWithoutTerm, text: "OR", column: 1)),
        ("a OR", ItemQueryError(.orWithoutTerm, text: "OR", column: 3)),
        ("a OR OR b", ItemQueryError(.orWithoutTerm, text: "OR", column: 6)),
        ("入門\u{3000}OR", ItemQueryError(.orWithoutTerm, text: "OR", column: 4)),
        ("AND a", ItemQueryError(.operatorWithoutTerm, text: "AND", column: 1)),
        ("a AND", ItemQueryError(.operatorWithoutTerm, text: "AND", column: 3)),
        ("a AND OR b", ItemQueryError(.operatorWithoutTerm, text: "AND", column: 3)),
        ("a OR AND b", ItemQueryError(.operatorWithoutTerm, text: "AND", column: 6)),
        ("(swift OR go) ios", ItemQueryError(.parentheses, text: "(swift", column: 1)),
        ("a -(b", ItemQueryError(.parentheses, text: "-(b", column: 3)),
        ("print()", ItemQueryError(.parentheses, text: "print()", column: 1)),
        ("abc -", ItemQueryError(.emptyTerm, text: "-", column: 5)),
        ("\"\"", ItemQueryError(.emptyTerm, text: "\"\"", column: 1)),
        ("x -\"  \"", ItemQueryError(.emptyTerm, text: "-\"  \"", column: 3)),
    ])
    func rejects(query: String, expected: ItemQueryError) {
        #expect(throws: expected) { try ItemQueryParser.parse(query) }
    }

    @Test(
        "AND is the implicit operator written out",
        arguments: [
            ("swift AND ios", "swift ios"),
            ("swift AND ios OR kotlin", "swift ios OR kotlin"),
            ("tag:swift AND -docker", "tag:swift -docker"),
        ])
    func andIsImplicit(query: String, same: String) throws {
        #expect(try ItemQueryParser.parse(query) == ItemQueryParser.parse(same))
    }

    @Test(
        "a quoted or lowercase and, and quoted parentheses, are ordinary text",
        arguments: [
            ("\"AND\"", and(term(.phrase("AND")))),
            ("and", and(term(.text("and")))),
            ("\"print()\"", and(term(.phrase("print()")))),
            ("\"(a OR b)\"", and(term(.phrase("(a OR b)")))),
        ])
    func ordinaryText(query: String, expected: ItemQuery) throws {
        #expect(try ItemQueryParser.parse(query) == expected)
    }

    @Test func isQualifiersNameTheUsersMarks() throws {
        let query = try ItemQueryParser.parse("swift IS:Unread -is:stocked OR is:read")
        #expect(query.clauses.map(\.alternatives.count) == [1, 1, 2])
        #expect(query.clauses[1].alternatives[0].kind == .mark(.unread))
        #expect(query.clauses[2].alternatives.map(\.kind) == [.mark(.stocked), .mark(.read)])
        #expect(query.clauses[2].alternatives[0].isNegated)
        #expect(query.canonicalText == "swift is:unread -is:stocked OR is:read")
        #expect(query.usesMarks)
        #expect(try !ItemQueryParser.parse("swift tag:is").usesMarks)
        #expect(throws: ItemQueryError(.badMark, text: "new", column: 1)) { try ItemQueryParser.parse("is:new") }
    }

    @Test(arguments: [
        (
            ItemQueryError(.unknownQualifier, text: "foo:", column: 5),
            "unknown qualifier \"foo:\" at column 5 — known: tag, user, title, body, stocks, likes, created, " +
            "updated, is",
            "5文字目の修飾子 \"foo:\" は使えません — 使えるもの: tag, user, title, body, stocks, likes, created, updated, is"
        ),
        (
            ItemQueryError(.badMark, text: "new", column: 4),
            "is: takes read, unread or stocked, not \"new\" (column 4)",
            "4文字目: is: には read、unread、stocked のいずれかを指定してください(\"new\" は使えません)"
        ),
        (
            ItemQueryError(.badDate(.created), text: "2024-13-01", column: 1),
            "bad date \"2024-13-01\" in created: at column 1 — use YYYY-MM-DD",
            "1文字目の created: の日付 \"2024-13-01\" が正しくありません — YYYY-MM-DD で指定してください"
        ),
        (
            ItemQueryError(.unbalancedQuote, text: "\"a", column: 7),
            "unbalanced quote at column 7",
            "7文字目の引用符が閉じていません"
        ),
        (
            ItemQueryError(.orWithoutTerm, text: "OR", column: 3),
            "OR at column 3 needs a term on both sides",
            "3文字目の OR の両側に検索語が必要です"
        ),
        (
            ItemQueryError(.badNumber(.stocks), text: "abc", column: 1),
            "\"stocks:\" needs a number at column 1, e.g. stocks:>10",
            "1文字目の \"stocks:\" には数値が必要です — 例: stocks:>10"
        ),
        (
            ItemQueryError(.missingValue(.tag), text: "tag:", column: 2),
            "\"tag:\" needs a value at column 2, e.g. tag:swift",
            "2文字目の \"tag:\" に値がありません — 例: tag:swift"
        ),
        (
            ItemQueryError(.emptyTerm, text: "-", column: 4),
            "empty term \"-\" at column 4",
            "4文字目の検索語 \"-\" が空です"
        ),
    ])
    func explainsErrors(error: ItemQueryError, english: String, japanese: String) {
        #expect(error.description == english)
        #expect(error.message.text(in: .english) == english)
        #expect(error.message.text(in: .japanese) == japanese)
    }

    /// The canonical text is kept with the query: every way of changing the clauses, nested
    /// ones too, writes it again, as a query built from those clauses has it.
    @Test func theCanonicalTextFollowsTheClauses() throws {
        var query = try ItemQueryParser.parse("swift tag:ios")
        #expect(query.canonicalText == "swift tag:ios")
        query.clauses.append(ItemQueryClause([ItemQueryPredicate(.text("async"))]))
        #expect(query.canonicalText == "swift tag:ios async")
        query.clauses[0].alternatives[0].isNegated.toggle()
        #expect(query.canonicalText == "-swift tag:ios async")
        query.clauses[1].alternatives.append(ItemQueryPredicate(.tag("macos")))
        #expect(query.canonicalText == "-swift tag:ios OR tag:macos async")
        query.clauses.removeFirst()
        #expect(query.canonicalText == ItemQuery(clauses: query.clauses).canonicalText)
        #expect(query == (try ItemQueryParser.parse(query.canonicalText)))
        query.clauses = []
        #expect(query.canonicalText.isEmpty)
    }
}
