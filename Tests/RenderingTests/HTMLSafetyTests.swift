import MarkdownParsing
import Rendering
import Testing

/// Hostile inputs against the safe defaults: each rule of "safe by default" has a test.
@Suite struct HTMLSafetyTests {
    func html(_ markdown: String, unsafe: Bool = false, tagFilter: Bool = true) -> String {
        let document = MarkdownParser().parse(markdown)
        return HTMLRenderer(options: .init(allowsRawHTML: unsafe, filtersTags: tagFilter)).render(document)
    }

    @Test(arguments: [
        "<script>alert(1)</script>\n",
        "<img src=x onerror=alert(1)>\n",
        "<iframe src=\"https://evil.example\"></iframe>\n",
        "text <script>alert(1)</script> more\n",
        "a <img src=x onerror=alert(1)> b\n",
        "<svg onload=alert(1)>\n",
        "<!-- comment --><style>body{}</style>\n",
    ])
    func rawHTMLIsEscapedByDefault(markdown: String) {
        let output = html(markdown)
        #expect(!output.contains("<script"))
        #expect(!output.contains("<img src=x"))
        #expect(!output.contains("<iframe"))
        #expect(!output.contains("<svg"))
        #expect(!output.contains("<style"))
        #expect(!output.contains("<!--"))
        #expect(output.contains("&lt;"))
    }

    @Test(arguments: [
        "[x](javascript:alert(1))", "[x](JaVaScRiPt:alert(1))", "[x](vbscript:msgbox)",
        "[x](data:text/html;base64,PHNjcmlwdD4=)", "[x](&#106;avascript:alert(1))",
        "[x](java&#x09;script:alert(1))", "![x](javascript:alert(1))", "<javascript:alert(1)>",
        "[x](file:///etc/passwd)", "[x]\n\n[x]: javascript:alert(1)",
        "[x](< javascript:alert(1)>)",
    ])
    func dangerousURLsAreDropped(markdown: String) {
        let urls = attributeValues(in: html(markdown), names: ["href", "src"])
        #expect(!urls.isEmpty)
        for url in urls {
            #expect(url.isEmpty, "kept \(url)")
        }
    }

    /// The values of the named attributes, in order.
    func attributeValues(in html: String, names: [String]) -> [String] {
        var values: [String] = []
        for name in names {
            let marker = " \(name)=\""
            for piece in html.split(separator: marker, omittingEmptySubsequences: false).dropFirst() {
                values.append(String(piece.prefix { $0 != "\"" }))
            }
        }
        return values
    }

    @Test(arguments: ["png", "gif", "jpeg", "webp"])
    func dataImagesAreKept(kind: String) {
        #expect(html("![dot](data:image/\(kind);base64,AAAA)").contains("src=\"data:image/\(kind);base64,AAAA\""))
    }

    @Test func safeURLsAreKept() {
        #expect(html("[a](https://example.com/a?b=1&c=2)").contains("href=\"https://example.com/a?b=1&amp;c=2\""))
        #expect(html("[a](mailto:me@example.com)").contains("href=\"mailto:me@example.com\""))
        #expect(html("[a](/relative/path)").contains("href=\"/relative/path\""))
    }

    @Test func attributeValuesAreEscaped() {
        let output = html("[a](/u \"t\\\"><script>x\") ![\"><b>](/i.png \"q'\\\"\")")
        #expect(!output.contains("<script"))
        #expect(!output.contains("<b>"))
        #expect(output.contains("title=\"t&quot;&gt;&lt;script&gt;x\""))
        #expect(output.contains("alt=\"&quot;&gt;&lt;b&gt;\""))
    }

    @Test func urlsArePercentEncoded() {
        #expect(html("[a](<https://x.y/a b\"c'>)").contains("href=\"https://x.y/a%20b%22c&#x27;\""))
    }

    @Test func unsafeModePassesRawHTML() {
        #expect(html("<div class=\"x\">hi</div>\n", unsafe: true).contains("<div class=\"x\">hi</div>"))
        #expect(html("a <kbd>k</kbd>", unsafe: true).contains("<kbd>k</kbd>"))
    }

    @Test(arguments: ["<script>x</script>", "<SCRIPT>", "<iframe src=x>", "<textarea>", "<style>",
                      "<title>", "<xmp>", "<noembed>", "<noframes>", "<plaintext>", "</script>"])
    func tagFilterStillAppliesInUnsafeMode(tag: String) {
        let output = html("a \(tag) b\n\n\(tag)\n", unsafe: true)
        #expect(!output.lowercased().contains(tag.lowercased()))
        #expect(output.contains("&lt;"))
    }

    @Test func tagFilterCanBeTurnedOffInUnsafeMode() {
        #expect(html("<script>x</script>\n", unsafe: true, tagFilter: false).contains("<script>x</script>"))
    }

    @Test func dangerousURLPolicy() {
        #expect(URLPolicy.isDangerous("  \u{01}javascript:x"))
        #expect(URLPolicy.isDangerous("java\tscript:x"))
        #expect(!URLPolicy.isDangerous("https://javascript.info"))
        #expect(!URLPolicy.isDangerous("data:image/png;base64,AA"))
        #expect(URLPolicy.isDangerous("data:image/svg+xml;base64,AA"))
    }
}
