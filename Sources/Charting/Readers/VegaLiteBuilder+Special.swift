/// Vega-Lite arcs (pies) and rects (heatmaps).
extension VegaLiteBuilder {
    func buildPie(into spec: inout ChartSpec) throws(ChartError) {
        spec.type = .pie
        guard let theta = encoding.theta ?? encoding.size else {
            throw mark.error(Self.format, "an arc needs a theta encoding")
        }
        let category = encoding.color ?? VegaLiteEncoding.Channel(node: JSONNode(.object([])))
        let groups = VegaLiteGroups(rows: rows, domain: category, value: theta, color: nil, size: nil)
        var order: [String] = []
        var totals: [String: Double] = [:]
        for row in rows {
            let key = groups.domainKey(row)
            if totals[key] == nil { order.append(key) }
            let amount = theta.aggregate == "count" ? 1 : theta.cell(row)?.number ?? 0
            totals[key, default: 0] += amount
        }
        if encoding.color?.node.value["sort"] != nil || encoding.color?.node["scale"]?["domain"] != nil {
            order = VegaLiteGroups(rows: rows, domain: category, value: nil, color: category, size: nil)
                .colorOrder().compactMap { $0 }
        }
        let palette = encoding.color?.node["scale"]?["range"]?.items?.compactMap(\.color) ?? []
        let slices = order.enumerated().map { index, key in
            ChartPoint(x: .category(key), y: totals[key], color: palette.isEmpty ? nil : palette[index % palette.count])
        }
        spec.series = [ChartSeries(name: theta.title ?? "Value", points: slices)]
        if let inner = mark["innerRadius"]?.number, inner > 0 {
            let outer = mark["outerRadius"]?.number ?? mark["radius"]?.number ?? 100
            spec.isDonut = true
            spec.innerRadiusRatio = min(inner / max(outer, 1), 0.95)
        }
        spec = spec.finished(declaredScale: .category, datesFromStrings: false)
    }

    func buildHeatmap(into spec: inout ChartSpec) throws(ChartError) {
        spec.type = .heatmap
        guard let x = encoding.x, let y = encoding.y else {
            throw mark.error(Self.format, "a rect needs x and y encodings")
        }
        let columns = VegaLiteGroups(rows: rows, domain: x, value: nil, color: nil, size: nil).domainOrder()
        let rowOrder = VegaLiteGroups(rows: rows, domain: y, value: nil, color: nil, size: nil).domainOrder()
        let colorChannel = encoding.color
        var cells: [ChartPoint] = []
        for column in columns {
            for (rowIndex, rowKey) in rowOrder.enumerated() {
                let members = rows.filter { x.cell($0)?.text == column && y.cell($0)?.text == rowKey }
                guard !members.isEmpty else { continue }
                let numbers = members.compactMap { colorChannel?.cell($0)?.number }
                let value = VegaLiteGroups.aggregate(
                    colorChannel?.aggregate ?? (numbers.count > 1 ? "mean" : "sum"), numbers, count: members.count)
                cells.append(ChartPoint(x: .category(column), y: Double(rowIndex), value: value))
            }
        }
        spec.x = ChartAxis(label: x.title, scale: .category, categories: columns)
        spec.y = ChartAxis(label: y.title, scale: .category, categories: rowOrder)
        spec.colorScale = colorChannel?.node["scale"]?["range"]?.items?.compactMap(\.color) ?? []
        spec.series = [ChartSeries(name: colorChannel?.title ?? "Value", points: cells)]
        spec = spec.finished(declaredScale: .category, datesFromStrings: false)
    }
}
