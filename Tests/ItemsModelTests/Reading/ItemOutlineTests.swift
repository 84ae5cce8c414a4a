@testable import ItemsModel
import Testing

/// An article's headings, numbered in order, none from code; a section runs to the next heading
/// of its level or above.
@Suite struct ItemOutlineTests {
    static let body = """
        # はじめに
        Intro text.

        ## 環境
        - Swift 6.3

        ```bash
        # not a heading
        swift build
        ```

        ### 詳細 ###
        Details.

        Setext title
        ------------
        Under setext.

        # まとめ
        The end.

        """

    @Test func listsHeadingsWithLevelsOutsideCode() {
        let outline = ItemOutline(body: Self.body)
        #expect(outline.headings.map(\.title) == ["はじめに", "環境", "詳細", "Setext title", "まとめ"])
        #expect(outline.headings.map(\.level) == [1, 2, 3, 2, 1])
    }

    @Test func aSectionRunsToTheNextHeadingOfItsLevelOrAbove() throws {
        let outline = ItemOutline(body: Self.body)
        let environment = try #require(outline.section(2))
        #expect(environment.hasPrefix("## 環境\n- Swift 6.3"))
        #expect(environment.contains("# not a heading"), "code stays in its section")
        #expect(environment.contains("### 詳細 ###\nDetails."), "a deeper heading belongs to it")
        #expect(!environment.contains("Setext title"), "the next heading of the same level ends it")
        #expect(outline.section(5) == "# まとめ\nThe end.")
        let whole = try #require(outline.section(1))
        #expect(
            whole.hasPrefix("# はじめに\nIntro text.") && whole.hasSuffix("Under setext.") && !whole.contains("まとめ"),
            "level 2 and 3 headings belong to the level 1 section")
        #expect(outline.section(0) == nil && outline.section(6) == nil)
    }

    /// Where the regular expressions this replaced read Markdown otherwise than CommonMark does.
    @Test func readsHeadingsAsCommonMarkDoes() throws {
        let body =
            "# **太字**の `code` 見出し\r\n\r\n    # indented code\r\n\r\n> ## 引用の中\r\n\r\n#NoSpace\r\n\r\nA\r\nB\r\n--" +
            "-\r\ntext"
        let outline = ItemOutline(body: body)
        #expect(outline.headings.map(\.title) == ["太字の code 見出し", "引用の中", "A B"])
        #expect(outline.headings.map(\.level) == [1, 2, 2])
        #expect(outline.headings.map(\.line) == [0, 4, 8])
        #expect(outline.section(3) == "A\nB\n---\ntext")
        #expect(outline.section(2) == "> ## 引用の中\n\n#NoSpace", "a line of # without a space is text")
        #expect(try #require(outline.section(1)).hasSuffix("\ntext"))
    }

    @Test func aBodyWithoutHeadingsHasNoOutline() {
        #expect(ItemOutline(body: "Just text.\n\n---\n\nMore.").headings.isEmpty)
    }
}
