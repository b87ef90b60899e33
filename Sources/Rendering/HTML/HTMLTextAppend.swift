// Extending a rendered HTML fragment by words, for live rendering: when a streamed chunk only
// adds words and line breaks after the last text of the tail, the new rendering is the old
// one with them inserted before the closing tags that end it, in place: O(chunk) instead of
// rendering the tail again.
import MarkdownModel

extension HTMLRenderer {
    /// Adds `inlines` (text and breaks) to `html` (an HTML fragment of this renderer for some
    /// blocks, ending in a text inline) after that text; false, with `html` as it was, for
    /// other inlines, or when the fragment does not end in text followed only by closing tags
    /// and newlines (an image, a padded table cell, a footnote section, code).
    public static func appendInlines(_ inlines: [Inline], to html: inout String) -> Bool {
        insertInlines(inlines, into: &html) != nil
    }

    /// The same, and where the words went in.
    static func insertInlines(_ inlines: [Inline], into html: inout String) -> Int? {
        // NB: inserted in place, before the closing tags: no copy of the fragment when its
        // storage is not shared, no UTF-8 check of it again (it is a frame's whole tail, the
        // words a few bytes).
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
        html.insert(contentsOf: String(decoding: writer.bytes, as: UTF8.self),
                    at: html.utf8.index(html.utf8.startIndex, offsetBy: insertion))
        return insertion
    }

    /// Whether `bytes` are only closing tags and line feeds.
    static func isClosingTags(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        closingTagsStart(bytes) == 0
    }

    /// Where the trailing run of closing tags and line feeds begins; nil when a tag that
    /// ends the bytes is not a closing one.
    private static func closingTagsStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
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
        return end
    }

    /// Where the last text ends: before the trailing run of closing tags and newlines, when
    /// what precedes that run is text rather than markup.
    static func endOfLastText(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let end = closingTagsStart(bytes), end > 0, bytes[end - 1] != UInt8(ascii: ">") else { return nil }
        return end
    }
}
