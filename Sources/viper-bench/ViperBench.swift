// viper-bench: the in-process measurements behind Scripts/bench and Scripts/reliability.
// Prints one JSON object per line so the scripts can tabulate it.
import ArgumentParser
import DeveloperTools
import ItemsModel
import ShellKit
import ViperShell

@main
struct ViperBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "viper-bench",
        abstract: "Measurements for Scripts/bench and Scripts/reliability (not for end users).",
        subcommands: [
            Search.self, Complete.self, SQL.self, Build.self, DemoSnapshot.self, Fuzz.self, FuzzImport.self,
            Scrypt.self,
            RenderMarkdown.self, Highlight.self, ReaderKeys.self, ImageTimes.self, ImageFuzz.self,
            ArticleImagesTimes.self,
        ]
    )
}

/// Writes one JSON object on its own line, members sorted as `JSONWriter` sorts them.
func emit(_ object: [String: Any]) {
    print(JSONWriter.compact(benchJSON(object)))
}

/// A measurement as JSON: numbers, text, flags, lists and objects of them (anything else as null).
private func benchJSON(_ value: Any) -> JSONValue {
    switch value {
    case let flag as Bool: .bool(flag)
    case let whole as Int: .number(String(whole))
    case let fraction as Double: fraction.isFinite ? .number(fraction.description) : .null
    case let text as String: .string(text)
    case let list as [Any]: .array(list.map(benchJSON))
    case let fields as [String: Any]: .object(fields.mapValues(benchJSON))
    default: .null
    }
}

func fields(_ latency: LatencySummary) -> [String: Any] {
    [
        "samples": latency.samples, "p50_ms": latency.p50, "p95_ms": latency.p95, "min_ms": latency.min,
        "max_ms": latency.max,
    ]
}

struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Time page-1 searches on a warm catalogue database.")
    @Option(help: "The catalogue database (SQLite file).") var database: String
    @Option(help: "Measured runs per query.") var repetitions = 50
    @Flag(help: "Answer every query with SQL alone, as before the merged rowid lists.") var sqlPlan = false
    @Option(help: "rel ranks the pages by relevance (the default is newest first).") var sort: String?
    @Argument(help: "Queries in the shell's search syntax.") var queries: [String]

    func run() throws {
        let order = sort == "rel" ? ItemOrder.relevance : ItemOrder.newest
        for result in try SearchBenchmark(databasePath: database, usesMatchSets: !sqlPlan, order: order).run(
            queries: queries, repetitions: repetitions)
        {
            var line: [String: Any] = ["query": result.query, "total": result.totalCount, "merged": result.merged]
            line.merge(fields(result.latency)) { $1 }
            if let snippets = result.snippetPerRow {
                line["snippet_p50_ms"] = snippets.p50
                line["snippet_p95_ms"] = snippets.p95
            }
            if let first = result.first {
                line["first_p50_ms"] = first.p50
                line["first_max_ms"] = first.max
            }
            emit(line)
        }
    }
}

struct Complete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Time tab completion's catalogue reads (tag: values, author IDs) on a warm database.")
    @Option(help: "The catalogue database (SQLite file).") var database: String
    @Option(help: "Measured rounds over every prefix.") var repetitions = 5

    func run() throws {
        for result in try CompletionBenchmark(databasePath: database).run(repetitions: repetitions) {
            emit(["kind": result.kind, "prefixes": result.prefixes].merging(fields(result.latency)) { $1 })
        }
    }
}

struct SQL: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sql",
        abstract: "Print the SQL a query becomes (count, then page 1), arguments inlined.")
    @Option(help: "The catalogue database whose counts pick the plan.") var database: String
    @Option(help: "rel prints SQLite's own ranked peer (bm25() over the trigram index) as the page.") var sort: String?
    @Argument var query: String

    func run() throws {
        let order = sort == "rel" ? ItemOrder.relevance : ItemOrder.newest
        let sql = try SearchBenchmark(databasePath: database, order: order).sql(for: query)
        print(sql.count + ";")
        print(sql.page + ";")
    }
}

struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build", abstract: "Build a catalogue database from Qiita JSON files.")
    @Option(help: "The catalogue database to write.") var database: String
    @Argument(help: "JSON files: the first replaces, the others are added.") var files: [String]

    func run() throws {
        let started = ContinuousClock.now
        let count = try CatalogueBuilder.build(databasePath: database, files: files)
        emit(["items": count, "seconds": (ContinuousClock.now - started).milliseconds / 1_000])
    }
}

struct DemoSnapshot: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-snapshot",
        abstract: "Import the demo's JSON into a database (the demo catalogue's snapshot).")
    @Option(help: "The demo's JSON (Scripts/generate-items --count 1200 --seed 42 --comments).") var input: String
    @Option(help: "The database to write.") var output: String

    func run() throws {
        let started = ContinuousClock.now
        let count = try DemoSnapshotWriter.write(from: input, to: output)
        emit(["items": count, "seconds": (ContinuousClock.now - started).milliseconds / 1_000])
    }
}

struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz the command-line, script, variable and query parsers.")
    @Option var count = 1_000_000
    @Option var seed: UInt64 = 1
    @Option(help: "Milliseconds an input may take before it counts as a hang (1000; more for a debug build).")
    var slowLimitMs = 1_000

    func run() throws {
        let started = ContinuousClock.now
        let report = ParserFuzzer(slowInputLimit: .milliseconds(slowLimitMs)).run(count: count, seed: seed)
        emit([
            "inputs": report.inputs, "accepted": report.accepted, "rejected": report.rejected,
            "bad_messages": Array(report.badMessages.prefix(10)), "bad_message_count": report.badMessages.count,
            "slow_inputs": report.slowInputs,
            "slowest_ms": report.slowestMilliseconds, "seconds": (ContinuousClock.now - started).milliseconds / 1_000,
        ])
        if !report.badMessages.isEmpty || !report.slowInputs.isEmpty { throw ExitCode.failure }
    }
}

struct FuzzImport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz-import", abstract: "Fuzz the streaming import decoder with damaged items files.")
    @Option var count = 100_000
    @Option var seed: UInt64 = 1
    @Option(help: "Milliseconds a file may take before it counts as a hang (2000; more for a debug build).")
    var slowLimitMs = 2_000
    @Option(help: "A folder to write the files that import wrongly to (wrong-N.json).")
    var keepWrongImports: String?

    func run() throws {
        let started = ContinuousClock.now
        let report = ImportFuzzer(slowInputLimit: .milliseconds(slowLimitMs), keepWrongImportsIn: keepWrongImports).run(
            count: count, seed: seed)
        emit([
            "inputs": report.inputs, "imported": report.imported, "refused": report.refused,
            "refusals_by_kind": report.refusalsByKind,
            "bad_messages": Array(report.badMessages.prefix(10)), "bad_message_count": report.badMessages.count,
            "wrong_imports": Array(report.wrongImports.prefix(10)), "wrong_import_count": report.wrongImports.count,
            "slow_inputs": Array(report.slowInputs.prefix(10)),
            "slowest_ms": report.slowestMilliseconds, "seconds": (ContinuousClock.now - started).milliseconds / 1_000,
        ])
        if !report.badMessages.isEmpty || !report.slowInputs.isEmpty || !report.wrongImports.isEmpty {
            throw ExitCode.failure
        }
    }
}

struct Scrypt: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scrypt", abstract: "Time scrypt hash and verify at the standard parameters.")
    @Option var repetitions = 10

    func run() throws {
        let result = try PasswordCostBenchmark.run(repetitions: repetitions)
        emit(["parameters": result.parameters, "hash": fields(result.hash), "verify": fields(result.verify)])
    }
}
