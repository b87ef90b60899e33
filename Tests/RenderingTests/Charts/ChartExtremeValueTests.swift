import Charting
import FoundationEssentials
import Rendering
import Testing
import Theming

/// Hostile numbers never trap or hang a renderer, and the output stays well-formed.
@Suite struct ChartExtremeValueTests {
    static let values: [Double?] = [.infinity, -.infinity, .nan, 1e308, -1e308, 5e-324, nil, 0, 1]

    static func spec(_ type: ChartType, stacking: ChartStacking = .none, scale: AxisScale = .linear)
        -> ChartSpec
    {
        let numbers = values.enumerated().map { index, y in
            ChartPoint(
                x: .number(index.isMultiple(of: 2) ? Double(index) : (values[index] ?? 3)), y: y,
                x2: .number(Double(index) + 1), size: values[(index + 3) % values.count] ?? 1,
                value: values[(index + 5) % values.count])
        }
        let categories = values.enumerated().map { index, y in
            ChartPoint(x: .category("c\(index % 4)"), y: y, value: y)
        }
        let dates = values.enumerated().map { index, y in
            ChartPoint(
                x: .date(Date(timeIntervalSince1970: index == 3 ? 1e300 : Double(index) * 1e15)),
                y: y)
        }
        return ChartSpec(
            type: type, x: ChartAxis(scale: type == .bar ? .category : scale),
            y: ChartAxis(scale: scale),
            stacking: stacking,
            series: [
                ChartSeries(name: "numbers", points: numbers),
                ChartSeries(name: "categories", points: categories),
                ChartSeries(name: "dates", points: dates),
            ], source: .native)
    }

    static let cases: [(ChartType, ChartStacking, AxisScale)] = ChartType.allCases.flatMap { type in
        [
            (type, .none, .linear), (type, .stacked, .linear), (type, .percent, .linear),
            (type, .none, .log),
        ]
    }

    @Test(arguments: 0..<cases.count)
    func hostileNumbersRender(index: Int) throws {
        let (type, stacking, scale) = Self.cases[index]
        let spec = Self.spec(type, stacking: stacking, scale: scale)
        let svg = ChartSVGRenderer().render(spec)
        #expect(XMLCheck.problem(in: svg) == nil)
        #expect(!svg.contains("nan") && !svg.contains("inf"))
        let theme = try Theme.named("dark")
        for width in [12, 80] {
            let lines = ChartTerminalRenderer().lines(for: spec, width: width, theme: theme)
            #expect(lines.allSatisfy { $0.width <= width })
        }
    }
}
