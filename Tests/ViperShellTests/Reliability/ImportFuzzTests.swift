@testable import DeveloperTools
@testable import ShellKit
import Testing

/// The fast part of the reliability suite's import fuzzing (Scripts/reliability runs 100,000
/// files): every damaged items file is either imported exactly as a whole-document decoder reads
/// it, or refused with one line naming the file and its first problem, quickly.
struct ImportFuzzTests {
    @Test func damagedItemsFilesAreImportedExactlyOrRefusedInOneLine() {
        let report = ImportFuzzer(slowInputLimit: .seconds(20)).run(count: 400, seed: 11)
        #expect(report.inputs == 400)
        #expect(report.badMessages.isEmpty)
        #expect(report.wrongImports.isEmpty)
        #expect(report.slowInputs.isEmpty)
        // Both outcomes, and refusals of several kinds, or the run proves little.
        #expect(report.imported >= 20)
        #expect(report.refused >= 200)
        #expect(report.refusalsByKind.count >= 4)
    }
}
