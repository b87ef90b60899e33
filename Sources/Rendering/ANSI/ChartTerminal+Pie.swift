// Pie and donut in a terminal: one bar the width of the chart split in proportion to the
// slices (largest remainders, so the cells add up), then a legend line per slice with its
// value and share.
import Charting
import Theming

extension ChartTerminalContext {
    func pie() -> [StyledLine] {
        let points = (spec.series.first?.points ?? []).enumerated().compactMap {
            index, point -> (String, Double, Color)? in
            guard let value = point.y, value.isFinite, value > 0 else { return nil }
            return (
                Self.clean(point.x.label), min(value, ChartPlan.limit),
                color(point.color, index: index)
            )
        }
        let total = points.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return [] }
        let cells = Self.apportion(points.map(\.1), into: width)
        var bar = StyledLine()
        for (point, count) in zip(points, cells) {
            bar.append(
                Span(String(repeating: "█", count: count), style: TextStyle(foreground: point.2)))
        }
        var lines = [bar, StyledLine()]
        let nameWidth = min(width / 2, points.map { CellWidth.of($0.0) }.max() ?? 1)
        for point in points {
            var line = StyledLine([Span("■ ", style: TextStyle(foreground: point.2))])
            line.append(Span(Self.pad(point.0, nameWidth), style: labelStyle))
            line.append(
                Span(
                    "  " + Self.pad(ChartNumber.short(point.1), 7, right: true) + "  "
                        + Self.pad(ChartSVGRenderer.percent(point.1 / total), 6, right: true),
                    style: labelStyle))
            lines.append(line)
        }
        return lines
    }

    /// Whole cells per value summing to `cells` (largest remainder).
    static func apportion(_ values: [Double], into cells: Int) -> [Int] {
        let total = values.reduce(0, +)
        guard total > 0 else { return values.map { _ in 0 } }
        let exact = values.map { $0 / total * Double(cells) }
        var counts = exact.map { Int($0) }
        let order = exact.indices.sorted {
            exact[$0] - Double(counts[$0]) > exact[$1] - Double(counts[$1])
        }
        for index in order.prefix(max(0, cells - counts.reduce(0, +))) { counts[index] += 1 }
        return counts
    }
}
