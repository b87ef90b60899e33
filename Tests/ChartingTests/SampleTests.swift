import FoundationEssentials
import Testing

@testable import Charting

/// What one sample must normalise to.
struct SampleExpectation: Sendable, CustomStringConvertible {
    var file: String
    var type: ChartType
    var series: Int
    var points: Int
    /// A point to check: series index, point index, x label (`ChartValue.label`) and y.
    var probe: (series: Int, point: Int, x: String, y: Double?)
    var orientation: ChartOrientation = .vertical
    var stacking: ChartStacking = .none
    var scale: AxisScale? = nil

    var description: String { file }
}

@Suite struct SampleTests {
    static let expectations: [SampleExpectation] = [
        .init(file: "chartjs-bar.json", type: .bar, series: 2, points: 4, probe: (1, 1, "Feb", nil), scale: .category),
        .init(file: "chartjs-bar-horizontal.json", type: .bar, series: 1, points: 3, probe: (0, 2, "Rust", 38), orientation: .horizontal),
        .init(file: "chartjs-line-v2.json", type: .line, series: 1, points: 4, probe: (0, 3, "Q4", 5)),
        .init(file: "chartjs-bar-mixed.json", type: .bar, series: 2, points: 5, probe: (1, 0, "Mon", 21.5)),
        .init(file: "chartjs-bar-stacked.json", type: .bar, series: 2, points: 3, probe: (1, 2, "East", -5), stacking: .stacked),
        .init(file: "chartjs-pie-doughnut.json", type: .pie, series: 1, points: 4, probe: (0, 1, "Safari", 18.6)),
        .init(file: "chartjs-pie-polararea.json", type: .pie, series: 1, points: 3, probe: (0, 1, "Green", 16)),
        .init(file: "chartjs-scatter.json", type: .scatter, series: 1, points: 4, probe: (0, 2, "3.1", 5.2), scale: .linear),
        .init(file: "chartjs-bubble.json", type: .bubble, series: 1, points: 3, probe: (0, 1, "40", 10), scale: .linear),
        .init(file: "chartjs-line-time.json", type: .area, series: 1, points: 4, probe: (0, 1, "2024-02-01T00:00:00Z", 150), scale: .time),
        .init(file: "echarts-line.json", type: .line, series: 2, points: 5, probe: (0, 1, "Tue", nil)),
        .init(file: "echarts-bar-horizontal.json", type: .bar, series: 2, points: 5, probe: (1, 4, "China", 134141), orientation: .horizontal),
        .init(file: "echarts-bar-dataset.json", type: .bar, series: 3, points: 3, probe: (2, 1, "Milk Tea", 55.1)),
        .init(file: "echarts-bar-stacked-mixed.json", type: .bar, series: 3, points: 3, probe: (2, 2, "Q3", 3), stacking: .stacked),
        .init(file: "echarts-pie-donut.json", type: .pie, series: 1, points: 4, probe: (0, 2, "Email", 580)),
        .init(file: "echarts-scatter.json", type: .scatter, series: 1, points: 4, probe: (0, 3, "157", 63), scale: .linear),
        .init(file: "echarts-heatmap.json", type: .heatmap, series: 1, points: 6, probe: (0, 3, "12a", 1)),
        .init(file: "echarts-line-time.json", type: .area, series: 1, points: 3, probe: (0, 2, "2024-03-05T14:10:00Z", 28), scale: .time),
        .init(file: "echarts-area-wrapper.json", type: .area, series: 2, points: 3, probe: (1, 2, "C", 6), stacking: .stacked),
        .init(file: "highcharts-column-stacked.json", type: .bar, series: 3, points: 3, probe: (2, 1, "Oranges", 4), stacking: .stacked),
        .init(file: "highcharts-bar.json", type: .bar, series: 2, points: 3, probe: (1, 2, "Asia", 4640), orientation: .horizontal),
        .init(file: "highcharts-line-datetime.json", type: .line, series: 1, points: 6, probe: (0, 4, "2024-01-05T00:00:00Z", nil), scale: .time),
        .init(file: "highcharts-area-percent.json", type: .area, series: 2, points: 3, probe: (1, 2, "2022-01-01T00:00:00Z", 22), stacking: .percent, scale: .time),
        .init(file: "highcharts-pie-donut.json", type: .pie, series: 1, points: 3, probe: (0, 2, "Firefox", 10.85)),
        .init(file: "highcharts-bubble.json", type: .bubble, series: 1, points: 3, probe: (0, 2, "80.8", 91.5)),
        .init(file: "highcharts-heatmap.json", type: .heatmap, series: 1, points: 6, probe: (0, 2, "Marie", 0)),
        .init(file: "highcharts-histogram.json", type: .histogram, series: 1, points: 3, probe: (0, 1, "3", 10)),
        .init(file: "highcharts-scatter-mixed.json", type: .scatter, series: 2, points: 2, probe: (1, 1, "170", 60), scale: .linear),
        .init(file: "highcharts-line-categories.json", type: .line, series: 2, points: 3, probe: (1, 1, "Feb", 4.2)),
        .init(file: "plotly-line.json", type: .line, series: 2, points: 3, probe: (1, 2, "2024-01-04T00:00:00Z", 367.9), scale: .time),
        .init(file: "plotly-bar-stacked.json", type: .bar, series: 2, points: 3, probe: (1, 2, "monkeys", 29), stacking: .stacked),
        .init(file: "plotly-bar-horizontal.json", type: .bar, series: 1, points: 3, probe: (0, 1, "orangutans", 14), orientation: .horizontal),
        .init(file: "plotly-pie-donut.json", type: .pie, series: 1, points: 4, probe: (0, 3, "Russia", 6)),
        .init(file: "plotly-heatmap-bdata.json", type: .heatmap, series: 1, points: 12, probe: (0, 11, "Thu", 2)),
        .init(file: "plotly-bar-bdata.json", type: .bar, series: 2, points: 3, probe: (0, 2, "3", 65535)),
        .init(file: "plotly-scatter-bubble.json", type: .bubble, series: 1, points: 4, probe: (0, 3, "4", 13)),
        .init(file: "plotly-histogram.json", type: .histogram, series: 1, points: 5, probe: (0, 1, "2", 4)),
        .init(file: "plotly-area-stackgroup.json", type: .area, series: 2, points: 3, probe: (0, 2, "2022", 3), stacking: .percent),
        .init(file: "plotly-scatter-markers-date.json", type: .scatter, series: 1, points: 3, probe: (0, 1, "2024-05-01T10:30:00Z", 1), scale: .time),
        .init(file: "vegalite-bar.json", type: .bar, series: 1, points: 3, probe: (0, 0, "A", 30)),
        .init(file: "vegalite-bar-altair-datasets.json", type: .bar, series: 2, points: 2, probe: (1, 1, "Feb", 12), stacking: .stacked),
        .init(file: "vegalite-line-temporal.json", type: .line, series: 2, points: 2, probe: (0, 1, "2024-02-01T00:00:00Z", nil), scale: .time),
        .init(file: "vegalite-pie-donut.json", type: .pie, series: 1, points: 3, probe: (0, 2, "c", 10)),
        .init(file: "vegalite-heatmap.json", type: .heatmap, series: 1, points: 4, probe: (0, 3, "B", 1)),
        .init(file: "vegalite-scatter-bubble.json", type: .bubble, series: 1, points: 3, probe: (0, 2, "95", 24)),
        .init(file: "vegalite-histogram.json", type: .histogram, series: 1, points: 5, probe: (0, 1, "2", 3)),
        .init(file: "vegalite-bar-horizontal.json", type: .bar, series: 1, points: 3, probe: (0, 1, "Japan", 34), orientation: .horizontal),
        .init(file: "vegalite-layer-rule.json", type: .area, series: 1, points: 3, probe: (0, 1, "2024-01-02T00:00:00Z", 5), scale: .time),
        .init(file: "vegalite-bar-normalize.json", type: .bar, series: 2, points: 2, probe: (1, 0, "x", 3), stacking: .percent),
        .init(file: "native-bar.json", type: .bar, series: 1, points: 3, probe: (0, 2, "Mar", 240)),
        .init(file: "native-line-dates.json", type: .line, series: 1, points: 3, probe: (0, 2, "2024-06-03T10:00:00Z", 5), scale: .time),
        .init(file: "native-pie-flat.json", type: .pie, series: 1, points: 3, probe: (0, 1, "Food", 450)),
        .init(file: "native-histogram.json", type: .histogram, series: 1, points: 2, probe: (0, 0, "0", 7)),
        .init(file: "native-heatmap.json", type: .heatmap, series: 1, points: 3, probe: (0, 2, "Mon", 1)),
        .init(file: "native-bubble.json", type: .bubble, series: 1, points: 2, probe: (0, 1, "2", 3)),
    ]

    @Test(arguments: expectations)
    func sampleNormalises(_ expected: SampleExpectation) throws {
        let text = try SampleFiles.text(expected.file)
        let spec = try #require(ChartDocument.read(text, fenceLanguage: SampleFiles.fence(expected.file)).chart)
        #expect(spec.type == expected.type)
        #expect(spec.series.count == expected.series)
        #expect(spec.series.first?.points.count == expected.points)
        #expect(spec.orientation == expected.orientation)
        #expect(spec.stacking == expected.stacking)
        if let scale = expected.scale { #expect(spec.x.scale == scale) }
        let point = try #require(spec.series[expected.probe.series].points.dropFirst(expected.probe.point).first)
        #expect(point.x.label == expected.probe.x)
        #expect(point.y == expected.probe.y)
        #expect(spec.source.rawValue.replacingDash() == String(expected.file.prefix { $0 != "-" }))
    }

    @Test func everySampleHasAnExpectation() throws {
        let names = try SampleFiles.names()
        #expect(names.count >= 35)
        #expect(Set(names) == Set(Self.expectations.map(\.file)))
    }

    @Test func everySampleIsDetectedWithoutAFormatHint() throws {
        for name in try SampleFiles.names() {
            let result = ChartDocument.read(try SampleFiles.text(name), fenceLanguage: "json")
            let spec = try #require(result.chart, "\(name): \(result)")
            #expect(spec.source.rawValue.replacingDash() == String(name.prefix { $0 != "-" }), "\(name)")
        }
    }

    @Test func everySampleRoundTripsThroughJSON() throws {
        for name in try SampleFiles.names() {
            let spec = try #require(ChartDocument.read(try SampleFiles.text(name), fenceLanguage: "chart").chart)
            let data = try JSONEncoder().encode(spec)
            let decoded = try JSONDecoder().decode(ChartSpec.self, from: data)
            #expect(decoded == spec, "\(name)")
        }
    }
}

extension String {
    /// `vega-lite` spelled as the sample files' prefix (`vegalite`).
    func replacingDash() -> String { String(filter { $0 != "-" }) }
}
