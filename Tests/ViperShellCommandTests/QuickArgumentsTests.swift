import Testing
@testable import viper_shell

/// `QuickArguments` reads a command line exactly as ArgumentParser's `ViperShellCommand` does,
/// or leaves it to it: on seeded command lines of known and unknown options, good and bad values,
/// repeats and stray words, every line the quick path accepts parses (and validates) the same
/// way through ArgumentParser, to the same options.
@Suite struct QuickArgumentsTests {
    private static let words = [
        "--home", "/tmp/h", "--lang", "en", "ja", "xx", "--source", "demo", "qiita", "--per-page", "20", "-1", "0",
        "abc", "--format", "table", "json", "--fields", "id,title", "-f", "a.vsh", "--script", "-c", "quit", "search",
        "--echo", "--no-pager", "--bail", "--force", "--update", "--transcript", "-X", "--no-rc", "--record", "r.txt",
        "--api-url", "http://127.0.0.1:1", "--timeout", "1.5", "-2", "--expect", "a.transcript", "b.transcript",
        "--script-name", "s", "--unknown", "-", "--help", "--version", "--home=/x", "-cquit", "",
    ]

    /// A generator that gives the same lines on every machine.
    private struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11 | state << 53
        }
    }

    @Test func readsWhatArgumentParserReadsOrLeavesItToIt() {
        var random = Seeded(state: 28)
        var quickReads = 0
        for _ in 0..<4_000 {
            let count = Int.random(in: 0...6, using: &random)
            let arguments = (0..<count).map { _ in Self.words.randomElement(using: &random)! }
            guard let quick = QuickArguments.options(arguments) else { continue }
            quickReads += 1
            let parsed = try? ViperShellCommand.parse(arguments)
            #expect(parsed != nil, "ArgumentParser refuses what the quick path read: \(arguments)")
            if let parsed {
                #expect(String(describing: parsed.options) == String(describing: quick), "\(arguments)")
            }
        }
        #expect(quickReads > 300, "the quick path reads many lines: \(quickReads)")
    }
}
