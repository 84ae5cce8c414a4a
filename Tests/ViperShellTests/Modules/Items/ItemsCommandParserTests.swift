import Testing
@testable import ItemsModel
@testable import ShellKit
@testable import ViperShell

/// Items' parser: each command line becomes one event, or one usage error, before any
/// presenter sees it and without writing anything. The expected values are written out.
@MainActor @Suite struct ItemsCommandParserTests {
    typealias Expected = Result<ItemsViewEvent, CommandUsageError>

    nonisolated static let places = SourcePlaces(workingDirectory: "/work", home: "/home/alice")
    nonisolated static let number = Message.Argument.message(Message(SharedMessage.commandExpectedNumber))
    nonisolated static let fields = "created, updated, likes, stocks, comments, rel"
    /// The order a query with words gets when none is typed.
    nonisolated static let impliedRelevance = ItemOrder(.relevance, isImplied: true)
    nonisolated static let setUsage =
        "set [per-page N|pager on|off|hyperlinks on|off|auto|theme dark|light|auto|width N|lang en|ja"
        + "|reader full|pager|plain|mouse on|off|images auto|kitty|iterm|sixel|blocks|off|image-cache SIZE"
        + "|snippets on|off|notify-command CMD|token-command CMD]"

    nonisolated static let imageUsage = "image N|ID K [--save FILE [--force]]"
    nonisolated static let imageNumber = Message.Argument.message(Message(ImageMessage.imageExpectedNumber))

    /// A query of one clause per predicate.
    /// A query of `kinds`, ordered by relevance (implied) when one is a word and no order is given.
    nonisolated static func query(_ kinds: ItemQueryPredicate.Kind..., order: ItemOrder? = nil) -> ItemQuery {
        let hasWords = kinds.contains { $0.isText }
        return ItemQuery(
            clauses: kinds.map { ItemQueryClause([ItemQueryPredicate($0)]) },
            order: order ?? (hasWords ? impliedRelevance : .newest))
    }

    static func event(_ line: String) throws -> Expected? {
        let command = try #require(try CommandInvocation.parse(line))
        return ItemsCommandParser(defaultFormat: .table, places: places).event(for: command)
    }

    @Test(
        "search: the query, its options anywhere, and its errors",
        arguments: [
            ("search", Expected.success(.search(query(), format: .table))),
            ("search swift", .success(.search(query(.text("swift")), format: .table))),
            ("search swift tag:ios --json", .success(.search(query(.text("swift"), .tag("ios")), format: .json()))),
            (
                "search --json id,title swift",
                .success(.search(query(.text("swift")), format: .json(fields: ["id", "title"])))
            ),
            ("search swift --json=id", .success(.search(query(.text("swift")), format: .json(fields: ["id"])))),
            ("search --json swift", .success(.search(query(.text("swift")), format: .json()))),
            ("search --json title", .success(.search(query(), format: .json(fields: ["title"])))),
            (
                "search --sort likes swift",
                .success(.search(query(.text("swift"), order: ItemOrder(.likes)), format: .table))
            ),
            (
                "search swift --sort=STOCKS --asc",
                .success(
                    .search(
                        query(.text("swift"), order: ItemOrder(.stocks, ascending: true)),
                        format: .table))
            ),
            ("search --asc", .success(.search(query(order: ItemOrder(.created, ascending: true)), format: .table))),
            // Words rank by relevance unless an order is typed; qualifiers alone stay newest first.
            (
                "search swift",
                .success(.search(query(.text("swift"), order: impliedRelevance), format: .table))
            ),
            ("search tag:swift", .success(.search(query(.tag("swift"), order: .newest), format: .table))),
            ("search -ios", .success(.search(ItemQuery(clauses: [ItemQueryClause([ItemQueryPredicate(.text("ios"), isNegated: true)])]), format: .table))),
            (
                "search swift --sort created",
                .success(.search(query(.text("swift"), order: .newest), format: .table))
            ),
            ("search swift --asc", .success(.search(query(.text("swift"), order: ItemOrder(.created, ascending: true)), format: .table))),
            (
                "search --sort rel tag:swift",
                .success(.search(query(.tag("swift"), order: .relevance), format: .table))
            ),
            (
                "search swift --explain",
                .success(.search(query(.text("swift")), format: .table, explains: true))
            ),
            (
                "search swift --sort rel --asc",
                .failure(
                    .badArgument(
                        "--asc", command: "search",
                        expected: .message(Message(ItemsMessage.sortRelevanceHasNoAscending))))
            ),
            (
                "search \"swift ui\" title:\"a b\"",
                .success(.search(query(.phrase("swift ui"), .title("a b")), format: .table))
            ),
            ("search it's", .success(.search(query(.text("it's")), format: .table))),
            ("search \"--asc\"", .success(.search(query(.phrase("--asc")), format: .table))),
            (
                "search --sort",
                .failure(
                    .badArgument(
                        "--sort", command: "search",
                        expected: .message(Message(ItemsMessage.sortExpectedField, fields))))
            ),
            (
                "search --sort size",
                .failure(
                    .badArgument(
                        "size", command: "search",
                        expected: .message(Message(ItemsMessage.sortExpectedField, fields))))
            ),
            ("search --json titel", .success(.search(query(.text("titel")), format: .json()))),
            ("search --json=id,titel", .failure(.unknownJSONField("titel", of: .listing))),
            ("search foo:bar", .failure(.badQuery(ItemQueryError(.unknownQualifier, text: "foo:", column: 1)))),
            ("search OR swift", .failure(.badQuery(ItemQueryError(.orWithoutTerm, text: "OR", column: 1)))),
            // Columns point into what was typed after the name, options included.
            ("search --asc foo:bar", .failure(.badQuery(ItemQueryError(.unknownQualifier, text: "foo:", column: 7)))),
            (
                "search swift  likes:many",
                .failure(.badQuery(ItemQueryError(.badNumber(.likes), text: "many", column: 8)))
            ),
            ("search 東京 -is:bogus", .failure(.badQuery(ItemQueryError(.badMark, text: "bogus", column: 5)))),
            ("search '\"a'", .failure(.badQuery(ItemQueryError(.unbalancedQuote, text: "\"a'", column: 2)))),
        ] as [(String, Expected)])
    func search(line: String, expected: Expected) throws {
        #expect(try Self.event(line) == expected)
    }

    @Test(
        "listings, paging and items",
        arguments: [
            ("list", Expected.success(.list(format: .table))),
            ("list --json id", .success(.list(format: .json(fields: ["id"])))),
            ("list --json bogus", .failure(.unknownJSONField("bogus", of: .listing))),
            ("list extra", .failure(.tooManyArguments(command: "list", usage: "list [--json[=FIELDS]]"))),
            ("stocks", .success(.stocks(format: .table))),
            ("stocks --json", .success(.stocks(format: .json()))),
            ("stocks 2", .failure(.tooManyArguments(command: "stocks", usage: "stocks [--qiita] [--json[=FIELDS]] | --push"))),
            ("next", .success(.nextPage(format: .table))),
            ("next 2", .failure(.tooManyArguments(command: "next", usage: "next [--json[=FIELDS]]"))),
            ("prev", .success(.previousPage(format: .table))),
            ("previous", .success(.previousPage(format: .table))),
            ("prev 1", .failure(.tooManyArguments(command: "prev", usage: "prev [--json[=FIELDS]]"))),
            ("refresh", .success(.refresh)),
            ("refresh now", .failure(.tooManyArguments(command: "refresh", usage: "refresh"))),
            ("back", .success(.back)),
            ("back 1", .failure(.tooManyArguments(command: "back", usage: "back"))),
            ("page 3", .success(.page(3, format: .table))),
            ("page -1", .success(.page(-1, format: .table))),
            ("page", .failure(.missingArgument(command: "page", usage: "page N [--json[=FIELDS]]"))),
            ("page 1 2", .failure(.tooManyArguments(command: "page", usage: "page N [--json[=FIELDS]]"))),
            ("page x", .failure(.badArgument("x", command: "page", expected: number))),
            ("open 2", .success(.open(.row(2), format: .table))),
            ("open abc123 --json", .success(.open(.id("abc123"), format: .json()))),
            ("open --json=title 2", .success(.open(.row(2), format: .json(fields: ["title"])))),
            ("open", .failure(.missingArgument(command: "open", usage: "open N|ID [--json[=FIELDS]]"))),
            ("open 1 2", .failure(.tooManyArguments(command: "open", usage: "open N|ID [--json[=FIELDS]]"))),
            ("open 1 --json=read", .failure(.unknownJSONField("read", of: .item))),
            ("open 1 --json read", .failure(.tooManyArguments(command: "open", usage: "open N|ID [--json[=FIELDS]]"))),
            ("stock 1", .success(.stock(.row(1)))),
            ("stock", .failure(.missingArgument(command: "stock", usage: "stock N|ID"))),
            ("unstock id9", .success(.unstock(.id("id9")))),
            ("unstock 1 2", .failure(.tooManyArguments(command: "unstock", usage: "unstock N|ID"))),
            ("comments 3", .success(.comments(.row(3), format: .table))),
            ("comments 3 --json id,body", .success(.comments(.row(3), format: .json(fields: ["id", "body"])))),
            ("comments 3 --json=title", .failure(.unknownJSONField("title", of: .comment))),
            ("comments", .failure(.missingArgument(command: "comments", usage: "comments N|ID [--json[=FIELDS]]"))),
            ("browse 4", .success(.browse(.row(4)))),
            ("browse", .failure(.missingArgument(command: "browse", usage: "browse N|ID"))),
            ("read 4", .success(.markRead(.row(4)))),
            ("read", .failure(.missingArgument(command: "read", usage: "read N|ID|--all [QUERY]"))),
            ("unread id4", .success(.markUnread(.id("id4")))),
            ("unread 1 2", .failure(.tooManyArguments(command: "unread", usage: "unread N|ID"))),
            ("history", .success(.history(format: .table))),
            ("history clear", .success(.clearHistory)),
            ("read --all", .success(.markAllRead(nil))),
            ("later", .success(.laterList(format: .table))),
            ("later 3", .success(.keepForLater(.row(3)))),
            ("later abc123", .success(.keepForLater(.id("abc123")))),
            ("later --done 2", .success(.finishLater(.row(2)))),
            ("later --done abc123", .success(.finishLater(.id("abc123")))),
            (
                "later --done",
                .failure(.missingArgument(command: "later", usage: "later [N|ID|--done N|ID] [--json[=FIELDS]]"))
            ),
            ("read --all tag:swift is:unread", .success(.markAllRead(query(.tag("swift"), .mark(.unread))))),
            ("history --json read_at", .success(.history(format: .json(fields: ["read_at"])))),
            ("history all", .failure(.tooManyArguments(command: "history", usage: "history [--json[=FIELDS]|clear]"))),
        ] as [(String, Expected)])
    func listings(line: String, expected: Expected) throws {
        #expect(try Self.event(line) == expected)
    }

    @Test(
        "paging takes --json as search does; links takes a row or an ID as code does",
        arguments: [
            ("page 2 --json id", Expected.success(.page(2, format: .json(fields: ["id"])))),
            ("page --json=id,title 2", .success(.page(2, format: .json(fields: ["id", "title"])))),
            ("page 2 --json", .success(.page(2, format: .json()))),
            ("page --json 2", .success(.page(2, format: .json()))),
            ("page 2 --json=titel", .failure(.unknownJSONField("titel", of: .history))),
            ("page --json", .failure(.missingArgument(command: "page", usage: "page N [--json[=FIELDS]]"))),
            ("page 2 --json id 3", .failure(.tooManyArguments(command: "page", usage: "page N [--json[=FIELDS]]"))),
            // The history's `read_at` is read here: the presenter refuses it for other listings.
            ("next --json read_at", .success(.nextPage(format: .json(fields: ["read_at"])))),
            ("next --json", .success(.nextPage(format: .json()))),
            ("next --json=id,url", .success(.nextPage(format: .json(fields: ["id", "url"])))),
            ("prev --json id", .success(.previousPage(format: .json(fields: ["id"])))),
            ("previous --json=title", .success(.previousPage(format: .json(fields: ["title"])))),
            ("prev --json=bogus", .failure(.unknownJSONField("bogus", of: .history))),
            ("prev --json id x", .failure(.tooManyArguments(command: "prev", usage: "prev [--json[=FIELDS]]"))),
            ("links 1", .success(.links(.row(1)))),
            ("links c686397e4a0f4f11683d", .success(.links(.id("c686397e4a0f4f11683d")))),
            ("links", .failure(.missingArgument(command: "links", usage: "links N|ID"))),
            ("links 1 2", .failure(.tooManyArguments(command: "links", usage: "links N|ID"))),
            ("images 2", .success(.images(.row(2)))),
            ("images", .failure(.missingArgument(command: "images", usage: "images N|ID"))),
            ("image 1 2", .success(.image(.row(1), .show(2)))),
            ("image c686397e4a0f4f11683d 1 --save a.png",
             .success(.image(.id("c686397e4a0f4f11683d"), .save(1, path: "a.png", force: false)))),
            ("image 1 1 --save a.png --force", .success(.image(.row(1), .save(1, path: "a.png", force: true)))),
            ("image 1", .failure(.missingArgument(command: "image", usage: Self.imageUsage))),
            ("image 1 1 --save", .failure(.missingArgument(command: "image", usage: Self.imageUsage))),
            ("image 1 0", .failure(.badArgument("0", command: "image", expected: Self.imageNumber))),
            ("image 1 1 --keep a.png", .failure(.badArgument("--keep", command: "image", expected: .text(Self.imageUsage)))),
            ("image 1 1 --save a.png --force --force",
             .failure(.badArgument("--force", command: "image", expected: .text(Self.imageUsage)))),
        ] as [(String, Expected)])
    func pagingAndLinks(line: String, expected: Expected) throws {
        #expect(try Self.event(line) == expected)
    }

    @Test func pagingUnderFormatJSONPrintsJSONUnlessTold() throws {
        let command = try #require(try CommandInvocation.parse("next"))
        let parser = ItemsCommandParser(defaultFormat: .json(), places: Self.places)
        #expect(parser.event(for: command) == .success(.nextPage(format: .json())))
    }

    @Test(
        "tags, authors, saved searches, sources and settings",
        arguments: [
            ("tags", Expected.success(.tags(prefix: "", format: .table))),
            ("tags sw --json", .success(.tags(prefix: "sw", format: .json()))),
            ("tags a b", .failure(.tooManyArguments(command: "tags", usage: "tags [PREFIX] [--json[=FIELDS]]"))),
            ("tags --json=name", .failure(.unknownJSONField("name", of: .tag))),
            ("tag swift", .success(.search(query(.tag("swift")), format: .table))),
            ("tag swift --json id", .success(.search(query(.tag("swift")), format: .json(fields: ["id"])))),
            ("tag", .failure(.missingArgument(command: "tag", usage: "tag NAME [--json[=FIELDS]]"))),
            ("user alice", .success(.author("alice", format: .table))),
            ("user alice --json items", .success(.author("alice", format: .json(fields: ["items"])))),
            ("user", .failure(.missingArgument(command: "user", usage: "user ID [--json[=FIELDS]]"))),
            ("save daily", .success(.save(name: "daily", query: nil))),
            (
                "save daily tag:swift --sort likes",
                .success(.save(name: "daily", query: query(.tag("swift"), order: ItemOrder(.likes))))
            ),
            ("save", .failure(.missingArgument(command: "save", usage: "save NAME [QUERY] [--sort FIELD] [--asc]"))),
            ("save 日本語", .failure(.refused(Message(ItemsMessage.savedBadName, "日本語")))),
            // The query's columns count from its first word, after the name.
            ("save daily foo:x", .failure(.badQuery(ItemQueryError(.unknownQualifier, text: "foo:", column: 1)))),
            ("saved", .success(.savedSearches(format: .table))),
            ("saved --json name", .success(.savedSearches(format: .json(fields: ["name"])))),
            ("saved daily --json id", .success(.runSaved("daily", format: .json(fields: ["id"])))),
            ("saved a b", .failure(.tooManyArguments(command: "saved", usage: "saved [NAME] [--json[=FIELDS]]"))),
            ("unsave daily", .success(.unsave("daily"))),
            ("unsave", .failure(.missingArgument(command: "unsave", usage: "unsave NAME"))),
            ("source", .success(.showSource)),
            ("source demo", .success(.switchSource(.demo))),
            ("source qiita", .success(.switchSource(.qiita))),
            ("source /data/a.json", .success(.switchSource(.file(path: "/data/a.json")))),
            ("source a.json", .success(.switchSource(.file(path: "/work/a.json")))),
            ("source ~/b.json", .success(.switchSource(.file(path: "/home/alice/b.json")))),
            ("source ./qiita", .success(.switchSource(.file(path: "/work/./qiita")))),
            ("source a b", .failure(.tooManyArguments(command: "source", usage: "source [PATH|demo|qiita|mirror]"))),
            ("set", .success(.showSettings)),
            ("set per-page 5", .success(.setPerPage(5))),
            ("set per-page five", .failure(.badArgument("five", command: "set", expected: number))),
            ("set pager OFF", .success(.setPager(false))),
            (
                "set pager maybe",
                .failure(
                    .badArgument(
                        "maybe", command: "set", expected: .message(Message(ItemsMessage.commandExpectedOnOff))))
            ),
            ("set reader full", .success(.setReader(.full))),
            ("set reader PAGER", .success(.setReader(.pager))),
            ("set reader plain", .success(.setReader(.plain))),
            (
                "set reader less",
                .failure(
                    .badArgument(
                        "less", command: "set", expected: .message(Message(ItemsMessage.commandExpectedReader))))
            ),
            ("set reader", .failure(.missingArgument(command: "set", usage: setUsage))),
            ("set mouse off", .success(.setMouse(false))),
            ("set mouse ON", .success(.setMouse(true))),
            ("set snippets off", .success(.setSnippets(false))),
            ("set snippets On", .success(.setSnippets(true))),
            (
                "set snippets some",
                .failure(
                    .badArgument(
                        "some", command: "set", expected: .message(Message(ItemsMessage.commandExpectedOnOff))))
            ),
            (
                "set mouse wheel",
                .failure(
                    .badArgument(
                        "wheel", command: "set", expected: .message(Message(ItemsMessage.commandExpectedOnOff))))
            ),
            ("set mouse on off", .failure(.tooManyArguments(command: "set", usage: setUsage))),
            ("set images blocks", .success(.setImages(.blocks))),
            ("set images OFF", .success(.setImages(.off))),
            ("set images kitty", .success(.setImages(.kitty))),
            ("set images Sixel", .success(.setImages(.sixel))),
            ("set images iterm", .success(.setImages(.iterm))),
            (
                "set images chafa",
                .failure(
                    .badArgument(
                        "chafa", command: "set", expected: .message(Message(ItemsMessage.commandExpectedImages))))
            ),
            ("set image-cache 200MB", .success(.setImageCache(200_000_000))),
            ("set image-cache 2g", .success(.setImageCache(2_000_000_000))),
            ("set image-cache 0", .success(.setImageCache(0))),
            (
                "set image-cache 200",
                .failure(
                    .badArgument(
                        "200", command: "set", expected: .message(Message(ItemsMessage.commandExpectedSize))))
            ),
            ("set hyperlinks auto", .success(.setHyperlinks(.auto))),
            ("set theme light", .success(.setTheme(.light))),
            ("set theme DARK", .success(.setTheme(.dark))),
            ("set theme auto", .success(.setTheme(.auto))),
            (
                "set theme solarized",
                .failure(
                    .badArgument(
                        "solarized", command: "set", expected: .message(Message(ItemsMessage.commandExpectedTheme))))
            ),
            ("set width 72", .success(.setArticleWidth(72))),
            ("set width wide", .failure(.badArgument("wide", command: "set", expected: number))),
            (
                "set hyperlinks x",
                .failure(
                    .badArgument(
                        "x", command: "set", expected: .message(Message(ItemsMessage.commandExpectedOnOffAuto))))
            ),
            ("set lang ja", .success(.setLanguage(.japanese))),
            (
                "set lang fr",
                .failure(
                    .badArgument(
                        "fr", command: "set", expected: .message(Message(ItemsMessage.commandExpectedLanguage))))
            ),
            ("set colour on", .failure(.refused(Message(ItemsMessage.unknownSetting, "colour", setUsage)))),
            ("set pager", .failure(.missingArgument(command: "set", usage: setUsage))),
            ("set pager on off", .failure(.tooManyArguments(command: "set", usage: setUsage))),
        ] as [(String, Expected)])
    func others(line: String, expected: Expected) throws {
        #expect(try Self.event(line) == expected)
    }

    @Test func aNameThatIsNoneOfItemsIsNotParsed() throws {
        #expect(try Self.event("whoami") == nil)
    }

    @Test(
        "usage errors read as the shell prints them",
        arguments: [
            (
                "search foo:bar",
                "unknown qualifier \"foo:\" at column 1 — known: tag, user, title, body, stocks, likes, created, "
                    + "updated, is"
            ),
            ("page x", "bad argument 'x' for 'page': expected a whole number"),
            ("next 2", "too many arguments for 'next': usage: next [--json[=FIELDS]]"),
        ])
    func messages(line: String, text: String) throws {
        guard case .failure(let error)? = try Self.event(line) else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(error.message.text(in: .english) == text)
        #expect(error.outcome == .failed(.usage))
    }
}
