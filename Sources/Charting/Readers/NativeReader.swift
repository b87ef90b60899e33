// Inkwell's own format, the one to describe in a system prompt:
// {"chart_type", "title", "x_label", "y_label", "series": [{"name", "color", "points": [{"x",
// "y", "size"}]}]}; also the flat pie {"type": "pie", "data": [{"label", "value"}]}.
// Histograms carry raw values (each point's y, else x, or a series' "values") binned by us.

/// Reads Inkwell's native chart format.
enum NativeReader: ChartReader {
    static let format = ChartFormat.native

    static func likelihood(of root: JSONNode) -> Int {
        if root["chart_type"]?.string != nil { return 10 }
        if root["type"]?.string?.lowercased() == "pie", let first = root["data"]?[0],
            first.has("label") || first.has("value")
        {
            return 8
        }
        if root["series"]?[0]?["points"]?.isArray == true { return 4 }
        return 0
    }

    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        if root["chart_type"] == nil, root["type"]?.string?.lowercased() == "pie", root["data"] != nil {
            return try readFlatPie(root)
        }
        let typeName = root["chart_type"]?.text ?? root["type"]?.text ?? "line"
        guard let kind = NativeTypeName(typeName) else {
            throw (root["chart_type"] ?? root).error(
                format, "unknown chart type '\(typeName)'; expected line, bar, area, scatter, "
                    + "bubble, pie, heatmap or histogram")
        }
        var spec = ChartSpec(
            type: kind.type, title: root["title"]?.titleText, subtitle: root["subtitle"]?.titleText,
            orientation: kind.isHorizontal || root["horizontal"]?.bool == true ? .horizontal : .vertical,
            isDonut: kind.isDonut, innerRadiusRatio: kind.isDonut ? 0.5 : 0, source: format)
        spec.x.label = root["x_label"]?.text
        spec.y.label = root["y_label"]?.text
        spec.stacking = stacking(root)
        guard let seriesNodes = root["series"]?.items else {
            throw root.missing("series", format, "expected an array of series")
        }
        try readSeries(seriesNodes, into: &spec)
        return spec.finished(declaredScale: nil, datesFromStrings: spec.type != .bar)
    }

    static func stacking(_ root: JSONNode) -> ChartStacking {
        if root["stacked"]?.bool == true { return .stacked }
        switch root["stacking"]?.string?.lowercased() {
        case "stacked", "normal": return .stacked
        case "percent", "normalize": return .percent
        default: return .none
        }
    }

    static func readSeries(_ nodes: [JSONNode], into spec: inout ChartSpec) throws(ChartError) {
        switch spec.type {
        case .histogram:
            spec.series = HistogramSeries.make(try nodes.map(histogramVariable))
            spec.y.label = spec.y.label ?? "Count"
        case .heatmap:
            spec.series = [try heatmapSeries(nodes, spec: &spec)]
        case .pie:
            if nodes.count > 1 { spec.notes.appendOnce("only the first series of a pie is drawn") }
            spec.series = try nodes.prefix(1).map(series)
        case .line, .bar, .area, .scatter, .bubble:
            spec.series = try nodes.map(series)
        }
    }

    static func series(_ node: JSONNode) throws(ChartError) -> ChartSeries {
        guard let pointNodes = node["points"]?.items ?? node["data"]?.items else {
            throw node.missing("points", format, "expected an array of points")
        }
        var points: [ChartPoint] = []
        for pointNode in pointNodes { points.append(try point(pointNode)) }
        return ChartSeries(
            name: node["name"]?.text ?? "Series \((node.path.components.last.flatMap(index) ?? 0) + 1)",
            color: node["color"]?.color, isSmooth: node["smooth"]?.bool ?? false, points: points)
    }

    static func index(_ component: JSONPath.Component) -> Int? {
        if case .index(let index) = component { return index }
        return nil
    }

    static func point(_ node: JSONNode) throws(ChartError) -> ChartPoint {
        if let pair = node.items, pair.count >= 2, let x = pair[0].domainValue(on: nil) {
            return ChartPoint(x: x, y: pair[1].number, size: pair.count > 2 ? pair[2].number : nil)
        }
        guard node.isObject else { throw node.error(format, "expected a point {\"x\", \"y\"}") }
        let xNode = node["x"] ?? node["label"] ?? node["name"]
        guard let x = xNode?.domainValue(on: nil) else { throw node.missing("x", format) }
        let yNode = node["y"] ?? node["value"]
        if let yNode, !yNode.isGap, yNode.number == nil {
            throw yNode.error(format, "expected a number")
        }
        return ChartPoint(
            x: x, y: yNode?.number, size: node["size"]?.number ?? node["r"]?.number,
            color: node["color"]?.color)
    }
}
