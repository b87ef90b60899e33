import Inkwell

/// `inkwell chart`: one chart spec (any supported format) to SVG, terminal text or JSON.
enum ChartCommand {
    static let spec = CommandSpec(
        name: "chart",
        overview:
            "Draw a chart spec (Chart.js, ECharts, Highcharts, Plotly, Vega-Lite or native) as SVG, terminal text or normalised JSON.",
        arguments: [("<input>", "A chart spec file, or - for stdin. Default: stdin.")],
        options: [
            .init(
                names: ["--from"], valueName: "format",
                help:
                    "Input format: auto, chartjs, echarts, highcharts, plotly, vega-lite or native. (default: auto)"
            ),
            .init(
                names: ["--to"], valueName: "format",
                help: "Output format: svg, ansi or json. (default: svg)"),
            .init(
                names: ["--width"], valueName: "px",
                help: "Width in pixels (svg) or columns (ansi). (default: 640 / the terminal)"),
            .init(
                names: ["--height"], valueName: "px",
                help: "Height in pixels (svg) or plot rows (ansi). (default: 400 / 12)"
            ),
            .init(
                names: ["--theme"], valueName: "name",
                help: "Theme for colours: a built-in name or a theme file."),
        ])

    /// What to print.
    enum Target: String {
        case svg, ansi, json
    }

    static func run(_ arguments: ArraySlice<String>, console: any Console) -> Int32 {
        let settings: ChartSettings
        do {
            let parsed = try spec.parse(arguments)
            if parsed.wantsHelp {
                console.write(spec.help)
                return ExitCode.success
            }
            settings = try ChartSettings(parsed)
        } catch {
            return CLI.fail(
                error, usage: spec.usage, helpCommand: "inkwell chart --help", console: console)
        }
        let name = settings.input ?? "<stdin>"
        let bytes: [UInt8]
        if let path = settings.input {
            do { bytes = try FileSystem.read(path: path) } catch {
                console.writeError("error: \(path): cannot read: \(error.reason)\n")
                return ExitCode.failure
            }
        } else {
            bytes = console.readAllInput()
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let result =
            settings.format.map { ChartDocument.read(text, as: $0) }
            ?? ChartDocument.read(text, fenceLanguage: "chart")
        switch result {
        case .chart(let chart):
            console.write(output(chart, settings: settings, console: console))
            return ExitCode.success
        case .notAChart:
            console.writeError("error: \(name): not a chart spec\n")
        case .invalid where settings.format == nil && ChartDocument.detectFormat(text) == nil:
            console.writeError("error: \(name): not a chart spec\n")
        case .invalid(let error):
            console.writeError("error: \(name): \(error.description)\n")
        }
        return ExitCode.failure
    }

    private static func output(_ chart: ChartSpec, settings: ChartSettings, console: any Console)
        -> String
    {
        switch settings.target {
        case .svg:
            return Inkwell.chartSVG(
                chart, width: settings.width ?? 640, height: settings.height ?? 400,
                theme: settings.theme)
        case .json:
            return Inkwell.chartJSON(chart)
        case .ansi:
            let columns =
                settings.width.map { Int($0) } ?? Int(console.environment["COLUMNS"] ?? "") ?? 80
            let depth = Inkwell.colorDepth(
                environment: console.environment, isTTY: console.isOutputTerminal)
            let theme =
                settings.theme ?? (try? Theme.named("dark"))
                ?? Theme(name: "plain", appearance: .any)
            let rows = settings.height.map { max(3, min(Int($0), 200)) } ?? 12
            return Inkwell.chartANSI(
                chart, width: max(20, min(columns, 1000)), plotHeight: rows, theme: theme,
                depth: depth)
        }
    }
}
