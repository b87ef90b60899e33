import MarkdownModel
import MarkdownParsing
import Testing

/// `HTMLBlockStart` reads a line as cmark's block parser does: checked against the parser
/// itself, line by line, at the start of a document (where kind 7 may begin a block too).
@Suite struct HTMLBlockStartTests {
    @Test(arguments: ["<div>", "<div", "<DIV class=x>", "</td>", "<p/>", "<a b>\u{0B}", "<a\u{0B}b>", "<a / >", "<a/>",
                      "<a b='c' d=e f>", "<a b=`c`>", "<a _b:c.d-e=\"f\">", "<1a>", "<a", "<a b", "</a >", "</a b>",
                      "<!-- x", "<?php", "<!DOCTYPE html>", "<!doctype html>", "<![CDATA[", "<![cdata[", "<pre", "<prex>",
                      "<script>", "<textarea>", "<span>text", "<span>  \t", "<x-y z>"])
    func aLineStartsABlockWhenCmarkSaysItDoes(line: String) {
        let bytes = Array(line.utf8)
        let start = bytes.withUnsafeBufferPointer { HTMLBlockStart.at($0, 0, $0.count) }
        let parsed = Array((line + "\n").utf8).withUnsafeBufferPointer { MarkdownParser().parse(utf8: $0) }
        let isBlock = if case .htmlBlock? = parsed.blocks.first { true } else { false }
        #expect((start != nil) == isBlock, "\(line.debugDescription): \(parsed.blocks)")
    }

    /// A complete tag's end, as inline raw HTML takes it: attributes with or without values,
    /// white space of any kind between them, `/>`; not `/ >` nor a value in backticks.
    @Test(arguments: [("<a>", 3), ("<a b='c' d=e f/> x", 16), ("<a\u{0B}b>", 5), ("</a >", 5), ("<a / >", nil), ("<a b=`c`>", nil),
                      ("<a b=\"c", nil), ("<1a>", nil), ("<a _b:c.d-e>", 12)] as [(String, Int?)])
    func tagEndsWhereCmarkEndsRawHTML(text: String, end: Int?) {
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBufferPointer { HTMLBlockStart.tagEnd($0, 0, $0.count) } == end)
    }
}
