import CatalogueImport
import CatalogueStore
import Foundation
import Testing
import TestSupport

/// Follow, sync, following, watch and the token's sources through the built binary against
/// Scripts/qiita-fixture-server: the daily loop of a reader of followed feeds, offline after.
@Suite struct FeedsEndToEndTests {
    static let password = "feeds-Passw0rd!"
    let live: LiveShellHome
    var folder: TemporaryDirectory { live.folder }
    var home: String { live.home }
    var server: QiitaFixtureServer { live.server }

    init() throws {
        live = try LiveShellHome()
    }

    private func shell(
        _ arguments: [String], token: String? = "fixture-token", server: QiitaFixtureServer? = nil
    ) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(
            home: home, ["--api-url", (server ?? self.server).baseURL.absoluteString] + arguments,
            environment: ["COLUMNS": "100"].merging(token.map { ["QIITA_TOKEN": $0] } ?? [:]) { _, new in new })
    }

    private func registered() async throws {
        try await ShellProcess.register("feedreader", password: Self.password, home: home)
    }

    private var mirrorPath: String {
        home + "/" + ItemCatalogue.mirrorFileName(site: "127.0.0.1:\(server.port)")
    }

    /// The JSON one command printed.
    private func json(_ commands: String) async throws -> Any {
        let outcome = try await shell(["-c", commands], token: nil)
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }

    @Test func followSyncReadOfflineThenOnlyWhatIsNew() async throws {
        try await registered()
        let follow = try await shell(["-c", "follow tag:swift user:user1 tag:python; follow tag:SWIFT"])
        #expect(follow.status == 0, "\(follow.stderr)")
        #expect(
            follow.stderrLines == [
                "Following tag:swift.", "Following user:user1.", "Following tag:python.",
                "Already following tag:SWIFT.",
            ])

        let first = try await shell(["-c", "sync"])
        #expect(first.status == 0, "\(first.stderr)")
        let summary = try #require(first.stdoutLines.first)
        #expect(
            summary.hasPrefix("Synced: tag:swift 12 new, 0 updated · user:user1 9 new, 0 updated · tag:python 12 new"))

        // Offline: the mirror is searched like any catalogue; following and saved agree.
        let unread = try await json("source mirror; search tag:swift is:unread --json id")
        #expect((unread as? [Any])?.count == 12)
        let following = try #require(try await json("following --json feed,items,unread") as? [[String: Any]])
        let saved = try #require(try await json("saved --json name,total,unread") as? [[String: Any]])
        #expect(following.count == 3)
        for row in following {
            let match = try #require(saved.first { $0["name"] as? String == row["feed"] as? String })
            #expect(match["total"] as? Int == row["items"] as? Int && match["unread"] as? Int == row["unread"] as? Int)
        }

        // Only what is new: one page per feed, the new items' comments, and the token's user's
        // stocks on Qiita (who they are, one page of none); an item in two feeds is stored once
        // and new in both.
        try await server.resetStats()
        _ = try await server.addItems(tag: "swift", user: "user1", count: 2, comments: 1)
        let second = try await shell(["-c", "sync"])
        #expect(
            second.stdoutLines.first?.hasPrefix(
                "Synced: tag:swift 2 new, 0 updated · user:user1 2 new, 0 updated · tag:python nothing new") == true)
        let stats = try await server.stats()
        #expect(stats.served == 7 && stats.byKind["comments"] == 2 && stats.byKind["stocks"] == 1)
        #expect(stats.maxInFlight <= 4)

        // An edited item replaces its copy.
        let newest = try await server.addItems(tag: "python", user: "user5", count: 1)
        _ = try await shell(["-c", "sync --quiet"])
        try await server.touch(id: newest[0])
        let third = try await shell(["-c", "sync; source mirror; open \(newest[0]) --json title"])
        #expect(third.stdoutLines.first?.contains("tag:python 0 new, 1 updated") == true, "\(third.stdout)")
        #expect(third.stdout.contains("(edited)"))
    }

    @Test func theRateLimitStopsASyncCleanlyAndTheNextResumes() async throws {
        try await registered()
        _ = try await shell(["-c", "follow tag:swift tag:python"], token: nil)
        try await server.setRate(remaining: 10, resetIn: 3600, bucket: "anonymous")
        let stopped = try await shell(["-c", "sync --quiet"], token: nil)
        #expect(stopped.status == 3)
        #expect(stopped.stdout.isEmpty)
        #expect(stopped.stderrLines.count == 1)
        #expect(stopped.stderr.contains("sync stopped at Qiita's rate limit with"))
        #expect(stopped.stderr.contains("run 'sync' again then to resume"))
        let early = try await shell(["-c", "sync --quiet"], token: nil)
        #expect(early.status == 3, "the window has not reset: nothing is sent")
        #expect(try await server.stats().served == 10)
        // The hour passes: the window the mirror kept is over, and the server's new one has room.
        let kept = try #require(try ItemStore(path: mirrorPath).mirrorRate(identity: "anonymous"))
        #expect(kept.remaining == 0)
        try ItemStore(path: mirrorPath).saveMirrorRate(
            MirrorRateState(identity: "anonymous", remaining: 0, resetAt: Date().addingTimeInterval(-1)))
        try await server.setRate(remaining: 60, resetIn: 3600, bucket: "anonymous")
        let resumed = try await shell(["-c", "sync"], token: nil)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(try await server.stats().refused == 0)
        let store = try ItemStore(path: mirrorPath)
        #expect(try store.count() == 24 - 0 && (try store.pendingCommentItemIDs()).isEmpty)
    }

    /// Stopped by the rate limit: "Sync stopped", what each feed got, the one request sent; the
    /// next sync, once the window reset, fetches the comments left and says how many.
    @Test func aStopSaysSoAndTheResumedSyncCountsTheCommentsItFetched() async throws {
        try await registered()
        _ = try await shell(["-c", "follow tag:swift tag:python"], token: nil)
        try await server.setRate(remaining: 1, resetIn: 3600, bucket: "anonymous")
        let stopped = try await shell(["-c", "sync"], token: nil)
        #expect(stopped.status == 3)
        #expect(
            stopped.stdoutLines == [
                "Sync stopped: tag:swift 12 new, 0 updated · tag:python not finished — 1 request, 0 left"
            ])
        let waiting = try ItemStore(path: mirrorPath).pendingCommentItemIDs().count
        #expect(waiting > 0)
        let reason = "sync stopped at Qiita's rate limit with 1 feed and the comments of \(waiting) items left: "
        #expect(stopped.stderrLines.first?.hasPrefix("-c:1: error: " + reason + "it resets at") == true)
        let early = try await shell(["-c", "sync"], token: nil)
        #expect(early.status == 3 && early.stdout.isEmpty, "nothing sent, nothing to sum up: \(early.stdout)")

        try ItemStore(path: mirrorPath).saveMirrorRate(
            MirrorRateState(identity: "anonymous", remaining: 0, resetAt: Date().addingTimeInterval(-1)))
        try await server.setRate(remaining: 60, resetIn: 3600, bucket: "anonymous")
        try await server.resetStats()
        let resumed = try await shell(["-c", "sync"], token: nil)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        let summary = try #require(resumed.stdoutLines.first)
        #expect(summary.hasPrefix("Synced: tag:swift nothing new · tag:python 12 new, 0 updated · "), "\(summary)")
        let fetched = try #require(summary.firstMatch(of: /· (\d+) comments? fetched — (\d+) requests?, \d+ left/))
        // The stopped run fetched no comment: every comment the mirror keeps came in this one.
        let store = try ItemStore(path: mirrorPath)
        var kept = 0
        for item in try store.allItems() { kept += try store.comments(itemID: item.id)?.count ?? 0 }
        #expect(kept > 0 && Int(fetched.1) == kept)
        let served = try await server.stats().served
        #expect(Int(fetched.2) == served, "only the requests sent")
    }

    /// The budget a wrong token spent is that token's: a valid one then syncs (issue 36, item 12),
    /// and the mirror keeps no token, only fingerprints.
    @Test func aBudgetSpentByAWrongTokenDoesNotStopAValidOne() async throws {
        try await registered()
        _ = try await shell(["-c", "follow tag:swift tag:python"], token: nil)
        try await server.setRate(remaining: 5, resetIn: 3600, bucket: "anonymous")
        let wrong = try await shell(["-c", "sync --quiet"], token: "wrong-token")
        #expect(wrong.status == 3, "\(wrong.stderr)")
        let again = try await shell(["-c", "sync --quiet"], token: "wrong-token")
        let served = try await server.stats().served
        #expect(again.status == 3 && served == 5, "its own budget is spent")
        try await server.resetStats()
        let valid = try await shell(["-c", "sync"], token: "fixture-token")
        #expect(valid.status == 0, "\(valid.stderr)")
        #expect(valid.stdoutLines.first?.hasPrefix("Synced: tag:swift ") == true)
        let stats = try await server.stats()
        #expect(stats.served > 0 && stats.refused == 0)
        let mirror = try Data(contentsOf: URL(fileURLWithPath: mirrorPath))
        for token in ["wrong-token", "fixture-token"] { #expect(mirror.range(of: Data(token.utf8)) == nil) }
    }

    @Test func followFromQiitaAndTheTokenSources() async throws {
        try await registered()
        let imported = try await shell(["-c", "follow --from-qiita; following"])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(
            imported.stderrLines.prefix(4) == [
                "Following tag:swift.", "Following tag:python.", "Following user:user1.", "Following user:user3.",
            ])
        #expect(imported.stdoutLines.first == "Following 4 feeds (the mirror: 'source mirror')")

        // QIITA_TOKEN wins over token-command, which wins over the stored token.
        let command = try await shell(
            ["-c", "set token-command 'echo fixture-token'; token show; sync --limit 1 --quiet"], token: nil)
        #expect(command.status == 0, "\(command.stderr)")
        #expect(command.stdout.contains("The token comes from token-command 'echo fixture-token' (…oken)."))
        let sent = try await server.requests().map(\.authorization)
        #expect(sent.last == "Bearer fixture-token")
        let both = try await shell(
            ["-c", "set token-command 'echo other-token'; token show; sync --limit 1 --quiet"],
            token: "fixture-token")
        #expect(both.stdout.contains("QIITA_TOKEN is set (…oken)."))
        #expect(try await server.requests().map(\.authorization).last == "Bearer fixture-token")
        try await server.resetStats()
        let failing = try await shell(
            ["-c", "set token-command 'printf %s%s secret output; exit 3'; sync"], token: nil)
        #expect(failing.status == 1)
        #expect(
            failing.stderr.contains(
                "sync failed before sending any request: token-command gave no token (exit status 3)"))
        #expect(!failing.stdout.contains("Synced"), "no summary of a sync that sent nothing")
        #expect(try await server.stats().served == 0)
        #expect(
            !failing.stderr.contains("secretoutput") && !failing.stdout.contains("secretoutput"), "never its output")
    }

    @Test func watchNotifiesThroughTheNotifyCommand() async throws {
        try await registered()
        let note = folder.file("notified")
        let watch = try await shell([
            "-c",
            "follow tag:swift; set notify-command 'printf \"%s|%s|%s\" \"$VIPER_SHELL_NEW\" \"$VIPER_SHELL_NEW_COUNT\" "
                + "\"$VIPER_SHELL_NEW_FEEDS\" > \(note)'; watch 5 --rounds 1",
        ])
        #expect(watch.status == 0, "\(watch.stderr)")
        #expect(watch.stdoutLines.first?.contains("tag:swift 12 new, 0 updated") == true)
        let written = try String(contentsOfFile: note, encoding: .utf8)
        #expect(written == "12 new: tag:swift 12|12|tag:swift=12")
    }

    @Test func aTeamKeepsItsFollowsAndMirrorApart() async throws {
        try await registered()
        let team = try QiitaFixtureServer()
        _ = try await shell(["-c", "follow tag:swift; sync --limit 3 --quiet"])
        let other = try await shell(["-c", "following; source mirror"], server: team)
        #expect(
            other.stdoutLines.first
                == "You follow nothing on this site: your follows are on 127.0.0.1:\(server.port) (pass --api-url "
                + "\(server.baseURL.absoluteString))")
        #expect(other.stderr.contains("Source: mirror (0 items)") || other.stdout.contains("Source: mirror (0 items)"))
    }

    @Test func badFeedsAndOptionsAreUsageErrors() async throws {
        try await registered()
        let bad = try await shell(["-c", "follow swift"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("expected tag:NAME or user:ID"))
        let badID = try await shell(["-c", "follow user:taro.yamada"])
        #expect(badID.status == 2)
        #expect(
            badID.stderrLines == [
                "-c:1: error: bad argument 'user:taro.yamada' for 'follow': a user ID has only ASCII letters, "
                    + "digits, '_' and '-' (not '.')"
            ])
        let twice = try await shell(["-c", "follow tag:swift tag:Swift; following --json feed"])
        #expect(twice.stderrLines == ["Following tag:swift."])
        let followed = try JSONSerialization.jsonObject(with: Data(twice.stdout.utf8)) as? [[String: String]]
        #expect(followed == [["feed": "tag:swift"]])
        #expect(try await shell(["-c", "watch 2"]).status == 2)
        #expect(try await shell(["-c", "sync --limit 0"]).status == 2)
        let notFollowed = try await shell(["-c", "unfollow tag:rust"])
        #expect(notFollowed.status == 1)
    }
}
