import FoundationEssentials
import Rendering
import Testing

/// Golden SVGs for representative samples; `UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite struct ChartSVGGoldenTests {
    static let samples = [
        "chartjs-bar-mixed", "echarts-heatmap", "highcharts-area-percent",
        "plotly-pie-donut", "vegalite-histogram", "native-line-dates",
    ]

    @Test(arguments: samples)
    func matchesGolden(name: String) throws {
        let svg = ChartSVGRenderer().render(try ChartSamples.spec(name + ".json"))
        let url = ChartSamples.goldenDirectory.appendingPathComponent(name + ".svg")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: ChartSamples.goldenDirectory, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let golden = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        #expect(
            svg == golden, "\(name).svg differs; rerun with UPDATE_GOLDEN=1 and review the change")
    }
}
