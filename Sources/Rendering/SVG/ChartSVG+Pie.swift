// Pie and donut: slices clockwise from twelve o'clock, the percentage printed inside slices
// wide enough to hold it, and a legend beside the pie (below it when the chart is narrow)
// listing every slice with its share, so no label ever has to squeeze next to another.
import Charting
import Theming

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a slice's percentage goes: the point at `radius` and `angle` from the centre, and
/// the room there (the slice's angle, the ring's thickness for donuts).
struct SliceLabel {
    var center: (Double, Double)
    var radius: Double
    var ring: Double
    var angle: Double
    var sweep: Double
}

/// A slice ready to draw.
struct PieSlice {
    var label: String
    var value: Double
    var color: String
}

extension ChartSVGRenderer {
    func pie(_ spec: ChartSpec, box: ChartBox, canvas: inout SVGCanvas) {
        let slices = pieSlices(spec)
        let total = slices.reduce(0) { $0 + $1.value }
        guard total > 0 else { return }
        var area = box
        let entries = slices.map { slice in
            LegendEntry(
                name: "\(slice.label) — \(ChartSVGRenderer.percent(slice.value / total))",
                color: slice.color, mark: .swatch)
        }
        let legendWidth = min(
            box.width * 0.45,
            (entries.map { ChartTextWidth.of($0.name, fontSize: Self.legendFont) }.max() ?? 0) + 24)
        let beside = box.width >= 360
        if beside { area.cutRight(legendWidth + 12) }
        let rows = beside ? max(1, Int(box.height / 18)) : 3
        if !beside { area.cutBottom(Double(min(rows, entries.count)) * 18 + 8) }
        drawSlices(slices, total: total, spec: spec, area: area, canvas: &canvas)
        let legendBox =
            beside
            ? ChartBox(x: area.right + 12, y: box.y, width: legendWidth, height: box.height)
            : ChartBox(
                x: box.x, y: area.bottom + 8, width: box.width, height: box.bottom - area.bottom - 8
            )
        pieLegend(entries, box: legendBox, rows: rows, columns: beside, canvas: &canvas)
    }

    private func drawSlices(
        _ slices: [PieSlice], total: Double, spec: ChartSpec, area: ChartBox,
        canvas: inout SVGCanvas
    ) {
        let radius = max(10, min(area.width, area.height) / 2 - 6)
        let center = (area.x + area.width / 2, area.y + area.height / 2)
        let ratio = spec.innerRadiusRatio > 0 ? spec.innerRadiusRatio : 0.55
        let inner = spec.isDonut ? radius * max(0.2, min(0.9, ratio)) : 0
        canvas.open("g", "class=\"series series-0\"")
        var angle = -Double.pi / 2
        for slice in slices {
            let sweep = slice.value / total * 2 * Double.pi
            canvas.path(
                ChartSVGRenderer.slicePath(
                    center: center, radius: radius, inner: inner, from: angle, sweep: sweep),
                fill: slice.color, stroke: style.separatorColor, width: 1,
                extra: " class=\"slice\"",
                title:
                    "\(slice.label): \(ChartValue.number(slice.value).label) (\(ChartSVGRenderer.percent(slice.value / total)))"
            )
            let label = SliceLabel(
                center: center, radius: (radius + inner) / 2 + (inner > 0 ? 0 : radius * 0.12),
                ring: inner > 0 ? radius - inner : 0, angle: angle + sweep / 2, sweep: sweep)
            sliceLabel(slice, share: slice.value / total, at: label, canvas: &canvas)
            angle += sweep
        }
        canvas.close("g")
    }

    private func pieSlices(_ spec: ChartSpec) -> [PieSlice] {
        guard let series = spec.series.first else { return [] }
        return series.points.enumerated().compactMap { index, point in
            guard let value = point.y, value.isFinite, value > 0 else { return nil }
            return PieSlice(
                label: point.x.label, value: min(value, ChartPlan.limit),
                color: ChartColor.sanitized(point.color) ?? palette.color(at: index).hex)
        }
    }

    private func sliceLabel(
        _ slice: PieSlice, share: Double, at place: SliceLabel, canvas: inout SVGCanvas
    ) {
        let text = ChartSVGRenderer.percent(share)
        let width = ChartTextWidth.of(text, fontSize: 11)
        guard place.sweep * place.radius >= width + 6, place.sweep >= 0.3,
            place.ring <= 0 || width + 4 <= place.ring * 1.2
        else { return }
        let dark = ChartColor.parse(slice.color).map { ChartColor.luminance($0) > 0.6 } ?? false
        canvas.text(
            text, x: place.center.0 + cos(place.angle) * place.radius,
            y: place.center.1 + sin(place.angle) * place.radius + 4, size: 11,
            fill: dark ? "#1f2328" : "#ffffff", anchor: "middle", bold: true)
    }

    private func pieLegend(
        _ entries: [LegendEntry], box: ChartBox, rows: Int, columns: Bool, canvas: inout SVGCanvas
    ) {
        canvas.open("g", "class=\"legend\"")
        if columns {
            let shown = entries.count > rows ? Array(entries.prefix(rows - 1)) : entries
            let top =
                box.y
                + max(
                    0, (box.height - Double(entries.count > rows ? rows : entries.count) * 18) / 2)
            for (row, entry) in shown.enumerated() {
                let y = top + 9 + Double(row) * 18
                canvas.rect(
                    x: box.x, y: y - 5, width: 10, height: 10, fill: entry.color, extra: " rx=\"2\""
                )
                let text = ChartTextWidth.truncated(
                    entry.name, toFit: box.width - 16, fontSize: Self.legendFont)
                canvas.text(
                    text, x: box.x + 15, y: y + 4, size: Self.legendFont, fill: style.labelColor)
            }
            if entries.count > rows {
                canvas.text(
                    "+\(entries.count - shown.count) more", x: box.x + 15,
                    y: top + 13 + Double(rows - 1) * 18,
                    size: Self.legendFont, fill: style.labelColor)
            }
        } else {
            var legendBox = box
            canvas.close("g")
            legend(entries, box: &legendBox, canvas: &canvas)
            return
        }
        canvas.close("g")
    }

    /// A wedge (or a ring segment when `inner` > 0); full circles are drawn as two halves.
    static func slicePath(
        center: (Double, Double), radius: Double, inner: Double, from start: Double, sweep: Double
    ) -> String {
        let n = SVGCanvas.number
        let sweep = min(sweep, 2 * Double.pi - 1e-4)
        let end = start + sweep
        let large = sweep > Double.pi ? 1 : 0
        let point = { (r: Double, a: Double) in
            "\(n(center.0 + cos(a) * r)) \(n(center.1 + sin(a) * r))"
        }
        var data =
            "M\(point(radius, start)) A\(n(radius)) \(n(radius)) 0 \(large) 1 \(point(radius, end))"
        if inner > 0 {
            data +=
                " L\(point(inner, end)) A\(n(inner)) \(n(inner)) 0 \(large) 0 \(point(inner, start)) Z"
        } else {
            data += " L\(n(center.0)) \(n(center.1)) Z"
        }
        return data
    }

    /// `42.5%`, `7%`, `<0.1%`.
    static func percent(_ share: Double) -> String {
        let value = share * 100
        if value > 0 && value < 0.1 { return "<0.1%" }
        let tenths = (value * 10).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? "\(Int(tenths / 10))%" : SVGCanvas.number(value) + "%"
    }
}
