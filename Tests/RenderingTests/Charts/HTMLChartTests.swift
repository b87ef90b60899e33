import MarkdownParsing
import Rendering
import Testing

@Suite struct HTMLChartTests {
    func html(_ markdown: String, flavor: HTMLRenderer.Flavor = .enhanced) -> String {
        HTMLRenderer(options: .init(flavor: flavor)).render(MarkdownParser().parse(markdown))
    }

    static let bar =
        "```chart\n{\"chart_type\": \"bar\", \"title\": \"Sales <Q1>\", \"series\": [{\"name\": \"s\", \"points\": [{\"x\": \"a\", \"y\": 1}]}]}\n```\n"

    @Test func chartFencesBecomeInlineSVGFigures() {
        let output = html(Self.bar)
        #expect(
            output.contains(
                "<figure class=\"chart\">\n<figcaption>Sales &lt;Q1&gt;</figcaption>\n<svg style=\"max-width:100%;height:auto\" xmlns="
            ))
        #expect(output.contains("role=\"img\""))
        #expect(!output.contains("<pre>"))
    }

    @Test func compatibleFlavourLeavesChartFencesAsCode() {
        let output = html(Self.bar, flavor: .compatible)
        #expect(output.hasPrefix("<pre><code class=\"language-chart\">"))
        #expect(!output.contains("<svg"))
    }

    @Test func plainJSONStaysCode() {
        let output = html("```json\n{\"name\": \"x\", \"version\": 2}\n```\n")
        #expect(output.contains("<pre><code class=\"language-json\">"))
        #expect(!output.contains("<svg"))
    }

    @Test func jsonThatIsAChartIsDrawn() {
        let output = html(
            "```json\n{\"$schema\": \"https://vega.github.io/schema/vega-lite/v5.json\", \"mark\": \"bar\", \"data\": {\"values\": [{\"a\": \"x\", \"b\": 1}]}, \"encoding\": {\"x\": {\"field\": \"a\", \"type\": \"nominal\"}, \"y\": {\"field\": \"b\", \"type\": \"quantitative\"}}}\n```\n"
        )
        #expect(output.contains("<figure class=\"chart\">"))
    }

    @Test func invalidChartsFallBackToCodeWithANote() {
        let output = html("```chart\n{\"chart_type\": \"bar\", \"series\": 3}\n```\n")
        #expect(output.contains("<pre><code class=\"language-chart\">"))
        #expect(output.contains("<p class=\"chart-note\">Chart not drawn: native: series: "))
    }

    @Test func otherLanguagesAreUntouched() {
        #expect(
            html("```python\nprint(1)\n```\n").contains("<pre><code class=\"language-python\">"))
    }
}
