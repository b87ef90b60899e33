// Line, bar, area, scatter, bubble and histogram charts, and their mixes: legend, grid, then
// the series in layers (bars under areas under lines under points), then the axes on top.
import Charting

extension ChartSVGRenderer {
    func cartesian(_ spec: ChartSpec, box: ChartBox, canvas: inout SVGCanvas) {
        let plan = ChartPlan(spec)
        var box = box
        if spec.series.count > 1 {
            let entries = spec.series.enumerated().map { index, series in
                LegendEntry(
                    name: series.name, color: color(of: series, at: index),
                    mark: ChartSVGRenderer.legendMark(for: plan.types[index]))
            }
            legend(entries, box: &box, canvas: &canvas)
        }
        let layout = ChartSVGLayout(plan: plan, box: box)
        grid(layout, canvas: &canvas)
        for layer in 0..<4 {
            for index in spec.series.indices
            where ChartSVGRenderer.layer(of: plan.types[index]) == layer {
                drawSeries(index, plan: plan, layout: layout, canvas: &canvas)
            }
        }
        axes(layout, spec: spec, canvas: &canvas)
    }

    private static func layer(of type: ChartType) -> Int {
        switch type {
        case .bar, .histogram: 0
        case .area: 1
        case .line: 2
        case .scatter, .bubble, .pie, .heatmap: 3
        }
    }

    private func drawSeries(
        _ index: Int, plan: ChartPlan, layout: ChartSVGLayout, canvas: inout SVGCanvas
    ) {
        let colour = color(of: plan.spec.series[index], at: index)
        canvas.open("g", "class=\"series series-\(index)\"")
        switch plan.types[index] {
        case .bar: bars(index, plan: plan, layout: layout, color: colour, canvas: &canvas)
        case .histogram:
            histogram(index, plan: plan, layout: layout, color: colour, canvas: &canvas)
        case .line:
            lines(index, plan: plan, layout: layout, color: colour, filled: false, canvas: &canvas)
        case .area:
            lines(index, plan: plan, layout: layout, color: colour, filled: true, canvas: &canvas)
        case .scatter, .bubble, .pie, .heatmap:
            points(index, plan: plan, layout: layout, color: colour, canvas: &canvas)
        }
        canvas.close("g")
    }

    /// The series reduced (LTTB for lines, thinning for points) when it has more than two
    /// points per pixel of domain.
    func drawable(_ series: ChartSeries, type: ChartType, layout: ChartSVGLayout) -> ChartSeries {
        let limit = max(16, Int(layout.domainLength * 2))
        guard layout.band == nil else { return series }
        return series.reduced(to: limit, as: type)
    }

    /// The pixel position of a value, clamped to the scale's lower end on log axes.
    func valuePosition(_ value: Double, layout: ChartSVGLayout) -> Double {
        if layout.value.isLog && value <= 0 {
            return layout.isHorizontal ? layout.plot.x : layout.plot.bottom
        }
        return layout.value(value)
    }

    func bars(
        _ index: Int, plan: ChartPlan, layout: ChartSVGLayout, color: String,
        canvas: inout SVGCanvas
    ) {
        guard let band = layout.band else { return }
        let step = abs(band.step)
        let group = step * (plan.slotCount > 1 ? 0.82 : 0.66)
        let thickness = group / Double(plan.slotCount)
        let offset = -group / 2 + Double(plan.barSlots[index]) * thickness
        let drawn = plan.slotCount > 1 ? thickness * 0.92 : thickness
        for point in plan.spec.series[index].points {
            guard let slot = plan.band(of: point.x),
                let segment = plan.segment(series: index, point: point)
            else { continue }
            let start = band.center(slot) + offset
            let low = valuePosition(segment.lower, layout: layout)
            let high = valuePosition(segment.upper, layout: layout)
            let fill = ChartColor.sanitized(point.color) ?? color
            let title = plan.hoverText(series: index, point: point)
            if layout.isHorizontal {
                canvas.rect(
                    x: min(low, high), y: start, width: abs(high - low), height: drawn, fill: fill,
                    title: title)
            } else {
                canvas.rect(
                    x: start, y: min(low, high), width: drawn, height: abs(high - low), fill: fill,
                    title: title)
            }
        }
    }

    func histogram(
        _ index: Int, plan: ChartPlan, layout: ChartSVGLayout, color: String,
        canvas: inout SVGCanvas
    ) {
        let opacity = plan.spec.series.count > 1 ? " fill-opacity=\"0.6\"" : ""
        let edge = " stroke=\"\(style.separatorColor)\" stroke-width=\"0.5\"" + opacity
        for point in plan.spec.series[index].points {
            guard let count = point.y, let start = layout.position(of: point.x, plan: plan),
                let end = point.x2.flatMap({ layout.position(of: $0, plan: plan) })
            else { continue }
            let low = valuePosition(0, layout: layout)
            let high = valuePosition(count, layout: layout)
            let title = plan.hoverText(series: index, point: point)
            if layout.isHorizontal {
                canvas.rect(
                    x: min(low, high), y: min(start, end), width: abs(high - low),
                    height: abs(end - start), fill: color, extra: edge, title: title)
            } else {
                canvas.rect(
                    x: min(start, end), y: min(low, high), width: abs(end - start),
                    height: abs(high - low), fill: color, extra: edge, title: title)
            }
        }
    }
}
