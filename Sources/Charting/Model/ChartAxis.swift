/// One axis of a chart: its title, scale and optional bounds.
public struct ChartAxis: Sendable, Hashable {
    /// The axis title.
    public var label: String?
    /// How values map onto the axis.
    public var scale: AxisScale
    /// Lower bound the spec asked for (a date on time axes).
    public var min: ChartValue?
    /// Upper bound the spec asked for (a date on time axes).
    public var max: ChartValue?
    /// The categories in display order, for category scales; empty otherwise.
    public var categories: [String]

    /// Creates an axis.
    public init(
        label: String? = nil,
        scale: AxisScale = .category,
        min: ChartValue? = nil,
        max: ChartValue? = nil,
        categories: [String] = []
    ) {
        self.label = label
        self.scale = scale
        self.min = min
        self.max = max
        self.categories = categories
    }
}

/// How an axis maps values to positions.
public enum AxisScale: String, Sendable, Hashable, Codable, CaseIterable {
    /// Discrete labels in order.
    case category
    /// Numbers, evenly.
    case linear
    /// Positive numbers, by powers of ten.
    case log
    /// Dates.
    case time
}
