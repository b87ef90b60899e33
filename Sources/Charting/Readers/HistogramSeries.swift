/// Builds histogram series from raw values, all variables sharing one set of bin edges.
enum HistogramSeries {
    /// One variable's raw values.
    struct Variable {
        var name: String
        var color: String?
        var values: [Double]
    }

    /// Series of bins (`x` start, `x2` end, `y` count) over edges shared by every variable.
    static func make(
        _ variables: [Variable], rule: BinningRule = .sturges, count: Int? = nil,
        size: Double? = nil, start: Double? = nil, end: Double? = nil
    ) -> [ChartSeries] {
        let all = variables.flatMap(\.values)
        let edges = Histogram.edges(
            for: all, rule: rule, count: count, size: size, start: start, end: end)
        return variables.map { variable in
            let bins = Histogram.tally(variable.values, edges: edges)
            let points = bins.map {
                ChartPoint(x: .number($0.start), y: Double($0.count), x2: .number($0.end))
            }
            return ChartSeries(name: variable.name, color: variable.color, points: points)
        }
    }
}
