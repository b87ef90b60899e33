// Pie and donut in a terminal: one bar the width of the chart split in proportion to the
// slices (largest remainders, so the cells add up), then a legend line per slice with its
// value and share. Heatmaps: two rows per line with the upper half block (fg = upper cell,
// bg = lower cell), row labels on the left, and a low-to-high colour ramp underneath.
import Charting
import Theming

extension ChartTerminalContext {
    func pie() -> [StyledLine] {
        let points = (spec.series.first?.points ?? []).enumerated().compactMap { index, point -> (String, Double, Color)? in
            guard let value = point.y, value.isFinite, value > 0 else { return nil }
            return (Self.clean(point.x.label), value, color(point.color, index: index))
        }
        let total = points.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return [] }
        let cells = Self.apportion(points.map(\.1), into: width)
        var bar = StyledLine()
        for (point, count) in zip(points, cells) {
            bar.append(Span(String(repeating: "█", count: count), style: TextStyle(foreground: point.2)))
        }
        var lines = [bar, StyledLine()]
        let nameWidth = min(width / 2, points.map { CellWidth.of($0.0) }.max() ?? 1)
        for point in points {
            var line = StyledLine([Span("■ ", style: TextStyle(foreground: point.2))])
            line.append(Span(Self.pad(point.0, nameWidth), style: labelStyle))
            line.append(Span("  " + Self.pad(ChartNumber.short(point.1), 7, right: true) + "  "
                             + Self.pad(ChartSVGRenderer.percent(point.1 / total), 6, right: true), style: labelStyle))
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
        let order = exact.indices.sorted { exact[$0] - Double(counts[$0]) > exact[$1] - Double(counts[$1]) }
        for index in order.prefix(max(0, cells - counts.reduce(0, +))) { counts[index] += 1 }
        return counts
    }

    func heatmap() -> [StyledLine] {
        let grid = HeatmapGrid(spec)
        guard !grid.columns.isEmpty, !grid.rows.isEmpty else { return [] }
        let stops = ChartSVGRenderer.colorStops(spec)
        let labelWidth = min(width / 3, grid.rows.map { CellWidth.of(Self.clean($0)) }.max() ?? 1)
        let cellWidth = max(1, min(6, (width - labelWidth - 1) / grid.columns.count))
        var values = [[Double?]](repeating: [Double?](repeating: nil, count: grid.columns.count), count: grid.rows.count)
        for cell in grid.cells { values[cell.row][cell.column] = cell.value }
        var lines: [StyledLine] = []
        for pair in stride(from: 0, to: grid.rows.count, by: 2) {
            let names = [grid.rows[pair]] + (pair + 1 < grid.rows.count ? [grid.rows[pair + 1]] : [])
            var line = StyledLine([Span(Self.pad(Self.clean(names.joined(separator: "/")), labelWidth, right: true) + " ", style: labelStyle)])
            for column in 0..<grid.columns.count where labelWidth + 1 + (column + 1) * cellWidth <= width {
                let upper = values[pair][column].map { ChartColor.interpolate(stops, at: grid.fraction($0)) }
                let lower = pair + 1 < grid.rows.count ? values[pair + 1][column].map { ChartColor.interpolate(stops, at: grid.fraction($0)) } : nil
                line.append(Span(String(repeating: upper == nil ? " " : "▀", count: cellWidth), style: TextStyle(foreground: upper, background: lower)))
            }
            lines.append(line)
        }
        lines.append(heatmapColumnLabels(grid, offset: labelWidth + 1, cellWidth: cellWidth))
        var ramp = StyledLine([Span(ChartNumber.short(grid.low) + " ", style: labelStyle)])
        for step in 0..<10 { ramp.append(Span("█", style: TextStyle(foreground: ChartColor.interpolate(stops, at: Double(step) / 9)))) }
        ramp.append(Span(" " + ChartNumber.short(grid.high), style: labelStyle))
        return lines + [ramp] + axisTitles()
    }

    private func heatmapColumnLabels(_ grid: HeatmapGrid, offset: Int, cellWidth: Int) -> StyledLine {
        var row = [Character](repeating: " ", count: max(0, width - offset))
        var free = 0
        for (column, name) in grid.columns.enumerated() {
            let text = Array(Self.fit(Self.clean(name), max(1, cellWidth * 3)))
            let start = max(free, column * cellWidth)
            guard start + text.count <= row.count, text.allSatisfy({ CellWidth.of($0) == 1 }) else { continue }
            for (index, character) in text.enumerated() { row[start + index] = character }
            free = start + text.count + 1
        }
        return StyledLine([Span(String(repeating: " ", count: offset) + String(row), style: labelStyle)])
    }
}
