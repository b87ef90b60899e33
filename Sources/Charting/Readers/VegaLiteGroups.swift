// Grouping Vega-Lite rows into series: by the colour field (series, in Vega-Lite's order:
// ascending unless the scale domain or `sort` says otherwise) and, when the value channel
// aggregates, by domain value within each series (count, sum, mean, median, min, max).

/// Rows grouped into series and domain values.
struct VegaLiteGroups {
    typealias Channel = VegaLiteEncoding.Channel

    var rows: [JSONNode]
    var domain: Channel
    var value: Channel?
    var color: Channel?
    var size: Channel?

    func colorKey(_ row: JSONNode) -> String? {
        guard let color, color.field != nil, color.isDiscrete || color.type != "quantitative" else { return nil }
        return color.cell(row)?.text ?? "null"
    }

    func domainKey(_ row: JSONNode) -> String { domain.cell(row)?.text ?? "null" }

    /// Series names in Vega-Lite order (one nil when there is no colour field).
    func colorOrder() -> [String?] {
        var seen: [String?] = []
        for row in rows {
            let key = colorKey(row)
            if !seen.contains(key) { seen.append(key) }
        }
        guard let color, seen.first != nil else { return seen }
        if let domainOrder = color.node["scale"]?["domain"]?.items?.compactMap(\.text) {
            return Self.ordered(seen.compactMap { $0 }, by: domainOrder)
        }
        return Self.sorted(seen.compactMap { $0 }, sort: color.node.value["sort"])
    }

    /// Discrete domain values in Vega-Lite order.
    func domainOrder() -> [String] {
        var seen: [String] = []
        var known = Set<String>()
        for row in rows where known.insert(domainKey(row)).inserted { seen.append(domainKey(row)) }
        let sort = domain.node.value["sort"]
        if case .string(let text) = sort, text.hasSuffix("x") || text.hasSuffix("y") {
            let totals = Dictionary(grouping: rows, by: domainKey).mapValues {
                $0.compactMap { value?.cell($0)?.number }.reduce(0, +)
            }
            let ascending = seen.sorted { totals[$0] ?? 0 < totals[$1] ?? 0 }
            return text.hasPrefix("-") ? ascending.reversed() : ascending
        }
        if case .object = sort, domain.node["sort"]?["order"]?.string == "descending" {
            return seen
        }
        return Self.sorted(seen, sort: sort)
    }

    static func sorted(_ values: [String], sort: LenientJSON?) -> [String] {
        switch sort {
        case .null?: return values
        case .array(let order)?: return ordered(values, by: order.compactMap { JSONNode($0).text })
        case .string("descending")?: return values.sorted(by: precedes).reversed()
        default: return values.sorted(by: precedes)
        }
    }

    static func ordered(_ values: [String], by order: [String]) -> [String] {
        order.filter(values.contains) + values.filter { !order.contains($0) }
    }

    /// Numbers by value, then text.
    static func precedes(_ a: String, _ b: String) -> Bool {
        if let left = Double(a), let right = Double(b) { return left < right }
        return a < b
    }

    func series(markColor: String?) -> [ChartSeries] {
        let palette = color?.node["scale"]?["range"]?.items?.compactMap(\.color) ?? []
        let scale: AxisScale? = domain.type == "temporal" ? .time : (domain.isDiscrete ? .category : .linear)
        return colorOrder().enumerated().map { index, key in
            let members = rows.filter { colorKey($0) == key }
            let points = value?.aggregate != nil ? aggregated(members, scale: scale) : members.compactMap { point($0, scale: scale) }
            let color = palette.isEmpty ? (key == nil ? markColor : nil) : palette[index % palette.count]
            return ChartSeries(name: key ?? value?.title ?? "Value", color: color, points: points)
        }
    }

    func point(_ row: JSONNode, scale: AxisScale?) -> ChartPoint? {
        guard let x = domain.cell(row)?.domainValue(on: scale) else { return nil }
        return ChartPoint(x: x, y: value?.cell(row)?.number, size: size?.cell(row)?.number)
    }

    func aggregated(_ members: [JSONNode], scale: AxisScale?) -> [ChartPoint] {
        var order: [String] = []
        var groups: [String: [JSONNode]] = [:]
        for row in members {
            let key = domainKey(row)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(row)
        }
        return order.compactMap { key in
            guard let group = groups[key], let first = group.first,
                let x = domain.cell(first)?.domainValue(on: scale)
            else { return nil }
            let numbers = group.compactMap { value?.cell($0)?.number }
            return ChartPoint(x: x, y: Self.aggregate(value?.aggregate ?? "sum", numbers, count: group.count))
        }
    }

    static func aggregate(_ op: String, _ numbers: [Double], count: Int) -> Double? {
        switch op {
        case "count", "valid": return Double(op == "count" ? count : numbers.count)
        case "distinct": return Double(Set(numbers).count)
        case "mean", "average": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "median": return numbers.isEmpty ? nil : Quantile.of(numbers.sorted(), 0.5)
        case "min": return numbers.min()
        case "max": return numbers.max()
        default: return numbers.reduce(0, +)
        }
    }
}
