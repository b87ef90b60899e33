import Charting
import FoundationEssentials

extension ChartPlan {
    static func domain(_ spec: ChartSpec, bands: Bool) -> Domain {
        let points = spec.series.flatMap(\.points)
        if bands {
            var keys: [ChartValue] = spec.x.categories.map { .category($0) }
            var seen = Set(keys)
            var extra: [ChartValue] = []
            for point in points where !seen.contains(point.x) {
                if case .number(let number) = point.x, !keys.isEmpty, number >= 0,
                    number < Double(keys.count), number == number.rounded()
                {
                    continue
                }
                seen.insert(point.x)
                extra.append(point.x)
            }
            if keys.isEmpty { extra.sort(by: ChartPlan.ascending) }
            keys += extra
            return .bands(keys: keys, labels: labels(for: keys))
        }
        let numbers = points.flatMap { [$0.x.numericValue, $0.x2?.numericValue] }.compactMap { $0 }
            .filter { $0.isFinite && (spec.x.scale != .log || $0 > 0) }
        var lower = clamped(spec.x.min?.numericValue ?? numbers.min() ?? 0)
        var upper = clamped(spec.x.max?.numericValue ?? numbers.max() ?? 1)
        if lower > upper { swap(&lower, &upper) }
        if lower == upper { (lower, upper) = (lower - 1, upper + 1) }
        let scale: AxisScale = spec.x.scale == .category ? .linear : spec.x.scale
        let hasDates = points.contains { if case .date = $0.x { true } else { false } }
        guard hasDates else { return .continuous(lower: lower, upper: upper, scale: scale) }
        // NB: calendar maths needs dates a calendar can hold; ±10¹² s is ±31,000 years.
        let bound = 1e12
        return .continuous(
            lower: max(-bound, min(bound - 1, lower)), upper: max(-bound + 1, min(bound, upper)),
            scale: .time)
    }

    /// `value` within ±`limit` (0 when not a number).
    static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : max(-limit, min(limit, value))
    }

    /// Numbers and dates ascending; categories keep their order (they sort last, stably).
    static func ascending(_ a: ChartValue, _ b: ChartValue) -> Bool {
        switch (a.numericValue, b.numericValue) {
        case (let x?, let y?): x < y
        case (_?, nil): true
        case (nil, _): false
        }
    }

    /// Band labels: categories as they are, dates at the coarsest unit that tells them apart.
    static func labels(for keys: [ChartValue]) -> [String] {
        let dates = keys.compactMap { key -> Date? in
            if case .date(let date) = key { date } else { nil }
        }
        let unit = timeUnit(for: dates)
        return keys.map { key in
            switch key {
            case .date(let date): unit.label(date)
            case .number, .category: key.label
            }
        }
    }

    static func timeUnit(for dates: [Date]) -> TimeTickUnit {
        let sorted = dates.map(\.timeIntervalSince1970).sorted()
        let gaps = zip(sorted.dropFirst(), sorted).map { $0 - $1 }.filter { $0 > 0 }
        let gap = gaps.min() ?? 86_400
        if gap >= 360 * 86_400 { return .year }
        if gap >= 28 * 86_400 { return .month }
        if gap >= 86_400 { return .day }
        if gap >= 60 { return .minute }
        return .second
    }

    static func stacks(_ spec: ChartSpec, types: [ChartType]) -> [[ChartValue: StackSegment]?] {
        var result = [[ChartValue: StackSegment]?](repeating: nil, count: types.count)
        guard spec.stacking != .none else { return result }
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (index, type) in types.enumerated() {
            let family: String
            switch type {
            case .bar: family = "bar:" + (spec.series[index].stack ?? "")
            case .area, .line: family = "area:" + (spec.series[index].stack ?? "")
            case .scatter, .bubble, .pie, .heatmap, .histogram: continue
            }
            if groups[family] == nil { order.append(family) }
            groups[family, default: []].append(index)
        }
        for family in order {
            let members = groups[family] ?? []
            let layout = StackLayout(
                series: members.map { spec.series[$0] }, stacking: spec.stacking)
            for (row, member) in members.enumerated() {
                var map: [ChartValue: StackSegment] = [:]
                for (key, segment) in zip(layout.keys, layout.segments[row]) { map[key] = segment }
                result[member] = map
            }
        }
        return result
    }

    static func valueRange(
        _ spec: ChartSpec, types: [ChartType], stacks: [[ChartValue: StackSegment]?]
    ) -> (Double, Double) {
        var low = Double.infinity
        var high = -Double.infinity
        for (index, series) in spec.series.enumerated() {
            let values: [Double]
            if let stack = stacks[index] {
                values = stack.values.flatMap { [$0.lower, $0.upper] }
            } else {
                values = series.points.compactMap(\.y)
            }
            for value in values where value.isFinite && (spec.y.scale != .log || value > 0) {
                low = min(low, max(value, -limit))
                high = max(high, min(value, limit))
            }
            if [.bar, .area, .histogram].contains(types[index]) && spec.y.scale != .log {
                low = min(low, 0)
                high = max(high, 0)
            }
        }
        if !low.isFinite || !high.isFinite { (low, high) = (0, 1) }
        if spec.stacking == .percent && types.contains(where: { $0 == .bar || $0 == .area }) {
            (low, high) = (min(low, 0), max(100, min(high, 100)))
        }
        if let minimum = spec.y.min?.numericValue, minimum.isFinite { low = clamped(minimum) }
        if let maximum = spec.y.max?.numericValue, maximum.isFinite { high = clamped(maximum) }
        return (min(low, high), max(low, high))
    }
}
