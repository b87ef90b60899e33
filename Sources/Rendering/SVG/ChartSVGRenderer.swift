// Draws a `ChartSpec` as a standalone SVG: a header with `<title>`/`<desc>` for screen
// readers, the title block, then one drawing routine per chart family (cartesian charts share
// axes and legend; pie and heatmap have their own). No scripts, no ids, no external
// references; every label is escaped.
import Charting
import Theming

/// Renders charts as standalone SVG documents.
public struct ChartSVGRenderer: Sendable {
    /// The width of the SVG in pixels.
    public var width: Double
    /// The height of the SVG in pixels.
    public var height: Double
    /// Series colours, for series whose spec gives none.
    public var palette: ChartPalette
    /// Text, axis and grid colours and the font.
    public var style: ChartSVGStyle
    /// Whether the title and subtitle are drawn (off when a caption shows them); the title
    /// still names the SVG for screen readers.
    public var drawsTitle = true

    /// Creates a renderer.
    public init(
        width: Double = 640, height: Double = 400, palette: ChartPalette = .standard,
        style: ChartSVGStyle = .light
    ) {
        self.width = max(160, min(width, 10_000))
        self.height = max(120, min(height, 10_000))
        self.palette = palette
        self.style = style
    }

    /// Creates a renderer with a theme's chart palette and colours.
    public init(width: Double = 640, height: Double = 400, theme: Theme) {
        self.init(
            width: width, height: height, palette: ChartPalette(theme: theme),
            style: ChartSVGStyle(theme: theme))
    }

    /// The chart as an SVG document (no XML declaration, so it can also be inlined in HTML).
    public func render(_ spec: ChartSpec) -> String {
        var canvas = SVGCanvas()
        header(spec, into: &canvas)
        var box = ChartBox(x: 12, y: 10, width: width - 24, height: height - 20)
        if drawsTitle { titles(spec, box: &box, canvas: &canvas) }
        switch spec.type {
        case .pie: pie(spec, box: box, canvas: &canvas)
        case .heatmap: heatmap(spec, box: box, canvas: &canvas)
        case .line, .bar, .area, .scatter, .bubble, .histogram:
            cartesian(spec, box: box, canvas: &canvas)
        }
        canvas.close("svg")
        return canvas.markup
    }

    private func header(_ spec: ChartSpec, into canvas: inout SVGCanvas) {
        let name = spec.title ?? ChartSVGRenderer.typeName(spec)
        let size =
            "width=\"\(canvas.n(width))\" height=\"\(canvas.n(height))\" viewBox=\"0 0 \(canvas.n(width)) \(canvas.n(height))\""
        canvas.open(
            "svg",
            "xmlns=\"http://www.w3.org/2000/svg\" \(size) role=\"img\" aria-label=\"\(SVGCanvas.escaped(name))\" font-family=\"\(style.fontFamily)\""
        )
        canvas.raw("<title>\(SVGCanvas.escaped(name))</title>\n")
        canvas.raw("<desc>\(SVGCanvas.escaped(ChartSVGRenderer.summary(spec)))</desc>\n")
        if let background = style.background {
            canvas.rect(x: 0, y: 0, width: width, height: height, fill: background)
        }
    }

    private func titles(_ spec: ChartSpec, box: inout ChartBox, canvas: inout SVGCanvas) {
        if let title = spec.title, !title.isEmpty {
            // NB: bold runs about 15 % wider than the regular widths in the table.
            let text = ChartTextWidth.truncated(title, toFit: box.width, fontSize: 18.4)
            canvas.text(
                text, x: box.x + box.width / 2, y: box.y + 15, size: 16, fill: style.textColor,
                anchor: "middle", bold: true)
            box.cutTop(24)
        }
        if let subtitle = spec.subtitle, !subtitle.isEmpty {
            let text = ChartTextWidth.truncated(subtitle, toFit: box.width, fontSize: 12)
            canvas.text(
                text, x: box.x + box.width / 2, y: box.y + 11, size: 12, fill: style.labelColor,
                anchor: "middle")
            box.cutTop(18)
        }
    }

    /// The colour a series is drawn in: its own when valid, else the palette's.
    func color(of series: ChartSeries, at index: Int) -> String {
        ChartColor.sanitized(series.color) ?? palette.color(at: index).hex
    }

    /// "Bar chart", "Donut chart" ...
    static func typeName(_ spec: ChartSpec) -> String {
        if spec.type == .pie && spec.isDonut { return "Donut chart" }
        let name = spec.type.rawValue
        return name.prefix(1).uppercased() + name.dropFirst() + " chart"
    }

    /// A one-sentence description of the data for `<desc>`.
    static func summary(_ spec: ChartSpec) -> String {
        let names = spec.series.prefix(8).map(\.name).joined(separator: ", ")
        let points = spec.series.reduce(0) { $0 + $1.points.count }
        var text = "\(typeName(spec)) with \(spec.series.count) series"
        if !names.isEmpty { text += " (\(names)\(spec.series.count > 8 ? ", …" : ""))" }
        text += " and \(points) \(points == 1 ? "point" : "points")"
        if let label = spec.x.label { text += "; x: \(label)" }
        if let label = spec.y.label { text += "; y: \(label)" }
        return text + "."
    }
}
