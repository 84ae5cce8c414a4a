import Foundation
import Testing
import TestSupport

/// What the live API returns passes through the same sanitizing as files: items whose titles,
/// bodies, user names and tags carry terminal escape sequences, served by the fixture server,
/// are listed, opened and stocked, and their comments, links and outline read, through the
/// binary, plain and with colour forced, and the output is inert (no escape but the shell's own SGR styling, no control
/// but newline and tab).
@Suite struct LiveSourceHostileItemsTests {
    static let password = "live-Passw0rd!"
    static let payloads = [
        "\u{1B}[2J\u{1B}[H", "\u{1B}]0;pwned title\u{7}",
        "\u{1B}]8;;https://evil.example/\u{1B}\\click\u{1B}]8;;\u{1B}\\",
        "\u{1B}[200~paste\u{1B}[201~", "\u{9B}31m", "\u{7}bell", "\r overwritten", "\u{1B}c", "\u{202E}reversed",
    ]

    /// A byte of output that could act on the terminal.
    static func firstHazard(in text: String) -> String? {
        let withoutStyling = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        return withoutStyling.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }.map { String(format: "U+%04X", $0.value) }
    }

    @Test func hostileItemsFromTheAPIAreInert() async throws {
        let folder = try TemporaryDirectory()
        let items = Self.payloads.enumerated().map { number, payload -> [String: Any] in
            let id = String(format: "%020x", number)
            return [
                "id": id, "title": "Hostile \(number) \(payload) end", "url": "https://qiita.com/x/items/\(id)",
                "body":
                    "# Heading \(payload)\n\nParagraph \(payload) text\n\n```\ncode \(payload)\n```\n\n[link\(payload)](https://x/\(payload))\n",
                "user": ["id": "user\(number)", "name": "Name \(payload)", "github_login_name": NSNull()],
                "tags": [["name": "tag\(payload)", "versions": [String]()]], "likes_count": number, "stocks_count": 0,
                "comments_count": 1, "created_at": "2026-01-0\(number + 1)T10:00:00+09:00",
                "updated_at": "2026-01-0\(number + 1)T10:00:00+09:00",
                "comments": [
                    [
                        "id": "c\(number)",
                        "body": "> quote \(payload)\n\nreply `\(payload)` [x](https://x/\(payload))",
                        "created_at": "2026-01-0\(number + 1)T11:00:00+09:00",
                        "updated_at": "2026-01-0\(number + 1)T12:00:00+09:00",
                        "user": ["id": "commenter\(number)", "name": "Commenter \(payload)"],
                    ]
                ],
            ]
        }
        let path = folder.file("hostile.json")
        try JSONSerialization.data(withJSONObject: items).write(to: URL(fileURLWithPath: path))
        let server = try QiitaFixtureServer(items: path)
        let home = folder.file("home")
        let arguments = ["--api-url", server.baseURL.absoluteString]
        let login = try await ShellProcess.run(
            home: home, arguments + ["-c", "register hostile01"],
            input: "\(Self.password)\n\(Self.password)\n", environment: [:])
        try #require(login.status == 0, "\(login.stderr)")
        for colour in [[:], ["CLICOLOR_FORCE": "1"]] {
            let opens = (1...Self.payloads.count).map { "open \($0); comments; links; outline; back" }.joined(
                separator: "; ")
            let outcome = try await ShellProcess.run(
                home: home,
                arguments + [
                    "--source", "qiita", "--per-page", "20", "-c",
                    "search; \(opens); stock 1; stocks; search --json; tags; back; user user1; history",
                ],
                environment: ["COLUMNS": "100"].merging(colour) { $1 })
            #expect(outcome.status == 0, "\(outcome.stderr)")
            #expect(outcome.stdout.contains("Hostile 0"), "the items were shown")
            #expect(Self.firstHazard(in: outcome.stdout) == nil, "stdout with \(colour)")
            #expect(Self.firstHazard(in: outcome.stderr) == nil, "stderr with \(colour)")
        }
    }
}
