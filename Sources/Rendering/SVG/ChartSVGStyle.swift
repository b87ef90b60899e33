import Theming

/// The colours and font of an SVG chart (CSS colour strings we write ourselves).
public struct ChartSVGStyle: Sendable, Hashable {
    /// Title and strong text.
    public var textColor: String
    /// Tick labels, legend text, axis titles.
    public var labelColor: String
    /// Axis lines.
    public var axisColor: String
    /// Grid lines.
    public var gridColor: String
    /// The background fill; nil for transparent.
    public var background: String?
    /// The font stack.
    public var fontFamily: String

    /// Creates a style.
    public init(
        textColor: String = "#24292f", labelColor: String = "#57606a",
        axisColor: String = "#8c959f",
        gridColor: String = "#e1e4e8", background: String? = "#ffffff",
        fontFamily: String = "DejaVu Sans, Helvetica, Arial, sans-serif"
    ) {
        self.textColor = textColor
        self.labelColor = labelColor
        self.axisColor = axisColor
        self.gridColor = gridColor
        self.background = background
        self.fontFamily = fontFamily
    }

    /// Dark text on white: a standalone chart for reports.
    public static let light = ChartSVGStyle()

    /// For SVG inlined in a page: transparent, text in the page's own colour (`currentColor`),
    /// mid-grey axes and translucent grid lines that read on light and dark pages alike.
    public static let inline = ChartSVGStyle(
        textColor: "currentColor", labelColor: "currentColor", axisColor: "#8c959f",
        gridColor: "rgba(140,149,159,0.3)", background: nil)

    /// The colour of the thin lines between slices, cells and bins: the background, or a
    /// translucent grey when there is none.
    var separatorColor: String { background ?? "rgba(140,149,159,0.35)" }

    /// The theme's chart colours, on its document background if it has one.
    public init(theme: Theme) {
        let chart = theme.style(for: .chart)
        let title = theme.style(for: .chartTitle)
        let base = ChartSVGStyle()
        self.init(
            textColor: title.text.foreground?.hex ?? chart.text.foreground?.hex ?? base.textColor,
            labelColor: chart.labelColor?.hex ?? base.labelColor,
            axisColor: chart.axisColor?.hex ?? base.axisColor,
            gridColor: chart.gridColor?.hex ?? base.gridColor,
            background: theme.style(for: .document).text.background?.hex
                ?? (theme.appearance == .dark ? "#0d1117" : base.background))
    }
}
