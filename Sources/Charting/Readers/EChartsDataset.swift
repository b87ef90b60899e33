// ECharts `dataset.source`: rows as arrays (a first row of strings is the header) or as
// objects (keys are dimensions), optionally named by `dataset.dimensions`. A series maps
// dimensions with `encode: {x, y}` (names or indices; `itemName`/`value` for pies); without
// `encode`, the first dimension is the domain and series i takes dimension i + 1.

/// A dataset as columns of cells.
struct EChartsDataset {
    var dimensions: [String]
    var rows: [[JSONNode]]
    var node: JSONNode

    /// One series' view of the dataset.
    struct Column {
        var name: String?
        var domain: [JSONNode]
        var values: [JSONNode]

        func points(scale: AxisScale?) -> [ChartPoint] {
            zip(domain, values).enumerated().map { index, pair in
                ChartPoint(x: pair.0.domainValue(on: scale) ?? .category(String(index)), y: pair.1.number)
            }
        }
    }

    init?(_ root: JSONNode) {
        guard let node = root["dataset"]?.itemsOrSelf.first, let source = node["source"]?.items,
            !source.isEmpty
        else { return nil }
        self.node = node
        var dimensions = node["dimensions"]?.items?.compactMap { $0["name"]?.text ?? $0.text } ?? []
        if source[0].isObject {
            if dimensions.isEmpty { dimensions = source[0].keys }
            rows = source.map { row in dimensions.map { row[$0] ?? JSONNode(.null) } }
        } else {
            let arrays = source.map { $0.items ?? [] }
            let allText = arrays[0].allSatisfy { $0.string != nil }
            let bodyHasNumbers = arrays.dropFirst().first?.contains { $0.value.numberValue != nil } ?? true
            let hasHeader = dimensions.isEmpty && allText && bodyHasNumbers
            if hasHeader { dimensions = arrays[0].compactMap(\.text) }
            rows = hasHeader ? Array(arrays.dropFirst()) : arrays
        }
        self.dimensions = dimensions
    }

    func index(of node: JSONNode?) -> Int? {
        guard let node else { return nil }
        let first = node.items?.first ?? node
        if let name = first.string, let index = dimensions.firstIndex(of: name) { return index }
        return first.number.flatMap { Int(exactly: $0) }
    }

    func cells(_ column: Int) -> [JSONNode] {
        rows.map { $0.indices.contains(column) ? $0[column] : JSONNode(.null) }
    }

    func columns(for series: JSONNode, seriesIndex: Int) throws(ChartError) -> Column {
        let encode = series["encode"]
        if series["seriesLayoutBy"]?.string == "row" {
            throw series.error(.echarts, "seriesLayoutBy 'row' is not supported")
        }
        let domainKey = encode?["y"] != nil && encode?["x"] == nil ? "y" : "x"
        let domain = index(of: encode?[domainKey] ?? encode?["itemName"]) ?? 0
        let valueKey = domainKey == "x" ? "y" : "x"
        let value = index(of: encode?[valueKey] ?? encode?["value"]) ?? seriesIndex + 1
        let width = max(dimensions.count, rows.map(\.count).max() ?? 0)
        guard value < width else {
            throw series.error(.echarts, "the dataset has no dimension \(value) for this series")
        }
        let name = dimensions.indices.contains(value) ? dimensions[value] : nil
        return Column(name: name, domain: cells(domain), values: cells(value))
    }
}
