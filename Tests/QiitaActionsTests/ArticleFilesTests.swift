import Foundation
@testable import ItemsModel
@testable import QiitaActions
@testable import ShellKit
import Testing
import TestSupport

/// qiita-cli's files read with libyaml and written back: the fields each YAML spelling gives,
/// the refusals, and every byte but `id` and `updated_at` kept.
@Suite struct ArticleFilesTests {
    let folder: TemporaryDirectory
    let files: ArticleFiles

    init() throws {
        folder = try TemporaryDirectory()
        files = ArticleFiles(workingDirectory: folder.file(""))
    }

    @Test func readsTheFieldsAsQiitaCLIWritesThem() throws {
        _ = try folder.write(
            """
            ---
            title: "Swift: \\"quoted\\" and 日本語"
            tags: [swift, 'iOS', "100DaysOfCode"]
            private: true
            updated_at: '2024-05-01T12:34:56+09:00'
            id: 0123456789abcdef0123
            organization_url_name: my-org
            slide: false
            ignorePublish: false
            ---
            # Body

            text --- not the end
            """, to: "a.md")
        let draft = try files.draft(at: "a.md", force: true)
        #expect(draft.file == folder.file("a.md"))
        #expect(draft.title == "Swift: \"quoted\" and 日本語")
        #expect(draft.tags == ["swift", "iOS", "100DaysOfCode"])
        #expect(draft.isPrivate && !draft.slide && draft.force)
        #expect(draft.id == "0123456789abcdef0123")
        #expect(draft.updatedAt == "2024-05-01T12:34:56+09:00")
        #expect(draft.organization == "my-org")
        #expect(draft.body == "# Body\n\ntext --- not the end")
    }

    @Test func exportReadsBackAsTheSameArticle() throws {
        let item = QiitaItem(
            id: "0123456789abcdef0123", title: "'Quotes': yes, # and : colons", body: "Line 1\n\n```swift\nlet a = 1\n```\n",
            url: "https://qiita.com/u/items/x", user: QiitaUser(id: "u", name: "U", githubLoginName: nil),
            tags: [QiitaTag(name: "swift", versions: []), QiitaTag(name: "true", versions: []), QiitaTag(name: "123", versions: [])], likesCount: 0,
            stocksCount: 0, commentsCount: 0, createdAt: "2024-01-01T00:00:00+09:00",
            updatedAt: "2024-01-02T00:00:00+09:00")
        _ = try folder.write(QiitaCLIMarkdown.document(for: item), to: "export.md")
        let draft = try files.draft(at: "export.md")
        #expect(draft.title == item.title)
        #expect(draft.body == item.body)
        #expect(draft.tags == ["swift", "true", "123"])
        #expect(draft.id == item.id && draft.updatedAt == item.updatedAt)
        #expect(ArticleComparison.holds(draft, item))
    }

    @Test func refusesWhatCannotBePublishedNamingTheFile() throws {
        let cases: [(String, ActionMessage)] = [
            ("no front matter\n", .noFrontMatter),
            ("---\ntitle: x\n", .noFrontMatter),
            ("---\ntags: [a]\n---\nbody\n", .missingTitle),
            ("---\ntitle: x\ntags: []\n---\nbody\n", .missingTags),
            ("---\ntitle: x\ntags: [a, b, c, d, e, f]\n---\nbody\n", .tooManyTags),
            ("---\ntitle: x\ntags: [a]\n---\n\n", .emptyBody),
            ("---\ntitle: [x\n---\nbody\n", .badFrontMatter),
            ("---\n- a list\n---\nbody\n", .badFrontMatter),
            ("---\ntitle: x\ntags: [a]\nignorePublish: true\n---\nbody\n", .ignored),
        ]
        for (index, (text, key)) in cases.enumerated() {
            _ = try folder.write(text, to: "bad\(index).md")
            #expect(throws: ArticleFileError.self) { try files.draft(at: "bad\(index).md") }
            do {
                _ = try files.draft(at: "bad\(index).md")
            } catch {
                #expect(error.message.key as? ActionMessage == key, "\(text)")
                #expect(error.reason.contains("bad\(index).md"))
            }
        }
        #expect(throws: ArticleFileError.self) { try files.draft(at: "missing.md") }
    }

    @Test func writesBackOnlyTheIDAndUpdatedAt() throws {
        let text = "---\ntitle: x # a comment kept\ntags:\n  - a\nid: null\nslide: false\n---\nbody\n\n---\nmore\n"
        let path = try folder.write(text, to: "w.md")
        let draft = try files.draft(at: "w.md")
        try files.recordPublished(draft, id: "abc", updatedAt: "2024-05-01T00:00:00+09:00")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(
            written
                == "---\ntitle: x # a comment kept\ntags:\n  - a\nid: abc\nslide: false\n"
                + "updated_at: '2024-05-01T00:00:00+09:00'\n---\nbody\n\n---\nmore\n")
        let again = try files.draft(at: "w.md")
        #expect(again.id == "abc" && again.updatedAt == "2024-05-01T00:00:00+09:00" && again.body == draft.body)
    }
}
