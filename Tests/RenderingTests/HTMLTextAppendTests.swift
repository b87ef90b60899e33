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
        #expect(HTMLRenderer.appendingText(text, to: html) == expected)
    }

    @Test(arguments: [
        "<p><img src=\"a.png\" alt=\"a\" /></p>\n",
        "<tr>\n<td>a</td>\n<td></td>\n</tr>\n",
        "<hr />\n",
        "",
    ])
    func refusesFragmentsThatDoNotEndInText(html: String) {
        #expect(HTMLRenderer.appendingText("x", to: html) == nil)
    }
}
