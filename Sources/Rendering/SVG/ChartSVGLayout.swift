// Where the plot goes and what its axes say. Built in three passes because each size depends
// on another: value ticks from an estimated plot length, then the margin their labels need,
// then the domain labels for the real plot width (rotated 45° or thinned when they would
// collide), which fixes the bottom margin and so the final plot rectangle.
import Charting

/// A positioned tick label.
struct TickLabel: Sendable, Hashable {
    var position: Double
    var text: String
}

/// The geometry of a cartesian chart: plot rectangle, scales and axis labels.
struct ChartSVGLayout {
    static let fontSize = 11.0
    /// The box the chart got (axis titles sit at its edges).
    var outer: ChartBox
    var plot: ChartBox
    var isHorizontal: Bool
    var value: ChartScale
    var valueTicks: [TickLabel] = []
    var band: BandScale?
    var domain: ChartScale?
    var domainTicks: [TickLabel] = []
    /// Domain labels drawn at 45° (bottom axis, crowded categories).
    var isRotated = false
    /// The height of the domain labels under the plot.
    var domainLabelHeight = 0.0

    init(plan: ChartPlan, box: ChartBox) {
        let spec = plan.spec
        outer = box
        isHorizontal = spec.orientation == .horizontal
        let estimate = isHorizontal ? box.width - 140 : box.height - 60
        let ticks = ChartSVGLayout.valueTicks(plan, length: estimate, horizontal: isHorizontal)
        let labelWidth =
            ticks.labels.map { ChartTextWidth.of($0, fontSize: Self.fontSize) }.max() ?? 0
        value = ChartScale(
            lower: ticks.lower, upper: ticks.upper, start: 0, end: 1, isLog: spec.y.scale == .log)
        var inner = box
        let valueTitle = spec.y.label == nil ? 0.0 : 18
        let domainTitle = spec.x.label == nil ? 0.0 : 18
        inner.cutRight(isHorizontal ? labelWidth / 2 + 4 : plan.isContinuous ? 26 : 10)
        if isHorizontal {
            let bandLabels = ChartSVGLayout.domainLabelWidth(plan)
            inner.cutLeft(min(bandLabels, box.width * 0.35) + 8 + domainTitle)
            inner.cutBottom(Self.fontSize + 8 + valueTitle)
        } else {
            inner.cutLeft(labelWidth + 8 + valueTitle)
            inner.cutTop(6)
        }
        plot = inner
        placeDomain(plan, reservedBottom: domainTitle)
        value = ChartScale(
            lower: ticks.lower, upper: ticks.upper,
            start: isHorizontal ? plot.x : plot.bottom,
            end: isHorizontal ? plot.right : plot.y, isLog: spec.y.scale == .log)
        valueTicks = zip(ticks.values, ticks.labels).filter { value.contains($0.0) }
            .map { TickLabel(position: value($0.0), text: ChartNumber.tick($0.1, at: $0.0)) }
    }

    /// The value axis ticks, with `%` on percent stacks and the spec's bounds applied.
    static func valueTicks(_ plan: ChartPlan, length: Double, horizontal: Bool) -> AxisTicks {
        let spec = plan.spec
        let count = max(2, min(10, Int(length / (horizontal ? 90 : 50))))
        var (low, high) = (plan.valueLower, plan.valueUpper)
        let pad = plan.pointPadding * (high - low)
        if pad > 0 && spec.y.scale != .log {
            if spec.y.min == nil { low -= pad }
            if spec.y.max == nil { high += pad }
        }
        var ticks =
            spec.y.scale == .log
            ? AxisTicks.log(min: max(low, 1e-12), max: max(high, 1e-12))
            : AxisTicks.linear(min: low, max: high, count: count)
        if pad > 0 && spec.y.scale != .log { (ticks.lower, ticks.upper) = (low, high) }
        if let minimum = spec.y.min?.numericValue, minimum.isFinite { ticks.lower = minimum }
        if let maximum = spec.y.max?.numericValue, maximum.isFinite, maximum > ticks.lower {
            ticks.upper = maximum
        }
        if spec.stacking == .percent && plan.types.contains(where: { $0 == .bar || $0 == .area }) {
            ticks.upper = min(ticks.upper, 100)
            ticks.labels = ticks.labels.map { $0 + "%" }
        }
        return ticks
    }

    static func domainLabelWidth(_ plan: ChartPlan) -> Double {
        guard case .bands(_, let labels) = plan.domain else { return 48 }
        return labels.map { ChartTextWidth.of($0, fontSize: fontSize) }.max() ?? 0
    }

    /// The pixel position of a domain value: band centre or scaled number.
    func position(of value: ChartValue, plan: ChartPlan) -> Double? {
        if let band {
            return plan.band(of: value).map { band.center($0) }
        }
        guard let number = value.numericValue, number.isFinite, let domain else { return nil }
        if domain.isLog && number <= 0 { return nil }
        return domain(number)
    }

    /// SVG coordinates of a domain position and a value position.
    func point(domain: Double, value: Double) -> (x: Double, y: Double) {
        isHorizontal ? (value, domain) : (domain, value)
    }

    /// The plot length along the domain axis.
    var domainLength: Double { isHorizontal ? plot.height : plot.width }
}
