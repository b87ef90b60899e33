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
        #expect(HTMLRenderer.appendingInlines([.text(text)], to: html) == expected)
    }

    @Test(arguments: [
        "<p><img src=\"a.png\" alt=\"a\" /></p>\n",
        "<tr>\n<td>a</td>\n<td></td>\n</tr>\n",
        "<hr />\n",
        "",
    ])
    func refusesFragmentsThatDoNotEndInText(html: String) {
        #expect(HTMLRenderer.appendingInlines([.text("x")], to: html) == nil)
    }

    @Test func breaksRenderAsTheRendererWritesThem() {
        let html = HTMLRenderer.appendingInlines([.text(" end"), .lineBreak, .text("next"), .softBreak, .text("last")],
                                                 to: "<p>start</p>\n")
        #expect(html == "<p>start end<br />\nnext\nlast</p>\n")
        #expect(HTMLRenderer.appendingInlines([.code("x")], to: "<p>start</p>\n") == nil)
    }
}
