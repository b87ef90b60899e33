import MarkdownParsing
import Rendering
import Testing

/// The enhanced HTML (the page body) of every sample, compared with reviewed golden files.
@Suite struct HTMLGoldenTests {
    @Test func samplesMatchTheirGoldenHTML() throws {
        let renderer = HTMLRenderer(options: .init(flavor: .enhanced))
        let samples = try GoldenFile.samples()
        #expect(samples.count >= 8)
        for sample in samples {
            let html = renderer.render(MarkdownParser().parse(sample.markdown))
            try GoldenFile.check(html, against: "html/\(sample.name).html")
        }
    }
}
