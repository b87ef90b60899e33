/// One legend entry: a named run of points.
public struct ChartSeries: Sendable, Hashable {
    /// The name a legend shows.
    public var name: String
    /// A CSS colour string, if the spec gave one.
    public var color: String?
    /// The series' own type in a mixed chart; nil means the chart's type.
    public var type: ChartType?
    /// The stack group this series belongs to, when the spec named one.
    public var stack: String?
    /// True when the spec asked for a smoothed line (spline).
    public var isSmooth: Bool
    /// The points in spec order; a nil `y` is a gap.
    public var points: [ChartPoint]

    /// Creates a series.
    public init(
        name: String,
        color: String? = nil,
        type: ChartType? = nil,
        stack: String? = nil,
        isSmooth: Bool = false,
        points: [ChartPoint] = []
    ) {
        self.name = name
        self.color = color
        self.type = type
        self.stack = stack
        self.isSmooth = isSmooth
        self.points = points
    }
}
