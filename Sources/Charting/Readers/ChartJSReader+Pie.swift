/// Chart.js pies, doughnuts and polar areas: one dataset, a slice per label.
extension ChartJSReader {
    static func readPie(
        _ datasets: [JSONNode], context: Context, options: JSONNode?, into spec: inout ChartSpec
    ) throws(ChartError) {
        guard let dataset = datasets.first else {
            throw JSONNode(.null).error(format, "data.datasets is empty")
        }
        if datasets.count > 1 { spec.notes.appendOnce("only the first ring of a pie is drawn") }
        guard let values = dataset["data"]?.items else {
            throw dataset.missing("data", format, "expected an array of values")
        }
        let colors = dataset["backgroundColor"]?.colorList ?? []
        var slices: [ChartPoint] = []
        for (index, value) in values.enumerated() {
            guard value.isGap || value.number != nil else {
                throw value.error(format, "expected a number")
            }
            let label = context.labels.indices.contains(index) ? context.labels[index].text : nil
            let color = colors.indices.contains(index) ? colors[index] : nil
            slices.append(ChartPoint(x: .category(label ?? "\(index + 1)"), y: value.number, color: color))
        }
        spec.series = [
            ChartSeries(
                name: dataset["label"]?.text ?? spec.title ?? "Value",
                color: colors.count == 1 ? colors[0] : nil, points: slices)
        ]
        if context.kind.isDonut {
            spec.isDonut = true
            let cutout = options?["cutout"]?.fraction ?? options?["cutoutPercentage"]?.number.map { $0 / 100 }
            spec.innerRadiusRatio = min(max(cutout ?? 0.5, 0), 0.95)
        }
    }
}

/// A Chart.js `type` name.
struct ChartJSType {
    var type: ChartType
    var isHorizontal = false
    var isDonut = false
    var note: String?

    init?(_ name: String) {
        switch name.lowercased() {
        case "line": type = .line
        case "bar": type = .bar
        case "horizontalbar":
            type = .bar
            isHorizontal = true
        case "pie": type = .pie
        case "doughnut", "donut":
            type = .pie
            isDonut = true
        case "polararea":
            type = .pie
            note = "polarArea is drawn as a pie"
        case "radar":
            type = .line
            note = "radar is drawn as a line chart"
        case "scatter": type = .scatter
        case "bubble": type = .bubble
        case "area": type = .area
        default: return nil
        }
    }
}
