// Extending a rendered HTML fragment by words, for live rendering: when a streamed chunk only
// adds words and line breaks after the last text of the tail, the new rendering is the old
// one with them inserted before the closing tags that end it, which costs O(chunk) instead
// of rendering the tail again.
import MarkdownModel

extension HTMLRenderer {
    /// `html` (an HTML fragment of this renderer for some blocks, ending in a text inline)
    /// with `inlines` (text and breaks) added after that text; nil for other inlines, or when
    /// the fragment does not end in text followed only by closing tags and newlines (an
    /// image, a padded table cell, a footnote section, code).
    public static func appendingInlines(_ inlines: [Inline], to html: String) -> String? {
        splicingInlines(inlines, into: html)?.made
    }

    /// The same, and where the words went in.
    static func splicingInlines(_ inlines: [Inline], into html: String) -> (made: String, insertion: Int)? {
        var html = html
        // NB: read in place and spliced as substrings: one copy of the fragment, no UTF-8
        // check of it again (it is a frame's whole tail, the words a few bytes).
        guard let insertion = html.withUTF8({ Self.endOfLastText($0) }) else { return nil }
        var writer = HTMLWriter(capacity: 32)
        for inline in inlines {
            switch inline {
            case .text(let text): writer.text(text)
            case .softBreak: writer.byte(UInt8(ascii: "\n"))
            case .lineBreak: writer.raw("<br />\n")
            case .code, .html, .emphasis, .strong, .strikethrough, .link, .image, .footnoteReference: return nil
            }
        }
        let words = String(decoding: writer.bytes, as: UTF8.self)
        let split = html.utf8.index(html.utf8.startIndex, offsetBy: insertion)
        var result = String()
        result.reserveCapacity(html.utf8.count + words.utf8.count)
        result += html[..<split]
        result += words
        result += html[split...]
        return (result, insertion)
    }

    /// Where the last text ends: before the trailing run of closing tags and newlines, when
    /// what precedes that run is text rather than markup.
    static func endOfLastText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var end = bytes.count
        while end > 0 {
            if bytes[end - 1] == UInt8(ascii: "\n") {
                end -= 1
                continue
            }
            guard bytes[end - 1] == UInt8(ascii: ">") else { break }
            guard let open = bytes[..<end].lastIndex(of: UInt8(ascii: "<")), open + 1 < end,
                  bytes[open + 1] == UInt8(ascii: "/") else { return nil }
            end = open
        }
        guard end > 0, bytes[end - 1] != UInt8(ascii: ">") else { return nil }
        return end
    }
}
