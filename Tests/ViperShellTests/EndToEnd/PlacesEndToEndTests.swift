import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `back` across modules through the built binary, and the rough edges around places a new user
/// met: back from an item, a tag's listing, the tags and an author's page to where the user came
/// from; `back` with nowhere to go says so (exit 1); `q` closes an item; `page N` past the end
/// fails as `next` does; an empty listing says it is empty; `source qiita` names the host it asks.
@Suite struct PlacesEndToEndTests {
    static let password = "places-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func register() async throws {
        try await ShellProcess.register("places01", password: Self.password, home: home)
    }

    private func shell(_ commands: String, _ arguments: [String] = []) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(
            home: home, ["--per-page", "3"] + arguments + ["-c", commands], environment: ["COLUMNS": "100"])
    }

    /// Error lines without the `-c:N: ` that says which command of the line failed.
    private func errors(_ outcome: ShellProcess.Outcome) -> [String] {
        outcome.stderrLines.map { line in line.range(of: "error: ").map { String(line[$0.lowerBound...]) } ?? line }
    }

    /// The header lines of listings and tag pages, in the order shown.
    private func headers(_ outcome: ShellProcess.Outcome) -> [String] {
        outcome.stdoutLines.filter { $0.hasPrefix("Search: ") || $0.hasPrefix("Tags — ") || $0.hasPrefix("Items by ") }
    }

    @Test func backFromAnItemToTheTagsListingTheTagsAndTheListingBefore() async throws {
        try await register()
        let outcome = try await shell("search docker; tags; open 2; open 1; back; back; back; back")
        let docker = "Search: docker — page 1 of 25 (74 items) · by relevance"
        let tags = "Tags — page 1 of 31 (93 tags)"
        let ios = "Search: tag:ios — page 1 of 38 (112 items)"
        #expect(headers(outcome) == [docker, tags, ios, ios, tags, docker], "\(outcome.stdout)")
        #expect(errors(outcome) == ["error: nowhere to go back to: this is the first place of the session"])
        #expect(outcome.status == 1, "nowhere to go back to is not possible now, not a usage error")
    }

    @Test func backFromAnAuthorsPageToTheListingAndBackToTheAuthorsPage() async throws {
        try await register()
        let outcome = try await shell("search docker; next; user tbaker; next; back; tags; back")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            headers(outcome) == [
                "Search: docker — page 1 of 25 (74 items) · by relevance",
                "Search: docker — page 2 of 25 (74 items) · by relevance",
                "Items by tbaker — page 1 of 11 (32 items)", "Items by tbaker — page 2 of 11 (32 items)",
                "Search: docker — page 2 of 25 (74 items) · by relevance", "Tags — page 1 of 31 (93 tags)",
                "Search: docker — page 2 of 25 (74 items) · by relevance",
            ], "back returns to the page the user left")
        // The author's page again: its profile above its items, at the page left.
        let again = try await shell("user tbaker; next; search swift; back")
        #expect(again.stdoutLines.filter { $0 == "tbaker (Tom Baker)" }.count == 2, "\(again.stdout)")
        #expect(headers(again).last == "Items by tbaker — page 2 of 11 (32 items)")
    }

    @Test func backWithNowhereToGoSaysSo() async throws {
        try await register()
        for commands in ["back", "user tbaker; back"] {
            let outcome = try await shell(commands)
            #expect(outcome.status == 1)
            #expect(
                errors(outcome) == ["error: nowhere to go back to: this is the first place of the session"],
                "\(commands)")
        }
        // The tags opened before anything was listed: back closes them, as it always did.
        let tags = try await shell("tags --json; back")
        #expect(tags.status == 0, "\(tags.stderr)")
    }

    @Test func qClosesAnItemAsBackDoes() async throws {
        try await register()
        let outcome = try await shell("search docker; open 1; q")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(headers(outcome).count == 2, "the listing, then the listing again after q")
        let outside = try await shell("search docker; q")
        #expect(outside.status == 2, "q is no command outside an item")
    }

    @Test func pagesPastTheEndFailAsNextDoesAndEmptyListingsSaySo() async throws {
        try await register()
        let past = try await shell("search docker; page 99")
        #expect(past.status == 1)
        #expect(errors(past) == ["error: no page 99: pages are 1-25"])
        let next = try await shell("search docker; page 25; next")
        #expect(next.status == 1)
        let zero = try await shell("search docker; page 0")
        #expect(zero.status == 2, "0 is never a page")
        let empty = try await shell("search zzqqxxnothing; open 1")
        #expect(errors(empty) == ["error: no row 1: the listing is empty"])
    }

    @Test func messagesNameTheItemByItsTitle() async throws {
        try await register()
        let listed = try await shell("search docker --sort created --json id,title")
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: String]])
        let fullTitle = try #require(items.first?["title"])
        // Cut to the width a one-line message gives a title (this one is longer).
        let title = fullTitle.truncated(toDisplayWidth: 48)
        #expect(title != fullTitle && title.hasSuffix("…"))
        let outcome = try await shell("search docker --sort created; read 1; unread 1; unread \(items[0]["id"] ?? "")")
        // Confirmations go to standard error when standard output is not a terminal.
        let said = outcome.stdoutLines + outcome.stderrLines
        #expect(said.contains("Marked “\(title)” as read."), "\(said)")
        #expect(said.contains("Marked “\(title)” as unread."))
        #expect(errors(outcome).last == "error: “\(title)” is not marked as read")
    }

    @Test func theLiveSourceNamesTheHostItAsks() async throws {
        try await register()
        let outcome = try await shell("source qiita; source demo", ["--api-url", "http://127.0.0.1:9/"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(
            (outcome.stdoutLines + outcome.stderrLines).filter { $0.hasPrefix("Source: ") }
                == [
                    "Source: qiita (the Qiita API at 127.0.0.1:9; 0 items cached for offline use)",
                    "Source: demo (1200 items)",
                ], "\(outcome.stderr)")
    }
}
