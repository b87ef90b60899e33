import FoundationEssentials
import Testing

@testable import Charting

@Suite struct ChartMathsTests {
    @Test func linearTicksUseNiceSteps() {
        let ticks = AxisTicks.linear(min: 3, max: 97, count: 5)
        #expect(ticks.values == [0, 20, 40, 60, 80, 100])
        #expect(ticks.labels == ["0", "20", "40", "60", "80", "100"])
        #expect(ticks.lower == 0 && ticks.upper == 100)
        #expect(AxisTicks.linear(min: 0, max: 1, count: 4).labels == ["0.0", "0.2", "0.4", "0.6", "0.8", "1.0"])
        #expect(AxisTicks.linear(min: 0, max: 250_000, count: 5).labels.last == "250k")
        #expect(AxisTicks.linear(min: -5, max: 5, count: 4).values.contains(0))
        #expect(AxisTicks.linear(min: 7, max: 7).values.count >= 2)
    }

    @Test func logTicksArePowersOfTen() {
        #expect(AxisTicks.log(min: 3, max: 45_000).values == [1, 10, 100, 1000, 10_000, 100_000])
        #expect(AxisTicks.log(min: 1, max: 50).values == [1, 2, 5, 10, 20, 50, 100])
        #expect(AxisTicks.log(min: 0.01, max: 1000).labels.first == "0.01")
    }

    @Test func timeTicksChooseAUnitAndLabel() {
        let start = ChartDate.parse("2024-01-01")!
        let months = AxisTicks.time(from: start, to: ChartDate.parse("2024-06-15")!, count: 6)
        #expect(months.unit == .month)
        #expect(months.ticks.labels == ["Jan 2024", "Feb 2024", "Mar 2024", "Apr 2024", "May 2024", "Jun 2024"])
        let hours = AxisTicks.time(from: ChartDate.parse("2024-03-05T14:10Z")!, to: ChartDate.parse("2024-03-05T16:50Z")!, count: 6)
        #expect(hours.unit == .minute)
        #expect(hours.ticks.labels.first == "14:30")
        let days = AxisTicks.time(from: ChartDate.parse("2024-03-05")!, to: ChartDate.parse("2024-03-09")!, count: 6)
        #expect(days.ticks.labels == ["Mar 5", "Mar 6", "Mar 7", "Mar 8", "Mar 9"])
        let years = AxisTicks.time(from: ChartDate.parse("1990-06-01")!, to: ChartDate.parse("2024-01-01")!, count: 8)
        #expect(years.unit == .year)
        #expect(years.ticks.labels == ["1995", "2000", "2005", "2010", "2015", "2020"])
    }

    @Test func histogramBinsHaveNiceEdgesAndCountEverything() {
        let values: [Double] = [0.3, 1.2, 2.5, 2.7, 3.1, 4.9, 5.0, 9.4]
        let bins = Histogram.bins(values)
        #expect(bins.map(\.count).reduce(0, +) == values.count)
        #expect(bins.first?.start == 0)
        #expect(bins.map(\.end).last ?? 0 >= 9.4)
        let sized = Histogram.bins(values, size: 2.5, start: 0)
        #expect(sized.map(\.start) == [0, 2.5, 5, 7.5])
        #expect(sized.map(\.count) == [2, 4, 1, 1])
        let counted = Histogram.bins(Array(stride(from: 0.0, through: 100, by: 1)), count: 10)
        #expect(counted.count == 10)
        #expect(counted.last?.count == 11)
        #expect(Histogram.bins([5, 5, 5]).map(\.count) == [3])
        #expect(Histogram.bins([]).isEmpty)
        let robust = Histogram.bins(Array(stride(from: 0.0, to: 50, by: 0.5)) + [1000], rule: .freedmanDiaconis)
        #expect(robust.map(\.count).reduce(0, +) == 101)
    }

    @Test func stackingSeparatesSignsAndNormalises() {
        let a = ChartSeries(name: "a", points: [ChartPoint(x: .category("p"), y: 10), ChartPoint(x: .category("q"), y: 5)])
        let b = ChartSeries(name: "b", points: [ChartPoint(x: .category("p"), y: -4), ChartPoint(x: .category("q"), y: 15)])
        let c = ChartSeries(name: "c", points: [ChartPoint(x: .category("p"), y: 6), ChartPoint(x: .category("q"), y: nil)])
        let stacked = StackLayout(series: [a, b, c], stacking: .stacked)
        #expect(stacked.keys == [.category("p"), .category("q")])
        #expect(stacked.segments[2][0] == StackSegment(lower: 10, upper: 16))
        #expect(stacked.segments[1][0] == StackSegment(lower: 0, upper: -4))
        #expect(stacked.segments[2][1] == nil)
        #expect(stacked.extent == (lower: -4, upper: 20) as (Double, Double))
        let percent = StackLayout(series: [a, b], stacking: .percent)
        #expect(percent.segments[1][1] == StackSegment(lower: 25, upper: 100))
    }

    @Test func lttbKeepsEndsAndPeaks() {
        let count = 1000
        let x = (0..<count).map(Double.init)
        var y = x.map { ($0 / 50).truncatingRemainder(dividingBy: 2) }
        y[500] = 100
        let kept = Downsampling.lttb(x: x, y: y, threshold: 50)
        #expect(kept.count == 50)
        #expect(kept.first == 0 && kept.last == count - 1)
        #expect(kept.contains(500))
        #expect(kept == kept.sorted())
        #expect(Downsampling.lttb(x: [1, 2], y: [1, 2], threshold: 10) == [0, 1])
    }

    @Test func downsampledSeriesKeepsGaps() {
        var points = (0..<600).map { ChartPoint(x: .number(Double($0)), y: Double($0 % 7)) }
        points[300].y = nil
        let reduced = ChartSeries(name: "s", points: points).downsampled(to: 60)
        #expect(reduced.points.count <= 70)
        #expect(reduced.points.contains { $0.y == nil })
        #expect(reduced.points.first?.x == .number(0))
    }
}
