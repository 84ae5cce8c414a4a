import Foundation
import Testing
import TestSupport

/// `export --format html` through the built binary, on the demo article the issue names (a code
/// block named `items.py`, a `diff_python:items.py` block, a `:::note alert`, `:bow:`): the page
/// is read by html5lib as a browser's parser reads it (`Tests/EndToEnd/html_export_check.py`),
/// its code and diff lines checked against what `code ID K` prints; and, where Debian's chromium
/// is installed, opened by headless Chromium, whose screenshot shows the tints and whose network
/// log shows no request.
@Suite struct HTMLExportEndToEndTests {
    static let password = "export-Passw0rd!"
    static let item = "6fef9dbe69a6f6747524"
    static let script = PseudoTerminalTests.repositoryRoot.appendingPathComponent("Tests/EndToEnd/html_export_check.py")
        .path
    static let hasChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].contains {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(_ command: String) async throws -> ShellProcess.Outcome {
        try await ShellProcess.run(home: home, ["-c", command], environment: ["COLUMNS": "100"])
    }

    /// The exported page as the checking script reads it (with `--browser`: opened by Chromium too).
    private func exportedPage(browser: Bool) async throws -> [String: Any] {
        try await ShellProcess.register("exporter1", password: Self.password, home: home)
        let page = folder.file("page.html")
        let export = try await shell("export \(Self.item) --format html -o \(page)")
        try #require(export.status == 0, "\(export.stderr)")
        let output = try await ShellProcess.runProgram(
            ["/usr/bin/python3", Self.script, page] + (browser ? ["--browser", folder.path] : []))
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    @Test func thePageParsesCleanlyAndShowsWhatTheTerminalShows() async throws {
        let page = try await exportedPage(browser: false)
        #expect(page["errors"] as? [String] == [], "html5lib's parse errors")
        // The note: a callout of its kind with its icon and label.
        let notes = try #require(page["notes"] as? [[String: Any]])
        #expect(notes.count == 1)
        #expect(notes.first?["class"] as? String == "note alert" && notes.first?["role"] as? String == "note")
        #expect(notes.first?["icon"] as? String == "\u{2715}" && notes.first?["label"] as? String == "Alert")
        #expect((notes.first?["text"] as? String)?.contains("注意: pathlibはPythonのバージョンによっては") == true)
        // Code: each block's text is what `code ID K` prints; the file name is a caption above it.
        let figures = try #require(page["figures"] as? [[String: Any]]).filter {
            ($0["class"] as? String)?.hasPrefix("code-block") == true
        }
        for number in 1...4 {
            let code = try await shell("code \(Self.item) \(number)").stdout
            #expect(figures[number - 1]["code"] as? String == code, "block \(number)")
        }
        #expect(figures[0]["file"] as? String == "items.py" && figures[0]["caption_first"] as? Bool == true)
        #expect((figures[0]["coloured_spans"] as? Int ?? 0) > 0, "the Python is highlighted")
        let diff = figures[2]
        #expect(diff["class"] as? String == "code-block diff" && diff["file"] as? String == "items.py")
        #expect(diff["language"] as? String == "diff_python" && diff["code_class"] as? String == "language-diff_python")
        // Each + and - line of the diff is a line of its kind.
        let written = try await shell("code \(Self.item) 3").stdout.split(separator: "\n").map(String.init)
        let expected = written.compactMap { line -> [String: String]? in
            guard let mark = line.first, mark == "+" || mark == "-" else { return nil }
            return ["class": mark == "+" ? "diff-added" : "diff-removed", "text": line + "\n"]
        }
        #expect(expected.count == 5)
        #expect(diff["diff_lines"] as? [[String: String]] == expected)
        // Emoji, and nothing fetched by the page itself.
        let text = try #require(page["article_text"] as? String)
        #expect(text.contains("励みになります 🙇") && !text.contains(":bow:"))
        #expect((page["fetches"] as? [Any])?.isEmpty == true, "no link, script, image, frame or url()")
        #expect((page["csp"] as? [String])?.first?.hasPrefix("default-src 'none';") == true)
        #expect(page["print_rules"] as? Bool == true)
    }

    @Test(.enabled(if: hasChromium, "Debian's chromium is not installed"))
    func chromiumShowsTheTintsAndTheRequestsNothing() async throws {
        let page = try await exportedPage(browser: true)
        let browser = try #require(page["browser"] as? [String: Any])
        #expect(browser["requests"] as? [String] == [], "the page asked for nothing")
        #expect(
            browser["control_requests"] as? [String] == ["http://127.0.0.1:9/control.png"],
            "a request would have been seen")
        let colours = try #require(browser["colours"] as? [String: Int])
        // The alert's tint, the removed and added lines', and the code's background are painted;
        // the warn and info tints (no such note here) are not.
        for tint in ["#fdeeee", "#ffebe9", "#e6ffec", "#f6f8fa"] {
            #expect((colours[tint] ?? 0) > 5_000, "\(tint): \(colours[tint] ?? 0) pixels")
        }
        #expect(colours["#fff8e1"] == 0 && colours["#eef8e9"] == 0)
    }
}
