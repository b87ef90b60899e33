/// The domain and value axes of a Chart.js configuration, v4 `scales.x`/`scales.y` or v2
/// `scales.xAxes[0]`/`scales.yAxes[0]`, swapped for horizontal charts.
struct ChartJSAxes {
    /// One axis' settings.
    struct Axis {
        var node: JSONNode?

        var scale: AxisScale? {
            switch node?["type"]?.string?.lowercased() {
            case "time", "timeseries": .time
            case "logarithmic", "log": .log
            case "linear": .linear
            case "category": .category
            default: nil
            }
        }

        var isStacked: Bool { node?["stacked"]?.bool == true }

        func axis(defaultScale: AxisScale) -> ChartAxis {
            let title = node?["title"]?.titleText ?? node?["scaleLabel"]?["labelString"]?.text
            let ticks = node?["ticks"]
            let min = node?["min"] ?? ticks?["min"]
            let max = node?["max"] ?? ticks?["max"]
            let scale = scale ?? defaultScale
            return ChartAxis(
                label: title, scale: scale, min: min?.domainValue(on: scale),
                max: max?.domainValue(on: scale),
                categories: node?["labels"]?.items?.compactMap(\.text) ?? [])
        }
    }

    var domain: Axis
    var value: Axis

    init(options: JSONNode?, horizontal: Bool) {
        let scales = options?["scales"]
        let xNode = scales?["xAxes"]?[0] ?? Self.v4Axis(scales, "x")
        let yNode = scales?["yAxes"]?[0] ?? Self.v4Axis(scales, "y")
        domain = Axis(node: horizontal ? yNode : xNode)
        value = Axis(node: horizontal ? xNode : yNode)
    }

    /// `scales.x`, or the first scale whose `axis` is `x` or whose id starts with `x`.
    static func v4Axis(_ scales: JSONNode?, _ letter: String) -> JSONNode? {
        guard let scales else { return nil }
        if let direct = scales[letter] { return direct }
        for key in scales.keys where key != "xAxes" && key != "yAxes" {
            guard let node = scales[key] else { continue }
            if node["axis"]?.string == letter || key.lowercased().hasPrefix(letter) { return node }
        }
        return nil
    }

    func stacking(_ options: JSONNode?) -> ChartStacking {
        if options?["plugins"]?["stacked100"]?["enable"]?.bool == true { return .percent }
        return domain.isStacked || value.isStacked ? .stacked : .none
    }
}
