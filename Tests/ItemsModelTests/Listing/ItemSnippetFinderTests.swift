import Foundation
@testable import ItemsModel
import ShellKit
import Testing

/// Snippets: the passage of the prose that holds the most of the query's words, fitted to the
/// width by display columns, cut with `…`, the words marked; code only when the prose has none.
@Suite struct ItemSnippetFinderTests {
    static let body = """
        # Getting started

        Docker is a tool. This paragraph talks about containers for a long while, about images,
        registries, layers and caches, and never names the other word at all, on purpose.

        ```yaml
        services:
          web: {image: nginx}  # compose file
        ```

        Later we run docker compose up in a terminal to start **every** service at once.
        """

    @Test func thePassageWithTheMostDistinctWordsIsChosenAndMarked() throws {
        let snippet = try #require(ItemSnippetFinder.snippet(body: Self.body, terms: ["docker", "compose"], width: 60))
        #expect(snippet.parts.filter(\.isMatch).map { $0.text.lowercased() }.contains("compose"))
        #expect(snippet.marked.contains("«docker» «compose» up"))
        // Markdown's marks are gone: no `**`, no heading's `#`.
        #expect(!snippet.text.contains("**") && !snippet.text.contains("#"))
        #expect(snippet.text.displayWidth <= 60)
        #expect(snippet.text.hasPrefix("…"))
    }

    @Test func codeIsSearchedOnlyWhenTheProseHoldsNoWord() throws {
        let snippet = try #require(ItemSnippetFinder.snippet(body: Self.body, terms: ["nginx"], width: 50))
        #expect(snippet.marked.contains("«nginx»"))
        let prose = try #require(ItemSnippetFinder.snippet(body: Self.body, terms: ["containers"], width: 50))
        #expect(!prose.text.contains("nginx"))
    }

    @Test func wideCharactersAreMeasuredByColumnsAndCaseIsFolded() throws {
        let body = String(repeating: "これは前置きの文章です。", count: 8) + "ここでＤｏｃｋｅｒの設定を説明します。" + String(repeating: "後書き。", count: 10)
        for width in [20, 31, 44, 80] {
            let snippet = try #require(ItemSnippetFinder.snippet(body: body, terms: ["docker", "設定"], width: width))
            #expect(snippet.text.displayWidth <= width, "\(width): \(snippet.text)")
            let marked = Set(snippet.parts.filter(\.isMatch).map(\.text))
            // Ｄｏｃｋｅｒ is found as docker; from 31 columns both words fit in one window.
            #expect(marked.contains("Ｄｏｃｋｅｒ"), "\(width): \(snippet.marked)")
            if width >= 31 { #expect(marked.contains("設定"), "\(width): \(snippet.marked)") }
        }
    }

    @Test func withoutAMatchTheProseBeginsAndNarrowWidthsGiveNothing() throws {
        let snippet = try #require(ItemSnippetFinder.snippet(body: Self.body, terms: ["kubernetes"], width: 40))
        #expect(snippet.text.hasPrefix("Getting started Docker is a tool."))
        #expect(snippet.text.hasSuffix("…"))
        #expect(ItemSnippetFinder.snippet(body: Self.body, terms: ["docker"], width: 5) == nil)
        #expect(ItemSnippetFinder.snippet(body: "```\n```\n", terms: ["x"], width: 40) == nil)
    }

    @Test func linksKeepTheirTextAndImagesTheirAlternative() {
        let text = SnippetPlainText.of(
            "See [the guide](https://example.com/x) and ![a diagram](d.png) | cell |\n|---|\n> quoted <br> line\n"
                + "[Docker Docs][1] end\n\n[1]: https://docs.docker.com/")
        #expect(text == "See the guide and a diagram cell quoted line Docker Docs end")
    }

    @Test func fencedBlocksAreLeftOutOfTheProseOnlyWhenClosedByTheirOwnFence() {
        let body = "a\n~~~\nin tilde\n```\nstill in\n~~~\nb\n````\nx\n```\nstill\n````\nc"
        #expect(ItemBodyProse.of(body).split(separator: "\n").filter { !$0.isEmpty } == ["a", "b", "c"])
    }
}

/// A saved search keeps whether its relevance order was typed or implied; files saved before
/// `implied` existed read as typed orders.
@Suite struct ItemOrderCodingTests {
    @Test func impliedRelevanceSurvivesASaveAndOldFilesStillRead() throws {
        for order in [ItemOrder(.relevance, isImplied: true), .relevance, .newest, ItemOrder(.likes, ascending: true)] {
            let data = try JSONEncoder().encode(order)
            #expect(try JSONDecoder().decode(ItemOrder.self, from: data) == order)
        }
        let old = Data(#"{"field":"stocks","ascending":true}"#.utf8)
        #expect(try JSONDecoder().decode(ItemOrder.self, from: old) == ItemOrder(.stocks, ascending: true))
        #expect(!String(decoding: try JSONEncoder().encode(ItemOrder.newest), as: UTF8.self).contains("implied"))
    }
}
