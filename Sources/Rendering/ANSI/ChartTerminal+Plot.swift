// Lines, areas and points on a braille canvas, with value labels down the left and domain
// labels along the bottom (placed left to right, skipping any that would touch the last).
import Charting
import FoundationEssentials
import Theming

extension ChartTerminalContext {
    func plot() -> [StyledLine] {
        let plan = ChartPlan(spec)
        let pad = spec.y.scale == .log ? 0 : plan.pointPadding * (plan.valueUpper - plan.valueLower)
        let (low, high) = (plan.valueLower - pad, plan.valueUpper + pad)
        let ticks =
            spec.y.scale == .log
            ? AxisTicks.log(min: max(low, 1e-12), max: max(high, 1e-12))
            : AxisTicks.linear(min: low, max: high, count: max(2, plotHeight / 3))
        let labelWidth = min(10, ticks.labels.map { CellWidth.of($0) }.max() ?? 1)
        var canvas = BrailleCanvas(columns: width - labelWidth - 2, rows: plotHeight)
        let value = ChartScale(
            lower: ticks.lower, upper: ticks.upper, start: Double(canvas.dotHeight - 1), end: 0,
            isLog: spec.y.scale == .log)
        let domain = TerminalDomain(plan: plan, dots: canvas.dotWidth)
        for (index, series) in spec.series.enumerated() {
            draw(series, index: index, plan: plan, domain: domain, value: value, canvas: &canvas)
        }
        var lines = canvasRows(canvas, ticks: ticks, value: value, labelWidth: labelWidth)
        let labels = domain.labels(columns: canvas.columns)
        lines.append(
            StyledLine([
                Span(String(repeating: " ", count: labelWidth + 2) + labels, style: labelStyle)
            ]))
        return lines + axisTitles()
    }

    /// A bubble's radius in dots: its area follows `size`, the largest a tenth of the plot.
    private func bubbleRadius(_ point: ChartPoint, plan: ChartPlan, canvas: BrailleCanvas) -> Int {
        let largest =
            spec.series.flatMap(\.points).compactMap(\.size).filter(\.isFinite).map(abs).max() ?? 0
        guard let size = point.size, size.isFinite, largest > 0 else { return 1 }
        let maximum = Double(min(canvas.dotWidth, canvas.dotHeight)) / 10
        return max(1, Int(((abs(size) / largest).squareRoot() * maximum).rounded()))
    }

    /// The canvas rows with value labels and the axis down the left, then the base line.
    private func canvasRows(
        _ canvas: BrailleCanvas, ticks: AxisTicks, value: ChartScale, labelWidth: Int
    ) -> [StyledLine] {
        let tickRows = Dictionary(
            zip(ticks.values, ticks.labels).filter { value.contains($0.0) }
                .map { (Int(value($0.0).rounded()) / 4, ChartNumber.tick($0.1, at: $0.0)) },
            uniquingKeysWith: { first, _ in first })
        var lines: [StyledLine] = []
        for row in 0..<canvas.rows {
            var line = StyledLine([
                Span(Self.pad(tickRows[row] ?? "", labelWidth, right: true), style: labelStyle)
            ])
            line.append(Span(tickRows[row] == nil ? " │" : " ┤", style: axisStyle))
            line.append(contentsOf: canvas.spans(row: row))
            lines.append(line)
        }
        let base = String(repeating: " ", count: labelWidth) + " └"
        lines.append(
            StyledLine([
                Span(base + String(repeating: "─", count: canvas.columns), style: axisStyle)
            ]))
        return lines
    }

    private func draw(
        _ series: ChartSeries, index: Int, plan: ChartPlan, domain: TerminalDomain,
        value: ChartScale, canvas: inout BrailleCanvas
    ) {
        let colour = color(series.color, index: index)
        let type = plan.types[index]
        let reduced =
            series.points.count > canvas.dotWidth * 2 && domain.isContinuous
            ? series.reduced(to: canvas.dotWidth * 2, as: type) : series
        var previous: (Int, Int, Int)?
        for point in reduced.points {
            guard let x = domain.dot(point.x),
                let segment = plan.segment(series: index, point: point), segment.upper.isFinite
            else {
                previous = nil
                continue
            }
            let y = Int(value(segment.upper).rounded())
            let base = Int(
                value(value.isLog ? max(segment.lower, 1e-300) : segment.lower).rounded())
            switch type {
            case .line, .area:
                if type == .area {
                    fill(from: previous, to: (x, y, base), color: colour, canvas: &canvas)
                }
                if let previous {
                    canvas.line(previous.0, previous.1, x, y, color: colour)
                } else {
                    canvas.set(x, y, color: colour)
                }
                previous = (x, y, base)
            case .bar, .histogram:
                let thickness = max(2, Int(domain.bandDots * 0.6) / max(1, plan.slotCount))
                let left = x - thickness * plan.slotCount / 2 + plan.barSlots[index] * thickness
                for column in left..<(left + thickness - (plan.slotCount > 1 ? 1 : 0)) {
                    canvas.line(column, y, column, base, color: colour)
                }
            case .scatter, .pie, .heatmap:
                canvas.disc(x, y, radius: 0, color: colour)
            case .bubble:
                canvas.disc(
                    x, y, radius: bubbleRadius(point, plan: plan, canvas: canvas), color: colour)
            }
        }
    }

    /// Fills the columns between the previous point and this one down to their baselines.
    private func fill(
        from previous: (Int, Int, Int)?, to current: (Int, Int, Int), color: Color,
        canvas: inout BrailleCanvas
    ) {
        guard let previous, previous.0 != current.0 else {
            canvas.line(current.0, current.1, current.0, current.2, color: color)
            return
        }
        let step = previous.0 < current.0 ? 1 : -1
        for x in stride(from: previous.0, through: current.0, by: step) {
            let t = Double(x - previous.0) / Double(current.0 - previous.0)
            let top = Int((Double(previous.1) + Double(current.1 - previous.1) * t).rounded())
            let base = Int((Double(previous.2) + Double(current.2 - previous.2) * t).rounded())
            canvas.line(x, top, x, base, color: color)
        }
    }

    /// `x: label   y: label` under the chart, when the spec names its axes.
    func axisTitles() -> [StyledLine] {
        let parts = [
            spec.x.label.map { "x: " + Self.clean($0) },
            spec.y.label.map { "y: " + Self.clean($0) },
        ].compactMap { $0 }
        guard !parts.isEmpty else { return [] }
        return [
            StyledLine([Span(Self.fit(parts.joined(separator: "   "), width), style: labelStyle)])
        ]
    }
}
