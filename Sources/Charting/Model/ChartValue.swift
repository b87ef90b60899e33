import FoundationEssentials

/// A value on a domain axis: a number, a date or a category label.
public enum ChartValue: Sendable, Hashable {
    /// A number on a linear or log axis.
    case number(Double)
    /// An instant on a time axis.
    case date(Date)
    /// A label on a category axis.
    case category(String)

    /// The value as a number: dates as seconds since 1970, categories as nil.
    public var numericValue: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .category: nil
        }
    }

    /// The value as a label: numbers shortest-form, dates as ISO 8601, categories as they are.
    public var label: String {
        switch self {
        case .number(let value): NumberText.shortest(value)
        case .date(let date): ChartDate.iso8601(date)
        case .category(let text): text
        }
    }
}
