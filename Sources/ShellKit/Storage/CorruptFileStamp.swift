import FoundationEssentials

/// The timestamp in the name of a corrupt file moved aside: `20261122T235924Z` (UTC, sortable).
package enum CorruptFileStamp {
    package static func format(_ date: Date) -> String {
        guard let time = ClockZone.utc.civilTime(epochSeconds: ISO8601.epochSeconds(date)) else { return "" }
        return time.dayText.replacing("-", with: "") + "T" + time.clockText(seconds: true).replacing(":", with: "")
            + "Z"
    }
}
