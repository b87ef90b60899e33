/// ECharts pies (donut when `radius` is a pair) and heatmaps (cells `[x, y, value]`).
extension EChartsReader {
    static func readPie(
        _ nodes: [JSONNode], palette: [String], dataset: EChartsDataset?, into spec: inout ChartSpec
    ) throws(ChartError) {
        let pies = nodes.filter { $0["type"]?.string == "pie" }
        guard let node = pies.first else { return }
        if pies.count > 1 { spec.notes.appendOnce("only the first pie series is drawn") }
        if node["roseType"] != nil { spec.notes.appendOnce("roseType is drawn as a plain pie") }
        var slices: [ChartPoint] = []
        if let data = node["data"]?.items {
            for item in data {
                let value = item["value"] ?? item
                guard value.isGap || value.number != nil else {
                    throw value.error(format, "expected a number or {name, value}")
                }
                let label = item["name"]?.text ?? String(slices.count + 1)
                slices.append(ChartPoint(x: .category(label), y: value.number, color: item["itemStyle"]?["color"]?.color))
            }
        } else if let dataset {
            let column = try dataset.columns(for: node, seriesIndex: 0)
            slices = column.points(scale: .category)
        } else {
            throw node.missing("data", format, "expected an array of {name, value}")
        }
        for index in slices.indices where slices[index].color == nil && !palette.isEmpty {
            slices[index].color = palette[index % palette.count]
        }
        if let radius = node["radius"]?.items, radius.count == 2,
            let inner = radius[0].fraction, let outer = radius[1].fraction, outer > 0, inner > 0
        {
            spec.isDonut = true
            spec.innerRadiusRatio = min(inner / outer, 0.95)
        }
        spec.series = [ChartSeries(name: node["name"]?.text ?? spec.title ?? "Value", points: slices)]
    }

    static func readHeatmap(_ root: JSONNode, series node: JSONNode, into spec: inout ChartSpec) throws(ChartError) {
        let xAxis = EChartsAxis(node: root["xAxis"]?.itemsOrSelf.first)
        let yAxis = EChartsAxis(node: root["yAxis"]?.itemsOrSelf.first)
        spec.x = xAxis.axis(defaultScale: .category)
        spec.y = yAxis.axis(defaultScale: .category)
        spec.y.scale = .category
        guard let data = node["data"]?.items else {
            throw node.missing("data", format, "expected an array of [x, y, value] cells")
        }
        var rows = yAxis.categories
        var cells: [ChartPoint] = []
        for item in data {
            let cell = item["value"] ?? item
            guard let parts = cell.items, parts.count >= 3 else {
                throw cell.error(format, "expected an [x, y, value] cell")
            }
            let column = label(parts[0], in: xAxis.categories)
            let row = label(parts[1], in: rows)
            if !rows.contains(row) { rows.append(row) }
            let rowIndex = rows.firstIndex(of: row) ?? 0
            cells.append(ChartPoint(x: .category(column), y: Double(rowIndex), value: parts[2].number))
        }
        spec.y.categories = rows
        let visualMap = root["visualMap"]?.itemsOrSelf.first
        spec.colorScale = visualMap?["inRange"]?["color"]?.items?.compactMap(\.color) ?? []
        spec.series = [ChartSeries(name: node["name"]?.text ?? "Value", points: cells)]
    }

    /// An index into `categories`, or a label as it is.
    static func label(_ node: JSONNode, in categories: [String]) -> String {
        if let number = node.value.numberValue, let index = Int(exactly: number), categories.indices.contains(index) {
            return categories[index]
        }
        return node.text ?? "?"
    }
}
