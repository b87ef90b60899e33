// Highcharts options. The chart type comes from `chart.type` (else the first series' type)
// and each series may override it; `bar` means horizontal bars (as does `chart.inverted`),
// `column` vertical ones. Highcharts keeps categories on `xAxis` even when drawn sideways,
// so no axis swap is needed. Points without an x take the category of their index, or
// `pointStart + i × pointInterval` (in `pointIntervalUnit` months or years when given).

/// Reads Highcharts options.
enum HighchartsReader: ChartReader {
    static let format = ChartFormat.highcharts
    static let ownTypes: Set = ["column", "spline", "areaspline", "bubble", "arearange", "histogram"]

    static func likelihood(of root: JSONNode) -> Int {
        guard root["series"]?.isArray == true else { return 0 }
        if root["chart"]?.isObject == true { return 10 }
        if root["plotOptions"] != nil { return 9 }
        if root["xAxis"]?.itemsOrSelf.contains(where: { $0["categories"] != nil }) == true { return 9 }
        let series = root["series"]?.items ?? []
        if series.contains(where: { ownTypes.contains($0["type"]?.string ?? "") }) { return 8 }
        if series.contains(where: { $0["data"]?[0]?["y"] != nil }) { return 6 }
        if root["subtitle"]?["text"] != nil || root["colorAxis"] != nil || root["credits"] != nil { return 5 }
        return series.allSatisfy({ $0["type"] == nil && $0["data"] != nil }) ? 3 : 0
    }

    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        guard let allSeries = root["series"]?.items, !allSeries.isEmpty else {
            throw root.missing("series", format, "expected an array of series")
        }
        let chart = root["chart"]
        let typeName = chart?["type"]?.string ?? allSeries.first?["type"]?.string ?? "line"
        guard let kind = HighchartsType(typeName) else {
            throw (chart?["type"] ?? root).error(format, "unsupported chart type '\(typeName)'")
        }
        var spec = ChartSpec(
            type: kind.type, title: root["title"]?.titleText, subtitle: root["subtitle"]?.titleText,
            orientation: kind.isHorizontal || chart?["inverted"]?.bool == true ? .horizontal : .vertical,
            source: format)
        let xAxis = HighchartsAxis(node: root["xAxis"]?.itemsOrSelf.first)
        let yAxis = HighchartsAxis(node: root["yAxis"]?.itemsOrSelf.first)
        spec.x = xAxis.axis(defaultScale: .category)
        spec.y = yAxis.axis(defaultScale: .linear)
        spec.stacking = stacking(root, typeName: typeName, series: allSeries)
        let palette = root["colors"]?.items?.compactMap(\.color) ?? []
        switch kind.type {
        case .pie:
            try readPie(allSeries, palette: palette, into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        case .heatmap:
            try readHeatmap(root, series: allSeries[0], xAxis: xAxis, yAxis: yAxis, into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        case .histogram:
            try readHistogram(allSeries, into: &spec)
            return spec.finished(declaredScale: nil, datesFromStrings: false)
        case .line, .bar, .area, .scatter, .bubble:
            let context = HighchartsSeriesContext(
                categories: xAxis.categories, scale: xAxis.declaredScale, chartKind: kind)
            for (index, node) in allSeries.enumerated() {
                guard var series = try context.series(node, index: index, notes: &spec.notes) else { continue }
                series.color = series.color ?? (palette.isEmpty ? nil : palette[index % palette.count])
                spec.series.append(series)
            }
            return spec.finished(declaredScale: xAxis.declaredScale, datesFromStrings: false)
        }
    }

    static func stacking(_ root: JSONNode, typeName: String, series: [JSONNode]) -> ChartStacking {
        let options = root["plotOptions"]
        var candidates = [options?["series"]?["stacking"], options?[typeName]?["stacking"]]
        candidates += options?.keys.map { options?[$0]?["stacking"] } ?? []
        candidates += series.map { $0["stacking"] }
        for candidate in candidates {
            switch candidate?.string {
            case "normal", "overlap", "stream": return .stacked
            case "percent": return .percent
            default: continue
            }
        }
        return .none
    }
}

/// One Highcharts axis.
struct HighchartsAxis {
    var node: JSONNode?

    var declaredScale: AxisScale? {
        switch node?["type"]?.string {
        case "datetime": .time
        case "logarithmic": .log
        case "linear": .linear
        case "category": .category
        default: node?["categories"] != nil ? .category : nil
        }
    }

    var categories: [String] { node?["categories"]?.items?.compactMap(\.text) ?? [] }

    func axis(defaultScale: AxisScale) -> ChartAxis {
        let scale = declaredScale ?? defaultScale
        return ChartAxis(
            label: node?["title"]?.titleText, scale: scale, min: node?["min"]?.domainValue(on: scale),
            max: node?["max"]?.domainValue(on: scale), categories: categories)
    }
}

/// A Highcharts series or chart `type`.
struct HighchartsType {
    var type: ChartType
    var isHorizontal = false
    var isSmooth = false

    init?(_ name: String) {
        switch name.lowercased() {
        case "line": type = .line
        case "spline": (type, isSmooth) = (.line, true)
        case "area": type = .area
        case "areaspline": (type, isSmooth) = (.area, true)
        case "column": type = .bar
        case "bar": (type, isHorizontal) = (.bar, true)
        case "scatter": type = .scatter
        case "bubble": type = .bubble
        case "pie", "variablepie": type = .pie
        case "heatmap": type = .heatmap
        case "histogram": type = .histogram
        default: return nil
        }
    }
}
