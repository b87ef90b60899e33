/// Plotly pies, heatmaps and histograms.
extension PlotlyReader {
    static func readPie(_ traces: [JSONNode], into spec: inout ChartSpec) throws(ChartError) {
        let pies = traces.filter { $0["type"]?.string == "pie" }
        guard let trace = pies.first else { return }
        if pies.count > 1 { spec.notes.appendOnce("only the first pie trace is drawn") }
        guard let values = try PlotlyArray.nodes(trace["values"]) else {
            throw trace.missing("values", format, "expected an array of numbers")
        }
        let labels = try PlotlyArray.nodes(trace["labels"]) ?? []
        let colors = trace["marker"]?["colors"]?.colorList ?? []
        spec.series = [
            ChartSeries(
                name: trace["name"]?.text ?? spec.title ?? "Value",
                points: values.enumerated().map { index, value in
                    let label = labels.indices.contains(index) ? labels[index].text : nil
                    let color = colors.indices.contains(index) ? colors[index] : nil
                    return ChartPoint(x: .category(label ?? String(index)), y: value.number, color: color)
                })
        ]
        if let hole = trace["hole"]?.number, hole > 0 {
            spec.isDonut = true
            spec.innerRadiusRatio = min(hole, 0.95)
        }
    }

    static func readHeatmap(_ trace: JSONNode, layout: JSONNode?, into spec: inout ChartSpec) throws(ChartError) {
        guard let rows = try PlotlyArray.rows(trace["z"]) else {
            throw trace.missing("z", format, "expected a 2-D array of values")
        }
        let columns = try PlotlyArray.nodes(trace["x"]) ?? []
        let rowLabels = try PlotlyArray.nodes(trace["y"]) ?? []
        spec.x.label = layout?["xaxis"]?["title"]?.titleText
        spec.y = ChartAxis(label: layout?["yaxis"]?["title"]?.titleText, scale: .category)
        spec.y.categories = rows.indices.map { index in
            rowLabels.indices.contains(index) ? label(rowLabels[index]) : String(index)
        }
        var cells: [ChartPoint] = []
        for (row, values) in rows.enumerated() {
            for (column, value) in values.enumerated() {
                let x = columns.indices.contains(column) ? label(columns[column]) : String(column)
                cells.append(ChartPoint(x: .category(x), y: Double(row), value: value.number))
            }
        }
        if let scale = trace["colorscale"]?.items {
            spec.colorScale = scale.compactMap { $0[1]?.color }
        }
        spec.series = [ChartSeries(name: trace["name"]?.text ?? "Value", points: cells)]
    }

    /// A heatmap label: dates as their day (or full ISO form when they have a time).
    static func label(_ node: JSONNode) -> String {
        if let text = node.string { return text }
        return node.text ?? "?"
    }

    static func readHistogram(_ traces: [JSONNode], layout: JSONNode?, into spec: inout ChartSpec) throws(ChartError) {
        var variables: [HistogramSeries.Variable] = []
        for (index, trace) in traces.enumerated() {
            guard let values = try PlotlyArray.nodes(trace["x"] ?? trace["y"]) else {
                throw trace.missing("x", format, "expected an array of values to bin")
            }
            if trace["x"] == nil { spec.orientation = .horizontal }
            variables.append(.init(
                name: trace["name"]?.text ?? "trace \(index)",
                color: trace["marker"]?["color"]?.color, values: values.compactMap(\.number)))
        }
        let first = traces[0]
        let bins = first["xbins"] ?? first["ybins"]
        let count = (first["nbinsx"] ?? first["nbinsy"])?.number.map { Int($0) }
        spec.series = HistogramSeries.make(
            variables, count: count.flatMap { $0 > 0 ? $0 : nil }, size: bins?["size"]?.number,
            start: bins?["start"]?.number, end: bins?["end"]?.number)
        if traces.contains(where: { $0["histnorm"]?.string?.isEmpty == false }) {
            spec.notes.appendOnce("histnorm is ignored: bars show counts")
        }
        spec.x.label = layout?["xaxis"]?["title"]?.titleText
        spec.y.label = layout?["yaxis"]?["title"]?.titleText ?? "Count"
    }
}
