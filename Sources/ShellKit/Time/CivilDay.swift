/// Days of the proleptic Gregorian calendar as plain integers: what the shell's own timestamp
/// readers need, without a calendar object (which loads ICU's data on Linux).
package enum CivilDay {
    /// Days from 1970-01-01 to the given date (Howard Hinnant's algorithm).
    package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return Int64(era * 146_097 + dayOfEra - 719_468)
    }

    /// Whether the month has that day (February 29 only in leap years).
    package static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month) else { return false }
        return (1...daysIn(month: month, year: year)).contains(day)
    }

    /// How many days the month has (1–12).
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    package static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}
