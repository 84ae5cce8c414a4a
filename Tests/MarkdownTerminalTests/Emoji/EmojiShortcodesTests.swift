import Foundation
import Testing
@testable import MarkdownTerminal

/// The emoji shortcode table: the names Qiita's authors type most, the data file it is compiled from,
/// and Scripts/generate-emoji agreeing that both generated files are what it would write.
@Suite struct EmojiShortcodesTests {
    /// The package's root, four folders above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let python = "/usr/bin/python3"

    @Test(arguments: [
        ("+1", "👍"), ("-1", "👎"), ("thumbsup", "👍"), ("tada", "🎉"), ("rocket", "🚀"), ("warning", "⚠️"),
        ("bow", "🙇"), ("pray", "🙏"), ("white_check_mark", "✅"), ("bulb", "💡"), ("memo", "📝"),
        ("eyes", "👀"), ("thinking", "🤔"), ("man_technologist", "👨‍💻"), ("beginner", "🔰"),
        ("sweat_smile", "😅"), ("smile", "😄"), ("heart", "❤️"), ("100", "💯"), ("jp", "🇯🇵"),
    ])
    func commonNames(_ name: String, _ emoji: String) {
        #expect(EmojiShortcodes.emoji(named: Substring(name)) == emoji)
        // Compared as scalars too: ⚠️ and ❤️ carry U+FE0F, 👨‍💻 a zero-width joiner.
        let scalars = EmojiShortcodes.emoji(named: Substring(name)).map { Array($0.unicodeScalars) }
        #expect(scalars == Array(emoji.unicodeScalars))
    }

    @Test func atLeastTwoHundredNames() {
        #expect(EmojiShortcodes.count >= 200)
    }

    @Test(arguments: ["", "unknown", "TADA", "Tada", ":tada:", "tada ", "octocat"])
    func unknownNamesHaveNoEmoji(_ name: String) {
        #expect(EmojiShortcodes.emoji(named: Substring(name)) == nil)
    }

    @Test func aSliceOfALongerTextIsLookedUp() {
        let text = "say :tada: now"
        let name = text.dropFirst(5).prefix(4)
        #expect(EmojiShortcodes.emoji(named: name) == "🎉")
    }

    /// Every row of the data file, and nothing else, is in the compiled-in table.
    @Test func theTableIsTheDataFile() throws {
        let file = Self.root.appendingPathComponent("Sources/MarkdownTerminal/Emoji/emoji-shortcodes.tsv")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        let provenance = try #require(lines.first)
        #expect(provenance.hasPrefix("# Debian python3-emoji "))
        #expect(provenance.contains("https://github.com/carpedm20/emoji") && provenance.contains("BSD-3-clause"))
        let rows = lines.filter { !$0.hasPrefix("#") }
        #expect(rows.count == EmojiShortcodes.count)
        var mismatches: [Substring] = []
        for row in rows {
            let fields = row.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 2, fields[0].allSatisfy({ "abcdefghijklmnopqrstuvwxyz0123456789_+-".contains($0) }),
                EmojiShortcodes.emoji(named: fields[0]) == String(fields[1])
            else {
                mismatches.append(row)
                continue
            }
        }
        #expect(mismatches.isEmpty, "rows not in the table: \(mismatches.prefix(5))")
    }

    /// `Scripts/generate-emoji --check`: the data file and the Swift file are what the generator
    /// writes from the installed python3-emoji.
    @Test func theGeneratorWouldWriteTheSameFiles() throws {
        let probe = try Self.run(["-c", "import emoji"])
        try #require(
            probe.status == 0,
            """
            \(Self.python) has no emoji module, which Scripts/generate-emoji reads: \
            run Scripts/system-packages test (it installs python3-emoji)
            """)
        let check = try Self.run([Self.root.appendingPathComponent("Scripts/generate-emoji").path, "--check"])
        #expect(check.status == 0, "Scripts/generate-emoji --check: \(check.errors)")
    }

    /// Runs /usr/bin/python3 with `arguments`: its exit status and what it wrote to standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return (127, "\(python) is missing: run Scripts/system-packages test")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = arguments
        process.currentDirectoryURL = root
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let written = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: written, as: UTF8.self))
    }
}
