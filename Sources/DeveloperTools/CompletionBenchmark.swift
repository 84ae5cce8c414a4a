import CatalogueStore
import FoundationEssentials
import ShellKit

/// Times what tab completion reads from a catalogue (`tag:` values, author IDs) on a warm store,
/// for every prefix of one to three letters that some tag or author starts with.
package struct CompletionBenchmark {
    /// One kind of completion over all its prefixes.
    package struct Result: Sendable {
        package let kind: String
        package let prefixes: Int
        package let latency: LatencySummary
    }

    package let databasePath: String

    package init(databasePath: String) {
        self.databasePath = databasePath
    }

    package func run(repetitions: Int) throws -> [Result] {
        let store = try ItemStore(path: databasePath)
        let tags = try store.tags(page: 1, perPage: 100).tags.map(\.name)
        let users = try store.userIDs(prefix: "", limit: 100)
        return [
            try time("tag:", prefixes: Self.prefixes(of: tags), repetitions: repetitions) {
                try store.tagNames(prefix: $0)
            },
            try time("user:", prefixes: Self.prefixes(of: users), repetitions: repetitions) {
                try store.userIDs(prefix: $0)
            },
        ]
    }

    private func time(
        _ kind: String, prefixes: [String], repetitions: Int,
        _ complete: (String) throws -> [String]
    ) throws -> Result {
        let clock = ContinuousClock()
        for prefix in prefixes { _ = try complete(prefix) }
        var timings: [Double] = []
        for _ in 0..<repetitions {
            for prefix in prefixes { timings.append(try clock.measure { _ = try complete(prefix) }.milliseconds) }
        }
        return Result(kind: kind, prefixes: prefixes.count, latency: LatencySummary(milliseconds: timings))
    }

    /// The empty prefix and the first one to three letters of each name, each once.
    private static func prefixes(of names: [String]) -> [String] {
        Array(Set([""] + names.flatMap { name in (1...3).map { String(name.prefix($0)).lowercased() } })).sorted()
    }
}
