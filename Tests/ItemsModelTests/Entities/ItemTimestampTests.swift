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
            let text = date + String(format: "T%02d:%02d:%02d", hour, minute, second) + offsets[random.next(below: offsets.count)]
            let read = ItemTimestamp.epochSeconds(text)
            let wellFormed = ItemQueryDay.isValid(Substring(date)) && hour < 24 && minute < 60 && second < 61
            #expect((read != nil) == wellFormed, "\(text)")
            if let read, year >= 1600, second < 60, let expected = formatter.date(from: text.replacingOccurrences(of: "+0900", with: "+09:00")) {
                #expect(read == Int64(expected.timeIntervalSince1970), "\(text)")
            }
        }
    }
}
