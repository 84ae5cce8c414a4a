#if canImport(Glibc)
import Glibc
#endif

/// A moment as a person reads it in the local time zone, which `TZ` names (else the system's
/// `/etc/localtime`): the C library's `localtime_r`, so no calendar or ICU data is loaded, and
/// item, comment and history times all follow the same `TZ`.
package enum LocalTime {
    /// `2024-05-01 12:34` for `epochSeconds` in the local zone.
    package static func minuteText(epochSeconds: Int64) -> String {
        guard let parts = parts(epochSeconds) else { return "" }
        return dayText(parts) + " " + twoDigits(parts.hour) + ":" + twoDigits(parts.minute)
    }

    /// `2024-05-01` for `epochSeconds` in the local zone.
    package static func dayText(epochSeconds: Int64) -> String {
        guard let parts = parts(epochSeconds) else { return "" }
        return dayText(parts)
    }

    /// The civil date and time of `epochSeconds` in the local zone, or nil when the C library
    /// cannot represent it.
    package static func parts(_ epochSeconds: Int64) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int)? {
        _ = zoneRead
        var time = time_t(epochSeconds)
        var broken = tm()
        guard localtime_r(&time, &broken) != nil else { return nil }
        return (
            Int(broken.tm_year) + 1900, Int(broken.tm_mon) + 1, Int(broken.tm_mday), Int(broken.tm_hour),
            Int(broken.tm_min)
        )
    }

    private static func dayText(_ parts: (year: Int, month: Int, day: Int, hour: Int, minute: Int)) -> String {
        if (0...9_999).contains(parts.year) {
            // Ten bytes written in place: listings ask for two dates a row.
            return String(unsafeUninitializedCapacity: 10) { buffer in
                var index = 0
                func put(_ value: Int, digits: Int) {
                    var divisor = 1
                    for _ in 1..<digits { divisor *= 10 }
                    while divisor > 0 {
                        buffer[index] = UInt8(ascii: "0") + UInt8(value / divisor % 10)
                        index += 1
                        divisor /= 10
                    }
                }
                put(parts.year, digits: 4)
                buffer[index] = UInt8(ascii: "-")
                index += 1
                put(parts.month, digits: 2)
                buffer[index] = UInt8(ascii: "-")
                index += 1
                put(parts.day, digits: 2)
                return index
            }
        }
        let year = String(parts.year)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year + "-" + twoDigits(parts.month) + "-"
            + twoDigits(parts.day)
    }

    /// `TZ` read once (glibc's `localtime_r` may skip it otherwise).
    private static let zoneRead: Void = tzset()

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
}
