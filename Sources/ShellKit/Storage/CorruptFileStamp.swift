import Foundation

/// The timestamp in the name of a corrupt file moved aside: `20261122T235924Z` (UTC, sortable).
package enum CorruptFileStamp {
    package static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
