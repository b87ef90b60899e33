@_exported import Charting
import FoundationEssentials
import Rendering
@_exported import Theming

/// Charts through the facade: read a spec in any supported format, draw it as SVG or for a
/// terminal, or print its normalised JSON.
extension Inkwell {
    /// The chart as a standalone SVG document (ending in a newline).
    public static func chartSVG(
        _ spec: ChartSpec, width: Double = 640, height: Double = 400, theme: Theme? = nil
    ) -> String {
        let renderer =
            theme.map { ChartSVGRenderer(width: width, height: height, theme: $0) }
            ?? ChartSVGRenderer(width: width, height: height)
        return renderer.render(spec)
    }

    /// The chart drawn with text for a terminal `width` columns wide (the plot `plotHeight`
    /// rows high), encoded for `depth`.
    public static func chartANSI(
        _ spec: ChartSpec, width: Int, plotHeight: Int = 12, theme: Theme, depth: ColorDepth
    ) -> String {
        let lines = ChartTerminalRenderer(plotHeight: plotHeight).lines(
            for: spec, width: width, theme: theme)
        let text = ANSIEncoder(depth: depth).encode(lines)
        return text.hasSuffix("\n") ? text : text + "\n"
    }

    /// The normalised spec as pretty JSON with sorted keys and a trailing newline.
    public static func chartJSON(_ spec: ChartSpec) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(spec) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The colour depth for a terminal, from the environment (`NO_COLOR`, `COLORTERM` ...).
    public static func colorDepth(environment: [String: String], isTTY: Bool) -> ColorDepth {
        TerminalCapabilities.detect(environment: environment, isTTY: isTTY).depth
    }
}
