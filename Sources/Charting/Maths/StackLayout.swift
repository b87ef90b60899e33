// Stacking. For every domain value (category, number or date, in first-seen order), positive
// values pile upwards from zero and negative ones downwards, series by series in legend order,
// so mixed signs never overlap. Percent stacking divides by the sum of absolute values at that
// domain value, giving segments between -100 and 100.

/// One drawn segment of a stacked series: from `lower` to `upper` on the value axis.
public struct StackSegment: Sendable, Hashable {
    /// The baseline.
    public var lower: Double
    /// The top.
    public var upper: Double

    /// Creates a segment.
    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }
}

/// Cumulative baselines per domain value for stacked and percent charts.
public struct StackLayout: Sendable, Hashable {
    /// The domain values in first-seen order.
    public var keys: [ChartValue]
    /// `segments[series][key]`: nil where the series has no value (a gap).
    public var segments: [[StackSegment?]]

    /// Lays out `series` (all of them, or those of one stack group) with `stacking`; with
    /// `.none` every segment starts at zero.
    public init(series: [ChartSeries], stacking: ChartStacking) {
        var keys: [ChartValue] = []
        var index: [ChartValue: Int] = [:]
        for point in series.flatMap(\.points) where index[point.x] == nil {
            index[point.x] = keys.count
            keys.append(point.x)
        }
        var values = series.map { item -> [Double?] in
            var row = [Double?](repeating: nil, count: keys.count)
            for point in item.points { if let slot = index[point.x] { row[slot] = point.y } }
            return row
        }
        if stacking == .percent {
            for key in keys.indices {
                let total = values.reduce(0) { $0 + abs($1[key] ?? 0) }
                for row in values.indices { values[row][key] = values[row][key].map { total > 0 ? $0 / total * 100 : 0 } }
            }
        }
        var positive = [Double](repeating: 0, count: keys.count)
        var negative = [Double](repeating: 0, count: keys.count)
        segments = values.map { row in
            row.enumerated().map { key, value -> StackSegment? in
                guard let value else { return nil }
                guard stacking != .none else { return StackSegment(lower: 0, upper: value) }
                if value >= 0 {
                    defer { positive[key] += value }
                    return StackSegment(lower: positive[key], upper: positive[key] + value)
                }
                defer { negative[key] += value }
                return StackSegment(lower: negative[key], upper: negative[key] + value)
            }
        }
        self.keys = keys
    }

    /// The lowest and highest values the stack reaches (0 included).
    public var extent: (lower: Double, upper: Double) {
        let all = segments.flatMap { $0.compactMap { $0 } }
        return (all.map { min($0.lower, $0.upper) }.min().map { min($0, 0) } ?? 0,
                all.map { max($0.lower, $0.upper) }.max().map { max($0, 0) } ?? 0)
    }
}
