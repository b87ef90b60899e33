// The last step of every reader: settle the domain axis. Readers hand over points whose `x`
// they read as best they could and the scale the spec declared (if any); finishing converts
// every `x` to that scale, or infers one (all numbers: linear; all dates, or ISO date strings
// when the format reads them as dates: time; otherwise category), lists categories in first-
// seen order after any the spec declared, and drops non-finite numbers to gaps.
import FoundationEssentials

extension ChartSpec {
    /// The spec with its domain settled, series types tidied and numbers sanitised.
    func finished(declaredScale: AxisScale?, datesFromStrings: Bool) -> ChartSpec {
        var spec = self
        spec.series = spec.series.map { $0.sanitised(chartType: spec.type) }
        switch spec.type {
        case .pie, .heatmap:
            spec.x.scale = .category
        case .histogram:
            spec.x.scale = declaredScale == .log ? .log : .linear
            return spec
        case .line, .bar, .area, .scatter, .bubble:
            spec.x.scale = spec.inferredScale(declared: declaredScale, datesFromStrings: datesFromStrings)
        }
        spec.convertDomain()
        return spec
    }

    private func inferredScale(declared: AxisScale?, datesFromStrings: Bool) -> AxisScale {
        let values = series.flatMap { $0.points.map(\.x) }
        if let declared {
            if declared == .linear || declared == .log,
                values.contains(where: { $0.asNumber == nil })
            {
                return .category
            }
            if declared == .time, values.contains(where: { $0.asDate(lenient: true) == nil }) {
                return .category
            }
            return declared
        }
        if values.isEmpty { return x.categories.isEmpty ? .linear : .category }
        if values.allSatisfy({ if case .number = $0 { true } else { false } }) { return .linear }
        if values.allSatisfy({ if case .date = $0 { true } else { false } }) { return .time }
        if datesFromStrings, values.allSatisfy({ $0.asDate(lenient: false) != nil }) { return .time }
        return .category
    }

    private mutating func convertDomain() {
        let scale = x.scale
        var seen = Set(x.categories)
        var categories = x.categories
        for index in series.indices {
            for pointIndex in series[index].points.indices {
                let value = series[index].points[pointIndex].x.converted(to: scale)
                series[index].points[pointIndex].x = value
                if case .category(let label) = value, seen.insert(label).inserted {
                    categories.append(label)
                }
            }
        }
        x.categories = scale == .category ? categories : []
        if scale != .time {
            x.min = x.min.flatMap { $0.asNumber.map(ChartValue.number) }
            x.max = x.max.flatMap { $0.asNumber.map(ChartValue.number) }
        } else {
            x.min = x.min.flatMap { $0.asDate(lenient: true).map(ChartValue.date) }
            x.max = x.max.flatMap { $0.asDate(lenient: true).map(ChartValue.date) }
        }
    }
}

extension ChartValue {
    /// A number, reading numeric category labels.
    var asNumber: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970 * 1000
        case .category(let text): Double(text.trimmingSpace()).flatMap { $0.isFinite ? $0 : nil }
        }
    }

    /// A date: numbers are epoch milliseconds, labels ISO 8601.
    func asDate(lenient: Bool) -> Date? {
        switch self {
        case .number(let value): lenient ? ChartDate.fromEpochMilliseconds(value) : nil
        case .date(let date): date
        case .category(let text): ChartDate.parse(text, allowYearOnly: lenient)
        }
    }

    /// The value converted to an axis scale (a category label when it cannot be).
    func converted(to scale: AxisScale) -> ChartValue {
        switch scale {
        case .category: .category(label)
        case .linear, .log: asNumber.map(ChartValue.number) ?? .category(label)
        case .time: asDate(lenient: true).map(ChartValue.date) ?? .category(label)
        }
    }
}

extension ChartSeries {
    /// Non-finite numbers become gaps; a type equal to the chart's is dropped.
    func sanitised(chartType: ChartType) -> ChartSeries {
        var series = self
        if series.type == chartType { series.type = nil }
        series.points = series.points.map { point in
            var point = point
            point.y = point.y.flatMap { $0.isFinite ? $0 : nil }
            point.size = point.size.flatMap { $0.isFinite ? $0 : nil }
            point.value = point.value.flatMap { $0.isFinite ? $0 : nil }
            return point
        }
        return series
    }
}
