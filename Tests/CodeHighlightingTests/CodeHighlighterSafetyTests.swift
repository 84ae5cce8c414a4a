import Testing
@testable import CodeHighlighting

#if canImport(Glibc)
import Glibc
#endif

/// What reaches the terminal is the code, made inert, plus the highlighter's own SGR colours,
/// line by line; and nothing an article holds can make a call hang.
@Suite struct CodeHighlighterSafetyTests {
    let highlighter = CodeHighlighter.patient

    @Test func controlCharactersReachTheOutputOnlyInVisibleForm() throws {
        let code =
            "x = \"\u{1B}]0;title\u{07}\u{1B}[2J\" # \u{9B}31m\u{0}\u{7F}\nprint(\"\u{202E}txt.exe\")\r\nb = 1\rc = 2\n"
        let lines = try #require(highlighter.highlight(code, language: "python"))
        #expect(
            lines.map(SGR.stripped) == [
                // Whole escape sequences are removed, as from every article's text; the controls left
                // take their visible forms.
                "x = \"\" # ^@^?",
                "print(\"<U+202E>txt.exe\")",
                "b = 1",
                "c = 2",
            ])
        for line in lines { #expect(SGR.hasOnlyStyleSequences(line), "\(line.debugDescription)") }
        #expect(
            !lines.joined().unicodeScalars.contains {
                (0x202A...0x2069).contains($0.value) && $0.properties.generalCategory == .format
            })
    }

    @Test func tabsBecomeSpacesToFourColumnStops() throws {
        let lines = try #require(highlighter.highlight("\tx = 1\nab\tc\n日本\td\n", language: "python"))
        #expect(lines.map(SGR.stripped) == ["    x = 1", "ab  c", "日本    d"])
    }

    @Test func aColourNeverSplitsAMultibyteCharacter() throws {
        // sh's `\$[^[:blank:]]` matches one byte: source-highlight ends the colour inside 日.
        let lines = try #require(highlighter.highlight("echo $日本 $é ok\n", language: "shell"))
        #expect(lines.map(SGR.stripped) == ["echo $日本 $é ok"])
        #expect(!lines[0].contains("\u{FFFD}"))
    }

    @Test func everyLineClosesTheStylesItOpens() throws {
        let code = "/* a comment\n   over three\n   lines */\nint x = 1;\n"
        let lines = try #require(highlighter.highlight(code, language: "c"))
        #expect(lines.count == 4)
        for line in lines {
            let sequences = SGR.sequences(line)
            #expect(!sequences.isEmpty)
            #expect(SGR.isReset(sequences.last!), "\(line.debugDescription)")
        }
        #expect(lines[1].hasPrefix("\u{1B}[38;5;"), "the comment's middle line is coloured on its own")
    }

    @Test func overlongLinesArePlainAndTheRestColoured() throws {
        let long = "x = [" + String(repeating: "1, ", count: 300) + "1]"
        #expect(long.utf8.count > CodeHighlighter.maximumLineBytes)
        let lines = try #require(highlighter.highlight("def f():\n" + long + "\nreturn 1\n", language: "python"))
        #expect(lines.count == 3)
        #expect(lines[1] == long)
        #expect(lines[0].contains("\u{1B}[") && lines[2].contains("\u{1B}["))
    }

    @Test func pathologicalCodeIsAbandonedInTime() {
        // Each of these lines costs source-highlight ~50 ms (every rule searched to the line's
        // end at every slash); 200 of them would take ten seconds.
        let line = String(repeating: "/", count: 500)
        #expect(
            line.utf8.count <= CodeHighlighter.maximumLineBytes, "the time limit, not the line limit, is what stops it")
        let pathological = String(repeating: line + "\n", count: 200)
        for limit in [CodeHighlighter.defaultTimeLimitMilliseconds, 50] {
            let limited = CodeHighlighter(dataDirectory: "/usr/share/source-highlight", timeLimitMilliseconds: limit)
            #expect(limited.timeLimitMilliseconds == limit)
            let started = ContinuousClock.now
            #expect(limited.highlight(pathological, language: "shell") == nil)
            // The limit's work, and maybe a wait for the lock while other tests highlight.
            #expect(ContinuousClock.now - started < .seconds(5))
        }
        #expect(CodeHighlighter.system.timeLimitMilliseconds == CodeHighlighter.defaultTimeLimitMilliseconds)
        #expect(highlighter.highlight("echo ok\n", language: "shell") != nil, "usable again after an abandoned call")
        #expect(
            highlighter.highlight(
                String(repeating: "a", count: CodeHighlighter.maximumCodeBytes + 1), language: "python") == nil)
    }

    @Test func aMissingDataDirectoryGivesNilAndPrintsNothing() throws {
        let captured = try capturingOutput {
            for directory in ["/nonexistent/source-highlight", "/tmp", ""] {
                let bogus = CodeHighlighter(dataDirectory: directory)
                #expect(bogus.language(named: "python") == nil)
                #expect(bogus.highlight("x = 1\n", language: "python") == nil)
                #expect(bogus.highlight("x: 1\n", language: "yaml") == nil)
            }
            // Data that is there but broken: the shim's failure, not a crash or a message.
            let broken = SourceHighlightLibrary.highlight(
                Array("x\n".utf8), languageFile: "nosuch.lang", dataDirectory: "/usr/share/source-highlight",
                outputLanguage: "esc256.outlang", style: "esc256.style", timeLimitMilliseconds: 1000)
            #expect(broken != .timedOut)
            if case .highlighted = broken { Issue.record("a missing definition highlighted") }
        }
        // Other suites may print their own results meanwhile; none of source-highlight's words may appear.
        for word in ["source-highlight", "definition", ".lang", "esc256", "outlang", "parsing"] {
            #expect(!captured.contains(word), "printed: \(captured)")
        }
    }

    @Test func ownDefinitionsAreWrittenPrivatelyWithAbsoluteIncludes() throws {
        let path = try #require(OwnLanguageFiles.path(for: .swift, dataDirectory: "/usr/share/source-highlight"))
        #expect(path.hasPrefix("/"))
        var facts = stat()
        #expect(lstat(String(path[..<path.lastIndex(of: "/")!]), &facts) == 0)
        #expect(facts.st_mode & 0o777 == 0o700)
        #expect(facts.st_uid == geteuid())
        let text = try #require(readFile(path))
        #expect(text.contains("include \"/usr/share/source-highlight/c_comment.lang\""))
        #expect(!text.contains("@DATA@"))
        #expect(OwnLanguageFiles.path(for: .swift, dataDirectory: "/usr/share/source-highlight\"") == nil)
    }
}

/// What the process writes to its standard output and error while `body` runs.
private func capturingOutput(_ body: () throws -> Void) throws -> String {
    var template = Array("/tmp/code-highlighting-output-XXXXXX".utf8CString)
    let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    try #require(file >= 0)
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    defer { unlink(path); close(file) }
    fflush(nil)
    let savedOutput = dup(1), savedError = dup(2)
    dup2(file, 1)
    dup2(file, 2)
    do {
        try body()
    } catch {
        fflush(nil)
        dup2(savedOutput, 1)
        dup2(savedError, 2)
        throw error
    }
    fflush(nil)
    dup2(savedOutput, 1)
    dup2(savedError, 2)
    close(savedOutput)
    close(savedError)
    return readFile(path) ?? ""
}

/// The file's text, or nil.
func readFile(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[..<count] }
    return String(decoding: bytes, as: UTF8.self)
}
