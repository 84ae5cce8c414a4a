#if canImport(Glibc)
import Glibc
#endif
@testable import ShellKit
import Testing

/// The C library's reasons in Japanese: each English text is `strerror`'s own, and
/// `SystemError.japanese` replaces exactly those.
@Suite struct SystemReasonMessageTests {
    @Test(arguments: SystemReasonMessage.allCases)
    func theEnglishIsTheCLibrarysText(reason: SystemReasonMessage) {
        #expect(reason.texts.english == String(cString: strerror(reason.code)))
        #expect(reason.texts.japanese != reason.texts.english)
        #expect(reason.texts.japanese.unicodeScalars.contains { $0.value >= 0x3000 })
    }

    @Test func reasonsInsideALineAreReplaced() {
        let line = "cannot write a.json: " + SystemError.describe(EACCES)
        #expect(SystemError.japanese(line) == "cannot write a.json: 許可がありません")
    }

    @Test func otherTextIsLeftAsItIs() {
        #expect(SystemError.japanese("disk on fire") == "disk on fire")
        #expect(
            Message(ShellMessage.storageUnreadable, parts: [.text("x"), .systemReason("disk on fire")])
                .text(in: .japanese).hasSuffix("disk on fire"))
    }

    @Test func eachReasonIsAKeyOfItsOwn() {
        let ids = SystemReasonMessage.allCases.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.first == "SystemReasonMessage.noSuchFile")
    }
}
