import Foundation

/// ISO 8601 timestamps as the shell writes and reads them (`2026-11-22T23:59:24Z`, offsets and
/// fractional seconds accepted on input).
package enum ISO8601 {
    package static func parse(_ text: String) -> Date? {
        if let date = parseInternetTime(text) { return date }
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = fractional.date(from: text) { return date }
        let dayOnly = ISO8601DateFormatter()
        dayOnly.formatOptions = [.withFullDate]
        return dayOnly.date(from: text)
    }

    /// `YYYY-MM-DDTHH:MM:SS` with `Z` or `±HH:MM`, read by hand: a date formatter loads ICU's
    /// data, which cost a fixed clock (`VIPER_SHELL_NOW`) 5 ms at every start. Anything else
    /// (fractions, a day alone, an impossible date, a year before 1600, where the formatter's
    /// calendar is the Julian one) is left to the formatter: nil.
    package static func parseInternetTime(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25 else { return nil }
        func digits(_ start: Int, _ count: Int) -> Int? { ASCIIDigits.number(in: bytes, from: start, count: count) }
        let dash = UInt8(ascii: "-"), colon = UInt8(ascii: ":")
        guard bytes[4] == dash, bytes[7] == dash, bytes[10] == UInt8(ascii: "T"), bytes[13] == colon,
            bytes[16] == colon,
            let year = digits(0, 4), let month = digits(5, 2), let day = digits(8, 2),
            let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
            year >= 1600, CivilDay.isValid(year: year, month: month, day: day), hour < 24, minute < 60, second < 60
        else { return nil }
        var offset = 0
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == dash, bytes[22] == colon,
                let hours = digits(20, 2), let minutes = digits(23, 2), hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 3_600 + minutes * 60) * (bytes[19] == dash ? -1 : 1)
        }
        let days = CivilDay.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offset)
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    package static func format(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    /// The date as a person reads it in `timeZone` (`TZ`, else the system's): `2026-11-01 12:00:30 +09:00`.
    package static func localText(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss xxx"
        return formatter.string(from: date)
    }

    /// To the minute, as listings show a time: `2026-11-01 12:00` in `timeZone` (`TZ`, else the system's).
    package static func localMinuteText(_ date: Date, in timeZone: TimeZone = .current) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter.string(from: date)
    }
}
