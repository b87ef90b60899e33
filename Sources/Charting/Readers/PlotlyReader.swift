// Plotly figures: `{data: [traces], layout}` or a bare array of traces. Numeric arrays may be
// Plotly 6 typed arrays (`{dtype, bdata, shape}`), decoded wherever an array is read. A
// horizontal bar trace (`orientation: 'h'`) has its categories in `y`, which become our `x`.
// Date strings on an axis without a declared type become dates, as Plotly's autotype does.

/// Reads Plotly figures.
enum PlotlyReader: ChartReader {
    static let format = ChartFormat.plotly

    static func likelihood(of root: JSONNode) -> Int {
        let traces = root["data"]?.items ?? root.items
        guard let first = traces?.first, first.isObject else { return 0 }
        let traceLike = first["type"]?.string != nil || first["x"] != nil || first["y"] != nil
            || first["z"] != nil || first["values"] != nil
        guard traceLike else { return 0 }
        return root["layout"] != nil || root.isArray ? 10 : 8
    }

    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        guard let traces = root["data"]?.items ?? root.items, !traces.isEmpty else {
            throw root.missing("data", format, "expected an array of traces")
        }
        let layout = root["layout"]
        var spec = ChartSpec(type: .line, source: format)
        spec.title = layout?["title"]?.titleText
        spec.subtitle = layout?["title"]?["subtitle"]?.titleText
        var kinds: [(JSONNode, PlotlyTrace)] = []
        for trace in traces {
            if let kind = PlotlyTrace(trace) {
                kinds.append((trace, kind))
            } else {
                spec.notes.appendOnce("trace type '\(trace["type"]?.text ?? "?")' is not drawn")
            }
        }
        guard let primary = kinds.first?.1 else {
            throw root.missing("data", format, "no trace of a supported type")
        }
        spec.type = primary.type
        switch primary.type {
        case .pie:
            try readPie(kinds.map(\.0), into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        case .heatmap:
            try readHeatmap(kinds[0].0, layout: layout, into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        case .histogram:
            try readHistogram(kinds.filter { $0.1.type == .histogram }.map(\.0), layout: layout, into: &spec)
            return spec.finished(declaredScale: nil, datesFromStrings: false)
        case .line, .bar, .area, .scatter, .bubble:
            return try readCartesian(kinds, layout: layout, spec: spec)
        }
    }

    static func readCartesian(
        _ traces: [(JSONNode, PlotlyTrace)], layout: JSONNode?, spec: ChartSpec
    ) throws(ChartError) -> ChartSpec {
        var spec = spec
        let horizontal = traces[0].1.isHorizontal
        spec.orientation = horizontal ? .horizontal : .vertical
        let domainAxis = PlotlyAxis(node: layout?[horizontal ? "yaxis" : "xaxis"])
        let valueAxis = PlotlyAxis(node: layout?[horizontal ? "xaxis" : "yaxis"])
        spec.x = domainAxis.axis(defaultScale: .category)
        spec.y = valueAxis.axis(defaultScale: .linear)
        for (index, (trace, kind)) in traces.enumerated() where kind.type != .pie && kind.type != .heatmap {
            spec.series.append(try series(trace, kind: kind, index: index, scale: domainAxis.declaredScale))
        }
        spec.stacking = stacking(layout, traces: traces.map(\.0))
        if spec.type == .line, spec.series.allSatisfy({ $0.type == .area }) { spec.type = .area }
        return spec.finished(declaredScale: domainAxis.declaredScale, datesFromStrings: true)
    }

    static func series(
        _ trace: JSONNode, kind: PlotlyTrace, index: Int, scale: AxisScale?
    ) throws(ChartError) -> ChartSeries {
        let domainKey = kind.isHorizontal ? "y" : "x"
        let valueKey = kind.isHorizontal ? "x" : "y"
        guard let values = try PlotlyArray.nodes(trace[valueKey]) else {
            throw trace.missing(valueKey, format, "expected an array of numbers")
        }
        let domain = try PlotlyArray.nodes(trace[domainKey])
        let sizes = try PlotlyArray.nodes(trace["marker"]?["size"])
        let colors = trace["marker"]?["color"]?.colorList
        var points: [ChartPoint] = []
        for (position, value) in values.enumerated() {
            let label = domain.flatMap { $0.indices.contains(position) ? $0[position] : nil }
            let x = label?.domainValue(on: scale) ?? .number(Double(position))
            var point = ChartPoint(x: x, y: value.number)
            if kind.type == .bubble, let sizes, sizes.indices.contains(position) { point.size = sizes[position].number }
            if let colors, colors.indices.contains(position) { point.color = colors[position] }
            points.append(point)
        }
        let marker = trace["marker"]?["color"]
        return ChartSeries(
            name: trace["name"]?.text ?? "trace \(index)",
            color: (marker?.isArray == true ? nil : marker?.color) ?? trace["line"]?["color"]?.color,
            type: kind.type, stack: trace["stackgroup"]?.text,
            isSmooth: trace["line"]?["shape"]?.string == "spline", points: points)
    }

    static func stacking(_ layout: JSONNode?, traces: [JSONNode]) -> ChartStacking {
        let norms = [layout?["barnorm"]?.string] + traces.map { $0["groupnorm"]?.string }
        if norms.contains(where: { $0 == "percent" || $0 == "fraction" }) { return .percent }
        if traces.contains(where: { $0["stackgroup"] != nil }) { return .stacked }
        switch layout?["barmode"]?.string {
        case "stack", "relative": return .stacked
        default: return .none
        }
    }
}
