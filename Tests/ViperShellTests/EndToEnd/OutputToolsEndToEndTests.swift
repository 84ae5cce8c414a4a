import Foundation
import Testing
import TestSupport

/// `--jq`, `--template`, `export`, `code` and `copy` through the built binary on the demo catalogue:
/// what scripts see on standard output, the files written, and a qiita-cli round trip read back
/// by a YAML parser.
@Suite struct OutputToolsEndToEndTests {
    static let password = "tools-Passw0rd!"
    let folder: TemporaryDirectory
    let home: String

    init() throws {
        folder = try TemporaryDirectory()
        home = folder.file("home")
    }

    private func shell(_ arguments: [String], environment: [String: String] = [:]) async throws -> ShellProcess.Outcome
    {
        try await ShellProcess.run(home: home, arguments, environment: ["COLUMNS": "100"].merging(environment) { $1 })
    }

    private func registered() async throws {
        try await ShellProcess.register("toolsuser1", password: Self.password, home: home)
    }

    @Test func jqPrintsTheTitlesAloneAndRefusesABadExpression() async throws {
        try await registered()
        let titles = try await shell(["-c", "search docker --json id,title --jq .[].title"])
        #expect(titles.status == 0, "\(titles.stderr)")
        let json = try await shell(["-c", "search docker --json id,title"])
        let expected = try (JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? [])
            .map { $0["title"] as? String ?? "" }
        #expect(titles.stdoutLines.filter { !$0.isEmpty } == expected)
        #expect(!expected.isEmpty)
        let bad = try await shell(["-c", "search docker --json --jq .["])
        #expect(bad.status == 2)
        #expect(bad.stderrLines.count == 1 && bad.stderr.contains("bad --jq expression: jq: error: syntax error"))
        let session = try await shell(["--format", "json", "--jq", "length", "-c", "search docker; stocks"])
        #expect(session.stdoutLines.prefix(2) == ["20", "0"])
        let noJSON = try await shell(["-c", "search docker --jq ."])
        #expect(noJSON.status == 2 && noJSON.stderr.contains("--jq filters JSON: add --json"))
    }

    @Test func templatesMakeListsForOtherTools() async throws {
        try await registered()
        let tsv = try await shell([
            "-c", "search tag:docker --json --template '{{#.}}{{id}}\t{{likes_count}}\t{{truncate20(title)}}\n{{/.}}'",
        ])
        #expect(tsv.status == 0, "\(tsv.stderr)")
        let rows = tsv.stdoutLines.filter { !$0.isEmpty }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false)
        }
        #expect(!rows.isEmpty && rows.allSatisfy { $0.count == 3 && $0[0].count == 20 && Int($0[1]) != nil })
        let file = try folder.write("{{#.}}- [{{title}}]({{url}})\n{{/.}}", to: "links.mustache")
        let links = try await shell(["-c", "search tag:docker --json --template @\(file)"])
        #expect(links.stdoutLines.first?.hasPrefix("- [") == true && links.stdout.contains("](https://qiita.com/"))
        let bad = try await shell(["-c", "search --json --template '{{#x}}'"])
        #expect(bad.status == 2 && bad.stderr.contains("bad --template"))
    }

    @Test func exportedMarkdownReadsBackThroughYAMLAsTheItem() async throws {
        try await registered()
        let out = folder.file("public")
        let export = try await shell(["-c", "search tag:swift; export --query tag:swift -o \(out)"])
        #expect(export.status == 0, "\(export.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out).filter { $0.hasSuffix(".md") }.sorted()
        #expect(files.count == 103)
        let script = """
            import json, sys, yaml
            out = {}
            for path in sys.argv[1:]:
                text = open(path, encoding="utf-8").read()
                assert text.startswith("---\\n")
                head, body = text[4:].split("\\n---\\n", 1)
                meta = yaml.safe_load(head)
                out[path.rsplit("/", 1)[1][:-3]] = {"meta": meta, "keys": list(meta), "body": body}
            print(json.dumps(out, ensure_ascii=False))
            """
        let parsed = try await ShellProcess.runProgram(["python3", "-c", script] + files.map { out + "/" + $0 })
        let documents = try #require(
            try JSONSerialization.jsonObject(with: Data(parsed.utf8)) as? [String: [String: Any]])
        // Every item the search lists, one JSON object a line (jq's `tojson`).
        let items = try await shell([
            "--per-page", "100", "--format", "json", "--fields", "id,title,body,tags,updated_at", "--jq",
            ".[] | tojson",
            "-c", "search tag:swift; next",
        ])
        var checked = 0
        for line in items.stdoutLines where !line.isEmpty {
            let list = [try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])]
            for item in list {
                let id = item["id"] as? String ?? ""
                let document = try #require(documents[id], "\(id) not exported")
                let meta = try #require(document["meta"] as? [String: Any])
                #expect(
                    document["keys"] as? [String] == [
                        "title", "tags", "private", "updated_at", "id", "organization_url_name", "slide",
                        "ignorePublish",
                    ])
                #expect(meta["title"] as? String == item["title"] as? String)
                #expect(meta["id"] as? String == id && meta["updated_at"] as? String == item["updated_at"] as? String)
                let tags = (item["tags"] as? [[String: Any]] ?? []).map { $0["name"] as? String ?? "" }
                #expect(meta["tags"] as? [String] == tags)
                #expect(meta["private"] as? Bool == false && meta["slide"] as? Bool == false)
                #expect(document["body"] as? String == item["body"] as? String, "\(id): the body byte for byte")
                checked += 1
            }
        }
        #expect(checked == 103)
        let again = try await shell(["-c", "search tag:swift; export 1 -o \(out)"])
        #expect(again.status == 1 && again.stderr.contains("exists: add --force to replace it"))
        #expect(try await shell(["-c", "search tag:swift; export 1 -o \(out) --force"]).status == 0)
    }

    @Test func codeBlocksListPrintAndSave() async throws {
        try await registered()
        let list = try await shell(["-c", "search tag:swift; code 1"])
        #expect(list.stdout.contains("Code blocks of ") && list.stdout.contains("swift     5 lines  APIClient.swift"))
        // Block K by the item's ID: standard output holds the code and nothing else.
        let id = try await shell(["-c", "search tag:swift --json id --jq .[0].id"]).stdoutLines[0]
        let code = try await shell(["-c", "code \(id) 1"])
        #expect(code.status == 0 && code.stdout.hasPrefix("func fetchAll") && code.stdout.hasSuffix("}\n"))
        #expect(code.stderr.isEmpty)
        let missing = try await shell(["-c", "code \(id) 9"])
        #expect(missing.status == 1 && missing.stderr.contains("no code block 9: the article has 1"))
        let save = try await shell(["-c", "search tag:swift; code 1 --save \(folder.file("src"))"])
        #expect(save.status == 0, "\(save.stderr)")
        #expect(FileFacts.text(folder.file("src/APIClient.swift"))?.hasPrefix("func fetchAll") == true)
        #expect(FileFacts.mode(folder.file("src/APIClient.swift")) == 0o644)
    }

    /// An article with `server.js`, then `diff_javascript:server.js`, then `javascript:server.js`:
    /// with --force the diff no longer replaces the source, the third block gets a file of its
    /// own and the summary says why; each file holds what `code ID K` prints.
    @Test func codeSaveKeepsEveryBlockWhenNamesMeet() async throws {
        try await registered()
        let id = "0b7b227d2feeab17048e"
        let out = folder.file("npm")
        for force in ["", " --force"] {
            let save = try await shell(["-c", "code \(id) --save \(out)\(force)"])
            #expect(save.status == 0, "\(save.stderr)")
            #expect(
                save.stderrLines == [
                    "Block 1 saved to \(out)/server.js.", "Block 2 saved to \(out)/server.js.diff.",
                    "Block 3 saved to \(out)/server-2.js: block 1 is also named server.js.",
                ])
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: out).sorted() == [
                    "server-2.js", "server.js", "server.js.diff",
                ])
        }
        for (block, name) in [(1, "server.js"), (2, "server.js.diff"), (3, "server-2.js")] {
            let printed = try await shell(["-c", "code \(id) \(block)"])
            #expect(FileFacts.text(out + "/" + name) == printed.stdout, "block \(block) in \(name)")
        }
        #expect(FileFacts.text(out + "/server.js.diff")?.hasPrefix("-const express") == true)
        let again = try await shell(["-c", "code \(id) --save \(out)"])
        #expect(again.status == 1 && again.stderrLines.count == 3)
        #expect(again.stderr.contains("block 2 not written: \(out)/server.js.diff exists: add --force to replace it"))
    }

    @Test func copyOutsideATerminalPrintsTheText() async throws {
        try await registered()
        let copied = try await shell(["-c", "search tag:swift; copy 1 markdown-link"])
        #expect(copied.stdoutLines.last(where: { !$0.isEmpty })?.hasPrefix("[actorで") == true)
        #expect(copied.stdout.contains("](https://qiita.com/"))
    }
}
