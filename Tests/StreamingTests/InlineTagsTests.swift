import MarkdownModel
import MarkdownParsing
@testable import Streaming
import Testing

/// `InlineTags` takes at a `<` what cmark's inline parser takes as one inline (an autolink or
/// raw HTML), checked against the parser itself.
@Suite struct InlineTagsTests {
    @Test(arguments: ["<https://ex.com/_a_>", "<http:x>", "<h:x>", "<a+b.c-d:x y>", "<irc://a b>", "<me_x@ex.com>", "<a@b-.c>",
                      "<a@b.c-d>", "<*a*@b.c>", "<a>", "<a b='*' c=\"_\" d=e>", "<a/>", "<a / >", "</b>", "</b c>", "<a b=`c`>",
                      "<!-- a -->", "<!---->", "<!-->", "<!--->", "<!-- a -- b -->", "<!-- a --->", "<?php $a ?>", "<?>",
                      "<!DOCTYPE html>", "<!doctype html>", "<!X>", "<![CDATA[ a ]] ]]>", "<![cdata[ a ]]>", "<!CDATA[ a ]]>",
                      "<1a>", "<a b=\"c>"])
    func aTagEndsWhereCmarksInlineEnds(snippet: String) {
        let text = "x " + snippet + " y"
        let parsed = Array(text.utf8).withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        guard case .paragraph(let paragraph)? = parsed.blocks.first else {
            Issue.record("no paragraph: \(parsed.blocks)")
            return
        }
        // NB: right after `x `: the autolink extension finds addresses in text too, `<` left out.
        let inlines = paragraph.inlines
        let isOneInline = inlines.count >= 2 && inlines[0] == .text("x ")
            && { if case .html = $0 { true } else if case .link = $0 { true } else { false } }(inlines[1])
        var tags = InlineTags()
        #expect(tags.end(in: Array(text.utf8), at: 2) == (isOneInline ? 2 + snippet.utf8.count : nil), "\(paragraph.inlines)")
    }

    /// Many `<?` and `<!X ` with no end on their line end nothing there (a search that found
    /// none is not made again from further on), and the next line is searched afresh.
    @Test func unendedInstructionsEndNothingOnTheirLine() {
        let bytes = Array((String(repeating: "<? <!X a ", count: 2000) + "\nend ?> <!X b>").utf8)
        var tags = InlineTags()
        for index in bytes.indices where bytes[index] == UInt8(ascii: "<") && index < 18_000 {
            #expect(tags.end(in: bytes, at: index) == nil)
        }
        let secondLine = bytes.firstIndex(of: 0x0A)! + 1
        #expect(tags.end(in: bytes, at: bytes[secondLine...].firstIndex(of: UInt8(ascii: "<"))!) == bytes.count)
    }
}
