/// GFM's tag filter: when raw HTML passes, the opening `<` of a few tags that change how a page
/// parses (`<script>`, `<iframe>`, `<textarea>`, ...) is written as `&lt;`.
enum TagFilter {
    private static let tags: [[UInt8]] = ["title", "textarea", "style", "xmp", "iframe", "noembed",
                                          "noframes", "script", "plaintext"].map { Array($0.utf8) }

    /// Whether the bytes starting at a `<` open or close one of the filtered tags.
    static func isFiltered(_ html: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        var index = start + 1
        guard index < html.count else { return false }
        if html[index] == UInt8(ascii: "/") { index += 1 }
        for tag in tags where matches(tag, html, at: index) {
            let end = index + tag.count
            guard end < html.count else { return false }
            let next = html[end]
            if next == UInt8(ascii: ">") || next == 0x20 || (next >= 0x09 && next <= 0x0D) { return true }
            if next == UInt8(ascii: "/"), end + 1 < html.count, html[end + 1] == UInt8(ascii: ">") { return true }
            return false
        }
        return false
    }

    private static func matches(_ tag: [UInt8], _ html: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + tag.count <= html.count else { return false }
        for offset in 0..<tag.count where html[index + offset] | 0x20 != tag[offset] {
            return false
        }
        return true
    }

    /// Writes raw HTML with the filtered tags' `<` escaped.
    static func write(_ html: String, into writer: inout HTMLWriter) {
        var copy = html
        copy.withUTF8 { input in
            for index in 0..<input.count {
                if input[index] == UInt8(ascii: "<") && isFiltered(input, at: index) {
                    writer.raw("&lt;")
                } else {
                    writer.byte(input[index])
                }
            }
        }
    }
}
