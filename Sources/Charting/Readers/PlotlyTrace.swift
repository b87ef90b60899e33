/// A Plotly trace's kind, from `type`, `mode`, `fill`, `stackgroup`, `marker.size`.
struct PlotlyTrace {
    var type: ChartType
    var isHorizontal = false

    init?(_ trace: JSONNode) {
        switch trace["type"]?.string ?? "scatter" {
        case "scatter", "scattergl":
            let mode = trace["mode"]?.string ?? "lines"
            let fill = trace["fill"]?.string ?? "none"
            if fill != "none" || trace["stackgroup"] != nil {
                type = .area
            } else if !mode.contains("lines") && mode.contains("markers") {
                type = trace["marker"]?["size"]?.isArray == true || trace["marker"]?["size"]?["bdata"] != nil
                    ? .bubble : .scatter
            } else {
                type = .line
            }
        case "bar":
            type = .bar
            isHorizontal = trace["orientation"]?.string == "h"
        case "pie": type = .pie
        case "heatmap", "heatmapgl": type = .heatmap
        case "histogram": type = .histogram
        default: return nil
        }
    }
}

/// One Plotly layout axis (`layout.xaxis`).
struct PlotlyAxis {
    var node: JSONNode?

    var declaredScale: AxisScale? {
        switch node?["type"]?.string {
        case "date": .time
        case "log": .log
        case "category", "multicategory": .category
        case "linear": .linear
        default: nil
        }
    }

    func axis(defaultScale: AxisScale) -> ChartAxis {
        let scale = declaredScale ?? defaultScale
        var axis = ChartAxis(label: node?["title"]?.titleText, scale: scale)
        if let range = node?["range"]?.items, range.count == 2 {
            axis.min = bound(range[0], scale: scale)
            axis.max = bound(range[1], scale: scale)
        }
        return axis
    }

    /// A range end; log axes give ranges in powers of ten.
    func bound(_ node: JSONNode, scale: AxisScale) -> ChartValue? {
        if scale == .log, let exponent = node.number { return .number(pow10(exponent)) }
        return node.domainValue(on: scale == .time ? .time : nil)
    }

    func pow10(_ exponent: Double) -> Double {
        let whole = exponent.rounded(.down)
        var result = NiceNumber.pow10(Int(whole))
        let fraction = exponent - whole
        if fraction > 0 { result *= exp10Fraction(fraction) }
        return result
    }

    /// 10^f for 0 < f < 1 by a short series (enough for axis bounds).
    func exp10Fraction(_ fraction: Double) -> Double {
        let x = fraction * 2.302585092994046
        var term = 1.0
        var sum = 1.0
        for n in 1..<30 {
            term *= x / Double(n)
            sum += term
        }
        return sum
    }
}

/// Arrays in Plotly traces: plain JSON arrays or typed arrays.
enum PlotlyArray {
    /// The elements of `node` as nodes (typed arrays decoded to numbers); nil when absent.
    static func nodes(_ node: JSONNode?) throws(ChartError) -> [JSONNode]? {
        guard let node else { return nil }
        if let items = node.items { return items }
        guard let decoded = try typed(node) else { return nil }
        return decoded.values.enumerated().map { JSONNode(.number($1), path: node.path.appending($0)) }
    }

    /// Rows of a 2-D array (heatmap `z`).
    static func rows(_ node: JSONNode?) throws(ChartError) -> [[JSONNode]]? {
        guard let node else { return nil }
        if let items = node.items {
            var rows: [[JSONNode]] = []
            for item in items { rows.append(try nodes(item) ?? [item]) }
            return rows
        }
        guard let decoded = try typed(node) else { return nil }
        return decoded.rows.enumerated().map { row, values in
            values.enumerated().map { JSONNode(.number($1), path: node.path.appending(row).appending($0)) }
        }
    }

    static func typed(_ node: JSONNode) throws(ChartError) -> TypedArray? {
        guard let bdata = node["bdata"]?.string else { return nil }
        let dtype = node["dtype"]?.string ?? "f8"
        let shape = node["shape"]?.text
        guard let decoded = TypedArray(dtype: dtype, bdata: bdata, shape: shape) else {
            throw node.error(.plotly, "cannot decode typed array of dtype '\(dtype)'")
        }
        return decoded
    }
}
