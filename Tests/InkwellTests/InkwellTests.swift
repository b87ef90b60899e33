import Inkwell
import Testing

@Suite struct InkwellFacadeTests {
    @Test func fragmentMatchesCmarkShape() {
        let options = RenderOptions(format: .html, isFragment: true)
        #expect(Inkwell.render("Hello **world**", options: options) == "<p>Hello <strong>world</strong></p>\n")
    }

    @Test func pageIsTheDefault() {
        let page = Inkwell.render("# Report\n\ntext")
        #expect(page.contains("<html lang=\"en\">"))
        #expect(page.contains("<title>Report</title>"))
        #expect(page.contains("<h1>Report</h1>"))
    }

    @Test func rawHTMLNeedsAnExplicitOptIn() {
        #expect(Inkwell.render("<b>x</b>", options: RenderOptions(isFragment: true)) == "<p>&lt;b&gt;x&lt;/b&gt;</p>\n")
        #expect(Inkwell.render("<b>x</b>", options: RenderOptions(isFragment: true, allowsRawHTML: true)) == "<p><b>x</b></p>\n")
    }

    @Test func jsonIsTheModel() {
        let json = Inkwell.render("# A", options: RenderOptions(format: .json))
        #expect(json.contains("\"type\" : \"heading\""))
        #expect(json.hasSuffix("}\n"))
    }
}
