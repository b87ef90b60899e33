// Vega-Lite specs (and Altair's output). The primary view is the spec itself, the first
// non-helper layer (rules and text are annotations), or the first view of a concat. Rows
// come from `data.values` or `datasets[data.name]`; `data.url` is never fetched. Encodings
// then shape the rows: the domain channel (x, or y for horizontal bars), the value channel
// (aggregated per domain value and colour when it asks), `color` splitting series, `size`
// making bubbles, `theta` + `color` making pie slices, `x`/`y`/`color` of `rect` making
// heatmap cells, and a binned domain making a histogram we bin ourselves.

/// Reads Vega-Lite specs.
enum VegaLiteReader: ChartReader {
    static let format = ChartFormat.vegaLite
    static let helperMarks: Set = ["rule", "text", "errorbar", "errorband", "image", "geoshape"]

    static func likelihood(of root: JSONNode) -> Int {
        if root["$schema"]?.string?.contains("vega-lite") == true { return 10 }
        if root["mark"] != nil && root["encoding"] != nil { return 9 }
        if root["layer"]?[0]?["mark"] != nil { return 8 }
        return 0
    }

    static func read(_ root: JSONNode) throws(ChartError) -> ChartSpec {
        var notes: [String] = []
        let view = primaryView(root, notes: &notes)
        guard let markNode = view.mark else { throw root.missing("mark", format) }
        let markType = markNode.string ?? markNode["type"]?.string ?? ""
        let rows = try self.rows(view.data ?? root["data"], root: root)
        let encoding = VegaLiteEncoding(view.encoding)
        var spec = ChartSpec(type: .line, source: format, notes: notes)
        let titleNode = root["title"]
        spec.title = titleNode?.titleText
        spec.subtitle = titleNode?["subtitle"]?.text
        if view.hasTransform { spec.notes.appendOnce("transforms are not applied") }
        if encoding.hasTimeUnit { spec.notes.appendOnce("timeUnit is ignored") }
        let builder = VegaLiteBuilder(rows: rows, encoding: encoding, mark: markNode, markType: markType)
        try builder.build(into: &spec)
        return spec
    }

    /// The view that holds the chart: a layer, the first of a concat, or the root.
    struct View {
        var mark: JSONNode?
        var encoding: JSONNode?
        var data: JSONNode?
        var hasTransform: Bool
    }

    static func primaryView(_ root: JSONNode, notes: inout [String]) -> View {
        var node = root
        for key in ["vconcat", "hconcat", "concat"] {
            if let first = root[key]?[0] {
                notes.appendOnce("only the first view of \(key) is drawn")
                node = first
            }
        }
        if let inner = node["spec"], node["facet"] != nil || node["repeat"] != nil {
            notes.appendOnce("facets and repeats are drawn as one chart")
            node = inner
        }
        var view = View(
            mark: node["mark"], encoding: node["encoding"], data: node["data"],
            hasTransform: node["transform"] != nil)
        guard let layers = node["layer"]?.items else { return view }
        let primary = layers.first { layer in
            let type = layer["mark"]?.string ?? layer["mark"]?["type"]?.string ?? "rule"
            return !helperMarks.contains(type)
        } ?? layers.first
        guard let primary else { return view }
        view.mark = primary["mark"]
        view.encoding = VegaLiteEncoding.merged(node["encoding"], primary["encoding"])
        view.data = primary["data"] ?? node["data"]
        view.hasTransform = view.hasTransform || primary["transform"] != nil
        return view
    }

    /// The rows of the data: objects (a bare value `v` becomes `{"data": v}`).
    static func rows(_ data: JSONNode?, root: JSONNode) throws(ChartError) -> [JSONNode] {
        guard let data else { throw root.missing("data", format, "expected data.values") }
        if let url = data["url"] {
            throw url.error(format, "data.url is not fetched (\(url.text ?? "?")); inline data.values")
        }
        let values: JSONNode?
        if let name = data["name"]?.string {
            values = data["values"] ?? root["datasets"]?[name]
            if values == nil { throw data.error(format, "dataset '\(name)' is not in datasets") }
        } else {
            values = data["values"]
        }
        guard let items = values?.items else {
            throw data.missing("values", format, "expected an array of rows")
        }
        return items.map { $0.isObject ? $0 : JSONNode(.object([.init(key: "data", value: $0.value)]), path: $0.path) }
    }
}
