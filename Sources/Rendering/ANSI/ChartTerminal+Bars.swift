// Bars with eighth blocks. Horizontal bars (the default: labels stay readable) get one row per
// category, or per series when grouped; stacked segments are whole cells with the last one
// ending in an eighth block. Histograms and vertical bar charts whose columns fit are drawn
// as columns rising in eighths (▁▂▃▄▅▆▇█).
import Charting
import Theming

/// One coloured piece of a bar, in value units.
struct BarPiece {
    var lower: Double
    var upper: Double
    var color: Color
}

extension ChartTerminalContext {
    static let horizontalEighths: [String] = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    static let verticalEighths: [String] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    func bars() -> [StyledLine] {
        let plan = ChartPlan(spec)
        if spec.type == .histogram { return histogramColumns(plan) }
        // NB: block bars grow from zero one way; negative values go to the braille plot, which
        // has a value axis on both sides of zero.
        guard case .bands(let keys, let labels) = plan.domain, plan.valueLower >= 0 else {
            return plot()
        }
        let groups = barGroups(plan, keys: keys)
        let slots = max(1, plan.slotCount)
        if spec.orientation == .vertical && keys.count * (slots + 1) * 2 + 8 <= width {
            return columns(groups, labels: labels, plan: plan)
        }
        return horizontalBars(groups, labels: labels, plan: plan)
    }

    /// For each band, the pieces of each slot.
    private func barGroups(_ plan: ChartPlan, keys: [ChartValue]) -> [[[BarPiece]]] {
        var groups = [[[BarPiece]]](
            repeating: [[BarPiece]](repeating: [], count: max(1, plan.slotCount)), count: keys.count
        )
        for (index, series) in spec.series.enumerated() where plan.types[index] == .bar {
            let colour = color(series.color, index: index)
            for point in series.points {
                guard let band = plan.band(of: point.x),
                    let segment = plan.segment(series: index, point: point)
                else { continue }
                let pointColor = spec.series.count == 1 ? color(point.color, index: index) : colour
                let slot = min(plan.barSlots[index], groups[band].count - 1)
                groups[band][slot].append(
                    BarPiece(lower: segment.lower, upper: segment.upper, color: pointColor))
            }
        }
        return groups
    }

    private func horizontalBars(_ groups: [[[BarPiece]]], labels: [String], plan: ChartPlan)
        -> [StyledLine]
    {
        let labelWidth = min(width / 3, labels.map { CellWidth.of(Self.clean($0)) }.max() ?? 1)
        let top = max(plan.valueUpper, 1e-12)
        let valueWidth = Self.valueText(top, plan).count + 1
        let room = max(4, width - labelWidth - 2 - valueWidth)
        var lines: [StyledLine] = []
        let order =
            plan.isFirstCategoryAtBottom ? Array(groups.indices.reversed()) : Array(groups.indices)
        for (band, slots) in order.map({ ($0, groups[$0]) }) {
            for (slot, pieces) in slots.enumerated() where !pieces.isEmpty || slot == 0 {
                var line = StyledLine([
                    Span(
                        Self.pad(
                            slot == 0 ? Self.clean(labels[band]) : "", labelWidth, right: true),
                        style: labelStyle)
                ])
                line.append(Span(" │", style: axisStyle))
                line.append(contentsOf: horizontalBar(pieces, scale: Double(room) / top))
                let total = pieces.map(\.upper).max() ?? 0
                if !pieces.isEmpty {
                    line.append(Span(" " + Self.valueText(total, plan), style: labelStyle))
                }
                lines.append(line)
            }
        }
        return lines + axisTitles()
    }

    /// Whole cells for every piece but the last, which ends in an eighth block.
    private func horizontalBar(_ pieces: [BarPiece], scale: Double) -> [Span] {
        var spans: [Span] = []
        var drawn = 0
        for (index, piece) in pieces.sorted(by: { $0.upper < $1.upper }).enumerated()
        where piece.upper > 0 {
            let end = min(max(0, piece.upper) * scale, Double(width))
            let isLast = index == pieces.count - 1
            let whole = isLast ? Int(end) : Int(end.rounded())
            var text = String(repeating: "█", count: max(0, whole - drawn))
            if isLast {
                text += Self.horizontalEighths[max(0, min(7, Int((end - Double(whole)) * 8)))]
            }
            if text.isEmpty && isLast && drawn == 0 { text = "▏" }
            spans.append(Span(text, style: TextStyle(foreground: piece.color)))
            drawn = max(drawn, whole)
        }
        return spans
    }

    /// Values as the value axis would print them (`%` for percent stacks).
    static func valueText(_ value: Double, _ plan: ChartPlan) -> String {
        ChartNumber.short(value) + (plan.spec.stacking == .percent ? "%" : "")
    }
}
