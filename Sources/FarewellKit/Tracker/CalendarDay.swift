/// Calendar days in UTC as `yyyy-MM-dd`, computed without time zones or Foundation calendars.
package enum CalendarDay {
    /// Days since 1970-01-01 of the UTC day holding `seconds` since the epoch.
    package static func days(fromUnix seconds: Int64) -> Int {
        Int((seconds >= 0 ? seconds : seconds - 86_399) / 86_400)
    }

    /// `yyyy-MM-dd` of the UTC day holding `seconds` since the epoch.
    package static func string(fromUnix seconds: Int64) -> String { string(days: days(fromUnix: seconds)) }

    /// `yyyy-MM-dd` for a day number (days since 1970-01-01).
    package static func string(days: Int) -> String {
        // Civil-from-days (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    }

    /// The day number of `yyyy-MM-dd` (a longer ISO timestamp is cut to its date), or nil when malformed.
    package static func days(from text: String) -> Int? {
        let parts = text.prefix(10).split(separator: "-", omittingEmptySubsequences: false)
        guard text.count >= 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
