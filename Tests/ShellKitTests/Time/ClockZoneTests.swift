import Foundation
import Testing
@testable import ShellKit
import TestSupport

/// `ClockZone` and the hand-written `ISO8601` writers and reader give what Foundation's
/// formatters give, on seeded moments from 1600 to 2100 (the formatters' calendar is Julian
/// before 1582, so earlier years differ on purpose).
@Suite struct ClockZoneTests {
    private static let first: Int64 = -11_676_096_000  // 1600-01-01
    private static let last: Int64 = 4_102_444_800  // 2100-01-01

    private static func moments(seed: UInt64, count: Int = 20_000) -> [Double] {
        var random = SeededRandom(seed: seed)
        let span = Int(last - first)
        return [0, -1, -0.5, 0.999, 951_782_400, 1_800_000_000.999, Double(first), Double(last)]
            + (0..<count).map { _ in
                Double(first) + Double(random.next(below: span)) + Double(random.next(below: 1_000)) / 1_000
            }
    }

    private static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter
    }

    @Test func formatIsISO8601DateFormatters() {
        let formatter = ISO8601DateFormatter()
        for moment in Self.moments(seed: 71) {
            let date = Date(timeIntervalSince1970: moment)
            #expect(ISO8601.format(date) == formatter.string(from: date), "\(moment)")
        }
    }

    @Test func fixedZonesAreDateFormattersInThoseZones() {
        for offset in [0, 32_400, -18_000, 19_800, -34_200, 50_400, -43_200] {
            let zone = TimeZone(secondsFromGMT: offset)!
            let seconds = Self.formatter("yyyy-MM-dd HH:mm:ss xxx", zone)
            let minutes = Self.formatter("yyyy-MM-dd HH:mm", zone)
            for moment in Self.moments(seed: UInt64(100 + offset & 0xFFFF), count: 2_000) {
                let date = Date(timeIntervalSince1970: moment)
                #expect(ISO8601.localText(date, in: .fixed(secondsFromGMT: offset)) == seconds.string(from: date))
                #expect(ISO8601.localMinuteText(date, in: .fixed(secondsFromGMT: offset)) == minutes.string(from: date))
            }
        }
    }

    @Test func localIsDateFormatterInTheCurrentZone() {
        // The process's TZ (UTC in a replay); the C library and Foundation both read it.
        let seconds = Self.formatter("yyyy-MM-dd HH:mm:ss xxx", .current)
        for moment in Self.moments(seed: 72, count: 5_000) where moment > 0 {
            let date = Date(timeIntervalSince1970: moment)
            #expect(ISO8601.localText(date) == seconds.string(from: date), "\(moment)")
        }
    }

    @Test func corruptFileStampIsTheUTCFormatters() {
        let formatter = Self.formatter("yyyyMMdd'T'HHmmss'Z'", TimeZone(identifier: "UTC")!)
        for moment in Self.moments(seed: 73, count: 5_000) {
            let date = Date(timeIntervalSince1970: moment)
            #expect(CorruptFileStamp.format(date) == formatter.string(from: date), "\(moment)")
        }
    }

    @Test func civilDayRoundTrips() {
        for days in Int64(-800_000)...800_000 {
            let date = CivilDay.date(daysSinceEpoch: days)
            #expect(CivilDay.daysSinceEpoch(year: date.year, month: date.month, day: date.day) == days)
        }
    }

    @Test func parseReadsWhatTheFormattersRead() {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let dayOnly = ISO8601DateFormatter()
        dayOnly.formatOptions = [.withFullDate]
        var random = SeededRandom(seed: 74)
        let offsets = ["Z", "+09:00", "-05:30", "+00:00", "-00:00", "+14:00", "-12:00"]
        for moment in Self.moments(seed: 75, count: 10_000) {
            let text = plain.string(from: Date(timeIntervalSince1970: moment))
            let offset = offsets[random.next(below: offsets.count)]
            let base = String(text.dropLast())
            let withOffset = base + offset
            #expect(ISO8601.parse(withOffset) == plain.date(from: withOffset), "\(withOffset)")
            let digits = String(random.next(below: 1_000_000_000)).prefix(1 + random.next(below: 6))
            let withFraction = base + "." + digits + offset
            let expected = fractional.date(from: withFraction)
            let read = ISO8601.parse(withFraction)
            #expect(expected != nil && read != nil, "\(withFraction)")
            if let expected, let read {
                #expect(abs(read.timeIntervalSince(expected)) < 0.000_001, "\(withFraction)")
            }
            let day = String(text.prefix(10))
            #expect(ISO8601.parse(day) == dayOnly.date(from: day), "\(day)")
        }
    }

    @Test func parseRefusesWhatTheFormattersRefuse() {
        for text in [
            "2026-02-30T00:00:00Z", "2026-11-01T24:00:00Z", "2026-11-01T12:60:00Z", "2026-11-01T12:00:00",
            "2026-11-01T12:00:00.Z", "2026-13-01", "2026-11-01T12:00:00+09:60", "",
        ] {
            #expect(ISO8601.parse(text) == nil, "\(text)")
        }
    }
}
