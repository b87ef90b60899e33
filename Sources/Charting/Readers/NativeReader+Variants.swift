/// The native reader's histogram, heatmap and flat-pie shapes, and its type names.
extension NativeReader {
    static func histogramVariable(_ node: JSONNode) throws(ChartError) -> HistogramSeries.Variable {
        var values = node["values"]?.items?.compactMap(\.number) ?? []
        if values.isEmpty, let points = node["points"]?.items {
            values = points.compactMap { $0["y"]?.number ?? $0["x"]?.number ?? $0.number }
        }
        guard !values.isEmpty else {
            throw node.missing("points", format, "expected numeric values to bin")
        }
        return .init(name: node["name"]?.text ?? "Series", color: node["color"]?.color, values: values)
    }

    static func heatmapSeries(_ nodes: [JSONNode], spec: inout ChartSpec) throws(ChartError) -> ChartSeries {
        var rows: [String] = []
        var cells: [ChartPoint] = []
        for node in nodes {
            for cell in node["points"]?.items ?? node["data"]?.items ?? [] {
                guard let x = cell["x"]?.text, let y = cell["y"]?.text else {
                    throw cell.error(format, "expected a cell {\"x\", \"y\", \"value\"}")
                }
                let row = rows.firstIndex(of: y) ?? rows.count
                if row == rows.count { rows.append(y) }
                cells.append(ChartPoint(x: .category(x), y: Double(row), value: cell["value"]?.number))
            }
        }
        spec.y.scale = .category
        spec.y.categories = rows
        return ChartSeries(name: nodes.first?["name"]?.text ?? "Value", points: cells)
    }

    static func readFlatPie(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        guard let items = root["data"]?.items else {
            throw root.missing("data", format, "expected an array of slices")
        }
        var slices: [ChartPoint] = []
        for item in items {
            guard let label = (item["label"] ?? item["name"])?.text else {
                throw item.missing("label", format)
            }
            slices.append(ChartPoint(x: .category(label), y: item["value"]?.number, color: item["color"]?.color))
        }
        let donut = root["donut"]?.bool == true || root["innerRadius"] != nil
        let spec = ChartSpec(
            type: .pie, title: root["title"]?.titleText, isDonut: donut,
            innerRadiusRatio: donut ? root["innerRadius"]?.fraction ?? 0.5 : 0,
            series: [ChartSeries(name: root["name"]?.text ?? root["title"]?.titleText ?? "Value", points: slices)],
            source: format)
        return spec.finished(declaredScale: .category, datesFromStrings: false)
    }
}

/// A native `chart_type` name.
struct NativeTypeName {
    var type: ChartType
    var isHorizontal = false
    var isDonut = false

    init?(_ name: String) {
        let key = name.lowercased().filter { $0.isLetter }
        switch key {
        case "line", "spline": type = .line
        case "bar", "column", "barchart": type = .bar
        case "horizontalbar", "barh", "hbar":
            type = .bar
            isHorizontal = true
        case "area": type = .area
        case "scatter", "point", "points": type = .scatter
        case "bubble": type = .bubble
        case "pie": type = .pie
        case "donut", "doughnut":
            type = .pie
            isDonut = true
        case "heatmap": type = .heatmap
        case "histogram": type = .histogram
        default: return nil
        }
    }
}
