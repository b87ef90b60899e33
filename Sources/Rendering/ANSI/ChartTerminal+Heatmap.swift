// Heatmaps in a terminal: every heatmap row is one or more half-cell rows tall; a line shows
// two half rows with the upper half block (foreground = upper, background = lower), so two
// heatmap rows can share a line. Row labels on the left, a colour ramp underneath.
import Charting
import Theming

extension ChartTerminalContext {
    func heatmap() -> [StyledLine] {
        let grid = HeatmapGrid(spec)
        guard !grid.columns.isEmpty, !grid.rows.isEmpty else { return [] }
        let stops = ChartSVGRenderer.colorStops(spec)
        let halves = max(1, min(4, plotHeight * 2 / grid.rows.count))
        let lineCount = (grid.rows.count * halves + 1) / 2
        let labels = (0..<lineCount).map { heatmapRowLabel(grid, line: $0, halves: halves) }
        let labelWidth = min(width / 3, labels.map { CellWidth.of($0) }.max() ?? 1)
        let cellWidth = max(1, min(12, (width - labelWidth - 1) / grid.columns.count))
        var lines = heatmapRows(
            grid, labels: labels, labelWidth: labelWidth, cellWidth: cellWidth, halves: halves)
        lines.append(heatmapColumnLabels(grid, offset: labelWidth + 1, cellWidth: cellWidth))
        var ramp = StyledLine([Span(ChartNumber.short(grid.low) + " ", style: labelStyle)])
        for step in 0..<10 {
            ramp.append(
                Span(
                    "█",
                    style: TextStyle(
                        foreground: ChartColor.interpolate(stops, at: Double(step) / 9))))
        }
        ramp.append(Span(" " + ChartNumber.short(grid.high), style: labelStyle))
        return lines + [ramp] + axisTitles()
    }

    /// The lines of cells: two half rows a line, coloured along the scale.
    private func heatmapRows(
        _ grid: HeatmapGrid, labels: [String], labelWidth: Int, cellWidth: Int, halves: Int
    ) -> [StyledLine] {
        let stops = ChartSVGRenderer.colorStops(spec)
        var values = [[Double?]](
            repeating: [Double?](repeating: nil, count: grid.columns.count), count: grid.rows.count)
        for cell in grid.cells { values[cell.row][cell.column] = cell.value }
        let colour = { (half: Int, column: Int) -> Color? in
            let row = half / halves
            guard row < grid.rows.count, let value = values[row][column] else { return nil }
            return ChartColor.interpolate(stops, at: grid.fraction(value))
        }
        return labels.indices.map { line in
            var styled = StyledLine([
                Span(Self.pad(labels[line], labelWidth, right: true) + " ", style: labelStyle)
            ])
            for column in 0..<grid.columns.count
            where labelWidth + 1 + (column + 1) * cellWidth <= width {
                let upper = colour(2 * line, column)
                let lower = colour(2 * line + 1, column)
                let glyph = upper == nil && lower == nil ? " " : upper == nil ? "▄" : "▀"
                let style =
                    upper == nil
                    ? TextStyle(foreground: lower) : TextStyle(foreground: upper, background: lower)
                styled.append(Span(String(repeating: glyph, count: cellWidth), style: style))
            }
            return styled
        }
    }

    /// The label of a line: the row starting on it, or both rows when two share it.
    private func heatmapRowLabel(_ grid: HeatmapGrid, line: Int, halves: Int) -> String {
        let top = 2 * line
        let bottom = 2 * line + 1
        if halves == 1 {
            return Self.clean(
                grid.rows[top] + (bottom < grid.rows.count ? "/" + grid.rows[bottom] : ""))
        }
        if top % halves == 0 { return Self.clean(grid.rows[top / halves]) }
        if bottom % halves == 0, bottom / halves < grid.rows.count {
            return Self.clean(grid.rows[bottom / halves])
        }
        return ""
    }

    private func heatmapColumnLabels(_ grid: HeatmapGrid, offset: Int, cellWidth: Int) -> StyledLine
    {
        var row = LabelRow(width: width - offset)
        for (column, name) in grid.columns.enumerated() {
            let text = Self.fit(Self.clean(name), max(1, cellWidth * 3))
            row.place(text, at: column * cellWidth + max(0, (cellWidth - CellWidth.of(text)) / 2))
        }
        return StyledLine([
            Span(String(repeating: " ", count: offset) + row.text, style: labelStyle)
        ])
    }
}
