import Foundation
@testable import ItemsModel
@testable import ShellKit
import TestSupport
import Testing

/// `ItemTimestamp` reads a timestamp when its day is a real one (as `ItemQueryDay` judges the
/// `YYYY-MM-DD` part) and its time and offset are well formed, and then gives the seconds
/// Foundation's formatter gives; on seeded dates around month ends, leap days and bad months.
@Suite struct ItemTimestampTests {
    @Test func readsRealDaysAsTheFormatterDoes() {
        var random = SeededRandom(seed: 53)
        let formatter = ISO8601DateFormatter()
        let offsets = ["Z", "+09:00", "-05:30", "+0900"]
        for _ in 0..<5_000 {
            let year = [0, 1, 1600, 1900, 2000, 2023, 2024, 9999][random.next(below: 8)]
            let month = random.next(below: 14)
            let day = random.next(below: 33)
            let (hour, minute, second) = (random.next(below: 25), random.next(below: 61), random.next(below: 61))
            let date = String(format: "%04d-%02d-%02d", year, month, day)
            let text =
                date + String(format: "T%02d:%02d:%02d", hour, minute, second)
                + offsets[random.next(below: offsets.count)]
            let read = ItemTimestamp.epochSeconds(text)
            let wellFormed = ItemQueryDay.isValid(Substring(date)) && hour < 24 && minute < 60 && second < 61
            #expect((read != nil) == wellFormed, "\(text)")
            if let read, year >= 1600, second < 60,
                let expected = formatter.date(from: text.replacingOccurrences(of: "+0900", with: "+09:00"))
            {
                #expect(read == Int64(expected.timeIntervalSince1970), "\(text)")
            }
        }
    }

    /// FoundationEssentials' ISO 8601 strategy (Swift, no ICU) reads the forms Qiita sends as the
    /// reader does: `Z` or `z`, `±HH:MM` or `±HHMM`, fractions dropped, second 60 as the next
    /// minute's 0. The reader stays (session 13): the strategy rejects a space for `T`, counts
    /// days before 1582 on the Julian calendar, rolls impossible days over (`02-30` is `03-01`)
    /// instead of refusing them, costs about 5 µs a timestamp against 0.3 (a second of CPU an
    /// import of 100k items) and 0.7 ms on its first use, a quarter of a start-up.
    @Test(arguments: [
        "2024-05-01T12:34:56+09:00", "2024-05-01T12:34:56Z", "2024-05-01T12:34:56z", "2024-05-01T12:34:56-05:30",
        "2024-05-01T12:34:56+0900", "2024-05-01T12:34:56.123+09:00", "2024-05-01T12:34:56.123456Z",
        "2016-12-31T23:59:60Z", "2024-02-29T23:59:59+09:00", "1600-03-01T00:00:00Z", "2000-01-01T00:00:00-00:00",
    ])
    func readsAsFoundationEssentialsStrategyDoes(text: String) throws {
        let strategy = Date.ISO8601FormatStyle()
        let expected = try Date(text, strategy: strategy)
        #expect(ItemTimestamp.epochSeconds(text) == Int64(expected.timeIntervalSince1970.rounded(.down)), "\(text)")
    }
}
