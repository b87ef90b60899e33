import MarkdownModel
import Rendering
import Testing

/// Text spliced into a rendered fragment lands at the end of its last text, escaped, or not
/// at all when the fragment does not end in text.
@Suite struct HTMLTextAppendTests {
    @Test(arguments: [
        ("<p>Hello</p>\n", " <world> & co", "<p>Hello &lt;world&gt; &amp; co</p>\n"),
        ("<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n", "s", "<ul>\n<li>one</li>\n<li>twos</li>\n</ul>\n"),
        ("<blockquote>\n<p>quoted</p>\n</blockquote>\n", "!", "<blockquote>\n<p>quoted!</p>\n</blockquote>\n"),
    ])
    func insertsBeforeTheClosingTags(html: String, text: String, expected: String) {
        var made = html
        #expect(HTMLRenderer.appendInlines([.text(text)], to: &made))
        #expect(made == expected)
    }

    @Test(arguments: [
        "<p><img src=\"a.png\" alt=\"a\" /></p>\n",
        "<tr>\n<td>a</td>\n<td></td>\n</tr>\n",
        "<hr />\n",
        "",
    ])
    func refusesFragmentsThatDoNotEndInText(html: String) {
        var made = html
        #expect(!HTMLRenderer.appendInlines([.text("x")], to: &made))
        #expect(made == html)
    }

    @Test func breaksRenderAsTheRendererWritesThem() {
        var html = "<p>start</p>\n"
        #expect(HTMLRenderer.appendInlines([.text(" end"), .lineBreak, .text("next"), .softBreak, .text("last")], to: &html))
        #expect(html == "<p>start end<br />\nnext\nlast</p>\n")
        #expect(!HTMLRenderer.appendInlines([.code("x")], to: &html))
        #expect(html == "<p>start end<br />\nnext\nlast</p>\n")
    }
}
