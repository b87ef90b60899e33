/// Turns Vega-Lite rows and encodings into a normalised chart.
struct VegaLiteBuilder {
    var rows: [JSONNode]
    var encoding: VegaLiteEncoding
    var mark: JSONNode
    var markType: String

    static let format = ChartFormat.vegaLite

    func build(into spec: inout ChartSpec) throws(ChartError) {
        switch markType {
        case "arc": try buildPie(into: &spec)
        case "rect": try buildHeatmap(into: &spec)
        default: try buildCartesian(into: &spec)
        }
    }

    func chartType() throws(ChartError) -> ChartType {
        switch markType {
        case "bar": return .bar
        case "line", "trail": return .line
        case "area": return .area
        case "point", "circle", "square", "tick": return encoding.size?.field != nil ? .bubble : .scatter
        default: throw mark.error(Self.format, "mark '\(markType)' is not supported")
        }
    }

    func buildCartesian(into spec: inout ChartSpec) throws(ChartError) {
        spec.type = try chartType()
        let horizontal = encoding.y?.isDiscrete == true && encoding.x?.isDiscrete == false
        guard let domain = horizontal ? encoding.y : encoding.x else {
            throw mark.error(Self.format, "expected an x encoding")
        }
        let value = horizontal ? encoding.x : encoding.y
        spec.orientation = horizontal ? .horizontal : .vertical
        spec.x.label = domain.title
        spec.y.label = value?.title
        if value?.node["scale"]?["type"]?.string == "log" { spec.y.scale = .log }
        if domain.isBinned {
            try buildHistogram(domain: domain, into: &spec)
            return
        }
        let groups = VegaLiteGroups(rows: rows, domain: domain, value: value, color: encoding.color, size: encoding.size)
        spec.series = groups.series(markColor: encoding.color?.constant ?? mark["color"]?.color)
        spec.stacking = stacking(value, type: spec.type)
        let declared: AxisScale = switch domain.type {
        case "temporal": .time
        case "quantitative": domain.node["scale"]?["type"]?.string == "log" ? .log : .linear
        default: .category
        }
        spec.x.categories = declared == .category ? groups.domainOrder() : []
        spec = spec.finished(declaredScale: declared, datesFromStrings: false)
        if spec.type != .scatter && spec.type != .bubble {
            spec.series = spec.series.map { $0.sortedByDomain(categories: spec.x.categories) }
        }
    }

    func stacking(_ value: VegaLiteEncoding.Channel?, type: ChartType) -> ChartStacking {
        if let stack = value?.node.value["stack"] {
            switch stack {
            case .null, .bool(false): return .none
            case .string("normalize"): return .percent
            default: return .stacked
            }
        }
        let split = encoding.color?.field != nil && encoding.color?.isDiscrete == true
        return split && (type == .bar || type == .area) ? .stacked : .none
    }

    func buildHistogram(domain: VegaLiteEncoding.Channel, into spec: inout ChartSpec) throws(ChartError) {
        spec.type = .histogram
        let bin = domain.node["bin"]
        let groups = VegaLiteGroups(rows: rows, domain: domain, value: nil, color: encoding.color, size: nil)
        let variables = groups.colorOrder().map { name in
            HistogramSeries.Variable(
                name: name ?? domain.field ?? "Count", color: nil,
                values: rows.filter { groups.colorKey($0) == name }.compactMap { domain.cell($0)?.number })
        }
        let extent = bin?["extent"]?.items
        spec.series = HistogramSeries.make(
            variables, count: Int(bin?["maxbins"]?.number ?? 10), size: bin?["step"]?.number,
            start: extent?.first?.number, end: extent?.last?.number)
        spec.y.label = spec.y.label ?? "Count of Records"
        spec.stacking = encoding.color?.field != nil ? .stacked : .none
        spec = spec.finished(declaredScale: .linear, datesFromStrings: false)
    }
}

extension ChartSeries {
    /// Points in domain order: category order, else by number or date (as Vega-Lite draws).
    func sortedByDomain(categories: [String]) -> ChartSeries {
        var copy = self
        let rank = Dictionary(categories.enumerated().map { ($1, Double($0)) }, uniquingKeysWith: { a, _ in a })
        let key = { (value: ChartValue) -> Double in
            if case .category(let label) = value { return rank[label] ?? .infinity }
            return value.numericValue ?? .infinity
        }
        copy.points = points.enumerated().sorted { left, right in
            let (a, b) = (key(left.element.x), key(right.element.x))
            return a != b ? a < b : left.offset < right.offset
        }.map(\.element)
        return copy
    }
}
