// Civil (proleptic Gregorian, UTC) dates from and to day counts, after Howard Hinnant's
// `days_from_civil` / `civil_from_days`: shift the year to start in March so the leap day is
// last, then count 400-year eras of 146,097 days. No Calendar, no time zones, no Foundation.
import FoundationEssentials

/// A UTC calendar date and time of day.
public struct CivilDateTime: Sendable, Hashable {
    /// The year (proleptic Gregorian; 0 is 1 BC).
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int
    /// The hour, 0...23.
    public var hour: Int
    /// The minute, 0...59.
    public var minute: Int
    /// The second, 0...59 (fractions are in `nanosecond`).
    public var second: Int
    /// The fraction of the second in nanoseconds.
    public var nanosecond: Int

    /// Creates a date and time; out-of-range fields roll over when converted to a `Date`.
    public init(
        year: Int, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0,
        second: Int = 0, nanosecond: Int = 0
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
        self.nanosecond = nanosecond
    }

    /// The calendar fields of `date` in UTC.
    public init(_ date: Date) {
        let seconds = date.timeIntervalSince1970
        let whole = seconds.rounded(.down)
        let clamped = Swift.min(Swift.max(whole, -1e15), 1e15)
        let total = Int(clamped)
        let days = Self.floorDiv(total, 86_400)
        let secondOfDay = total - days * 86_400
        let (year, month, day) = Self.civil(fromDays: days)
        self.init(
            year: year, month: month, day: day, hour: secondOfDay / 3600,
            minute: secondOfDay % 3600 / 60, second: secondOfDay % 60,
            nanosecond: Int(((seconds - whole) * 1e9).rounded()) % 1_000_000_000)
    }

    /// The instant, reading the fields as UTC (rolling over out-of-range months and days).
    public var date: Date {
        let monthIndex = year * 12 + (month - 1)
        let normalYear = Self.floorDiv(monthIndex, 12)
        let normalMonth = monthIndex - normalYear * 12 + 1
        let days = Self.days(fromCivil: normalYear, normalMonth, 1) + (day - 1)
        let seconds = Double(days) * 86_400 + Double(hour * 3600 + minute * 60 + second)
        return Date(timeIntervalSince1970: seconds + Double(nanosecond) / 1e9)
    }

    /// Day of the week, 1 = Monday ... 7 = Sunday.
    public var weekday: Int {
        let days = Self.days(fromCivil: year, month, day)
        return Self.floorMod(days + 3, 7) + 1
    }

    /// Days since 1970-01-01 for a civil date.
    public static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = floorDiv(shifted, 400)
        let yearOfEra = shifted - era * 400
        let monthIndex = (month + 9) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The civil date of a day count since 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDiv(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days in a month of a year.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        let next = month == 12 ? days(fromCivil: year + 1, 1, 1) : days(fromCivil: year, month + 1, 1)
        return next - days(fromCivil: year, month, 1)
    }

    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let quotient = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? quotient - 1 : quotient
    }

    static func floorMod(_ a: Int, _ b: Int) -> Int { a - floorDiv(a, b) * b }
}
