/// Reads one cartesian ECharts series: from its own `data` or from the dataset via `encode`.
struct EChartsSeriesContext {
    var categories: [String]
    var scale: AxisScale?
    var horizontal: Bool
    var dataset: EChartsDataset?

    static let format = ChartFormat.echarts

    func series(_ node: JSONNode, index: Int) throws(ChartError) -> ChartSeries {
        let type = EChartsType(node["type"]?.string ?? "line")?.type(for: node) ?? .line
        var series = ChartSeries(
            name: node["name"]?.text ?? "Series \(index + 1)",
            color: node["itemStyle"]?["color"]?.color ?? node["lineStyle"]?["color"]?.color
                ?? node["color"]?.color,
            type: type, stack: node["stack"]?.text,
            isSmooth: node["smooth"]?.bool == true || (node["smooth"]?.number ?? 0) > 0)
        if let data = node["data"]?.items {
            for (position, item) in data.enumerated() {
                series.points.append(try point(item, position: position, isBubble: type == .bubble))
            }
        } else if let dataset {
            let column = try dataset.columns(for: node, seriesIndex: index)
            if node["name"] == nil, let name = column.name { series.name = name }
            series.points = column.points(scale: scale)
        } else {
            throw node.missing("data", Self.format, "expected data or a dataset")
        }
        return series
    }

    func point(_ item: JSONNode, position: Int, isBubble: Bool) throws(ChartError) -> ChartPoint {
        let value = item["value"] ?? item
        let color = item["itemStyle"]?["color"]?.color
        if let pair = value.items {
            guard pair.count >= 2 else {
                throw value.error(Self.format, "expected a number or [x, y] pair")
            }
            let (domain, amount) = horizontal ? (pair[1], pair[0]) : (pair[0], pair[1])
            guard let x = domain.domainValue(on: scale) else {
                throw domain.error(Self.format, "expected a number, date or label")
            }
            let size = isBubble && pair.count > 2 ? pair[2].number : nil
            return ChartPoint(x: x, y: amount.isGap ? nil : amount.number, size: size, color: color)
        }
        guard value.isGap || value.number != nil else {
            throw value.error(Self.format, "expected a number or [x, y] pair")
        }
        let label = categories.indices.contains(position) ? categories[position] : item["name"]?.text
        return ChartPoint(x: .category(label ?? String(position)), y: value.number, color: color)
    }
}
