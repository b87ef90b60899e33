import Charting
import FoundationEssentials
import Rendering
import Testing

@Suite struct ChartSVGRendererTests {
    let renderer = ChartSVGRenderer()

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test(arguments: ChartSamples.names())
    func everySampleIsAWellFormedSafeSVG(name: String) throws {
        let spec = try ChartSamples.spec(name)
        let svg = renderer.render(spec)
        #expect(XMLCheck.problem(in: svg) == nil, "\(name): \(XMLCheck.problem(in: svg) ?? "")")
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-label=\""))
        #expect(svg.contains("<title>") && svg.contains("<desc>"))
        for forbidden in [
            "<script", "href=", "xlink:", "url(", "javascript:", "<foreignObject", "@import",
        ] {
            #expect(!svg.contains(forbidden), "\(name) contains \(forbidden)")
        }
    }

    @Test(arguments: ChartSamples.names())
    func everySeriesIsDrawnOnce(name: String) throws {
        let spec = try ChartSamples.spec(name)
        let svg = renderer.render(spec)
        let expected = spec.type == .pie || spec.type == .heatmap ? 1 : spec.series.count
        #expect(Self.count("<g class=\"series series-", in: svg) == expected)
    }

    @Test func pieDrawsASliceAndAShareForEveryPositiveValue() throws {
        let spec = try ChartSamples.spec("plotly-pie-donut.json")
        let svg = renderer.render(spec)
        let positive = spec.series[0].points.filter { ($0.y ?? 0) > 0 }.count
        #expect(Self.count("class=\"slice\"", in: svg) == positive)
        #expect(svg.contains("%</text>"))
    }

    @Test func heatmapDrawsEveryCell() throws {
        let spec = try ChartSamples.spec("vegalite-heatmap.json")
        let svg = renderer.render(spec)
        #expect(
            Self.count("class=\"cell\"", in: svg)
                == spec.series[0].points.filter { $0.value != nil }.count)
        #expect(svg.contains("class=\"color-scale\""))
    }

    @Test func groupedBarsDrawOneRectPerValue() throws {
        let spec = try ChartSamples.spec("chartjs-bar.json")
        let svg = renderer.render(spec)
        let values = spec.series.reduce(0) { $0 + $1.points.filter { $0.y != nil }.count }
        let series = svg.components(separatedBy: "<g class=\"series series-").dropFirst()
        let rects = series.reduce(0) {
            $0 + Self.count("<rect", in: $1.components(separatedBy: "</g>")[0])
        }
        #expect(rects == values)
    }

    @Test func labelsAreEscaped() {
        let spec = ChartSpec(
            type: .bar, title: "<script>alert(1)</script>", subtitle: "a & b \"q\"",
            x: ChartAxis(label: "x<y", categories: ["<img src=x>", "ok"]),
            y: ChartAxis(label: "\u{1}bell", scale: .linear),
            series: [
                ChartSeries(
                    name: "s</g>",
                    points: [
                        ChartPoint(x: .category("<img src=x>"), y: 1),
                        ChartPoint(x: .category("ok"), y: 2),
                    ])
            ],
            source: .native)
        let svg = renderer.render(spec)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<img"))
        #expect(!svg.contains("\u{1}"))
        #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(XMLCheck.problem(in: svg) == nil)
    }

    @Test func specColoursWinAndUnsafeOnesAreDropped() {
        let points = [ChartPoint(x: .category("a"), y: 1)]
        let spec = ChartSpec(
            type: .bar,
            series: [
                ChartSeries(name: "one", color: "#ff0000", points: points),
                ChartSeries(name: "two", color: "red\" onload=\"x", points: points),
                ChartSeries(name: "three", color: "url(http://evil/x)", points: points),
            ], source: .native)
        let svg = renderer.render(spec)
        #expect(svg.contains("fill=\"#ff0000\""))
        #expect(!svg.contains("onload"))
        #expect(!svg.contains("evil"))
        #expect(svg.contains(ChartPalette.standard.color(at: 1).hex))
    }

    @Test func gapsBreakLines() {
        let ys: [Double?] = [1, 2, nil, 3, 4]
        let spec = ChartSpec(
            type: .line, x: ChartAxis(scale: .linear),
            series: [
                ChartSeries(
                    name: "s",
                    points: ys.enumerated().map {
                        ChartPoint(x: .number(Double($0.offset)), y: $0.element)
                    })
            ], source: .native)
        let svg = renderer.render(spec)
        #expect(Self.count("fill=\"none\" stroke=", in: svg) == 2)
    }

    @Test func bubbleAreasFollowSizes() throws {
        let spec = ChartSpec(
            type: .bubble, x: ChartAxis(scale: .linear),
            series: [
                ChartSeries(
                    name: "s",
                    points: [
                        ChartPoint(x: .number(1), y: 1, size: 1),
                        ChartPoint(x: .number(2), y: 2, size: 4),
                    ])
            ], source: .native)
        let svg = renderer.render(spec)
        let radii = svg.components(separatedBy: " r=\"").dropFirst().compactMap {
            Double($0.prefix { $0 != "\"" })
        }
        try #require(radii.count == 2)
        #expect(abs(radii[1] / radii[0] - 2) < 0.05)
    }

    @Test func barsStartAtZero() {
        let spec = ChartSpec(
            type: .bar,
            series: [
                ChartSeries(
                    name: "s",
                    points: [
                        ChartPoint(x: .category("a"), y: 100),
                        ChartPoint(x: .category("b"), y: 101),
                    ])
            ], source: .native)
        let svg = renderer.render(spec)
        #expect(svg.contains(">0</text>"))
    }

    @Test func percentStacksAreLabelledInPercent() throws {
        let svg = renderer.render(try ChartSamples.spec("highcharts-area-percent.json"))
        #expect(svg.contains(">100%</text>"))
    }

    @Test func aHundredThousandPointsMakeASmallSVG() {
        let points = (0..<100_000).map { index in
            ChartPoint(
                x: .number(Double(index)),
                y: (Double(index) / 500).squareRoot() + Double(index % 37) / 10)
        }
        let spec = ChartSpec(
            type: .line, x: ChartAxis(scale: .linear),
            series: [ChartSeries(name: "big", points: points)], source: .native)
        let svg = renderer.render(spec)
        #expect(svg.utf8.count < 100_000)
        #expect(XMLCheck.problem(in: svg) == nil)
    }

    @Test func crowdedCategoryLabelsAreRotatedAndThinned() {
        let names = (0..<60).map { "Category number \($0)" }
        let spec = ChartSpec(
            type: .bar, x: ChartAxis(categories: names),
            series: [
                ChartSeries(name: "s", points: names.map { ChartPoint(x: .category($0), y: 1) })
            ], source: .native)
        let svg = renderer.render(spec)
        #expect(svg.contains("rotate(-45"))
        let labels = Self.count("rotate(-45", in: svg)
        #expect(labels > 5 && labels < 60)
        #expect(Self.count("<title>Category number", in: svg) == 60)
    }

    @Test func longLegendsEndWithACount() {
        let series = (0..<40).map { index in
            ChartSeries(
                name: "Series number \(index)",
                points: [ChartPoint(x: .number(0), y: Double(index))])
        }
        let svg = renderer.render(
            ChartSpec(type: .line, x: ChartAxis(scale: .linear), series: series, source: .native))
        let shown = Self.count(
            "Series number ",
            in: svg.components(separatedBy: "<g class=\"legend\">")[1].components(
                separatedBy: "</g>")[0])
        #expect(svg.contains(">+\(40 - shown) more</text>"))
        #expect(shown > 4 && shown < 40)
    }

    @Test func emptyChartsStillRender() {
        for type in ChartType.allCases {
            let svg = renderer.render(ChartSpec(type: type, source: .native))
            #expect(XMLCheck.problem(in: svg) == nil, "\(type)")
        }
    }
}
