import Foundation
@testable import OutputTools
import Testing
import TestSupport
@testable import ViperShell

/// `--jq` through libjq against the `jq` program on the same JSON: over seeded expressions, the
/// lines printed are `jq -rc`'s (a string raw, anything else compact JSON), and a bad expression
/// is refused with jq's own message.
@Suite struct JQFilterTests {
    /// Items as `search --json` prints them (a few demo items with Japanese, nulls and lists).
    static let json: String = {
        let items = DemoItems.all.prefix(12).map { ItemJSONWriter.encode($0) }
        return "[" + items.joined(separator: ",") + "]"
    }()

    static let pieces = [
        ".[].title", ".[0]", ".[] | {id, likes_count}", "map(.likes_count) | add", "length",
        ".[] | select(.likes_count > 3) | .user.id", "[.[].tags[].name] | unique", ".[0].tags",
        ".[] | .comments_count", "map(select(.title | test(\"Swift\"; \"i\"))) | length", ".[0].body | length",
        ".[] | [.id, .created_at] | @tsv", ".[] | \"\\(.user.id): \\(.title)\"", "[.[] | .likes_count] | max",
        ".[1:3] | map(.id)", "group_by(.user.id) | map(length)", ".[0] | keys", ".[] | .tags | length",
        "first(.[]) | .url", "[limit(3; .[])] | length", ".[] | .likes_count / 2", "null", "true, false",
        "{\"a\": [1, 2.5, \"x\"]}", ".[0].title | explode | length", "empty",
    ]

    /// What `jq -rc` prints for `expression` over `json` (HOME in a fresh folder: no ~/.jq).
    private func jqProgram(_ expression: String, _ json: String, home: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["jq", "-rc", expression]
        process.environment = ["HOME": home, "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(json.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    @Test func seededExpressionsPrintWhatTheJQProgramPrints() throws {
        let home = try TemporaryDirectory()
        var random = SeededRandom(seed: 30)
        var expressions = Self.pieces
        for _ in 0..<30 {
            let first = Self.pieces[random.next(below: Self.pieces.count)]
            let second = ["length", "tostring", "type", "[.]", "tojson", "."][random.next(below: 6)]
            expressions.append("\(first) | \(second)")
        }
        for expression in expressions {
            let filter = try JQFilter(expression)
            let (lines, error) = filter.apply(to: Self.json)
            #expect(error == nil, "\(expression): \(error ?? "")")
            let ours = lines.map { $0 + "\n" }.joined()
            #expect(ours == (try jqProgram(expression, Self.json, home: home.path)), "\(expression)")
        }
    }

    @Test(arguments: [".[", "foo(1)", "import \"x\" as x; .", ".[] |"])
    func aBadExpressionIsRefusedWithJQsMessage(expression: String) {
        #expect {
            _ = try JQFilter(expression)
        } throws: { error in
            guard case JQFilter.Failure.compile(let message) = error else { return false }
            return message.hasPrefix("jq: error") && message.hasSuffix("compile error")
                || message.contains("compile error")
        }
    }

    @Test func aRuntimeErrorKeepsWhatCameBefore() throws {
        let (lines, error) = try JQFilter(".[] | .x").apply(to: #"[{"x":"a"},{"x":[1]},2,{"x":"b"}]"#)
        #expect(lines == ["a", "[1]"])
        #expect(error == "Cannot index number with string \"x\"")
    }
}
