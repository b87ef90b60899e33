// Date parsing and printing without DateFormatter. `parse` reads the ISO 8601 shapes chart
// tools write, byte by byte: `2024`, `2024-03`, `2024-03-05`, `2024/03/05`, then optionally
// `T` or a space, `14:30`, `:05`, `.123456`, and a zone `Z`, `+02:00`, `+0200` or `+02`.
// Without a zone the time is UTC (charts must not depend on where they are drawn).
import FoundationEssentials

/// Parsing and formatting of dates in charts (UTC, ISO 8601).
public enum ChartDate {
    /// Parses an ISO 8601 date or date-time; a bare year is accepted only with
    /// `allowYearOnly` (when the axis is known to be a time axis).
    public static func parse(_ text: String, allowYearOnly: Bool = false) -> Date? {
        var reader = DateTextReader(bytes: Array(text.trimmingSpace().utf8))
        return reader.read(allowYearOnly: allowYearOnly)
    }

    /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
    public static func fromEpochMilliseconds(_ milliseconds: Double) -> Date {
        Date(timeIntervalSince1970: milliseconds / 1000)
    }

    /// `2024-03-05T14:30:00Z`, with milliseconds (`.250`) only when there are some.
    public static func iso8601(_ date: Date) -> String {
        let civil = CivilDateTime(date)
        var text = datePart(civil) + "T" + pad(civil.hour, 2) + ":" + pad(civil.minute, 2)
        text += ":" + pad(civil.second, 2)
        let milliseconds = (Double(civil.nanosecond) / 1e6).rounded()
        if milliseconds > 0 && milliseconds < 1000 { text += "." + pad(Int(milliseconds), 3) }
        return text + "Z"
    }

    /// `2024-03-05`.
    public static func isoDay(_ date: Date) -> String { datePart(CivilDateTime(date)) }

    /// Reads JavaScript date expressions kept as code: `Date.UTC(2024, 0, 5)` and
    /// `new Date(2024, 0, 5)` (months from 0), `new Date('2024-01-05')`, `new Date(1704412800000)`.
    public static func parseExpression(_ code: String) -> Date? {
        var text = Substring(code.trimmingSpace())
        for prefix in ["Date.UTC", "new Date", "Date"] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
            break
        }
        guard text.first == "(", text.last == ")" else { return nil }
        let inner = text.dropFirst().dropLast().trimmingSpace()
        if let quote = inner.first, quote == "'" || quote == "\"" {
            return parse(String(inner.dropFirst().dropLast()), allowYearOnly: true)
        }
        let numbers = inner.split(separator: ",").map { Int($0.trimmingSpace()) }
        guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
        let fields = numbers.compactMap { $0 }
        if fields.count == 1 { return fromEpochMilliseconds(Double(fields[0])) }
        let value = { (index: Int, fallback: Int) in index < fields.count ? fields[index] : fallback }
        return CivilDateTime(
            year: fields[0], month: value(1, 0) + 1, day: value(2, 1), hour: value(3, 0),
            minute: value(4, 0), second: value(5, 0), nanosecond: value(6, 0) * 1_000_000
        ).date
    }

    static func datePart(_ civil: CivilDateTime) -> String {
        let year = civil.year >= 0 && civil.year < 10000 ? pad(civil.year, 4) : String(civil.year)
        return year + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2)
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
