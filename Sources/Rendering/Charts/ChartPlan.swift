// What a cartesian chart (line, bar, area, scatter, bubble, histogram, and their mixes)
// needs before drawing, shared by the SVG and terminal renderers: each series' effective
// type, how the domain maps (bands of categories, or a continuous number/time range), the
// stack segments, and the value extent the value axis must cover.
import Charting

/// The drawing plan of a cartesian chart.
struct ChartPlan {
    /// How domain values map to positions.
    enum Domain {
        /// Discrete bands: the keys in order and the label of each.
        case bands(keys: [ChartValue], labels: [String])
        /// A continuous range in axis units (seconds for time).
        case continuous(lower: Double, upper: Double, scale: AxisScale)
    }

    let spec: ChartSpec
    /// The type each series is drawn as.
    let types: [ChartType]
    let domain: Domain
    /// Band index of each domain value (bands only).
    let bandIndex: [ChartValue: Int]
    /// Stack segment per series and domain value, for stacked series; nil when not stacked.
    let stacks: [[ChartValue: StackSegment]?]
    /// Bar slot (group) of each bar series and the number of slots.
    let barSlots: [Int]
    let slotCount: Int
    /// The value range to show (before rounding to ticks).
    let valueLower: Double
    let valueUpper: Double

    init(_ spec: ChartSpec) {
        self.spec = spec
        let types = spec.series.map { $0.type ?? spec.type }
        self.types = types
        let hasBars = types.contains(.bar)
        domain = ChartPlan.domain(spec, bands: hasBars || spec.x.scale == .category)
        if case .bands(let keys, _) = domain {
            bandIndex = ChartPlan.index(keys, categories: spec.x.categories)
        } else {
            bandIndex = [:]
        }
        stacks = ChartPlan.stacks(spec, types: types)
        (barSlots, slotCount) = ChartPlan.slots(spec, types: types)
        (valueLower, valueUpper) = ChartPlan.valueRange(spec, types: types, stacks: stacks)
    }

    /// How much of the data range to add on each side so points are not cut by the frame:
    /// a little for scatter points, more for bubbles; none for other types.
    var pointPadding: Double {
        if types.contains(.bubble) { return 0.12 }
        return types.contains(.scatter) ? 0.05 : 0
    }

    /// True when the domain is a continuous number or time range.
    var isContinuous: Bool {
        if case .continuous = domain { return true }
        return false
    }

    /// True when horizontal bars list the first category at the bottom, as ECharts and Plotly
    /// draw a category y axis; the other tools list it at the top.
    var isFirstCategoryAtBottom: Bool {
        spec.orientation == .horizontal && (spec.source == .echarts || spec.source == .plotly)
    }

    /// The tick count for a continuous numeric domain: `wanted`, but no more ticks than whole
    /// numbers in the range when every x is a whole number (years, counts).
    func domainTickCount(_ wanted: Int, lower: Double, upper: Double) -> Int {
        let integral = spec.series.allSatisfy {
            $0.points.allSatisfy { $0.x.numericValue.map { $0 == $0.rounded() } ?? true }
        }
        let span = Int(max(0, min(upper - lower, 1000)))
        return integral && span >= 1 ? max(1, min(wanted, span)) : wanted
    }

    /// True when every series is a line or area on bands: points run edge to edge.
    var usesPointBands: Bool {
        guard case .bands = domain else { return false }
        return types.allSatisfy { $0 == .line || $0 == .area }
    }

    /// The band of a point's domain value (numbers index categories when nothing matches).
    func band(of value: ChartValue) -> Int? {
        if let index = bandIndex[value] { return index }
        if case .number(let number) = value, case .bands(let keys, _) = domain,
            number >= 0, number < Double(keys.count), number == number.rounded()
        {
            return Int(number)
        }
        return nil
    }

    /// The domain value of a point as a number (continuous domains).
    func domainNumber(_ value: ChartValue) -> Double? { value.numericValue }

    /// The segment a point covers: its stack segment, or zero to `y`.
    func segment(series: Int, point: ChartPoint) -> StackSegment? {
        let segment =
            stacks[series].map { $0[point.x] } ?? point.y.map { StackSegment(lower: 0, upper: $0) }
        guard let segment, segment.lower.isFinite, segment.upper.isFinite else { return nil }
        return segment
    }

    /// What hovering a bar, bin or point shows: `series — x: y` (the series name only when
    /// there are several; size for bubbles).
    func hoverText(series: Int, point: ChartPoint) -> String? {
        guard let y = point.y else { return nil }
        var x = point.x.label
        if let band = band(of: point.x), case .bands(_, let labels) = domain, band < labels.count {
            x = labels[band]
        }
        if let end = point.x2 { x += "–" + end.label }
        var text = spec.series.count > 1 ? spec.series[series].name + " — " : ""
        text += x + ": " + ChartValue.number(y).label
        if let size = point.size, types[series] == .bubble {
            text += " (size " + ChartValue.number(size).label + ")"
        }
        return text
    }

    /// The largest magnitude drawn: beyond it values are clamped, so that spans stay finite
    /// (tick maths on a span of infinity would never end).
    static let limit = 1e300

    static func index(_ keys: [ChartValue], categories: [String]) -> [ChartValue: Int] {
        var index: [ChartValue: Int] = [:]
        for (position, key) in keys.enumerated() where index[key] == nil { index[key] = position }
        return index
    }

    static func slots(_ spec: ChartSpec, types: [ChartType]) -> ([Int], Int) {
        var groups: [String: Int] = [:]
        var slots = [Int](repeating: 0, count: types.count)
        for (index, type) in types.enumerated() where type == .bar {
            let key = spec.stacking == .none ? "#\(index)" : (spec.series[index].stack ?? "")
            if groups[key] == nil { groups[key] = groups.count }
            slots[index] = groups[key] ?? 0
        }
        return (slots, max(1, groups.count))
    }
}
