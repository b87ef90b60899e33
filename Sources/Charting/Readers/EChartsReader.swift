// Apache ECharts option objects. Axes may be objects or arrays (the first is used); a
// category y axis with a value x axis means horizontal bars, whose y axis becomes our domain.
// Data comes from `series[].data` (values, `[x, y]` pairs, `{name, value}` items, `'-'` gaps)
// or from `dataset.source` through `encode` (see EChartsDataset). Every series keeps its own
// type, so bar+line mixes survive.

/// Reads ECharts options.
enum EChartsReader: ChartReader {
    static let format = ChartFormat.echarts

    static func likelihood(of root: JSONNode) -> Int {
        guard let series = root["series"]?.itemsOrSelf, series.first?.isObject == true else { return 0 }
        if root["chart"] != nil || root["plotOptions"] != nil || root["xAxis"]?["categories"] != nil {
            return 1
        }
        var score = series.allSatisfy({ $0["type"]?.string != nil }) ? 5 : 1
        let axis = root["xAxis"]?.itemsOrSelf.first ?? root["yAxis"]?.itemsOrSelf.first
        if axis?["data"] != nil || axis?["type"] != nil { score += 4 }
        if root["dataset"] != nil || root["visualMap"] != nil || root["grid"] != nil { score += 3 }
        if root["legend"]?["data"] != nil || root["title"]?["subtext"] != nil { score += 2 }
        if series.contains(where: { $0["data"]?[0]?["value"] != nil }) { score += 2 }
        return score
    }

    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        guard let allSeries = root["series"]?.itemsOrSelf, !allSeries.isEmpty else {
            throw root.missing("series", format, "expected an array of series")
        }
        var spec = ChartSpec(type: .line, source: format)
        let titleNode = root["title"]?.itemsOrSelf.first
        spec.title = titleNode?.titleText
        spec.subtitle = titleNode?["subtext"]?.text
        let supported = allSeries.filter { EChartsType($0["type"]?.string ?? "line") != nil }
        for node in allSeries where EChartsType(node["type"]?.string ?? "line") == nil {
            spec.notes.appendOnce("series type '\(node["type"]?.text ?? "?")' is not drawn")
        }
        guard let first = supported.first, let primary = EChartsType(first["type"]?.string ?? "line") else {
            throw root.missing("series", format, "no series of a supported type")
        }
        spec.type = primary.type(for: first)
        let palette = root["color"]?.items?.compactMap(\.color) ?? []
        switch spec.type {
        case .pie:
            try readPie(supported, palette: palette, dataset: EChartsDataset(root), into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        case .heatmap:
            try readHeatmap(root, series: first, into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        case .line, .bar, .area, .scatter, .bubble, .histogram:
            return try readCartesian(root, series: supported, palette: palette, spec: spec)
        }
    }

    static func readCartesian(
        _ root: JSONNode, series nodes: [JSONNode], palette: [String], spec: ChartSpec
    ) throws(ChartError) -> ChartSpec {
        var spec = spec
        let xAxes = root["xAxis"]?.itemsOrSelf ?? []
        let yAxes = root["yAxis"]?.itemsOrSelf ?? []
        if xAxes.count > 1 || yAxes.count > 1 { spec.notes.appendOnce("only the first x and y axes are used") }
        let xAxis = EChartsAxis(node: xAxes.first)
        let yAxis = EChartsAxis(node: yAxes.first)
        let horizontal = yAxis.declaredScale == .category && xAxis.declaredScale != .category
        let domain = horizontal ? yAxis : xAxis
        spec.orientation = horizontal ? .horizontal : .vertical
        spec.x = domain.axis(defaultScale: .category)
        spec.y = (horizontal ? xAxis : yAxis).axis(defaultScale: .linear)
        let declared = domain.declaredScale ?? (domain.categories.isEmpty ? nil : .category)
        let context = EChartsSeriesContext(
            categories: domain.categories, scale: declared, horizontal: horizontal,
            dataset: EChartsDataset(root))
        for (index, node) in nodes.enumerated() {
            var series = try context.series(node, index: index)
            series.color = series.color ?? (palette.isEmpty ? nil : palette[index % palette.count])
            spec.series.append(series)
        }
        if spec.series.contains(where: { $0.stack != nil }) { spec.stacking = .stacked }
        if spec.type == .line, spec.series.allSatisfy({ $0.type == .area }) { spec.type = .area }
        return spec.finished(declaredScale: declared, datesFromStrings: true)
    }
}

/// An ECharts series `type`.
struct EChartsType {
    var base: ChartType

    init?(_ name: String) {
        switch name {
        case "line": base = .line
        case "bar", "pictorialBar": base = .bar
        case "scatter", "effectScatter": base = .scatter
        case "pie": base = .pie
        case "heatmap": base = .heatmap
        default: return nil
        }
    }

    /// The type as refined by the series' options (`areaStyle`, bubble sizes).
    func type(for node: JSONNode) -> ChartType {
        switch base {
        case .line: return node["areaStyle"] != nil ? .area : .line
        case .scatter:
            if case .code = node["symbolSize"]?.value,
                let first = node["data"]?[0]?.items, first.count >= 3
            {
                return .bubble
            }
            return .scatter
        case .bar, .area, .bubble, .pie, .heatmap, .histogram: return base
        }
    }
}

/// One ECharts axis.
struct EChartsAxis {
    var node: JSONNode?

    var declaredScale: AxisScale? {
        switch node?["type"]?.string {
        case "category": .category
        case "value": .linear
        case "time": .time
        case "log": .log
        default: node?["data"] != nil ? .category : nil
        }
    }

    var categories: [String] {
        node?["data"]?.items?.compactMap { $0["value"]?.text ?? $0.text } ?? []
    }

    func axis(defaultScale: AxisScale) -> ChartAxis {
        let scale = declaredScale ?? defaultScale
        return ChartAxis(
            label: node?["name"]?.text, scale: scale,
            min: node?["min"].flatMap { $0.number != nil ? $0.domainValue(on: scale) : nil },
            max: node?["max"].flatMap { $0.number != nil ? $0.domainValue(on: scale) : nil },
            categories: categories)
    }
}
