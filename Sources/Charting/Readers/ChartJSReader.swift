// Chart.js configurations, v2 to v4: `{type, data: {labels, datasets}, options}`. The index
// axis (categories or times) becomes our `x` even for horizontal bars (`indexAxis: 'y'` or
// v2 `horizontalBar`), whose v4 `scales.y` / v2 `yAxes[0]` is then the domain axis.

/// Reads Chart.js v2–v4 configurations.
enum ChartJSReader: ChartReader {
    static let format = ChartFormat.chartjs

    static func likelihood(of root: JSONNode) -> Int {
        guard root["data"]?["datasets"]?.isArray == true else { return 0 }
        return root["type"]?.string != nil ? 10 : 7
    }

    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        let typeName = root["type"]?.string ?? "line"
        guard let kind = ChartJSType(typeName) else {
            throw (root["type"] ?? root).error(format, "unsupported chart type '\(typeName)'")
        }
        guard let datasets = root["data"]?["datasets"]?.items else {
            throw root.missing("data", format, "expected data.datasets")
        }
        let options = root["options"]
        let horizontal = kind.isHorizontal || options?["indexAxis"]?.string == "y"
        let axes = ChartJSAxes(options: options, horizontal: horizontal)
        var spec = ChartSpec(
            type: kind.type, title: title(options), subtitle: options?["plugins"]?["subtitle"]?.titleText,
            orientation: horizontal ? .horizontal : .vertical, source: format)
        if let note = kind.note { spec.notes.append(note) }
        spec.x = axes.domain.axis(defaultScale: .category)
        spec.y = axes.value.axis(defaultScale: .linear)
        spec.stacking = axes.stacking(options)
        let labels = root["data"]?["labels"]?.items ?? []
        let context = Context(labels: labels, scale: axes.domain.scale, horizontal: horizontal, kind: kind)
        if kind.type == .pie {
            try readPie(datasets, context: context, options: options, into: &spec)
            return spec.finished(declaredScale: .category, datesFromStrings: false)
        }
        spec.series = try datasets.enumerated().map { (index, node) throws(ChartError) in
            try series(node, index: index, context: context)
        }
        if kind.type == .line, !spec.series.isEmpty, spec.series.allSatisfy({ $0.type == .area }) {
            spec.type = .area
        }
        let declared = axes.domain.scale ?? (labels.isEmpty ? nil : .category)
        return spec.finished(declaredScale: declared, datesFromStrings: false)
    }

    static func title(_ options: JSONNode?) -> String? {
        guard let options else { return nil }
        let node = options["plugins"]?["title"] ?? options["title"]
        if node?["display"]?.bool == false, node?["text"] == nil { return nil }
        return node?.titleText
    }

    /// What reading one dataset needs to know.
    struct Context {
        var labels: [JSONNode]
        var scale: AxisScale?
        var horizontal: Bool
        var kind: ChartJSType
    }

    static func series(_ node: JSONNode, index: Int, context: Context) throws(ChartError) -> ChartSeries {
        guard let data = node["data"]?.items else {
            throw node.missing("data", format, "expected an array of values")
        }
        let ownKind = node["type"]?.string.flatMap(ChartJSType.init) ?? context.kind
        var type = ownKind.type
        if type == .line, let fill = node["fill"], fill.bool != false { type = .area }
        let colors = seriesColors(node, type: type)
        var points: [ChartPoint] = []
        for (position, item) in data.enumerated() {
            var point = try self.point(item, position: position, context: context)
            if colors.perPoint.indices.contains(position) { point.color = colors.perPoint[position] }
            points.append(point)
        }
        return ChartSeries(
            name: node["label"]?.text ?? "Dataset \(index + 1)", color: colors.main, type: type,
            stack: node["stack"]?.text, isSmooth: (node["tension"]?.number ?? 0) > 0
                || node["lineTension"]?.number ?? 0 > 0 || node["cubicInterpolationMode"]?.string == "monotone",
            points: points)
    }

    static func seriesColors(_ node: JSONNode, type: ChartType) -> (main: String?, perPoint: [String?]) {
        let fillFirst = type == .bar || type == .pie || type == .bubble
        let first = fillFirst ? node["backgroundColor"] : node["borderColor"]
        let second = fillFirst ? node["borderColor"] : node["backgroundColor"]
        let main = first?.color ?? second?.color
        let perPoint = type == .bar || type == .pie ? node["backgroundColor"]?.colorList ?? [] : []
        return (main, perPoint.count > 1 ? perPoint : [])
    }

    static func point(_ item: JSONNode, position: Int, context: Context) throws(ChartError) -> ChartPoint {
        if item.isGap || item.number != nil {
            let label = context.labels.indices.contains(position) ? context.labels[position] : nil
            let x = label?.domainValue(on: context.scale) ?? .number(Double(position))
            return ChartPoint(x: x, y: item.number)
        }
        if let pair = item.items, pair.count >= 2 {
            let (domain, value) = context.horizontal ? (pair[1], pair[0]) : (pair[0], pair[1])
            guard let x = domain.domainValue(on: context.scale) else {
                throw domain.error(format, "expected a number, date or label")
            }
            return ChartPoint(x: x, y: value.number)
        }
        guard item.isObject else {
            throw item.error(format, "expected a number, null or {x, y} point")
        }
        let domainKey = context.horizontal ? "y" : "x"
        let valueKey = context.horizontal ? "x" : "y"
        let label = context.labels.indices.contains(position) ? context.labels[position] : nil
        guard let x = (item[domainKey] ?? item["t"] ?? label)?.domainValue(on: context.scale) else {
            throw item.missing(domainKey, format)
        }
        return ChartPoint(x: x, y: item[valueKey]?.number, size: item["r"]?.number)
    }
}
