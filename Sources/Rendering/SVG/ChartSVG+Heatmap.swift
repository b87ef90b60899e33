// Heatmap: a grid of cells, first row at the top, coloured along the spec's colour scale (or
// a yellow-green-blue default) between the smallest and largest value; values printed in
// cells big enough for them; a stepped colour bar with the range on the right.
import Charting
import Theming

extension ChartSVGRenderer {
    func heatmap(_ spec: ChartSpec, box: ChartBox, canvas: inout SVGCanvas) {
        let grid = HeatmapGrid(spec)
        guard !grid.columns.isEmpty, !grid.rows.isEmpty else { return }
        let font = ChartSVGLayout.fontSize
        let rowWidth = grid.rows.map { ChartTextWidth.of($0, fontSize: font) }.max() ?? 0
        var plot = box
        plot.cutLeft(min(rowWidth, box.width * 0.3) + 8 + (spec.y.label == nil ? 0 : 18))
        plot.cutRight(64)
        let columnWidth = plot.width / Double(grid.columns.count)
        let widest = grid.columns.map { ChartTextWidth.of($0, fontSize: font) }.max() ?? 0
        let rotated = widest + 6 > columnWidth
        let labelHeight =
            rotated ? min(widest, ChartSVGLayout.rotatedLabelLimit) * 0.71 + font : font
        plot.cutBottom(labelHeight + 8 + (spec.x.label == nil ? 0 : 18))
        let rowHeight = plot.height / Double(grid.rows.count)
        let stops = ChartSVGRenderer.colorStops(spec)
        canvas.open("g", "class=\"series series-0\"")
        for cell in grid.cells {
            let fill = ChartColor.interpolate(stops, at: grid.fraction(cell.value))
            let x = plot.x + Double(cell.column) * columnWidth
            let y = plot.y + Double(cell.row) * rowHeight
            canvas.rect(
                x: x, y: y, width: columnWidth, height: rowHeight, fill: fill.hex,
                extra:
                    " stroke=\"\(style.separatorColor)\" stroke-width=\"1\" class=\"cell\"",
                title:
                    "\(grid.columns[cell.column]), \(grid.rows[cell.row]): \(ChartValue.number(cell.value).label)"
            )
            let text = ChartNumber.short(cell.value)
            if ChartTextWidth.of(text, fontSize: 10) + 4 <= columnWidth && rowHeight >= 14 {
                canvas.text(
                    text, x: x + columnWidth / 2, y: y + rowHeight / 2 + 3.5, size: 10,
                    fill: ChartColor.luminance(fill) > 0.55 ? "#1f2328" : "#ffffff",
                    anchor: "middle")
            }
        }
        canvas.close("g")
        heatmapLabels(
            grid, plot: plot, columnWidth: columnWidth, rowHeight: rowHeight, rotated: rotated,
            canvas: &canvas)
        colorBar(stops, low: grid.low, high: grid.high, plot: plot, canvas: &canvas)
        heatmapTitles(spec, box: box, plot: plot, canvas: &canvas)
    }

    private func heatmapLabels(
        _ grid: HeatmapGrid, plot: ChartBox, columnWidth: Double, rowHeight: Double,
        rotated: Bool, canvas: inout SVGCanvas
    ) {
        let font = ChartSVGLayout.fontSize
        canvas.open("g", "class=\"axes\"")
        let rows = grid.rows.enumerated().map {
            TickLabel(position: plot.y + (Double($0.offset) + 0.5) * rowHeight, text: $0.element)
        }
        for tick in ChartSVGLayout.strided(rows, step: rowHeight, needed: font + 3) {
            let text = ChartTextWidth.truncated(tick.text, toFit: plot.x - 10, fontSize: font)
            canvas.text(
                text, x: plot.x - 6, y: tick.position + font * 0.35, size: font,
                fill: style.labelColor, anchor: "end")
        }
        let columns = grid.columns.enumerated().map {
            TickLabel(position: plot.x + (Double($0.offset) + 0.5) * columnWidth, text: $0.element)
        }
        for tick in ChartSVGLayout.strided(
            columns, step: columnWidth, needed: rotated ? font * 1.5 : 0)
        {
            if rotated {
                let text = ChartTextWidth.truncated(
                    tick.text, toFit: ChartSVGLayout.rotatedRoom(at: tick.position, left: 0),
                    fontSize: font)
                canvas.text(
                    text, x: tick.position + 3, y: plot.bottom + 10, size: font,
                    fill: style.labelColor, anchor: "end", rotate: -45)
            } else {
                canvas.text(
                    tick.text, x: tick.position, y: plot.bottom + font + 4, size: font,
                    fill: style.labelColor, anchor: "middle")
            }
        }
        canvas.close("g")
    }

    private func colorBar(
        _ stops: [Color], low: Double, high: Double, plot: ChartBox, canvas: inout SVGCanvas
    ) {
        let steps = 12
        let height = min(plot.height, 200)
        let top = plot.y + (plot.height - height) / 2
        let x = plot.right + 14
        canvas.open("g", "class=\"color-scale\"")
        for step in 0..<steps {
            let fraction = 1 - (Double(step) + 0.5) / Double(steps)
            canvas.rect(
                x: x, y: top + Double(step) * height / Double(steps), width: 12,
                height: height / Double(steps) + 0.5,
                fill: ChartColor.interpolate(stops, at: fraction).hex)
        }
        canvas.text(
            ChartNumber.short(high), x: x + 16, y: top + 8, size: 10, fill: style.labelColor)
        canvas.text(
            ChartNumber.short(low), x: x + 16, y: top + height, size: 10, fill: style.labelColor)
        canvas.close("g")
    }

    private func heatmapTitles(
        _ spec: ChartSpec, box: ChartBox, plot: ChartBox, canvas: inout SVGCanvas
    ) {
        if let label = spec.x.label, !label.isEmpty {
            canvas.text(
                ChartTextWidth.truncated(label, toFit: plot.width, fontSize: 12),
                x: plot.x + plot.width / 2,
                y: box.bottom - 2, size: 12, fill: style.labelColor, anchor: "middle")
        }
        if let label = spec.y.label, !label.isEmpty {
            canvas.text(
                ChartTextWidth.truncated(label, toFit: plot.height, fontSize: 12), x: box.x + 10,
                y: plot.y + plot.height / 2, size: 12, fill: style.labelColor, anchor: "middle",
                rotate: -90)
        }
    }

    /// The spec's colour scale when it parses, else the default sequential one.
    static func colorStops(_ spec: ChartSpec) -> [Color] {
        let parsed = spec.colorScale.compactMap { ChartColor.parse($0) }
        return parsed.count >= 2 ? parsed : ChartPalette.sequential
    }
}
