// Lines and areas: the series is cut into runs at gaps (nil y or a point off the axis); each
// run is a path (straight, or Catmull-Rom turned into cubic Béziers for smoothed series).
// Areas fill down to their stack baseline (zero when not stacked).
import Charting

/// A point of a run: position, and the baseline position for areas.
struct RunPoint {
    var x: Double
    var y: Double
    var baseX: Double
    var baseY: Double
}

extension ChartSVGRenderer {
    func lines(
        _ index: Int, plan: ChartPlan, layout: ChartSVGLayout, color: String, filled: Bool,
        canvas: inout SVGCanvas
    ) {
        let series = drawable(plan.spec.series[index], type: plan.types[index], layout: layout)
        let runs = self.runs(series, index: index, plan: plan, layout: layout)
        let smooth = series.isSmooth
        if filled {
            let opacity = plan.stacks[index] == nil ? "0.25" : "0.7"
            for run in runs where run.count > 1 {
                let top = ChartSVGRenderer.pathData(run.map { ($0.x, $0.y) }, smooth: smooth)
                let base = ChartSVGRenderer.pathData(
                    run.reversed().map { ($0.baseX, $0.baseY) }, smooth: smooth)
                canvas.path(
                    top + " L" + base.dropFirst() + " Z", fill: color,
                    extra: " fill-opacity=\"\(opacity)\"")
            }
        }
        let lineStyle = " stroke-linejoin=\"round\" stroke-linecap=\"round\""
        for run in runs where run.count > 1 {
            canvas.path(
                ChartSVGRenderer.pathData(run.map { ($0.x, $0.y) }, smooth: smooth), fill: "none",
                stroke: color, width: 2, extra: lineStyle)
        }
        let total = runs.reduce(0) { $0 + $1.count }
        guard total > 0,
            Double(total) <= layout.domainLength / 14 || runs.contains(where: { $0.count == 1 })
        else { return }
        let showAll = Double(total) <= layout.domainLength / 14
        for run in runs where showAll || run.count == 1 {
            for point in run { canvas.circle(point.x, point.y, radius: 3, fill: color) }
        }
    }

    /// Runs of drawable points between gaps.
    func runs(_ series: ChartSeries, index: Int, plan: ChartPlan, layout: ChartSVGLayout)
        -> [[RunPoint]]
    {
        var runs: [[RunPoint]] = [[]]
        for point in series.points {
            guard let domain = layout.position(of: point.x, plan: plan),
                let segment = plan.segment(series: index, point: point), segment.upper.isFinite
            else {
                if !(runs.last?.isEmpty ?? true) { runs.append([]) }
                continue
            }
            let top = layout.point(
                domain: domain, value: valuePosition(segment.upper, layout: layout))
            let base = layout.point(
                domain: domain, value: valuePosition(segment.lower, layout: layout))
            runs[runs.count - 1].append(RunPoint(x: top.x, y: top.y, baseX: base.x, baseY: base.y))
        }
        return runs.filter { !$0.isEmpty }
    }

    /// `M x y L ...`, or cubic Béziers through the points when `smooth`.
    static func pathData(_ points: [(Double, Double)], smooth: Bool) -> String {
        guard let first = points.first else { return "" }
        let n = SVGCanvas.number
        var data = "M\(n(first.0)) \(n(first.1))"
        data.reserveCapacity(points.count * 14)
        guard smooth, points.count > 2 else {
            for point in points.dropFirst() { data += " L\(n(point.0)) \(n(point.1))" }
            return data
        }
        for index in 1..<points.count {
            let p0 = points[max(0, index - 2)]
            let p1 = points[index - 1]
            let p2 = points[index]
            let p3 = points[min(points.count - 1, index + 1)]
            let c1 = (p1.0 + (p2.0 - p0.0) / 6, p1.1 + (p2.1 - p0.1) / 6)
            let c2 = (p2.0 - (p3.0 - p1.0) / 6, p2.1 - (p3.1 - p1.1) / 6)
            data += " C\(n(c1.0)) \(n(c1.1)) \(n(c2.0)) \(n(c2.1)) \(n(p2.0)) \(n(p2.1))"
        }
        return data
    }
}
