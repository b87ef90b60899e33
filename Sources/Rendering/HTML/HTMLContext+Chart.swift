// Chart fences in the enhanced flavour: a code block whose language claims a chart (or a
// `json` block that really is one) becomes an inline SVG in a `<figure class="chart">`, with
// the title as the caption. A block that claims a chart but cannot be read stays a code block
// followed by a one-line note saying why.
import Charting
import MarkdownModel

extension HTMLContext {
    /// Draws `block` as a chart when it is one; false when it is ordinary code.
    mutating func chart(_ block: CodeBlock) -> Bool {
        guard let language = block.language?.lowercased(),
            language == "json" || ChartDocument.chartLanguages.contains(language)
        else { return false }
        switch ChartDocument.read(block.code, fenceLanguage: language) {
        case .notAChart:
            return false
        case .invalid(let error):
            decoratedCodeBlock(block)
            writer.raw("<p class=\"chart-note\">Chart not drawn: ")
            writer.text(error.description)
            writer.raw("</p>\n")
            return true
        case .chart(let spec):
            chartFigure(spec)
            return true
        }
    }

    private mutating func chartFigure(_ spec: ChartSpec) {
        var renderer = ChartSVGRenderer(width: 640, height: 360, style: .inline)
        renderer.drawsTitle = false
        let svg = renderer.render(spec)
        writer.raw("<figure class=\"chart\">\n")
        if let title = spec.title, !title.isEmpty {
            writer.raw("<figcaption>")
            writer.text(title)
            writer.raw("</figcaption>\n")
        }
        writer.raw("<svg style=\"max-width:100%;height:auto\" ")
        writer.verbatim(String(svg.dropFirst(5)))
        writer.raw("</figure>\n")
    }
}
