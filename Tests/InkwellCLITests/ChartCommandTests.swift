import FoundationEssentials
import Inkwell
import Testing

@testable import InkwellCLI

@Suite struct ChartCommandTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Samples/charts")
    static let bar =
        "{\"chart_type\": \"bar\", \"title\": \"T\", \"series\": [{\"name\": \"s\", \"points\": [{\"x\": \"a\", \"y\": 1}]}]}"

    @Test func drawsStandardInputAsSVG() {
        let console = BufferConsole(input: Self.bar)
        #expect(console.run("chart") == 0)
        #expect(
            console.outputText.hasPrefix(
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"400\""))
        #expect(console.outputText.hasSuffix("</svg>\n"))
    }

    @Test func sizeOptionsSetTheSVGSize() {
        let console = BufferConsole(input: Self.bar)
        #expect(console.run("chart", "--width", "800", "--height", "300") == 0)
        #expect(console.outputText.contains("width=\"800\" height=\"300\""))
    }

    @Test func printsTheNormalisedSpecAsSortedJSON() throws {
        let path = Self.samples.appendingPathComponent("chartjs-bar.json").path
        let console = BufferConsole()
        #expect(console.run("chart", path, "--to", "json") == 0)
        let decoded = try JSONDecoder().decode(ChartSpec.self, from: Data(console.output))
        #expect(decoded.source == .chartjs)
        #expect(console.outputText.contains("\"isDonut\" : false,\n  \"notes\""))
    }

    @Test func drawsForTheTerminalWithinTheWidth() {
        let console = BufferConsole(input: Self.bar)
        #expect(console.run("chart", "--to", "ansi", "--width", "40") == 0)
        let lines = console.outputText.split(separator: "\n")
        #expect(lines.first == "T")
        #expect(lines.allSatisfy { $0.count <= 40 })
        #expect(!console.outputText.contains("\u{1B}"))
    }

    @Test func themeColoursTheSVG() {
        let console = BufferConsole(input: Self.bar)
        #expect(console.run("chart", "--theme", "dark") == 0)
        #expect(console.outputText.contains("fill=\"#0d1117\""))
        let unknown = BufferConsole(input: Self.bar)
        #expect(unknown.run("chart", "--theme", "neon") == 64)
    }

    @Test func heightSetsTheTerminalPlotRows() {
        let line =
            "{\"chart_type\": \"line\", \"series\": [{\"name\": \"s\", \"points\": [{\"x\": 1, \"y\": 1}, {\"x\": 2, \"y\": 3}]}]}"
        let short = BufferConsole(input: line)
        #expect(short.run("chart", "--to", "ansi", "--height", "4") == 0)
        let tall = BufferConsole(input: line)
        #expect(tall.run("chart", "--to", "ansi", "--height", "20") == 0)
        let count = { (console: BufferConsole) in console.outputText.split(separator: "\n").count }
        #expect(count(tall) - count(short) == 16)
    }

    @Test func forcedFormatReportsItsPath() {
        let console = BufferConsole(input: Self.bar)
        #expect(console.run("chart", "--from", "highcharts") == 1)
        #expect(console.errors.hasPrefix("error: <stdin>: highcharts: "))
    }

    @Test func notAChartIsAnError() {
        let console = BufferConsole(input: "{\"name\": \"package\", \"version\": 1}")
        #expect(console.run("chart") == 1)
        #expect(console.errors == "error: <stdin>: not a chart spec\n")
        #expect(console.output.isEmpty)
    }

    @Test func invalidSpecNamesFormatPathAndReason() {
        let console = BufferConsole(input: "{\"chart_type\": \"bar\", \"series\": 3}")
        #expect(console.run("chart") == 1)
        #expect(console.errors == "error: <stdin>: native: series: expected an array of series\n")
    }

    @Test func missingFileIsReported() {
        let console = BufferConsole()
        #expect(console.run("chart", "/nonexistent/chart.json") == 1)
        #expect(console.errors.hasPrefix("error: /nonexistent/chart.json: cannot read: "))
    }

    @Test(arguments: [
        ["--to", "png"], ["--from", "excel"], ["--width", "wide"], ["a.json", "b.json"],
        ["--colour"],
    ])
    func usageErrorsExit64(arguments: [String]) {
        let console = BufferConsole(input: Self.bar)
        #expect(CLI.run(["chart"] + arguments, console: console) == 64)
        #expect(console.errors.hasPrefix("Error: "))
    }

    @Test func helpListsTheOptions() {
        let console = BufferConsole()
        #expect(console.run("chart", "--help") == 0)
        #expect(console.outputText.contains("--from <format>"))
        let overview = BufferConsole()
        #expect(overview.run("--help") == 0)
        #expect(overview.outputText.contains("chart "))
    }
}
