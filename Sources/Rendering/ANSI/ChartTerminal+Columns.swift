// Vertical columns: each column is a stack of coloured pieces; a cell shows the piece that
// covers its middle as a full block, and the topmost cell of a column an eighth block.
import Charting
import Theming

extension ChartTerminalContext {
    func columns(_ groups: [[[BarPiece]]], labels: [String], plan: ChartPlan) -> [StyledLine] {
        let slots = max(1, plan.slotCount)
        let bandWidth = max(slots + 1, (width - 8) / max(1, groups.count))
        let barWidth = max(1, (bandWidth - 1) / slots)
        var cells: [[BarPiece]] = []
        var starts: [Int] = []
        for group in groups {
            starts.append(cells.count)
            for pieces in group { cells += Array(repeating: pieces, count: barWidth) }
            cells += Array(repeating: [], count: bandWidth - barWidth * slots)
        }
        var lines = columnRows(cells, plan: plan)
        let axisWidth = CellWidth.of(lines.last?.text ?? "") - cells.count
        var row = LabelRow(width: cells.count)
        for (band, label) in labels.enumerated() where band < starts.count {
            let text = Self.fit(Self.clean(label), bandWidth - 1)
            row.place(text, at: starts[band] + max(0, (barWidth * slots - CellWidth.of(text)) / 2))
        }
        lines.append(
            StyledLine([
                Span(
                    String(repeating: " ", count: max(0, axisWidth)) + row.text,
                    style: labelStyle)
            ]))
        return lines + axisTitles()
    }

    func histogramColumns(_ plan: ChartPlan) -> [StyledLine] {
        let bins = spec.series.map(\.points.count).max() ?? 0
        let series = max(1, spec.series.count)
        guard bins > 0, bins * series <= width - 8 else { return plot() }
        let perBin = max(1, (width - 8) / bins / series)
        var cells: [[BarPiece]] = []
        for bin in 0..<bins {
            for (index, item) in spec.series.enumerated() {
                let count = bin < item.points.count ? item.points[bin].y ?? 0 : 0
                cells += Array(
                    repeating: [
                        BarPiece(lower: 0, upper: count, color: color(item.color, index: index))
                    ], count: perBin)
            }
        }
        var lines = columnRows(cells, plan: plan)
        let axisWidth = CellWidth.of(lines.last?.text ?? "") - cells.count
        let first = spec.series.first?.points.first?.x.label ?? ""
        let last = spec.series.first?.points.last.map { ($0.x2 ?? $0.x).label } ?? ""
        let gap = max(1, cells.count - CellWidth.of(first) - CellWidth.of(last))
        lines.append(
            StyledLine([
                Span(
                    String(repeating: " ", count: max(0, axisWidth))
                        + Self.fit(first + String(repeating: " ", count: gap) + last, cells.count),
                    style: labelStyle)
            ]))
        return lines + axisTitles()
    }

    /// The plot rows of vertical columns with a value axis on the left, and the base line.
    private func columnRows(_ cells: [[BarPiece]], plan: ChartPlan) -> [StyledLine] {
        let top = max(1e-12, cells.flatMap { $0.map(\.upper) }.max() ?? 1)
        let ticks = AxisTicks.linear(min: 0, max: top, count: max(2, plotHeight / 3))
        let upper = ticks.upper
        let suffix = plan.spec.stacking == .percent ? "%" : ""
        let labelWidth = min(10, ticks.labels.map { CellWidth.of($0 + suffix) }.max() ?? 1)
        let perRow = upper / Double(plotHeight)
        var tickRows: [Int: String] = [:]
        for (value, label) in zip(ticks.values, ticks.labels) where value > 0 {
            tickRows[plotHeight - Int((value / perRow).rounded())] = label + suffix
        }
        var lines: [StyledLine] = []
        for row in 0..<plotHeight {
            let bottom = Double(plotHeight - row - 1) * perRow
            var line = StyledLine([
                Span(Self.pad(tickRows[row] ?? "", labelWidth, right: true), style: labelStyle)
            ])
            line.append(Span(tickRows[row] == nil ? " │" : " ┤", style: axisStyle))
            for pieces in cells {
                line.append(Self.columnCell(pieces, bottom: bottom, step: perRow))
            }
            lines.append(line)
        }
        lines.append(
            StyledLine([
                Span(
                    String(repeating: " ", count: labelWidth) + " └"
                        + String(repeating: "─", count: cells.count), style: axisStyle)
            ]))
        return lines
    }

    private static func columnCell(_ pieces: [BarPiece], bottom: Double, step: Double) -> Span {
        let middle = bottom + step / 2
        if let covering = pieces.first(where: {
            min($0.lower, $0.upper) <= middle && max($0.lower, $0.upper) >= bottom + step
        }) {
            return Span("█", style: TextStyle(foreground: covering.color))
        }
        guard let topPiece = pieces.max(by: { $0.upper < $1.upper }), topPiece.upper > bottom else {
            return Span(" ")
        }
        let eighths = Int(max(0, min(8, ((topPiece.upper - bottom) / step * 8).rounded())))
        return Span(verticalEighths[eighths], style: TextStyle(foreground: topPiece.color))
    }
}
