import Testing

@testable import Charting

@Suite struct ChartDocumentTests {
    @Test(arguments: [
        #"{"name": "inkwell", "version": 2, "dependencies": {"a": "1.0"}}"#,
        #"[1, 2, 3]"#, #"{"type": "object", "properties": {}}"#, "not json at all",
        #"{"data": {"id": 1}}"#, #"{"series": "none"}"#,
    ])
    func ordinaryJSONIsNotAChart(_ text: String) {
        #expect(ChartDocument.read(text, fenceLanguage: "json") == .notAChart)
        #expect(ChartDocument.read(text, fenceLanguage: nil) == .notAChart)
    }

    @Test func claimedChartsThatCannotBeReadAreInvalid() {
        let result = ChartDocument.read(#"{"name": "inkwell"}"#, fenceLanguage: "chart")
        #expect(result.error != nil)
        let syntax = ChartDocument.read("{\"type\": \"bar\",\n \"data\": }", fenceLanguage: "chartjs")
        #expect(syntax.error?.description == "chartjs: 2:10: expected a value, found '}'")
    }

    @Test(arguments: [
        (#"{"chart": {"type": "column"}, "series": [{"data": [1, "x"]}]}"#, "highcharts",
         "highcharts: series[0].data[1]: expected a number or [x, y] pair"),
        (#"{"series": [{"type": "bar", "data": [1, {"value": "big"}]}], "xAxis": {"data": ["a", "b"]}}"#, "echarts",
         "echarts: series[0].data[1].value: expected a number or [x, y] pair"),
        (#"{"type": "line", "data": {"labels": ["a"], "datasets": [{"data": [true]}]}}"#, "chartjs",
         "chartjs: data.datasets[0].data[0]: expected a number, null or {x, y} point"),
        (#"{"mark": "bar", "data": {"url": "data/cars.json"}, "encoding": {}}"#, "vega-lite",
         "vega-lite: data.url: data.url is not fetched (data/cars.json); inline data.values"),
        (#"{"chart_type": "pyramid", "series": []}"#, "chart",
         "native: chart_type: unknown chart type 'pyramid'; expected line, bar, area, scatter, bubble, pie, heatmap or histogram"),
        (#"{"data": [{"type": "pie", "labels": ["a"]}]}"#, "plotly", "plotly: data[0].values: expected an array of numbers"),
    ])
    func errorsNameFormatPathAndReason(_ text: String, _ fence: String, _ message: String) {
        #expect(ChartDocument.read(text, fenceLanguage: fence).error?.description == message)
    }

    @Test func highchartsWithSeriesAndXAxisIsNotTakenForECharts() throws {
        let text = #"{"xAxis": {"categories": ["a", "b"]}, "series": [{"type": "column", "name": "s", "data": [1, 2]}]}"#
        #expect(ChartDocument.detectFormat(text) == .highcharts)
        let spec = try #require(ChartDocument.read(text, fenceLanguage: "echarts").chart)
        #expect(spec.source == .highcharts)
        #expect(spec.type == .bar)
        #expect(spec.notes.contains("read as highcharts, not echarts"))
    }

    @Test func echartsWithTypedSeriesIsECharts() {
        let text = #"{"xAxis": {"type": "category", "data": ["a"]}, "yAxis": {}, "series": [{"type": "line", "data": [1]}]}"#
        #expect(ChartDocument.detectFormat(text) == .echarts)
    }

    @Test(arguments: [
        (#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json", "mark": "bar", "data": {"values": []}}"#, ChartFormat.vegaLite),
        (#"{"data": [{"type": "heatmap", "z": [[1]]}], "layout": {}}"#, .plotly),
        (#"{"type": "pie", "data": {"labels": ["a"], "datasets": [{"data": [1]}]}}"#, .chartjs),
        (#"{"chart_type": "line", "series": []}"#, .native),
        (#"{"type": "pie", "data": [{"label": "a", "value": 1}]}"#, .native),
    ])
    func detectsFormatsByShape(_ text: String, _ format: ChartFormat) {
        #expect(ChartDocument.detectFormat(text) == format)
    }

    @Test func forcedFormatReadsOnlyThatFormat() {
        let native = #"{"chart_type": "bar", "series": [{"name": "a", "points": [{"x": "a", "y": 1}]}]}"#
        #expect(ChartDocument.read(native, as: .native).chart?.type == .bar)
        #expect(ChartDocument.read(native, as: .plotly).error?.format == .plotly)
    }

    @Test func formatNamesReadAsTheCLISpellsThem() {
        #expect(ChartFormat(name: "vega-lite") == .vegaLite)
        #expect(ChartFormat(name: "vegalite") == .vegaLite)
        #expect(ChartFormat(name: "Chart.js") == .chartjs)
        #expect(ChartFormat(name: "auto") == nil)
    }

    @Test func unsupportedSeriesAreNotedNotFatal() throws {
        let text = #"{"xAxis": {"data": ["a"]}, "series": [{"type": "candlestick", "data": [[1,2,3,4]]}, {"type": "bar", "data": [5]}]}"#
        let spec = try #require(ChartDocument.read(text, fenceLanguage: "echarts").chart)
        #expect(spec.series.count == 1)
        #expect(spec.notes == ["series type 'candlestick' is not drawn"])
    }

    @Test func echartsGapIsNotZero() throws {
        let text = #"{"xAxis": {"data": ["a", "b"]}, "series": [{"type": "line", "data": [1, "-"]}]}"#
        let spec = try #require(ChartDocument.read(text, fenceLanguage: "echarts").chart)
        #expect(spec.series[0].points[1].y == nil)
    }
}

/// `mayBeChart` says false only of text that cannot read as a chart: a live frame renders a
/// `json` block still being typed as code on that word, without reading it.
@Suite struct MayBeChartTests {
    /// Every sample, as it is and with what may end a chart after it (a comment, a `;`, a
    /// wrapper), cut at every few bytes: each cut that reads as a chart may be one.
    @Test func everyPrefixThatReadsAsAChartMayBeOne() throws {
        for name in try SampleFiles.names() {
            let spec = try SampleFiles.text(name)
            for text in [spec, spec + " // drawn\n", spec + "\n/* a note left open", spec + ";\n", "option = " + spec + ";", "draw(" + spec + ")"] {
                let bytes = Array(text.utf8)
                var cuts = Array(stride(from: 1, through: bytes.count, by: 5))
                cuts += Array(max(1, bytes.count - 40)...bytes.count)
                for cut in cuts {
                    let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
                    if case .chart = ChartDocument.read(prefix, fenceLanguage: "json") {
                        #expect(ChartDocument.mayBeChart(prefix), "\(name) cut at \(cut) of \(bytes.count)")
                    }
                }
            }
        }
    }

    @Test(arguments: [
        ("{\"type\": \"bar\", \"data\": [1, 2", false),
        ("[{\"x\": [1, 2], \"y\": [3, 4]},\n  ", false),
        ("{\"note\": \"see https://example.com\",\n  \"n\": 1", false),
        ("{\"note\": \"see https://example.com\"", true),
        ("option = {\"a\": 1};\nchart.setOption(option", true),
        ("", false),
        ("{\"a\": 1}\n", true),
        ("[1, 2]  ", true),
        ("{\"a\": 1} // done", true),
        ("{\"a\": 1}\n/* left open\nstill", true),
        ("{\"a\": 1};", true),
        ("{\"a\": 1}\u{00A0}", true),
    ])
    func textThatCannotEndAChartIsNone(text: String, mayBe: Bool) {
        #expect(ChartDocument.mayBeChart(text) == mayBe)
    }
}
