import Charting
import Rendering
import Testing
import Theming

@Suite struct ChartTerminalRendererTests {
    let theme = try! Theme.named("dark")

    @Test(arguments: ChartSamples.names())
    func linesNeverExceedTheWidth(name: String) throws {
        let spec = try ChartSamples.spec(name)
        for width in [12, 20, 33, 80, 151] {
            let lines = ChartTerminalRenderer().lines(for: spec, width: width, theme: theme)
            #expect(!lines.isEmpty)
            for line in lines {
                #expect(line.width <= width, "\(name) at \(width): \(line.text)")
                #expect(!line.text.contains("\u{1B}"))
            }
        }
    }

    @Test func linesAreDrawnInBraille() throws {
        let lines = ChartTerminalRenderer().lines(
            for: try ChartSamples.spec("echarts-line.json"), width: 60, theme: theme)
        #expect(
            lines.contains {
                $0.text.unicodeScalars.contains { $0.value > 0x2800 && $0.value <= 0x28FF }
            })
    }

    @Test func barsUseBlocksAndShowValues() throws {
        let lines = ChartTerminalRenderer().lines(
            for: try ChartSamples.spec("highcharts-bar.json"), width: 60, theme: theme)
        let text = lines.map(\.text).joined(separator: "\n")
        #expect(text.contains("█"))
        #expect(text.contains("4640"))
    }

    @Test func negativeBarsGoToTheBraillePlot() throws {
        let spec = try ChartSamples.spec("chartjs-bar-stacked.json")
        let lines = ChartTerminalRenderer().lines(for: spec, width: 50, theme: theme)
        #expect(lines.contains { $0.text.hasPrefix("-10 ┤") })
        #expect(!lines.contains { $0.text.contains("█") })
    }

    @Test func bubblesAreBiggerThanScatterPoints() throws {
        let lines = ChartTerminalRenderer().lines(
            for: try ChartSamples.spec("chartjs-bubble.json"), width: 64, theme: theme)
        let full = lines.reduce(0) { $0 + $1.text.filter { $0 == "⣿" }.count }
        #expect(full >= 6)
    }

    @Test func percentLabelsFit() throws {
        let lines = ChartTerminalRenderer().lines(
            for: try ChartSamples.spec("vegalite-bar-normalize.json"), width: 64, theme: theme)
        #expect(lines.contains { $0.text.hasPrefix("100% ┤") })
    }

    @Test func pieShowsSharesThatFillTheWidth() throws {
        let lines = ChartTerminalRenderer().lines(
            for: try ChartSamples.spec("native-pie-flat.json"), width: 50, theme: theme)
        let bar = try #require(lines.first { $0.text.hasPrefix("█") })
        #expect(bar.width == 50)
        #expect(lines.contains { $0.text.contains("%") })
    }

    @Test func heatmapUsesHalfBlocksWithTwoColours() throws {
        let lines = ChartTerminalRenderer().lines(
            for: try ChartSamples.spec("vegalite-heatmap.json"), width: 40, theme: theme)
        let cells = lines.flatMap(\.spans).filter { $0.text.hasPrefix("▀") }
        #expect(!cells.isEmpty)
        #expect(cells.allSatisfy { $0.style.foreground != nil && $0.style.background != nil })
    }

    @Test(arguments: [ChartType.bar, .line])
    func wideLabelsArePlacedByCells(type: ChartType) {
        let names = ["東京", "大阪", "名古屋"]
        let spec = ChartSpec(
            type: type, x: ChartAxis(categories: names),
            series: [
                ChartSeries(name: "s", points: names.map { ChartPoint(x: .category($0), y: 2) })
            ],
            source: .native)
        let lines = ChartTerminalRenderer().lines(for: spec, width: 40, theme: theme)
        #expect(lines.contains { $0.text.contains("東京") && $0.text.contains("名古屋") })
        #expect(lines.allSatisfy { $0.width <= 40 })
    }

    @Test func controlCharactersInLabelsAreRemoved() {
        let spec = ChartSpec(
            type: .bar, title: "evil\u{1B}]52;c;aGk=\u{07}title",
            series: [
                ChartSeries(
                    name: "s\u{1B}[2J", points: [ChartPoint(x: .category("a\u{1B}[1A"), y: 1)])
            ], source: .native)
        let lines = ChartTerminalRenderer().lines(for: spec, width: 40, theme: theme)
        #expect(lines.allSatisfy { !$0.text.contains("\u{1B}") && !$0.text.contains("\u{07}") })
    }

    @Test func aHundredThousandPointsFit() {
        let points = (0..<100_000).map { ChartPoint(x: .number(Double($0)), y: Double($0 % 100)) }
        let spec = ChartSpec(
            type: .line, x: ChartAxis(scale: .linear),
            series: [ChartSeries(name: "big", points: points)], source: .native)
        let lines = ChartTerminalRenderer().lines(for: spec, width: 80, theme: theme)
        #expect(lines.allSatisfy { $0.width <= 80 })
    }
}
