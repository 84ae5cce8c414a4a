import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// Reading through the built binary on the embedded catalogue: read state kept between
/// sessions and per user (`*` rows, `"read"` in JSON, `is:` queries, history), comments, links
/// and the browser (a `$BROWSER` stub that records its argument), and two shells marking at once.
@Suite struct ReadingEndToEndTests {
    static let password = "reading-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(
        _ arguments: [String], input: String = "", environment: [String: String] = [:]
    ) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(
            home: home, arguments, input: input, environment: ["COLUMNS": "100"].merging(environment) { _, new in new })
    }

    private func json(_ text: String) throws -> [[String: Any]] {
        let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(value as? [[String: Any]], "not a JSON array of objects: \(text.prefix(200))")
    }

    /// Each top-level JSON array printed among other lines (`[` … `]`, or `[]`), parsed.
    private func jsonArrays(in text: String) throws -> [[[String: Any]]] {
        var arrays: [[[String: Any]]] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "[]" { arrays.append([]); continue }
            if current == nil, line == "[" { current = [] }
            current?.append(line)
            if line == "]", let lines = current {
                arrays.append(try json(lines.joined(separator: "\n")))
                current = nil
            }
        }
        return arrays
    }

    private func register(_ user: String) async throws {
        let registered = try await shell(["-c", "register \(user)"], input: "\(Self.password)\n\(Self.password)\n")
        try #require(registered.status == 0, "\(registered.stderr)")
    }

    @Test func readStateIsKeptBetweenSessionsAndPerUser() async throws {
        try await register("reader01")
        let listing = try json(try await shell(["-c", "search --json tag:docker"]).stdout)
        #expect(listing.allSatisfy { $0["read"] as? Bool == false })
        let ids = listing.compactMap { $0["id"] as? String }
        try #require(ids.count >= 3)

        let session = try await shell(["--per-page", "5", "-c", "search tag:docker; open 2; back"])
        #expect(session.status == 0, "\(session.stderr)")
        let rows = session.stdoutLines.filter { $0.hasPrefix("* ") || $0.hasPrefix("  ") }
        #expect(
            rows.filter { $0.contains(" 2  ") }.map { String($0.prefix(1)) } == ["*", " "],
            "row 2 is unread, then read after back")

        // Another session, days later: what was read is still read, and is: finds it.
        let unread = try json(try await shell(["-c", "search --json is:unread tag:docker"]).stdout)
        #expect(Array(unread.compactMap { $0["id"] as? String }.prefix(ids.count - 1)) == ids.filter { $0 != ids[1] })
        let read = try json(try await shell(["-c", "search --json tag:docker is:read"]).stdout)
        #expect(read.compactMap { $0["id"] as? String } == [ids[1]])
        #expect(read.first?["read"] as? Bool == true)
        let history = try json(try await shell(["-c", "history --json"]).stdout)
        #expect(history.compactMap { $0["id"] as? String } == [ids[1]])

        // By hand: unread, then read; -is:read excludes.
        let marks = try await shell([
            "-c", "open \(ids[0]) --json; back; unread \(ids[0]); read \(ids[2]); search --json tag:docker -is:read",
        ])
        #expect(marks.status == 0, "\(marks.stderr)")
        // An item found by ID is named by its title; one on no page now (ids[0], opened and left), by its ID.
        let title = try #require(listing[2]["title"] as? String).truncated(toDisplayWidth: 48)
        let said = marks.stdout + marks.stderr
        #expect(said.contains("Marked \(ids[0]) as unread.") && said.contains("Marked “\(title)” as read."), "\(said)")
        let notRead = try #require(try jsonArrays(in: marks.stdout).last)
        #expect(notRead.compactMap { $0["id"] as? String }.first == ids[0])
        #expect(!notRead.contains { [ids[1], ids[2]].contains($0["id"] as? String) })

        // Another user has read nothing.
        _ = try await shell(["-c", "logout"])
        try await register("reader02")
        let theirs = try await shell(["-c", "search --json is:read; history"])
        #expect(try jsonArrays(in: theirs.stdout).map(\.count) == [0])
        #expect(theirs.stdout.contains("You have not read any item yet"))

        // And back: reader01's history survives a source switch and back.
        let back = try await shell(
            ["-c", "logout; login reader01; source demo; history --json"], input: "\(Self.password)\n")
        #expect(back.status == 0, "\(back.stderr)")
        let again = try #require(try jsonArrays(in: back.stdout).last)
        #expect(again.compactMap { $0["id"] as? String } == [ids[2], ids[1]], "the most recent first; unread forgets")

        // history clear in a script forgets at once (only a person at a terminal is asked).
        let cleared = try await shell(["-c", "history clear; history"])
        #expect(cleared.stderrLines.first == "Forgot 2 read items.")
        #expect(cleared.stdoutLines.first == "Read history — page 1 of 1 (0 items)")
    }

    @Test func readAllMarksEveryMatchOfTheQueryOrOfTheSearchOnScreen() async throws {
        try await register("reader01")
        let docker = try json(try await shell(["--per-page", "100", "-c", "search tag:docker --json id"]).stdout)
            .compactMap { $0["id"] as? String }
        try #require(docker.count >= 3)
        let marked = try await shell(["-c", "read \(docker[0])", "-c", "read --all tag:docker"])
        #expect(marked.status == 0, "\(marked.stderr)")
        // In a script there is no one to ask: it is done, and said on standard error.
        #expect(marked.stdout.isEmpty)
        #expect(
            marked.stderr.contains("Marked \(docker.count) items read (\(docker.count - 1) not read before)"),
            "\(marked.stderr)")
        let unread = try json(try await shell(["-c", "search tag:docker is:unread --json id"]).stdout)
        #expect(unread.isEmpty)
        let history = try json(try await shell(["--per-page", "100", "-c", "history --json id"]).stdout)
        #expect(Set(history.prefix(docker.count).compactMap { $0["id"] as? String }) == Set(docker))

        // Without a query: the search on screen; without one either, a one-line error.
        let onScreen = try await shell(["-c", "search tag:python is:unread", "-c", "read --all"])
        #expect(onScreen.status == 0 && onScreen.stderr.contains("not read before"), "\(onScreen.stderr)")
        #expect(try json(try await shell(["-c", "search tag:python is:unread --json id"]).stdout).isEmpty)
        let alone = try await shell(["-c", "read --all"])
        #expect(alone.status != 0)
        #expect(alone.stderr.contains("read --all needs a query"), "\(alone.stderr)")
    }

    @Test func theReadLaterListIsKeptBetweenSessionsAndPerUser() async throws {
        try await register("reader01")
        let rust = try json(try await shell(["-c", "search tag:rust --json id"]).stdout).compactMap { $0["id"] as? String }
        try #require(rust.count >= 2)
        let kept = try await shell(["-c", "search tag:rust", "-c", "later 1", "-c", "later \(rust[1])", "-c", "later 1"])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stderr.contains("to read later") && kept.stderr.contains("already in read later"), "\(kept.stderr)")
        // Another session: the list, newest addition first, and one taken off by ID.
        let listed = try json(try await shell(["-c", "later --json id"]).stdout).compactMap { $0["id"] as? String }
        #expect(listed == [rust[1], rust[0]])
        let done = try await shell(["-c", "later --done \(rust[1])", "-c", "later --done \(rust[1])"])
        #expect(done.status != 0)
        #expect(done.stderr.contains("off read later") && done.stderr.contains("is not in read later"), "\(done.stderr)")
        #expect(try json(try await shell(["-c", "later --json id"]).stdout).compactMap { $0["id"] as? String } == [rust[0]])
        let path = try #require(
            FileManager.default.enumerator(atPath: home)?.compactMap { $0 as? String }.first { $0.hasSuffix("later.json") })
        let file = try String(contentsOfFile: home + "/" + path, encoding: .utf8)
        #expect(file.contains("\"addedAt\"") && file.contains(rust[0]))
        // While reading: `later` keeps the open item.
        let reading = try await shell(["-c", "search tag:rust", "-c", "open 3", "-c", "later", "-c", "back"])
        #expect(reading.status == 0 && reading.stderr.contains("to read later"), "\(reading.stderr)")
        let third = try #require(rust.dropFirst(2).first)
        #expect(try json(try await shell(["-c", "later --json id"]).stdout).compactMap { $0["id"] as? String } == [third, rust[0]])
        // The list keeps its items whole: one opens by ID from a source that does not have it.
        let other = home + "-python.json"
        let python = try json(
            try await shell([
                "-c", "search tag:python --json=id,title,body,url,user,tags,likes_count,stocks_count,comments_count,"
                    + "created_at,updated_at",
            ]).stdout)
        let data = try JSONSerialization.data(withJSONObject: Array(python.prefix(1)))
        try data.write(to: URL(fileURLWithPath: other))
        let elsewhere = try await shell(["-c", "source \(other)", "-c", "open \(rust[0]) --json"])
        #expect(elsewhere.status == 0, "\(elsewhere.stderr)")
        #expect(elsewhere.stdout.contains("\"id\" : \"\(rust[0])\""), "\(elsewhere.stdout)")
        _ = try await shell(["-c", "source demo"])
        // Another user's list is theirs alone.
        _ = try await shell(["-c", "logout"])
        try await register("reader02")
        let none = try await shell(["-c", "later"])
        #expect(none.stdout.contains("Nothing to read later"), "\(none.stdout)")
    }

    @Test func commentsLinksAndTheBrowser() async throws {
        try await register("reader03")
        let listing = try json(try await shell(["-c", "search --json tag:docker"]).stdout)
        // An item with comments and web links (inline `](http` or reference definitions `]: http`).
        let item = try #require(
            listing.first { item in
                let body = item["body"] as? String ?? ""
                return (item["comments_count"] as? Int ?? 0) > 1
                    && (body.contains("](http") || body.contains("]: http"))
            })
        let id = try #require(item["id"] as? String)
        let count = try #require(item["comments_count"] as? Int)

        let comments = try await shell(["-c", "comments \(id) --json"])
        let objects = try json(comments.stdout)
        #expect(objects.count == count, "the demo ships every comment it counts")
        #expect(
            objects.allSatisfy { $0["body"] is String && $0["user"] is [String: Any] && $0["created_at"] is String })
        let times = objects.compactMap { $0["created_at"] as? String }
        #expect(times == times.sorted(), "oldest first")

        let table = try await shell(["-c", "open \(id); comments"])
        #expect(table.stdout.contains("\(count) comments: type 'comments' to read them."))
        #expect(table.stdoutLines.contains { $0.hasPrefix("\(count) comments on “") })
        #expect(
            table.stdoutLines.contains { $0.hasPrefix("1. ") }
                && table.stdoutLines.contains { $0.hasPrefix("\(count). ") })

        // The browser: a stub that records its argument; `link 1` hands it the first link.
        let record = folder.file("browser-argument")
        let stub = try folder.write("#!/bin/sh\nprintf '%s\\n' \"$@\" > '\(record)'\n", to: "fake-browser")
        chmod(stub, 0o755)
        // Run through `sh` (as `$BROWSER` allows): executing a file just written can fail with
        // ETXTBSY while a test running alongside forks with it still open for writing.
        let links = try await shell(
            ["-c", "open \(id) --json; links; link 1"], environment: ["BROWSER": "/bin/sh \(stub)"])
        #expect(links.status == 0, "\(links.stderr)")
        let first = try #require(links.stdoutLines.first { $0.hasPrefix(" 1  ") || $0.hasPrefix("1  ") })
        let url = try #require(links.stdoutLines.first { $0.hasPrefix("   http") || $0.hasPrefix("1  http") })
            .trimmingCharacters(in: .whitespaces)
        #expect(!first.isEmpty)
        #expect(FileFacts.text(record) == url.replacingOccurrences(of: "1  ", with: "") + "\n")
        #expect(links.stderr.contains("Opened "))

        // `browse N` from a listing; no browser and no terminal: the URL alone, for scripts.
        let plain = try await shell(["-c", "search tag:docker; browse 1"])
        #expect(plain.stdoutLines.last == listing[0]["url"] as? String)
        // A browser that fails: one line saying so, and the URL still printed.
        let failing = try folder.write("#!/bin/sh\nexit 3\n", to: "failing-browser")
        chmod(failing, 0o755)
        let failed = try await shell(["-c", "browse \(id)"], environment: ["BROWSER": "/bin/sh \(failing)"])
        #expect(failed.status == 1)
        #expect(failed.stderrLines == ["-c:1: error: /bin/sh could not open the URL (exit status 3); here it is:"])
        #expect(failed.stdoutLines == [item["url"] as? String ?? "?"])
    }

    @Test func twoShellsMarkingAtOnceLoseNothing() async throws {
        try await register("reader04")
        let ids = try json(try await shell(["-c", "search --json"]).stdout).compactMap { $0["id"] as? String }
        try #require(ids.count == 20)
        let halves = [Array(ids.prefix(10)), Array(ids.suffix(10))]
        async let first = shell(["-c", halves[0].map { "read \($0)" }.joined(separator: "; ")])
        async let second = shell(["-c", halves[1].map { "read \($0)" }.joined(separator: "; ")])
        let outcomes = try await [first, second]
        #expect(outcomes.allSatisfy { $0.status == 0 }, "\(outcomes.map(\.stderr))")
        let history = try json(try await shell(["-c", "history --json"]).stdout)
        #expect(Set(history.compactMap { $0["id"] as? String }) == Set(ids))
    }

    /// Marks are written behind the commands that make them: one that cannot be written is
    /// still shown as read in its session, and the session ends with the error, not in silence.
    @Test func aMarkThatCannotBeWrittenIsReportedWhenTheShellEnds() async throws {
        try await register("reader05")
        // A folder where the lock of reads.json goes: the file cannot be changed, even by root.
        try FileManager.default.createDirectory(atPath: home + "/.reads.json.lock", withIntermediateDirectories: true)
        let session = try await shell(["--per-page", "5", "-c", "search tag:docker; open 2; back"])
        #expect(session.status == 1)
        let rows = session.stdoutLines.filter { ($0.hasPrefix("* ") || $0.hasPrefix("  ")) && $0.contains(" 2  ") }
        #expect(rows.map { String($0.prefix(1)) } == ["*", " "], "row 2 is read in its session: \(session.stdout)")
        #expect(
            session.stderrLines.last?.hasPrefix("error: cannot write ") == true,
            "not blamed on a command: \(session.stderr)")
        #expect(session.stderrLines.last?.contains("reads.json") == true, "\(session.stderr)")
        try FileManager.default.removeItem(atPath: home + "/.reads.json.lock")
        let history = try await shell(["-c", "history --json"])
        #expect(try json(history.stdout).isEmpty, "nothing was written")
    }

    /// A script on a pipe has no terminal to trap signals for it: a SIGTERM (or a broken pipe)
    /// still ends it as before, but only once the marks it kept in memory are written.
    @Test func aSignalThatEndsAScriptLetsItsMarksBeWrittenFirst() async throws {
        try await register("reader06")
        let running = Process()
        running.executableURL = URL(fileURLWithPath: try ShellProcess.executable())
        running.arguments = ["--home", home]
        running.environment = ShellProcess.baseEnvironment.merging(["COLUMNS": "100"]) { _, new in new }
        let input = Pipe(), output = Pipe()
        running.standardInput = input
        running.standardOutput = output
        running.standardError = FileHandle.nullDevice
        try running.run()
        input.fileHandleForWriting.write(Data("search tag:docker\nopen 2\nwhoami\n".utf8))
        // The shell waits for more input once `whoami` has answered: the mark is most likely
        // still in memory then (it is written within 100 ms).
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("reader06") {
            let chunk = output.fileHandleForReading.availableData
            try #require(!chunk.isEmpty, "the shell ended early: \(String(decoding: seen, as: UTF8.self))")
            seen.append(chunk)
        }
        running.terminate()
        running.waitUntilExit()
        #expect(
            running.terminationReason == .uncaughtSignal && running.terminationStatus == SIGTERM,
            "ended by the signal, as before")
        let history = try json(try await shell(["-c", "history --json"]).stdout)
        #expect(history.count == 1, "the item opened before the signal is read")
    }
}
