/// A chart read from any supported format, normalised into one value model.
///
/// `x` is always the domain axis (categories, times or the independent number) and `y` the
/// value axis; `orientation` says which way the chart is drawn, so a horizontal bar chart still
/// keeps its categories on `x`. A series is what a legend lists.
public struct ChartSpec: Sendable, Hashable {
    /// The kind of chart; a series may override it for mixed charts.
    public var type: ChartType
    /// The chart title, if the spec gave one.
    public var title: String?
    /// The subtitle, if the spec gave one.
    public var subtitle: String?
    /// The domain axis (categories, dates or the independent number).
    public var x: ChartAxis
    /// The value axis.
    public var y: ChartAxis
    /// Whether the domain axis runs along the bottom (vertical) or the left side (horizontal).
    public var orientation: ChartOrientation
    /// How the series of bar and area charts pile up.
    public var stacking: ChartStacking
    /// True for a donut (a pie with a hole).
    public var isDonut: Bool
    /// Inner radius as a fraction of the outer radius (0 for a plain pie).
    public var innerRadiusRatio: Double
    /// The series, in the order a legend lists them.
    public var series: [ChartSeries]
    /// Colours for a continuous value scale (heatmaps), low to high; empty when unspecified.
    public var colorScale: [String]
    /// The format the chart was read from.
    public var source: ChartFormat
    /// Non-fatal remarks about what was ignored or approximated.
    public var notes: [String]

    /// Creates a chart spec.
    public init(
        type: ChartType,
        title: String? = nil,
        subtitle: String? = nil,
        x: ChartAxis = ChartAxis(),
        y: ChartAxis = ChartAxis(scale: .linear),
        orientation: ChartOrientation = .vertical,
        stacking: ChartStacking = .none,
        isDonut: Bool = false,
        innerRadiusRatio: Double = 0,
        series: [ChartSeries] = [],
        colorScale: [String] = [],
        source: ChartFormat,
        notes: [String] = []
    ) {
        self.type = type
        self.title = title
        self.subtitle = subtitle
        self.x = x
        self.y = y
        self.orientation = orientation
        self.stacking = stacking
        self.isDonut = isDonut
        self.innerRadiusRatio = innerRadiusRatio
        self.series = series
        self.colorScale = colorScale
        self.source = source
        self.notes = notes
    }
}

/// The kind of a chart or of one series in a mixed chart.
public enum ChartType: String, Sendable, Hashable, Codable, CaseIterable {
    /// Points joined by lines.
    case line
    /// Bars (columns when vertical).
    case bar
    /// A line with the area below it filled.
    case area
    /// Unjoined points.
    case scatter
    /// Points whose size carries a third value (`ChartPoint.size`).
    case bubble
    /// Slices of a whole; donut when `ChartSpec.isDonut`.
    case pie
    /// A grid of cells coloured by `ChartPoint.value`.
    case heatmap
    /// Counts per bin; points carry `x` (bin start), `x2` (bin end) and `y` (count).
    case histogram
}

/// Which way the domain axis runs.
public enum ChartOrientation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Domain along the bottom, values upwards (columns).
    case vertical
    /// Domain down the left side, values to the right (horizontal bars).
    case horizontal
}

/// How series pile up on the value axis.
public enum ChartStacking: String, Sendable, Hashable, Codable, CaseIterable {
    /// Series are drawn side by side or over each other.
    case none
    /// Series are stacked on each other.
    case stacked
    /// Series are stacked and scaled so that each category sums to 100 %.
    case percent
}
