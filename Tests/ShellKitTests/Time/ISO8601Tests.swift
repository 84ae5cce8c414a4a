import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// The hand-written reading of `YYYY-MM-DDTHH:MM:SS` with `Z` or `±HH:MM` (a fixed clock at
/// start-up) gives what Foundation's ISO 8601 formatter gives, on seeded random timestamps with
/// impossible dates, hours and offsets among them, and leaves every other form to it.
@Suite struct ISO8601Tests {
    @Test func readsWhatTheFormatterReads() {
        var random = SeededRandom(seed: 5)
        func next(_ bound: Int) -> Int { random.next(below: bound) }
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let formatter = ISO8601DateFormatter()
        var accepted = 0
        for _ in 0..<5_000 {
            let year = [1900, 1970, 2000, 2024, 2026, 2100, 1][next(7)] + next(3)
            let date =
                "\(String(repeating: "0", count: max(0, 4 - String(year).count)))\(year)-\(two(next(14)))-\(two(next(33)))"
            let time = "\(two(next(26)))\(":")\(two(next(61)))\(":")\(two(next(61)))"
            let zone = ["Z", "z", "+09:00", "-05:30", "+14:00", "+24:00", "-00:00", "+0900", "", "+09:60"][next(10)]
            let separator = ["T", "t", " "][next(3) == 0 ? next(3) : 0]
            let text = date + separator + time + zone
            let fast = ISO8601.parseInternetTime(text)
            if let fast {
                accepted += 1
                #expect(formatter.date(from: text) == fast, "\(text)")
            }
            #expect(ISO8601.parse(text) == (fast ?? ISO8601.parse(text)), "\(text)")
        }
        #expect(accepted > 500, "the common form is read by hand")
    }

    @Test func leavesOtherFormsToTheFormatter() {
        for text in [
            "2026-11-01T12:00:00.250Z", "2026-11-01", "2026-02-30T00:00:00Z", "2026-11-01T12:00:00+0900",
            "20261101T120000Z",
        ] {
            #expect(ISO8601.parseInternetTime(text) == nil, "\(text)")
        }
        #expect(ISO8601.parse("2026-11-01T12:00:00.250Z") == Date(timeIntervalSince1970: 1_793_534_400.25))
        #expect(ISO8601.parse("2026-11-01T12:00:00+09:00") == Date(timeIntervalSince1970: 1_793_502_000))
    }
}
