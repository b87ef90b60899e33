import FoundationEssentials
import MarkdownParsing
import Testing

@testable import Rendering

/// SVG pictures of a few samples against golden files (UPDATE_GOLDEN=1 rewrites them; look at
/// a changed one with rsvg-convert or a browser before committing it).
@Suite struct SVGGoldenTests {
    @Test(arguments: [
        ("git-undo-last-commit", SVGRenderer.Style.card, SVGRenderer.TextMode.text),
        ("sql-window-functions", .card, .text),
        ("git-undo-last-commit", .terminal, .text),
        ("git-undo-last-commit", .card, .paths),
    ])
    func matchesGolden(sample: String, style: SVGRenderer.Style, mode: SVGRenderer.TextMode) throws
    {
        let markdown = try #require(GoldenFile.samples().first { $0.name == sample }).markdown
        let theme = style == .card ? SVGCheck.light : SVGCheck.dark
        let svg = SVGRenderer(
            options: .init(
                width: style == .card ? 800 : 80, style: style, textMode: mode, theme: theme)
        )
        .render(MarkdownParser().parse(markdown))
        try GoldenFile.check(svg, against: "svg/\(sample)-\(style.rawValue)-\(mode.rawValue).svg")
    }
}
