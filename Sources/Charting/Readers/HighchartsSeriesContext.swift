import FoundationEssentials

/// Reads one cartesian Highcharts series.
struct HighchartsSeriesContext {
    var categories: [String]
    var scale: AxisScale?
    var chartKind: HighchartsType

    static let format = ChartFormat.highcharts

    /// The series, or nil (with a note) when its type is not drawn.
    func series(_ node: JSONNode, index: Int, notes: inout [String]) throws(ChartError) -> ChartSeries? {
        let typeName = node["type"]?.string
        guard let kind = typeName.map(HighchartsType.init) ?? chartKind else {
            notes.appendOnce("series type '\(typeName ?? "?")' is not drawn")
            return nil
        }
        guard let data = node["data"]?.items else {
            throw node.missing("data", Self.format, "expected an array of points")
        }
        let start = Start(node: node, scale: scale)
        var series = ChartSeries(
            name: node["name"]?.text ?? "Series \(index + 1)", color: node["color"]?.color,
            type: kind.type, stack: node["stack"]?.text, isSmooth: kind.isSmooth)
        for (position, item) in data.enumerated() {
            series.points.append(try point(item, implied: start.x(at: position, categories: categories)))
        }
        return series
    }

    func point(_ item: JSONNode, implied: ChartValue) throws(ChartError) -> ChartPoint {
        if item.isGap || item.number != nil { return ChartPoint(x: implied, y: item.number) }
        if let parts = item.items {
            guard parts.count >= 2 else {
                throw item.error(Self.format, "expected a number or [x, y] pair")
            }
            let x = domain(parts[0]) ?? implied
            return ChartPoint(x: x, y: parts[1].number, size: parts.count > 2 ? parts[2].number : nil)
        }
        guard item.isObject else { throw item.error(Self.format, "expected a number or [x, y] pair") }
        let x = item["x"].flatMap(domain) ?? item["name"]?.text.map(ChartValue.category) ?? implied
        let yNode = item["y"] ?? item["value"]
        if let yNode, !yNode.isGap, yNode.number == nil {
            throw yNode.error(Self.format, "expected a number")
        }
        return ChartPoint(x: x, y: yNode?.number, size: item["z"]?.number, color: item["color"]?.color)
    }

    /// An explicit x: an index into the categories, a time, a number or a label.
    func domain(_ node: JSONNode) -> ChartValue? {
        if scale != .time, let number = node.value.numberValue, let index = Int(exactly: number),
            categories.indices.contains(index)
        {
            return .category(categories[index])
        }
        return node.domainValue(on: scale)
    }

    /// `pointStart`, `pointInterval` and `pointIntervalUnit`.
    struct Start {
        var start: Double
        var interval: Double
        var unit: String?
        var isTime: Bool

        init(node: JSONNode, scale: AxisScale?) {
            let startNode = node["pointStart"]
            let date = startNode?.domainValue(on: .time)
            isTime = scale == .time || (startNode?.number == nil && date != nil)
            if case .date(let day) = date, isTime {
                start = day.timeIntervalSince1970 * 1000
            } else {
                start = startNode?.number ?? 0
            }
            interval = node["pointInterval"]?.numberOrProduct ?? 1
            unit = node["pointIntervalUnit"]?.string
        }

        func x(at position: Int, categories: [String]) -> ChartValue {
            if categories.indices.contains(position) { return .category(categories[position]) }
            guard isTime else { return .number(start + Double(position) * interval) }
            let origin = ChartDate.fromEpochMilliseconds(start)
            var civil = CivilDateTime(origin)
            switch unit {
            case "month":
                civil.month += position * Int(interval)
                return .date(civil.date)
            case "year":
                civil.year += position * Int(interval)
                return .date(civil.date)
            case "day":
                return .date(origin.addingTimeInterval(Double(position) * interval * 86_400))
            default:
                return .date(ChartDate.fromEpochMilliseconds(start + Double(position) * interval))
            }
        }
    }
}
