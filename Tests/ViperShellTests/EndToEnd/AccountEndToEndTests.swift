import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport

/// The account's actions through the built binary against the fixture server's write endpoints:
/// stocks on Qiita, comments written in `$EDITOR` (a script) or on standard input, edits and
/// deletes, publishing qiita-cli files, likes on a team only, and the outbox keeping, listing and
/// sending each action exactly once when answers are lost.
@Suite struct AccountEndToEndTests {
    let live: LiveShellHome
    let folder: TemporaryDirectory

    init() throws {
        live = try LiveShellHome()
        folder = try TemporaryDirectory()
    }

    /// The shell on the live source, with a token that may write unless told.
    private func shell(
        _ commands: String, input: String = "", token: String? = "fixture-token", environment: [String: String] = [:]
    ) async throws -> ShellProcess.Outcome {
        var variables = environment
        if let token { variables["QIITA_TOKEN"] = token }
        return try await ShellProcess.run(
            home: live.home,
            ["--api-url", live.server.baseURL.absoluteString, "--source", "qiita", "-c", commands], input: input,
            environment: variables.merging(["COLUMNS": "100"]) { old, _ in old })
    }

    private func register(_ user: String) async throws {
        let outcome = try await live.run(
            ["-c", "register \(user)"], input: "\(LiveShellHome.password)\n\(LiveShellHome.password)\n")
        try #require(outcome.status == 0, "\(outcome.stderr)")
    }

    /// An executable script in the test's folder: `$EDITOR` for the shell.
    private func editor(_ name: String, _ body: String) throws -> String {
        let path = folder.file(name)
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    private func firstItemIDs(_ count: Int) async throws -> [String] {
        let listing = try await shell("search --json=id")
        try #require(listing.status == 0, "\(listing.stderr)")
        let items = try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]] ?? []
        return items.prefix(count).compactMap { $0["id"] as? String }
    }

    @Test func stocksReachQiitaAndAReadOnlyTokenIsRefusedWithTheScopeNamed() async throws {
        try await register("stocker1")
        let ids = try await firstItemIDs(2)
        let stocked = try await shell("search; stock 1")
        #expect(stocked.status == 0, "\(stocked.stderr)")
        #expect(stocked.stderr.contains("stocked on Qiita too"))
        #expect(try await live.server.stocks() == [ids[0]])

        let unstocked = try await shell("search; unstock 1")
        #expect(unstocked.status == 0, "\(unstocked.stderr)")
        #expect(try await live.server.stocks().isEmpty)

        // Without write_qiita: the stock is kept here, the action waits, the error names the scope.
        let readOnly = try await shell("search; stock 2", token: "fixture-read-token")
        #expect(readOnly.status == 1)
        #expect(readOnly.stderr.contains("write_qiita"))
        #expect(!readOnly.stderr.contains("fixture-read-token"), "a token is never printed")
        let waiting = try await shell("outbox --json", token: "fixture-read-token")
        let entries = try JSONSerialization.jsonObject(with: Data(waiting.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(entries.map { $0["action"] as? String } == ["stock"])
        #expect(entries.first?["item_id"] as? String == ids[1])

        let sent = try await shell("outbox send")
        #expect(sent.status == 0, "\(sent.stderr)")
        #expect(try await live.server.stocks() == [ids[1]])
        #expect(try await shell("outbox").stderr.contains("the outbox is empty"))

        // Without any token a stock stays local, as it always did, and says nothing of Qiita.
        let local = try await shell("search; stock 1", token: nil)
        #expect(local.status == 0 && !local.stderr.contains("Qiita"), "\(local.stderr)")
        #expect(try await live.server.stocks() == [ids[1]])
    }

    @Test func commentsFromTheEditorAndStandardInputThenEditedAndDeleted() async throws {
        try await register("commenter1")
        let ids = try await firstItemIDs(2)
        let writer = try editor("write.sh", "printf 'Great write-up!\\n# dropped line\\nThanks.\\n' >> \"$1\"")
        let posted = try await shell("search; comment 1", environment: ["EDITOR": writer])
        #expect(posted.status == 0, "\(posted.stderr)")
        var comments = try await live.server.ownComments()
        #expect(comments.map(\.body) == ["Great write-up!\nThanks."])
        #expect(comments.first?.itemID == ids[0])
        // Shown under the article at once, as `comments` shows comments.
        #expect(posted.stdout.contains("Great write-up!"))

        let piped = try await shell("search; comment 2", input: "Second one, from a pipe.\n")
        #expect(piped.status == 0, "\(piped.stderr)")
        comments = try await live.server.ownComments()
        #expect(comments.last?.body == "Second one, from a pipe.")
        #expect(comments.last?.itemID == ids[1])

        // An editor that writes nothing cancels: nothing is sent.
        let empty = try await shell("search; comment 1", environment: ["EDITOR": try editor("noop.sh", "true")])
        #expect(empty.status == 0 && empty.stderr.contains("comment cancelled"), "\(empty.stderr)")
        #expect(try await live.server.ownComments().count == 2)

        let first = try #require(comments.first?.id)
        let rewriter = try editor("rewrite.sh", "printf 'Edited text.\\n' > \"$1\"")
        let edited = try await shell("comment --edit \(first)", environment: ["EDITOR": rewriter])
        #expect(edited.status == 0, "\(edited.stderr)")
        #expect(try await live.server.ownComments().first?.body == "Edited text.")

        let deleted = try await shell("comment --delete \(first)")
        #expect(deleted.status == 0, "\(deleted.stderr)")
        #expect(try await live.server.ownComments().map(\.body) == ["Second one, from a pipe."])

        // Someone else's comment is refused before anything is sent.
        try await live.server.addComment(id: ids[0], body: "Not yours")
        let listing = try await shell("search; comments 1 --json")
        let start = try #require(listing.stdout.range(of: "\n[\n")).lowerBound
        let others = try JSONSerialization.jsonObject(with: Data(listing.stdout[start...].utf8)) as? [[String: Any]] ?? []
        let otherID = try #require(others.last?["id"] as? String)
        let refused = try await shell("comment --delete \(otherID)")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("only your own comments"))
    }

    @Test func aCommentWhoseAnswerWasLostIsPostedExactlyOnce() async throws {
        try await register("commenter2")
        for fault in ["cut-after", "500-after"] {
            try await live.server.fail(fault, method: "POST", extra: [:])
            let body = "Once only (\(fault))"
            let lost = try await shell("search; comment 3", input: body + "\n")
            #expect(lost.status == 0, "\(lost.stderr)")
            #expect(lost.stderr.contains("waiting in the outbox"), "\(lost.stderr)")
            #expect(try await shell("outbox").stdout.contains("sent, no answer yet"))

            let resent = try await shell("outbox send")
            #expect(resent.status == 0, "\(resent.stderr)")
            #expect(resent.stderr.contains("not sent again"), "\(resent.stderr)")
            let posts = try await live.server.writes().filter {
                $0["method"] as? String == "POST" && ($0["body"] as? [String: Any])?["body"] as? String == body
            }
            #expect(posts.count == 1, "one POST of \(fault)'s comment: \(posts)")
            #expect(try await live.server.ownComments().filter { $0.body == body }.count == 1)
        }
    }

    @Test func publishCreatesUpdatesAndKeepsQiitasNewerCopy() async throws {
        try await register("publisher1")
        let file = folder.file("article.md")
        let text = """
            ---
            title: 'Swift: 非同期処理の基本'
            tags:
              - swift
              - concurrency
            private: false
            updated_at: ''
            id: null
            organization_url_name: null
            slide: false
            ignorePublish: false
            ---
            # Hello

            Body text.

            """
        try text.write(toFile: file, atomically: true, encoding: .utf8)

        let dry = try await shell("publish \(file) --dry-run")
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("POST /api/v2/items"))
        #expect(dry.stdout.contains("\"title\" : \"Swift: 非同期処理の基本\""))
        #expect(try await live.server.writes().isEmpty)

        let created = try await shell("publish \(file)")
        #expect(created.status == 0, "\(created.stderr)")
        let items = try await live.server.state()["items_by_fixture_user"] as? [[String: Any]] ?? []
        let id = try #require(items.first?["id"] as? String)
        // Written back: the front matter, as PyYAML reads it, has the id and updated_at; the rest
        // of the file is byte for byte what it was.
        let front = try await frontMatter(of: file)
        #expect(front["id"] as? String == id)
        #expect(front["updated_at"] as? String == items.first?["updated_at"] as? String)
        #expect(front["title"] as? String == "Swift: 非同期処理の基本")
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.hasSuffix("---\n# Hello\n\nBody text.\n"))
        #expect(written.replacingOccurrences(of: "id: \(id)", with: "id: null")
            .replacingOccurrences(of: "updated_at: '\(front["updated_at"] as? String ?? "")'", with: "updated_at: ''")
            == text)

        try written.replacingOccurrences(of: "Body text.", with: "Body text, edited.")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let updated = try await shell("publish \(file)")
        #expect(updated.status == 0, "\(updated.stderr)")
        #expect(try await live.server.writes().last?["method"] as? String == "PATCH")

        // Changed on Qiita since: refused and held, until --force.
        try await live.server.touch(id: id)
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "edited.", with: "edited twice.")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try await shell("publish \(file)")
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("changed on Qiita"), "\(refused.stderr)")
        #expect(try await shell("outbox").stdout.contains("held"))
        let forced = try await shell("publish --force \(file)")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try await shell("outbox").stderr.contains("the outbox is empty"))

        // export → publish changes nothing: the same text is not sent again.
        let writesBefore = try await live.server.writes().count
        let copy = folder.file("exported.md")
        let exported = try await shell("export \(id) -o \(copy)")
        #expect(exported.status == 0, "\(exported.stderr)")
        let republished = try await shell("publish \(copy)")
        #expect(republished.status == 0, "\(republished.stderr)")
        #expect(try await live.server.writes().count == writesBefore)
    }

    @Test func badFilesAreRefusedOneByOneWithWhatToDo() async throws {
        try await register("publisher2")
        let cases = [
            ("nofront.md", "# Just a body\n", "has no front matter"),
            ("notitle.md", "---\ntags:\n  - swift\n---\nbody\n", "has no title"),
            ("notags.md", "---\ntitle: A\ntags: []\n---\nbody\n", "has no tags"),
            ("badyaml.md", "---\ntitle: [unclosed\n---\nbody\n", "front matter"),
            ("ignored.md", "---\ntitle: A\ntags: [swift]\nignorePublish: true\n---\nbody\n", "ignorePublish"),
        ]
        for (name, text, expected) in cases {
            try text.write(toFile: folder.file(name), atomically: true, encoding: .utf8)
            let outcome = try await shell("publish \(folder.file(name))")
            #expect(outcome.status == 1, "\(name)")
            #expect(outcome.stderr.contains(expected), "\(name): \(outcome.stderr)")
            #expect(outcome.stderr.split(separator: "\n").count == 1, "one line: \(outcome.stderr)")
        }
        #expect(try await live.server.writes().isEmpty)
    }

    @Test func likesOnATeamOnly() async throws {
        try await register("likeuser1")
        let notTeam = try await shell("search; like 1")
        #expect(notTeam.status == 1)
        #expect(notTeam.stderr.contains("Qiita Team only"))

        let team = try LiveShellHome(server: QiitaFixtureServer(team: true))
        let registered = try await team.run(
            ["-c", "register likeuser2"], input: "\(LiveShellHome.password)\n\(LiveShellHome.password)\n")
        try #require(registered.status == 0)
        let liked = try await ShellProcess.run(
            home: team.home,
            ["--api-url", team.server.baseURL.absoluteString, "--source", "qiita", "-c", "search; like 1; unlike 1"],
            environment: ["QIITA_TOKEN": "fixture-token", "VIPER_SHELL_QIITA_TEAM": "1"])
        #expect(liked.status == 0, "\(liked.stderr)")
        #expect(try await team.server.writes().map { $0["method"] as? String } == ["PUT", "DELETE"])
    }

    @Test func stocksOnQiitaListedAndLocalOnesPushed() async throws {
        try await register("stocker2")
        let ids = try await firstItemIDs(3)
        let local = try await shell("search; stock 2; stock 3", token: nil)
        #expect(local.status == 0, "\(local.stderr)")
        #expect(try await live.server.writes().isEmpty)

        let pushed = try await shell("stocks --push")
        #expect(pushed.status == 0, "\(pushed.stderr)")
        #expect(Set(try await live.server.stocks()) == Set(ids[1...2]))
        let listed = try await shell("stocks --qiita --json=id")
        let items = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(Set(items.compactMap { $0["id"] as? String }) == Set(ids[1...2]))
    }

    @Test func anActionQueuedOfflineIsSentByTheNextCommandThatReachesQiita() async throws {
        try await register("stocker3")
        let ids = try await firstItemIDs(1)
        try await live.server.fail("503", method: "PUT")
        let offline = try await shell("search; stock 1")
        #expect(offline.status == 0, "\(offline.stderr)")
        #expect(offline.stderr.contains("waiting in the outbox"))
        #expect(try await live.server.stocks().isEmpty)
        let next = try await shell("search docker")
        #expect(next.status == 0, "\(next.stderr)")
        #expect(next.stderr.contains("stocked on Qiita too"))
        #expect(try await live.server.stocks() == [ids[0]])
    }

    @Test func syncMakesTheStocksHereThoseOnQiita() async throws {
        try await register("stocker4")
        let ids = try await firstItemIDs(4)
        try await live.server.addStock(id: ids[0])
        try await live.server.addStock(id: ids[1])
        // A stock made here without a token was never on Qiita: sync leaves it.
        #expect(try await shell("search; stock 4", token: nil).status == 0)

        let first = try await shell("sync")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Your stocks on Qiita: 2 (2 added here, 0 removed here)"), "\(first.stdout)")
        let stocked = try await shell("source mirror; search is:stocked --json=id")
        let mirrored = try JSONSerialization.jsonObject(with: Data(stocked.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(Set(mirrored.compactMap { $0["id"] as? String }) == Set(ids[0...1]), "\(stocked.stderr)")
        let here = try await shell("stocks --json=id")
        let local = try JSONSerialization.jsonObject(with: Data(here.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(Set(local.compactMap { $0["id"] as? String }) == Set([ids[0], ids[1], ids[3]]))

        // Unstocked on the web: the next sync drops it here too, and keeps the local-only one.
        var request = URLRequest(url: live.server.baseURL.appendingPathComponent("api/v2/items/\(ids[0])/stock"))
        request.httpMethod = "DELETE"
        request.setValue("Bearer fixture-token", forHTTPHeaderField: "Authorization")
        _ = try await URLSession.shared.data(for: request)
        let second = try await shell("sync")
        #expect(second.stdout.contains("Your stocks on Qiita: 1 (0 added here, 1 removed here)"), "\(second.stdout)")
        let after = try await shell("stocks --json=id")
        let remaining = try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(Set(remaining.compactMap { $0["id"] as? String }) == Set([ids[1], ids[3]]))
    }

    /// The file's front matter as PyYAML reads it (qiita-cli's gray-matter reads the same YAML).
    private func frontMatter(of path: String) async throws -> [String: Any] {
        let script = """
            import json, sys, yaml
            text = open(sys.argv[1], encoding='utf-8').read()
            front = text.split('---\\n')[1]
            print(json.dumps(yaml.safe_load(front), default=str))
            """
        let output = try await ShellProcess.runProgram(["python3", "-c", script, path])
        return try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any] ?? [:]
    }
}
