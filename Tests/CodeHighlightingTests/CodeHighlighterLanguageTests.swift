import Testing
@testable import CodeHighlighting

#if canImport(Glibc)
import Glibc
#endif

/// Every language Qiita's authors fence comes back coloured, and is still the same code.
@Suite struct CodeHighlighterLanguageTests {
    static let dataDirectory = "/usr/share/source-highlight"

    @Test func theSystemDataIsInstalled() {
        #expect(
            access(Self.dataDirectory + "/lang.map", R_OK) == 0,
            "no source-highlight data in \(Self.dataDirectory): install libsource-highlight-common (Scripts/system-packages test); every highlighting test fails without it"
        )
    }

    @Test(arguments: CodeSample.all)
    func eachLanguageIsColouredAndKeepsItsText(_ sample: CodeSample) throws {
        let highlighter = CodeHighlighter.patient
        #expect(highlighter.language(named: sample.language) == sample.language)
        let lines = try #require(
            highlighter.highlight(sample.code, language: sample.language),
            "\(sample.language) was not highlighted (is libsource-highlight-common installed?)")
        let expected = sample.code.replacingTabs().split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        #expect(lines.map(SGR.stripped) == expected)
        let colours = lines.flatMap(SGR.sequences).filter { $0.hasPrefix("\u{1B}[38;5;") }
        #expect(colours.count >= 2, "\(sample.language): too few colours: \(lines)")
        for line in lines {
            #expect(SGR.hasOnlyStyleSequences(line))
            if let last = SGR.sequences(line).last {
                #expect(SGR.isReset(last), "\(sample.language) leaves a style open: \(line)")
            }
        }
    }

    @Test(arguments: CodeSample.all)
    func everyFenceNameOfALanguageFindsIt(_ sample: CodeSample) {
        for name in sample.names {
            #expect(CodeHighlighter.patient.language(named: name) == sample.language, "fence name \(name)")
        }
    }

    @Test func fenceNamesInQiitasOtherForms() {
        let highlighter = CodeHighlighter.patient
        #expect(highlighter.language(named: "ruby:app.rb") == "ruby")
        #expect(highlighter.language(named: " Python ") == "python")
        #expect(highlighter.language(named: ":main.go") == "go")
        #expect(highlighter.language(named: "main.go") == "go")
        #expect(highlighter.language(named: "diff_python") == "diff")
        #expect(highlighter.language(named: "perl") == "perl")
        #expect(highlighter.language(named: "lua") == "lua")
    }

    @Test func unknownLanguagesAndPlainTextAreNil() {
        let highlighter = CodeHighlighter.patient
        for name in [
            "", "text", "txt", "plaintext", "brainfuck-9000", "no such", "text:output.txt", "../../etc/passwd",
        ] {
            #expect(highlighter.language(named: name) == nil, "\(name)")
            #expect(highlighter.highlight("x = 1\n", language: name) == nil, "\(name)")
        }
    }

    @Test func fileNamesGiveTheirLanguage() {
        let cases: [(String, String?)] = [
            ("main.go", "go"), ("Dockerfile", "dockerfile"), ("Dockerfile.dev", "dockerfile"),
            ("app.dockerfile", "dockerfile"),
            ("src/index.ts", "typescript"), ("App.tsx", "typescript"), ("a.py", "python"), ("Gemfile", "ruby"),
            ("x.rb", "ruby"),
            ("Main.kt", "kotlin"), ("main.swift", "swift"), ("lib.rs", "rust"), ("a.c", "c"), ("a.cpp", "cpp"),
            ("A.cs", "csharp"),
            ("run.sh", "shell"), (".zshrc", "zsh"), ("q.sql", "sql"), ("ci.yml", "yaml"), ("x.yaml", "yaml"),
            ("package.json", "json"), ("index.html", "html"), ("pom.xml", "xml"), ("site.scss", "css"),
            ("main.tf", "hcl"),
            ("fix.patch", "diff"), ("Makefile", "makefile"), ("README", nil), (".gitignore", nil), ("notes.txt", nil),
            ("", nil),
        ]
        for (name, language) in cases {
            #expect(CodeHighlighter.language(forFileName: name) == language, "\(name)")
        }
        for (name, language) in cases {
            guard let language else { continue }
            #expect(
                CodeHighlighter.patient.language(named: language) == language,
                "\(name): \(language) is not highlightable")
        }
    }

    @Test func emptyCodeHasNoLines() {
        #expect(CodeHighlighter.patient.highlight("", language: "python") == [])
        #expect(CodeHighlighter.patient.highlight("x = 1\n", language: "python")?.count == 1)
        #expect(CodeHighlighter.patient.highlight("x = 1\n\n", language: "python")?.map(SGR.stripped) == ["x = 1", ""])
    }
}
