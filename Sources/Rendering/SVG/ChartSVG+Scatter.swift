// Scatter and bubble points. Bubble sizes map to AREA: the radius grows with the square root
// of the size, the largest bubble getting a radius of about a twelfth of the plot.
import Charting

extension ChartSVGRenderer {
    func points(
        _ index: Int, plan: ChartPlan, layout: ChartSVGLayout, color: String,
        canvas: inout SVGCanvas
    ) {
        let series = drawable(plan.spec.series[index], type: plan.types[index], layout: layout)
        let isBubble = plan.types[index] == .bubble
        let largest =
            plan.spec.series.flatMap(\.points).compactMap(\.size).filter(\.isFinite).map(abs).max()
            ?? 0
        let maxRadius = max(6, min(40, min(layout.plot.width, layout.plot.height) / 12))
        let dense = series.points.count > 400
        let extra =
            isBubble
            ? " fill-opacity=\"0.55\" stroke=\"\(color)\" stroke-width=\"1\""
            : " fill-opacity=\"\(dense ? "0.5" : "0.8")\""
        for point in series.points {
            guard let y = point.y, y.isFinite, let domain = layout.position(of: point.x, plan: plan)
            else { continue }
            let position = layout.point(domain: domain, value: valuePosition(y, layout: layout))
            var radius = dense ? 2.0 : 3.5
            if isBubble, let size = point.size, size.isFinite, largest > 0 {
                radius = max(2, (abs(size) / largest).squareRoot() * maxRadius)
            }
            canvas.circle(
                position.x, position.y, radius: radius,
                fill: ChartColor.sanitized(point.color) ?? color, extra: extra,
                title: dense ? nil : plan.hoverText(series: index, point: point))
        }
    }
}
