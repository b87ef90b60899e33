import Inkwell

/// The chart command's options, checked.
struct ChartSettings {
    /// The file to read; nil for stdin.
    var input: String?
    /// The forced input format; nil to detect.
    var format: ChartFormat?
    var target = ChartCommand.Target.svg
    var width: Double?
    var height: Double?
    var theme: Theme?

    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard parsed.positionals.count <= 1 else {
            throw .conflict(
                "'inkwell chart' draws one chart; got \(parsed.positionals.count) inputs.")
        }
        input = parsed.positionals.first.flatMap { $0 == "-" ? nil : $0 }
        if let from = parsed.value("--from"), from != "auto" {
            guard let format = ChartFormat(name: from) else {
                throw .invalidValue(
                    option: "--from", value: from,
                    reason:
                        "expected one of auto, chartjs, echarts, highcharts, plotly, vega-lite, native"
                )
            }
            self.format = format
        }
        if let to = parsed.value("--to") {
            guard let target = ChartCommand.Target(rawValue: to) else {
                throw .invalidValue(
                    option: "--to", value: to, reason: "expected one of svg, ansi, json")
            }
            self.target = target
        }
        width = try Self.size(parsed, "--width")
        height = try Self.size(parsed, "--height")
        if let name = parsed.value("--theme") {
            do {
                theme = try Theme.load(name)
            } catch {
                throw .invalidValue(option: "--theme", value: name, reason: error.description)
            }
        }
    }

    private static func size(_ parsed: ParsedArguments, _ option: String) throws(UsageError)
        -> Double?
    {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Int(text), value >= 3, value <= 10_000 else {
            throw .invalidValue(
                option: option, value: text, reason: "expected a whole number from 3 to 10000")
        }
        return Double(value)
    }
}
