#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The zone a time is shown in: the local one (`TZ`, else `/etc/localtime`, through the C
/// library's `localtime_r`) or a fixed offset from UTC. It replaces Foundation's `TimeZone`,
/// which without ICU knows no zone names and takes the local zone for UTC.
package enum ClockZone: Sendable, Equatable {
    case local
    case fixed(secondsFromGMT: Int)

    /// UTC.
    package static let utc = ClockZone.fixed(secondsFromGMT: 0)

    /// The civil date and time of a moment in a zone, and the zone's offset then.
    package struct CivilTime: Sendable, Equatable {
        package var year: Int
        package var month: Int
        package var day: Int
        package var hour: Int
        package var minute: Int
        package var second: Int
        package var secondsFromGMT: Int

        package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, secondsFromGMT: Int) {
            (self.year, self.month, self.day) = (year, month, day)
            (self.hour, self.minute, self.second) = (hour, minute, second)
            self.secondsFromGMT = secondsFromGMT
        }

        /// `2026-11-01` (the year zero-padded to four digits).
        package var dayText: String {
            NumberText.zeroPadded(year, width: 4) + "-" + NumberText.zeroPadded(month, width: 2) + "-"
                + NumberText.zeroPadded(day, width: 2)
        }

        /// `12:00` or, with seconds, `12:00:30`.
        package func clockText(seconds: Bool) -> String {
            let minutes = NumberText.zeroPadded(hour, width: 2) + ":" + NumberText.zeroPadded(minute, width: 2)
            return seconds ? minutes + ":" + NumberText.zeroPadded(second, width: 2) : minutes
        }

        /// The offset as ICU's `xxx` writes it: `+09:00`, `-05:30`, `+00:00` (seconds dropped).
        package var offsetText: String {
            let magnitude = abs(secondsFromGMT)
            return (secondsFromGMT < 0 ? "-" : "+") + NumberText.zeroPadded(magnitude / 3_600, width: 2) + ":"
                + NumberText.zeroPadded(magnitude / 60 % 60, width: 2)
        }
    }

    /// The civil time of `epochSeconds` in this zone; nil when the C library cannot represent it.
    package func civilTime(epochSeconds: Int64) -> CivilTime? {
        switch self {
        case .fixed(let offset):
            return Self.civilTime(utcSeconds: epochSeconds + Int64(offset), offset: offset)
        case .local:
            _ = Self.zoneRead
            var time = time_t(epochSeconds)
            var broken = tm()
            guard localtime_r(&time, &broken) != nil else { return nil }
            return CivilTime(
                year: Int(broken.tm_year) + 1900, month: Int(broken.tm_mon) + 1, day: Int(broken.tm_mday),
                hour: Int(broken.tm_hour), minute: Int(broken.tm_min), second: Int(broken.tm_sec),
                secondsFromGMT: Int(broken.tm_gmtoff))
        }
    }

    private static func civilTime(utcSeconds: Int64, offset: Int) -> CivilTime {
        let days = utcSeconds >= 0 ? utcSeconds / 86_400 : (utcSeconds - 86_399) / 86_400
        let seconds = Int(utcSeconds - days * 86_400)
        let date = CivilDay.date(daysSinceEpoch: days)
        return CivilTime(
            year: date.year, month: date.month, day: date.day, hour: seconds / 3_600, minute: seconds / 60 % 60,
            second: seconds % 60, secondsFromGMT: offset)
    }

    /// `TZ` read once (glibc's `localtime_r` may skip it otherwise).
    private static let zoneRead: Void = tzset()
}
