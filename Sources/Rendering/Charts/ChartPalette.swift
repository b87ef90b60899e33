import Theming

/// The colours series take when the spec gives none, in order.
public struct ChartPalette: Sendable, Hashable {
    /// The colours, cycled.
    public var colors: [Color]

    /// A palette of these colours (the default one when empty).
    public init(_ colors: [Color]) {
        self.colors = colors.isEmpty ? ChartPalette.standard.colors : colors
    }

    /// The theme's chart palette, or the default one.
    public init(theme: Theme) {
        self.init(theme.style(for: .chart).palette ?? [])
    }

    /// A categorical palette that reads on light and dark backgrounds (Tableau 10).
    public static let standard = ChartPalette(uncheckedColors: [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
        "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ])

    /// Low-to-high colours for heatmaps when the spec gives none (yellow-green-blue).
    public static let sequential: [Color] = ["#ffffd9", "#c7e9b4", "#41b6c4", "#225ea8", "#081d58"]
        .compactMap { Color(parsing: $0) }

    private init(uncheckedColors: [String]) {
        colors = uncheckedColors.compactMap { Color(parsing: $0) }
    }

    /// The colour of the series (or slice) at `index`.
    public func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }
}
