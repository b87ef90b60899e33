import Charting

extension ChartSVGRenderer {
    /// Grid lines at the value ticks, under the data.
    func grid(_ layout: ChartSVGLayout, canvas: inout SVGCanvas) {
        let plot = layout.plot
        canvas.open("g", "class=\"grid\"")
        for tick in layout.valueTicks {
            if layout.isHorizontal {
                canvas.line(
                    tick.position, plot.y, tick.position, plot.bottom, stroke: style.gridColor)
            } else {
                canvas.line(
                    plot.x, tick.position, plot.right, tick.position, stroke: style.gridColor)
            }
        }
        canvas.close("g")
    }

    /// Axis lines, tick labels and axis titles, over the data.
    func axes(_ layout: ChartSVGLayout, spec: ChartSpec, canvas: inout SVGCanvas) {
        let plot = layout.plot
        let size = ChartSVGLayout.fontSize
        canvas.open("g", "class=\"axes\"")
        let zero = layout.value.contains(0) && !layout.value.isLog ? layout.value(0) : nil
        if layout.isHorizontal {
            canvas.line(
                zero ?? plot.x, plot.y, zero ?? plot.x, plot.bottom, stroke: style.axisColor)
            for tick in layout.valueTicks {
                canvas.text(
                    tick.text, x: tick.position, y: plot.bottom + size + 4, size: size,
                    fill: style.labelColor, anchor: "middle")
            }
            for tick in layout.domainTicks {
                canvas.text(
                    tick.text, x: plot.x - 6, y: tick.position + size * 0.35, size: size,
                    fill: style.labelColor, anchor: "end")
            }
        } else {
            canvas.line(
                plot.x, zero ?? plot.bottom, plot.right, zero ?? plot.bottom,
                stroke: style.axisColor)
            for tick in layout.valueTicks {
                canvas.text(
                    tick.text, x: plot.x - 6, y: tick.position + size * 0.35, size: size,
                    fill: style.labelColor, anchor: "end")
            }
            domainLabels(layout, canvas: &canvas)
        }
        axisTitles(layout, spec: spec, canvas: &canvas)
        canvas.close("g")
    }

    private func domainLabels(_ layout: ChartSVGLayout, canvas: inout SVGCanvas) {
        let size = ChartSVGLayout.fontSize
        let top = layout.plot.bottom
        for tick in layout.domainTicks {
            if layout.isRotated {
                canvas.text(
                    tick.text, x: tick.position + 3, y: top + 10, size: size,
                    fill: style.labelColor, anchor: "end", rotate: -45)
            } else {
                canvas.text(
                    tick.text, x: tick.position, y: top + size + 4, size: size,
                    fill: style.labelColor, anchor: "middle")
            }
            canvas.line(tick.position, top, tick.position, top + 4, stroke: style.axisColor)
        }
    }

    private func axisTitles(_ layout: ChartSVGLayout, spec: ChartSpec, canvas: inout SVGCanvas) {
        let plot = layout.plot
        let (left, bottom) =
            layout.isHorizontal ? (spec.x.label, spec.y.label) : (spec.y.label, spec.x.label)
        if let bottom, !bottom.isEmpty {
            let text = ChartTextWidth.truncated(bottom, toFit: plot.width, fontSize: 12)
            canvas.text(
                text, x: plot.x + plot.width / 2, y: layout.outer.bottom - 2, size: 12,
                fill: style.labelColor, anchor: "middle")
        }
        if let left, !left.isEmpty {
            let text = ChartTextWidth.truncated(left, toFit: plot.height, fontSize: 12)
            let x = layout.outer.x + 10
            canvas.text(
                text, x: x, y: plot.y + plot.height / 2, size: 12, fill: style.labelColor,
                anchor: "middle", rotate: -90)
        }
    }
}
