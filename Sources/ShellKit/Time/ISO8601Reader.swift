import FoundationEssentials

/// The hand reader behind `ISO8601.parse`: `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` and
/// `YYYY-MM-DD`, fields checked as `ISO8601DateFormatter` checked them (a real day, hours below
/// 24, minutes and seconds below 60).
enum ISO8601Reader {
    /// A moment read: whole seconds since 1970 (UTC), milliseconds, and the year as written.
    struct Moment {
        var seconds: Int64
        var fraction: Int
        var year: Int
    }

    static func read(_ bytes: [UInt8]) -> Date? {
        if bytes.count == 10 {
            guard let (year, month, day) = readDay(bytes) else { return nil }
            let days = CivilDay.daysSinceEpoch(year: year, month: month, day: day)
            return Date(timeIntervalSince1970: TimeInterval(days * 86_400))
        }
        guard let moment = readDateTime(bytes) else { return nil }
        // As ICU computed it: milliseconds since 1970, then seconds since 2001.
        let milliseconds = Double(moment.seconds * 1_000 + Int64(moment.fraction))
        return Date(timeIntervalSinceReferenceDate: milliseconds / 1_000 - Date.timeIntervalBetween1970AndReferenceDate)
    }

    static func readDay(_ bytes: [UInt8]) -> (Int, Int, Int)? {
        guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = ASCIIDigits.number(in: bytes, from: 0, count: 4),
            let month = ASCIIDigits.number(in: bytes, from: 5, count: 2),
            let day = ASCIIDigits.number(in: bytes, from: 8, count: 2),
            CivilDay.isValid(year: year, month: month, day: day)
        else { return nil }
        return (year, month, day)
    }

    static func readDateTime(_ bytes: [UInt8]) -> Moment? {
        func digits(_ start: Int, _ count: Int) -> Int? { ASCIIDigits.number(in: bytes, from: start, count: count) }
        let colon = UInt8(ascii: ":")
        guard bytes.count >= 20, let (year, month, day) = readDay(bytes), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == colon, bytes[16] == colon,
            let hour = digits(11, 2), let minute = digits(14, 2), let second = digits(17, 2),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var index = 19
        var fraction = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                if index - start < 3 { fraction = fraction * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
                index += 1
            }
            let count = index - start
            guard count > 0 else { return nil }
            for _ in count..<max(count, 3) { fraction *= 10 }
        }
        guard let offset = readOffset(bytes[index...]) else { return nil }
        let days = CivilDay.daysSinceEpoch(year: year, month: month, day: day)
        let seconds = days * 86_400 + Int64(hour * 3_600 + minute * 60 + second - offset)
        return Moment(seconds: seconds, fraction: fraction, year: year)
    }

    /// `Z` (0) or `±HH:MM` (seconds east of UTC), and nothing after it.
    private static func readOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
        let tail = Array(bytes)
        if tail == [UInt8(ascii: "Z")] { return 0 }
        guard tail.count == 6, tail[0] == UInt8(ascii: "+") || tail[0] == UInt8(ascii: "-"),
            tail[3] == UInt8(ascii: ":"),
            let hours = ASCIIDigits.number(in: tail, from: 1, count: 2),
            let minutes = ASCIIDigits.number(in: tail, from: 4, count: 2), hours < 24, minutes < 60
        else { return nil }
        return (hours * 3_600 + minutes * 60) * (tail[0] == UInt8(ascii: "-") ? -1 : 1)
    }
}
