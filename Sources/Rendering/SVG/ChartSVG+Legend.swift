import Charting

/// How a legend entry's mark looks.
enum LegendMark {
    case swatch, line, dot, none
}

/// One legend entry.
struct LegendEntry {
    var name: String
    var color: String
    var mark: LegendMark
}

extension ChartSVGRenderer {
    static let legendFont = 12.0
    /// Rows a legend may take; further entries are summed up as "+N more".
    static let legendRowLimit = 4

    /// Draws the entries in centred rows at the top of `box` and takes their height from it.
    func legend(_ entries: [LegendEntry], box: inout ChartBox, canvas: inout SVGCanvas) {
        guard !entries.isEmpty else { return }
        var rows = ChartSVGRenderer.legendRows(entries, width: box.width)
        if rows.count > Self.legendRowLimit {
            rows = Array(rows.prefix(Self.legendRowLimit))
            let shown = rows.reduce(0) { $0 + $1.count } - 1
            let more = LegendEntry(
                name: "+\(entries.count - shown) more", color: "none", mark: .none)
            let text = more.name
            rows[rows.count - 1][rows[rows.count - 1].count - 1] =
                (more, text, 15 + ChartTextWidth.of(text, fontSize: Self.legendFont) + 16)
        }
        canvas.open("g", "class=\"legend\"")
        for (row, items) in rows.enumerated() {
            let total = items.reduce(0) { $0 + $1.width } - 16
            var x = box.x + max(0, (box.width - total) / 2)
            let y = box.y + 9 + Double(row) * 18
            for item in items {
                mark(item.entry, x: x, y: y, canvas: &canvas)
                canvas.text(
                    item.text, x: x + 15, y: y + 4, size: Self.legendFont, fill: style.labelColor)
                x += item.width
            }
        }
        canvas.close("g")
        box.cutTop(Double(rows.count) * 18 + 6)
    }

    private func mark(_ entry: LegendEntry, x: Double, y: Double, canvas: inout SVGCanvas) {
        switch entry.mark {
        case .swatch:
            canvas.rect(
                x: x, y: y - 5, width: 10, height: 10, fill: entry.color, extra: " rx=\"2\"")
        case .line: canvas.line(x, y, x + 11, y, stroke: entry.color, width: 2.5)
        case .dot: canvas.circle(x + 5, y, radius: 4, fill: entry.color)
        case .none: break
        }
    }

    /// Entries packed into rows of at most `width` pixels.
    static func legendRows(_ entries: [LegendEntry], width: Double) -> [[(
        entry: LegendEntry, text: String, width: Double
    )]] {
        var rows: [[(entry: LegendEntry, text: String, width: Double)]] = [[]]
        var used = 0.0
        for entry in entries {
            let text = ChartTextWidth.truncated(
                entry.name, toFit: min(180, width - 40), fontSize: legendFont)
            let itemWidth = 15 + ChartTextWidth.of(text, fontSize: legendFont) + 16
            if used + itemWidth - 16 > width && !(rows.last?.isEmpty ?? true) {
                rows.append([])
                used = 0
            }
            rows[rows.count - 1].append((entry, text, itemWidth))
            used += itemWidth
        }
        return rows
    }

    /// The legend mark for a series drawn as `type`.
    static func legendMark(for type: ChartType) -> LegendMark {
        switch type {
        case .line: .line
        case .scatter, .bubble: .dot
        case .bar, .area, .pie, .heatmap, .histogram: .swatch
        }
    }
}
