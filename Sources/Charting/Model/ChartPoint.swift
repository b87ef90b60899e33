/// One point, slice, bar, cell or bin.
///
/// - Pie slices: `x` is the slice label (a category) and `y` its value.
/// - Heatmap cells: `x` is the column label, `y` the row index into `ChartSpec.y.categories`,
///   and `value` the cell value.
/// - Histogram bins: `x` is the bin start, `x2` the bin end and `y` the count.
/// - Bubbles: `size` is the third value.
public struct ChartPoint: Sendable, Hashable {
    /// The position on the domain axis.
    public var x: ChartValue
    /// The value; nil is a gap.
    public var y: Double?
    /// The end of the bin (histograms only).
    public var x2: ChartValue?
    /// The bubble size (bubble charts only).
    public var size: Double?
    /// The cell value (heatmaps only).
    public var value: Double?
    /// A per-point CSS colour, when the spec gave one.
    public var color: String?

    /// Creates a point.
    public init(
        x: ChartValue,
        y: Double?,
        x2: ChartValue? = nil,
        size: Double? = nil,
        value: Double? = nil,
        color: String? = nil
    ) {
        self.x = x
        self.y = y
        self.x2 = x2
        self.size = size
        self.value = value
        self.color = color
    }
}
