import Charting
import Testing

@testable import Rendering

@Suite struct ChartReductionTests {
    static let cloud: ChartSeries = {
        var points = (0..<100_000).map { index in
            ChartPoint(x: .number(Double(index)), y: Double((index * 7919) % 1000) / 100)
        }
        points[54_321].y = 1000
        points[12_345].y = -500
        return ChartSeries(name: "cloud", points: points)
    }()

    @Test func pointsAreThinnedEvenlyAndKeepTheirOutliers() {
        let reduced = Self.cloud.reduced(to: 1000, as: .scatter)
        #expect(reduced.points.count >= 1000 && reduced.points.count <= 1004)
        #expect(reduced.points.contains { $0.y == 1000 })
        #expect(reduced.points.contains { $0.y == -500 })
        let xs = reduced.points.compactMap(\.x.numericValue)
        #expect(xs == xs.sorted())
    }

    @Test func linesUseLTTB() {
        let reduced = Self.cloud.reduced(to: 1000, as: .line)
        #expect(reduced == Self.cloud.downsampled(to: 1000))
    }

    @Test func shortSeriesAreLeftAlone() {
        let short = ChartSeries(name: "s", points: [ChartPoint(x: .number(1), y: 1)])
        #expect(short.reduced(to: 10, as: .scatter) == short)
    }

    @Test func aHundredThousandPointCloudMakesASmallSVG() {
        let spec = ChartSpec(
            type: .scatter, x: ChartAxis(scale: .linear), series: [Self.cloud], source: .native)
        let svg = ChartSVGRenderer().render(spec)
        #expect(svg.utf8.count < 100_000)
        #expect(ChartSVGRendererTests.count("<circle", in: svg) > 500)
    }
}
