import ShellKit

/// Reads Qiita's ISO 8601 timestamps (`2024-05-01T12:34:56+09:00`, also `Z`, `+0900` and
/// fractional seconds) without a date formatter, which is slow on Linux for large imports.
package enum ItemTimestamp {
    /// Seconds since 1970-01-01T00:00:00Z, or nil when the text is not such a timestamp.
    package static func epochSeconds(_ text: String) -> Int64? {
        // Read in place: a listing reads two timestamps a row, and copying each into an array
        // was a third of the cost.
        var text = text
        return text.withUTF8 { epochSeconds(bytes: $0) }
    }

    private static func epochSeconds(bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard bytes.count >= 20, bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "),
            bytes[4] == dash, bytes[7] == dash, bytes[13] == colon, bytes[16] == colon,
            let year = number(bytes, 0, 4), let month = number(bytes, 5, 2), let day = number(bytes, 8, 2),
            let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
            year >= 1, CivilDay.isValid(year: year, month: month, day: day), hour < 24, minute < 60, second < 61,
            let offset = offsetSeconds(bytes, from: fractionEnd(bytes, from: 19))
        else { return nil }
        let days = CivilDay.daysSinceEpoch(year: year, month: month, day: day)
        return days * 86_400 + Int64(hour * 3_600 + minute * 60 + second) - Int64(offset)
    }

    /// The `YYYY-MM-DD` part, in the timestamp's own offset, or "" when the text has none.
    package static func day(_ text: String) -> String {
        let prefix = text.prefix(10)
        return ItemQueryDay.isValid(prefix) ? String(prefix) : ""
    }

    private static let dash = UInt8(ascii: "-")
    private static let colon = UInt8(ascii: ":")

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int? {
        ASCIIDigits.number(in: bytes, from: start, count: length)
    }

    private static func fractionEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < bytes.count, bytes[start] == UInt8(ascii: ".") else { return start }
        var end = start + 1
        while end < bytes.count, number(bytes, end, 1) != nil { end += 1 }
        return end
    }

    /// `Z` → 0, `+09:00` / `+0900` → 32400, `-05:00` → -18000; nil for anything else.
    private static func offsetSeconds(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let rest = bytes[start...]
        if rest.count == 1, rest.first == UInt8(ascii: "Z") || rest.first == UInt8(ascii: "z") { return 0 }
        guard let sign = rest.first, sign == UInt8(ascii: "+") || sign == dash,
            let hours = number(bytes, start + 1, 2)
        else { return nil }
        let minutes: Int?
        switch rest.count {
        case 6 where bytes[start + 3] == colon: minutes = number(bytes, start + 4, 2)
        case 5: minutes = number(bytes, start + 3, 2)
        default: minutes = nil
        }
        guard let minutes, hours < 24, minutes < 60 else { return nil }
        let seconds = hours * 3_600 + minutes * 60
        return sign == dash ? -seconds : seconds
    }
}
