/// The channels of a Vega-Lite `encoding`.
struct VegaLiteEncoding {
    /// One channel's definition.
    struct Channel {
        var node: JSONNode

        var field: String? { node["field"]?.text }
        var type: String {
            switch node["type"]?.string?.lowercased() {
            case "quantitative", "q": "quantitative"
            case "temporal", "t": "temporal"
            case "ordinal", "o": "ordinal"
            case "nominal", "n": "nominal"
            default: node["bin"] != nil || node["aggregate"] != nil ? "quantitative" : "nominal"
            }
        }
        var isDiscrete: Bool { type == "nominal" || type == "ordinal" }
        var aggregate: String? { node["aggregate"]?.string }
        var isBinned: Bool { node["bin"].map { $0.bool != false } ?? false }
        var constant: String? { node["value"]?.color }

        /// `title`, else `axis.title`, else the field with its aggregate ("Sum of price").
        var title: String? {
            if let title = node["title"]?.titleText ?? node["axis"]?["title"]?.titleText { return title }
            let names = ["count": "Count of", "sum": "Sum of", "mean": "Average of", "average": "Average of",
                         "median": "Median of", "min": "Min of", "max": "Max of"]
            if aggregate == "count" && field == nil { return "Count of Records" }
            guard let field else { return nil }
            return aggregate.flatMap { names[$0] }.map { "\($0) \(field)" } ?? field
        }

        /// The cell of `row` for this field (dotted fields reach into nested objects).
        func cell(_ row: JSONNode) -> JSONNode? {
            guard let field else { return nil }
            if let direct = row[field] { return direct }
            var node: JSONNode? = row
            for part in field.split(separator: ".") { node = node?[String(part)] }
            return node
        }
    }

    var x, y, color, size, theta: Channel?
    var hasTimeUnit: Bool

    init(_ node: JSONNode?) {
        func channel(_ names: String...) -> Channel? {
            names.lazy.compactMap { node?[$0] }.first.map(Channel.init)
        }
        x = channel("x")
        y = channel("y")
        color = channel("color", "fill", "stroke")
        size = channel("size")
        theta = channel("theta")
        hasTimeUnit = [x, y, color].contains { $0?.node["timeUnit"] != nil }
    }

    /// Top-level encoding overlaid by a layer's.
    static func merged(_ base: JSONNode?, _ layer: JSONNode?) -> JSONNode? {
        guard let base, var members = base.value.members else { return layer }
        for member in layer?.value.members ?? [] {
            members.removeAll { $0.key == member.key }
            members.append(member)
        }
        return JSONNode(.object(members), path: layer?.path ?? base.path)
    }
}
