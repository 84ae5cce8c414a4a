import Foundation
import Testing
@testable import ShellKit

/// The stamp in a corrupt file's new name.
@Suite struct CorruptFileStampTests {
    @Test func stampsAreUTCAndSortable() {
        #expect(CorruptFileStamp.format(Date(timeIntervalSince1970: 1_800_000_000)) == "20270115T080000Z")
        #expect(CorruptFileStamp.format(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
        #expect(CorruptFileStamp.format(Date(timeIntervalSince1970: 1_800_000_000.999)) == "20270115T080000Z")
    }
}
