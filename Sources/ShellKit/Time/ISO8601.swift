import FoundationEssentials

/// ISO 8601 timestamps as the shell writes and reads them (`2026-11-22T23:59:24Z`, offsets and
/// fractional seconds accepted on input), read and written by hand on the proleptic Gregorian
/// calendar: no formatter, so no ICU. (ICU's formatters used the Julian calendar before 1582.)
package enum ISO8601 {
    /// `YYYY-MM-DDTHH:MM:SS`, with a fraction or not, then `Z` or `±HH:MM`; or `YYYY-MM-DD` alone
    /// (midnight UTC). What Foundation's `ISO8601DateFormatter` read with its internet date-time,
    /// fractional-seconds and full-date options.
    package static func parse(_ text: String) -> Date? {
        if let date = parseInternetTime(text) { return date }
        return ISO8601Reader.read(Array(text.utf8))
    }

    /// `YYYY-MM-DDTHH:MM:SS` with `Z` or `±HH:MM`, from the year 1600: the common form, read
    /// first (a fixed clock, `VIPER_SHELL_NOW`, is read at every start). Anything else
    /// (fractions, a day alone, an impossible date, an earlier year) is nil here.
    package static func parseInternetTime(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20 || bytes.count == 25, bytes[19] != UInt8(ascii: ".") else { return nil }
        guard let moment = ISO8601Reader.readDateTime(bytes), moment.year >= 1600 else {
            return nil
        }
        return Date(timeIntervalSince1970: TimeInterval(moment.seconds))
    }

    /// `2026-11-22T23:59:24Z`: UTC, the fraction dropped (as `ISO8601DateFormatter` wrote it).
    package static func format(_ date: Date) -> String {
        guard let time = ClockZone.utc.civilTime(epochSeconds: epochSeconds(date)) else { return "" }
        return time.dayText + "T" + time.clockText(seconds: true) + "Z"
    }

    /// The date as a person reads it in `zone` (`TZ`, else the system's): `2026-11-01 12:00:30 +09:00`.
    package static func localText(_ date: Date, in zone: ClockZone = .local) -> String {
        guard let time = zone.civilTime(epochSeconds: epochSeconds(date)) else { return "" }
        return time.dayText + " " + time.clockText(seconds: true) + " " + time.offsetText
    }

    /// To the minute, as listings show a time: `2026-11-01 12:00` in `zone` (`TZ`, else the system's).
    package static func localMinuteText(_ date: Date, in zone: ClockZone = .local) -> String {
        guard let time = zone.civilTime(epochSeconds: epochSeconds(date)) else { return "" }
        return time.dayText + " " + time.clockText(seconds: false)
    }

    /// Whole seconds since 1970, rounded down (a formatter never rounds a time up).
    package static func epochSeconds(_ date: Date) -> Int64 {
        Int64(date.timeIntervalSince1970.rounded(.down))
    }
}
