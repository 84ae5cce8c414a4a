import Foundation

/// ISO 8601 timestamps as the shell writes and reads them (`2026-11-22T23:59:24Z`, offsets and
/// fractional seconds accepted on input).
package enum ISO8601 {
    package static func parse(_ text: String) -> Date? {
        let plain = ISO8601DateFormatter()
        if let date = plain.date(from: text) { return date }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = fractional.date(from: text) { return date }
        let dayOnly = ISO8601DateFormatter()
        dayOnly.formatOptions = [.withFullDate]
        return dayOnly.date(from: text)
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
