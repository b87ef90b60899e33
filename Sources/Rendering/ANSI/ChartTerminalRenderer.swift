// Charts drawn with text for terminals, as styled lines no wider than asked: a title line, a
// legend, then the body: braille dots (2×4 per cell) for lines, areas and points; eighth
// blocks for bars and histograms; a proportional bar for pies; half blocks for heatmaps.
import Charting
import Theming

/// Draws charts as styled terminal lines.
public struct ChartTerminalRenderer: Sendable {
    /// Rows of the plot area (braille canvas or column chart).
    public var plotHeight: Int

    /// Creates a renderer.
    public init(plotHeight: Int = 12) {
        self.plotHeight = max(3, min(plotHeight, 200))
    }

    /// The chart as lines of at most `width` cells, coloured by `theme`'s chart styles.
    public func lines(for spec: ChartSpec, width: Int, theme: Theme) -> [StyledLine] {
        let context = ChartTerminalContext(
            spec: spec, width: max(12, width), theme: theme, plotHeight: plotHeight)
        var lines = context.header()
        switch spec.type {
        case .pie: lines += context.pie()
        case .heatmap: lines += context.heatmap()
        case .bar, .histogram:
            lines +=
                context.spec.series.allSatisfy({ ($0.type ?? spec.type) == spec.type })
                ? context.bars() : context.plot()
        case .line, .area, .scatter, .bubble: lines += context.plot()
        }
        return lines.map { ChartTerminalContext.clipped($0, to: max(12, width)) }
    }
}

/// One drawing pass: the spec, the width and the resolved styles.
struct ChartTerminalContext {
    let spec: ChartSpec
    let width: Int
    let plotHeight: Int
    let palette: ChartPalette
    let titleStyle: TextStyle
    let labelStyle: TextStyle
    let axisStyle: TextStyle

    init(spec: ChartSpec, width: Int, theme: Theme, plotHeight: Int) {
        self.spec = spec
        self.width = width
        self.plotHeight = plotHeight
        let chart = theme.style(for: .chart)
        palette = ChartPalette(theme: theme)
        titleStyle = theme.style(for: .chartTitle).text
        labelStyle = TextStyle(foreground: chart.labelColor ?? chart.text.foreground)
        axisStyle = TextStyle(foreground: chart.axisColor ?? chart.labelColor)
    }

    /// Terminal-safe text.
    static func clean(_ text: String) -> String {
        TerminalText.sanitize(text).filter { $0 != "\n" }
    }

    /// `text` cut to `cells` terminal cells, with an ellipsis when cut.
    static func fit(_ text: String, _ cells: Int) -> String {
        guard CellWidth.of(text) > cells else { return text }
        guard cells > 0 else { return "" }
        var out = ""
        var used = 0
        for character in text {
            let next = CellWidth.of(character)
            if used + next > cells - 1 { break }
            out.append(character)
            used += next
        }
        return out + "…"
    }

    /// `text` padded on the left (`right` aligned) or right to exactly `cells`.
    static func pad(_ text: String, _ cells: Int, right: Bool = false) -> String {
        let fitted = fit(text, cells)
        let space = String(repeating: " ", count: max(0, cells - CellWidth.of(fitted)))
        return right ? space + fitted : fitted + space
    }

    /// The colour of series (or slice) `index`: the spec's own when it parses, else the palette's.
    func color(_ css: String?, index: Int) -> Color {
        ChartColor.parse(css) ?? palette.color(at: index)
    }

    /// The title line(s) and the legend when there is more than one series.
    func header() -> [StyledLine] {
        var lines: [StyledLine] = []
        if let title = spec.title.map(Self.clean), !title.isEmpty {
            lines.append(StyledLine([Span(Self.fit(title, width), style: titleStyle)]))
        }
        if let subtitle = spec.subtitle.map(Self.clean), !subtitle.isEmpty {
            lines.append(StyledLine([Span(Self.fit(subtitle, width), style: labelStyle)]))
        }
        if spec.series.count > 1 && spec.type != .pie && spec.type != .heatmap {
            lines += legend(
                spec.series.enumerated().map {
                    ($0.element.name, color($0.element.color, index: $0.offset))
                })
        }
        return lines
    }

    /// `■ name` entries packed into lines.
    func legend(_ entries: [(String, Color)]) -> [StyledLine] {
        var lines: [StyledLine] = [StyledLine()]
        for (name, colour) in entries {
            let text = Self.fit(Self.clean(name), max(4, width - 4))
            let needed = 2 + CellWidth.of(text) + 2
            if lines[lines.count - 1].width > 0 && lines[lines.count - 1].width + needed > width {
                lines.append(StyledLine())
            }
            if lines[lines.count - 1].width > 0 { lines[lines.count - 1].append(Span("  ")) }
            lines[lines.count - 1].append(Span("■ ", style: TextStyle(foreground: colour)))
            lines[lines.count - 1].append(Span(text, style: labelStyle))
        }
        return lines
    }

    /// The line cut to `width` cells (a safety net; drawing already keeps within it).
    static func clipped(_ line: StyledLine, to width: Int) -> StyledLine {
        guard line.width > width else { return line }
        var out = StyledLine()
        for span in line.spans {
            let room = width - out.width
            if room <= 0 { break }
            out.append(
                Span(
                    span.width <= room ? span.text : fit(span.text, room), style: span.style,
                    link: span.link))
        }
        return out
    }
}
