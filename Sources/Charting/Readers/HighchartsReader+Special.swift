/// Highcharts pies, heatmaps and histograms.
extension HighchartsReader {
    static func readPie(_ nodes: [JSONNode], palette: [String], into spec: inout ChartSpec) throws(ChartError) {
        guard let node = nodes.first(where: { ($0["type"]?.string ?? "pie").hasSuffix("pie") }) ?? nodes.first,
            let data = node["data"]?.items
        else { throw JSONNode(.null).missing("series", format, "expected a pie series with data") }
        if nodes.count > 1 { spec.notes.appendOnce("only the first pie series is drawn") }
        var slices: [ChartPoint] = []
        for (index, item) in data.enumerated() {
            let parts = item.items
            let label = item["name"]?.text ?? parts?.first?.text ?? "Slice \(index + 1)"
            let valueNode = item["y"] ?? item["value"] ?? (parts.map { $0.count > 1 ? $0[1] : $0[0] }) ?? item
            guard valueNode.isGap || valueNode.number != nil else {
                throw valueNode.error(format, "expected a number, [name, y] or {name, y}")
            }
            let color = item["color"]?.color ?? (palette.isEmpty ? nil : palette[index % palette.count])
            slices.append(ChartPoint(x: .category(label), y: valueNode.number, color: color))
        }
        if let inner = node["innerSize"] {
            let ratio = inner.string?.hasSuffix("%") == true
                ? inner.fraction : inner.number.map { $0 / (node["size"]?.number ?? 200) }
            if let ratio, ratio > 0 {
                spec.isDonut = true
                spec.innerRadiusRatio = min(ratio, 0.95)
            }
        }
        spec.series = [ChartSeries(name: node["name"]?.text ?? spec.title ?? "Value", color: node["color"]?.color, points: slices)]
    }

    static func readHeatmap(
        _ root: JSONNode, series node: JSONNode, xAxis: HighchartsAxis, yAxis: HighchartsAxis,
        into spec: inout ChartSpec
    ) throws(ChartError) {
        guard let data = node["data"]?.items else {
            throw node.missing("data", format, "expected an array of [x, y, value] cells")
        }
        var rows = yAxis.categories
        var cells: [ChartPoint] = []
        for item in data {
            let parts = item.items ?? [item["x"], item["y"], item["value"]].compactMap { $0 }
            guard parts.count >= 3 else { throw item.error(format, "expected an [x, y, value] cell") }
            let row = EChartsReader.label(parts[1], in: rows)
            if !rows.contains(row) { rows.append(row) }
            cells.append(ChartPoint(
                x: .category(EChartsReader.label(parts[0], in: xAxis.categories)),
                y: Double(rows.firstIndex(of: row) ?? 0), value: parts[2].number))
        }
        spec.y.scale = .category
        spec.y.categories = rows
        let colorAxis = root["colorAxis"]?.itemsOrSelf.first
        if let stops = colorAxis?["stops"]?.items {
            spec.colorScale = stops.compactMap { $0[1]?.color }
        } else {
            spec.colorScale = [colorAxis?["minColor"]?.color, colorAxis?["maxColor"]?.color].compactMap { $0 }
        }
        spec.series = [ChartSeries(name: node["name"]?.text ?? "Value", points: cells)]
    }

    static func readHistogram(_ nodes: [JSONNode], into spec: inout ChartSpec) throws(ChartError) {
        var variables: [HistogramSeries.Variable] = []
        var settings: (count: Int?, size: Double?) = (nil, nil)
        for node in nodes where node["type"]?.string == "histogram" {
            let base = node["baseSeries"]
            let source = nodes.first(where: { $0["id"]?.text == base?.text && base?.string != nil })
                ?? base?.number.flatMap { Int(exactly: $0) }.flatMap { nodes.indices.contains($0) ? nodes[$0] : nil }
            guard let values = (source ?? node)["data"]?.items else {
                throw node.missing("baseSeries", format, "expected the id of a series with data")
            }
            let numbers = values.compactMap { $0.number ?? $0.items?.last?.number ?? $0["y"]?.number }
            variables.append(.init(name: node["name"]?.text ?? source?["name"]?.text ?? "Histogram",
                                   color: node["color"]?.color, values: numbers))
            settings.count = settings.count ?? node["binsNumber"]?.number.map { Int($0) }
            settings.size = settings.size ?? node["binWidth"]?.number
        }
        if nodes.count > variables.count { spec.notes.appendOnce("the base series of a histogram is not drawn") }
        guard !variables.isEmpty else {
            throw JSONNode(.null).missing("series", format, "expected a histogram series")
        }
        spec.series = HistogramSeries.make(variables, count: settings.count, size: settings.size)
        spec.y.label = spec.y.label ?? "Count"
    }
}
