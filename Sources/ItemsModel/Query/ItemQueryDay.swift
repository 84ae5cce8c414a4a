import ShellKit

/// Checks the `YYYY-MM-DD` days of `created:` and `updated:` against the calendar.
package enum ItemQueryDay {
    /// True for a real Gregorian day written as exactly `YYYY-MM-DD` (year 0001–9999).
    package static func isValid(_ text: Substring) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            year >= 1
        else { return false }
        return CivilDay.isValid(year: year, month: month, day: day)
    }
}
