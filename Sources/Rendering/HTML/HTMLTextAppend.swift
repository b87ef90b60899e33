// Extending a rendered HTML fragment by text, for live rendering: when a streamed chunk only
// adds words to the last text of the tail, the new rendering is the old one with the escaped
// words inserted before the closing tags that end it, which costs O(chunk) instead of
// rendering the tail again.

extension HTMLRenderer {
    /// `html` (an HTML fragment of this renderer for some blocks) with `text` added to the end of the
    /// last text inline, or nil when the fragment does not end in text followed only by
    /// closing tags and newlines (an image, a padded table cell, a footnote section, code).
    public static func appendingText(_ text: String, to html: String) -> String? {
        var bytes = Array(html.utf8)
        guard let insertion = Self.endOfLastText(bytes) else { return nil }
        var writer = HTMLWriter(capacity: text.utf8.count + 8)
        writer.text(text)
        bytes.insert(contentsOf: writer.bytes, at: insertion)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Where the last text ends: before the trailing run of closing tags and newlines, when
    /// what precedes that run is text rather than markup.
    static func endOfLastText(_ bytes: [UInt8]) -> Int? {
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
