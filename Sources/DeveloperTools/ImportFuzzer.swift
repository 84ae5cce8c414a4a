import CatalogueImport
import FoundationEssentials
import ItemsModel

/// Feeds damaged items files (`ItemFileMutator`) to the streaming import decoder and checks that
/// each gives either exactly the items a whole-document `JSONDecoder` finds (duplicates: the
/// last wins) or a one-line error naming the file, within `slowInputLimit`.
package struct ImportFuzzer {
    /// What a run found.
    package struct Report: Sendable {
        package var inputs = 0
        package var imported = 0
        package var refused = 0
        /// Refusals whose message is not one line naming the file (each is a bug).
        package var badMessages: [String] = []
        /// Imports that differ from decoding the document whole (each is a bug), by input number.
        package var wrongImports: [Int] = []
        /// Inputs slower than the limit (each is a bug), as "input N: M ms".
        package var slowInputs: [String] = []
        package var slowestMilliseconds = 0.0
        /// How many refusals of each kind, by the message's key.
        package var refusalsByKind: [String: Int] = [:]
    }

    package let slowInputLimit: Duration
    private let clock = ContinuousClock()
    private static let fileName = "fuzz.json"

    /// Where to write the files that import wrongly (`wrong-N.json`), to reproduce them; nil: nowhere.
    package var keepWrongImportsIn: String?

    package init(slowInputLimit: Duration = .seconds(2), keepWrongImportsIn: String? = nil) {
        self.slowInputLimit = slowInputLimit
        self.keepWrongImportsIn = keepWrongImportsIn
    }

    package func run(count: Int, seed: UInt64) -> Report {
        var mutator = ItemFileMutator(seed: seed)
        var report = Report()
        for number in 1...max(1, count) {
            let bytes = mutator.next()
            report.inputs += 1
            let started = clock.now
            var stream = ItemJSONStream(source: MemoryItemBytes(bytes), fileName: Self.fileName, chunkSize: 4096)
            var items: [QiitaItem] = []
            do {
                while let item = try stream.next() { items.append(item) }
                report.imported += 1
                let whole = try? JSONDecoder().decode([QiitaItem].self, from: Data(bytes))
                if whole?.uniquedByID() != items.uniquedByID() {
                    report.wrongImports.append(number)
                    if let folder = keepWrongImportsIn {
                        try? Data(bytes).write(to: URL(fileURLWithPath: "\(folder)/wrong-\(number).json"))
                    }
                }
            } catch {
                report.refused += 1
                let message = error.message
                report.refusalsByKind[message.key.id, default: 0] += 1
                let text = message.text(in: .english)
                if !text.contains(Self.fileName)
                    || text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
                {
                    report.badMessages.append(text.debugDescription)
                }
            }
            let elapsed = clock.now - started
            report.slowestMilliseconds = max(report.slowestMilliseconds, elapsed.milliseconds)
            if elapsed > slowInputLimit { report.slowInputs.append("input \(number): \(Int(elapsed.milliseconds)) ms") }
        }
        return report
    }
}
