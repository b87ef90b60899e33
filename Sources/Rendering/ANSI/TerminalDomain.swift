import Charting
import FoundationEssentials

/// The domain axis of a terminal plot: bands or a continuous range, in dots.
struct TerminalDomain {
    let plan: ChartPlan
    let dots: Int
    let scale: ChartScale?
    let ticks: [(Double, String)]

    init(plan: ChartPlan, dots: Int) {
        self.plan = plan
        self.dots = dots
        guard case .continuous(let dataLower, let dataUpper, let kind) = plan.domain else {
            scale = nil
            ticks = []
            return
        }
        let count = max(2, dots / 24)
        let pad = kind == .log ? 0 : (dataUpper - dataLower) * plan.pointPadding
        let (lower, upper) = (dataLower - pad, dataUpper + pad)
        let axis: AxisTicks
        switch kind {
        case .time:
            axis =
                AxisTicks.time(
                    from: Date(timeIntervalSince1970: lower),
                    to: Date(timeIntervalSince1970: upper), count: count
                ).ticks
        case .log: axis = AxisTicks.log(min: max(lower, 1e-12), max: max(upper, 1e-12))
        case .linear, .category:
            axis = AxisTicks.linear(
                min: lower, max: upper,
                count: plan.domainTickCount(count, lower: lower, upper: upper))
        }
        let mapped = ChartScale(
            lower: kind == .log ? axis.lower : lower, upper: kind == .log ? axis.upper : upper,
            start: 0, end: Double(dots - 1), isLog: kind == .log)
        scale = mapped
        ticks = zip(axis.values, axis.labels).filter { mapped.contains($0.0) }
            .map { ($0.0, ChartNumber.tick($0.1, at: $0.0)) }
    }

    var isContinuous: Bool { scale != nil }

    /// The width of one band in dots (continuous domains: a fortieth of the width).
    var bandDots: Double {
        guard case .bands(let keys, _) = plan.domain else { return Double(dots) / 40 }
        return Double(dots) / Double(max(1, keys.count))
    }

    /// The dot column of a domain value.
    func dot(_ value: ChartValue) -> Int? {
        if let scale {
            guard let number = value.numericValue, number.isFinite, !(scale.isLog && number <= 0)
            else { return nil }
            return Int(scale(number).rounded())
        }
        guard let band = plan.band(of: value), case .bands(let keys, _) = plan.domain else {
            return nil
        }
        var scale = BandScale(count: keys.count, start: 0, end: Double(dots - 1))
        scale.isPoint = plan.usesPointBands
        scale.pointInset = 4
        return Int(scale.center(band).rounded())
    }

    /// The label row: each label centred under its column, skipped when it would touch another.
    func labels(columns: Int) -> String {
        var placed: [(Int, String)] = []
        if let scale {
            placed = ticks.map { (Int(scale($0.0)) / 2, ChartTerminalContext.clean($0.1)) }
        } else if case .bands(let keys, let labels) = plan.domain {
            placed = zip(keys, labels).compactMap { key, label in
                dot(key).map { ($0 / 2, ChartTerminalContext.clean(label)) }
            }
        }
        var row = LabelRow(width: columns)
        for (column, label) in placed {
            row.place(ChartTerminalContext.fit(label, max(1, columns / 2)), centeredOn: column)
        }
        return row.text
    }
}
