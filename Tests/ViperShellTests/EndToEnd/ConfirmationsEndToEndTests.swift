import Foundation
import Testing
import TestSupport

/// Confirmations ("5 rows per page.", "Logged in as …", "Marked … as read") are for people:
/// they go to standard error, so a command's JSON on standard output parses whatever was
/// confirmed before it, in `-c`, in a piped script and in the startup file.
@Suite struct ConfirmationsEndToEndTests {
    static let password = "s3cret-Pa55word"
    let folder: TemporaryDirectory
    let home: String

    init() async throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
        let setup = try await ShellProcess.run(
            home: home, input: "register confirm01\n\(Self.password)\n\(Self.password)\n")
        try #require(setup.status == 0, "setup failed: \(setup.stderr)")
    }

    /// Every command that confirms something, each followed by a JSON listing.
    static let confirming: [[String]] = [
        ["set per-page 5"],
        ["set lang ja"],
        ["set pager off"],
        ["source demo"],
        ["save dockers tag:docker"],
        ["save dockers tag:docker", "unsave dockers"],
        ["read ITEM"],
        ["read ITEM", "unread ITEM"],
        ["read ITEM", "history clear"],
        ["read --all tag:docker"],
        ["set pager off", "set pager on"],
        ["stock ITEM"],
        ["stock ITEM", "unstock ITEM"],
        ["token clear"],
        ["record RECORDING", "record stop"],
        ["logout", "login confirm01"],
    ]

    @Test(arguments: confirming)
    func confirmationsStayOutOfJSONOutput(_ commands: [String]) async throws {
        let recording = folder.file("recording-\(commands.joined().hashValue).viper")
        // An item to act on, by ID (`read 1` would need a listing printed first).
        let listing = try await ShellProcess.run(home: home, ["-c", "search docker --json id"])
        let first = try #require(
            (try JSONSerialization.jsonObject(with: Data(listing.stdout.utf8)) as? [[String: Any]])?.first?["id"]
                as? String)
        let lines =
            commands.map {
                $0.replacingOccurrences(of: "RECORDING", with: recording).replacingOccurrences(of: "ITEM", with: first)
            } + ["search docker --json id,title"]
        let secrets = commands.contains { $0.hasPrefix("login ") } ? Self.password + "\n" : ""
        let outcome = try await ShellProcess.run(home: home, lines.flatMap { ["-c", $0] }, input: secrets)
        #expect(outcome.status == 0, "\(commands): \(outcome.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
        let items = try #require(
            parsed as? [[String: Any]], "\(commands): stdout is not a JSON array: \(outcome.stdout)")
        #expect(!items.isEmpty)
        // The confirmation was said, on standard error.
        #expect(!outcome.stderr.isEmpty, "\(commands): nothing confirmed")
        #expect(!outcome.stderr.contains("error:"), "\(commands): \(outcome.stderr)")
    }

    /// The same through a pipe, and from the startup file (`set` lines there once broke `jq`).
    @Test func aStartupFilesSettingsStayOutOfJSONOutput() async throws {
        try "set per-page 5\nset lang ja\n".write(toFile: home + "/rc", atomically: true, encoding: .utf8)
        let viaCommand = try await ShellProcess.run(home: home, ["-c", "search docker --json id"])
        let viaPipe = try await ShellProcess.run(home: home, input: "set per-page 3\nsearch docker --json id\n")
        for outcome in [viaCommand, viaPipe] {
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let items = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [Any]
            #expect(items?.isEmpty == false, "stdout: \(outcome.stdout)")
        }
        #expect(
            viaPipe.stderr.contains("3"), "the pipe's own setting was confirmed on standard error: \(viaPipe.stderr)")
    }

    /// What was asked for stays on standard output: `token show`, `help`, `alias`.
    @Test func answersStayOnStandardOutput() async throws {
        let outcome = try await ShellProcess.run(
            home: home, ["-c", "token show", "-c", "help whoami", "-c", "alias s search", "-c", "alias"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("token"))
        #expect(outcome.stdout.contains("whoami"))
        #expect(outcome.stdout.contains("s = search"))
    }
}
