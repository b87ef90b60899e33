// The seven start conditions of CommonMark's HTML blocks (spec 4.6), read from a line's bytes,
// for the code that must follow blocks without parsing: the cut scan of piece parsing and the
// streaming healer. Only a line's own bytes are looked at; whether the line is inside a
// container, or in a paragraph that kind 7 cannot interrupt, is the caller's to know.

/// How an HTML block that starts on a line ends.
public enum HTMLBlockStart: Equatable, Sendable {
    /// Kinds 1 to 5 (`<script`, `<pre`, `<style`, `<!--`, `<?`, `<!X`, `<![CDATA[`; cmark-gfm
    /// 0.29 has no `<textarea` here, which is kind 7): on the first line that contains one of
    /// these texts (lowercase), that line included. Kind 1 ends at any of `</script>`,
    /// `</pre>` and `</style>`, whichever tag began it.
    case endsAtText([[UInt8]])
    /// Kind 6 (a block-level tag name) and kind 7 (any other complete tag alone on its line):
    /// before the next blank line. Kind 7 cannot interrupt a paragraph.
    case endsAtBlankLine(canInterruptParagraph: Bool)

    /// The block that starts at `from` (after the line's indentation) in a line ending at
    /// `end` (its line feed excluded), or nil when no HTML block starts there.
    public static func at(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> HTMLBlockStart? {
        guard from + 1 < end, text[from] == UInt8(ascii: "<") else { return nil }
        if let ending = endingText(text, from, end) { return .endsAtText(ending) }
        guard let (_, nameStart, index) = tagName(text, from, end) else { return nil }
        if isBlockTagName(text, nameStart, index) {
            if index == end || isSpace(text[index]) || text[index] == UInt8(ascii: ">")
                || (text[index] == UInt8(ascii: "/") && index + 1 < end && text[index + 1] == UInt8(ascii: ">")) {
                return .endsAtBlankLine(canInterruptParagraph: true)
            }
        }
        // NB: no vertical tab after the tag (cmark's `[\t\n\f ]*` there), though one may come
        // inside it.
        guard let tagEnd = tagEnd(text, from, end),
              text[tagEnd..<end].allSatisfy({ $0 != 0x0B && isSpace($0) }) else { return nil }
        return .endsAtBlankLine(canInterruptParagraph: false)
    }

    /// Where the complete open or closing tag that starts at `from` (its `<`) ends, after its
    /// `>`, within `end`; nil when none does. The raw HTML of inline text is such a tag (or a
    /// comment, processing instruction, declaration or CDATA section), and so is a kind 7
    /// block's line.
    public static func tagEnd(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Int? {
        guard from + 1 < end, text[from] == UInt8(ascii: "<"), let (closing, _, nameEnd) = tagName(text, from, end) else { return nil }
        return closing ? closingTagEnd(text, nameEnd, end) : openTagEnd(text, nameEnd, end)
    }

    /// The tag name after the `<` at `from` (and a `/`, for a closing tag): a letter, then
    /// letters, digits and `-`.
    private static func tagName(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int)
        -> (closing: Bool, start: Int, end: Int)? {
        var index = from + 1
        let closing = index < end && text[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        let start = index
        while index < end, isLetter(text[index]) || isDigit(text[index]) || text[index] == UInt8(ascii: "-") { index += 1 }
        guard index > start, isLetter(text[start]) else { return nil }
        return (closing, start, index)
    }

    /// Whether the line `from..<end` ends a block that ends at one of `endings`.
    public static func lineContains(anyOf endings: [[UInt8]], _ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Bool {
        endings.contains { lineContains($0, text, from, end) }
    }

    private static func lineContains(_ ending: [UInt8], _ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Bool {
        guard end - from >= ending.count, let first = ending.first else { return false }
        var index = from
        while index + ending.count <= end {
            if lower(text[index]) == first {
                var matched = 1
                while matched < ending.count, lower(text[index + matched]) == ending[matched] { matched += 1 }
                if matched == ending.count { return true }
            }
            index += 1
        }
        return false
    }

    /// What ends a kind 1 block, whichever of its tags began it.
    private static let kindOneEndings = ["script", "pre", "style"].map { Array("</\($0)>".utf8) }

    /// The endings of a kind 1 to 5 block starting at `from`, or nil.
    private static func endingText(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> [[UInt8]]? {
        let next = text[from + 1]
        if next == UInt8(ascii: "?") { return [Array("?>".utf8)] }
        if next == UInt8(ascii: "!") {
            if hasPrefix(text, from + 2, end, "--") { return [Array("-->".utf8)] }
            if hasPrefix(text, from + 2, end, "[cdata[") { return [Array("]]>".utf8)] }
            // NB: an uppercase letter only, as cmark's scanner has it (`<!doctype` is text).
            if from + 2 < end, text[from + 2] >= UInt8(ascii: "A"), text[from + 2] <= UInt8(ascii: "Z") { return [Array(">".utf8)] }
            return nil
        }
        for tag in ["script", "pre", "style"] where hasPrefix(text, from + 1, end, tag) {
            let after = from + 1 + tag.utf8.count
            if after == end || isSpace(text[after]) || text[after] == UInt8(ascii: ">") {
                return Self.kindOneEndings
            }
        }
        return nil
    }

    /// Where an open tag whose name ends at `index` ends (after its `>`), or nil: attributes
    /// (a name, then optionally `=` and an unquoted, single- or double-quoted value), each
    /// after white space, then optional white space, `/` and `>`.
    private static func openTagEnd(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        while true {
            let spaceStart = index
            while index < end, isSpace(text[index]) { index += 1 }
            guard index < end else { return nil }
            if text[index] == UInt8(ascii: ">") { return index + 1 }
            if text[index] == UInt8(ascii: "/") {
                return index + 1 < end && text[index + 1] == UInt8(ascii: ">") ? index + 2 : nil
            }
            guard index > spaceStart, isAttributeNameStart(text[index]) else { return nil }
            index += 1
            while index < end, isAttributeNameStart(text[index]) || isDigit(text[index])
                || text[index] == UInt8(ascii: ".") || text[index] == UInt8(ascii: "-") { index += 1 }
            var afterName = index
            while afterName < end, isSpace(text[afterName]) { afterName += 1 }
            guard afterName < end, text[afterName] == UInt8(ascii: "=") else { continue }
            index = afterName + 1
            while index < end, isSpace(text[index]) { index += 1 }
            guard index < end else { return nil }
            let quote = text[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                while index < end, text[index] != quote { index += 1 }
                guard index < end else { return nil }
                index += 1
            } else {
                let valueStart = index
                while index < end, !isSpace(text[index]), !"\"'=<>`".utf8.contains(text[index]) { index += 1 }
                guard index > valueStart else { return nil }
            }
        }
    }

    /// Where a closing tag whose name ends at `index` ends (after its `>`), or nil.
    private static func closingTagEnd(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        while index < end, isSpace(text[index]) { index += 1 }
        return index < end && text[index] == UInt8(ascii: ">") ? index + 1 : nil
    }

    /// The tag names of kind 6, lowercase.
    private static let blockTagNames: Set<[UInt8]> = Set("""
        address article aside base basefont blockquote body caption center col colgroup dd details dialog dir \
        div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html \
        iframe legend li link main menu menuitem nav noframes ol optgroup option p param section source summary \
        table tbody td tfoot th thead title tr track ul
        """.split(separator: " ").map { Array($0.utf8) })

    private static func isBlockTagName(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Bool {
        end - from <= 10 && blockTagNames.contains(text[from..<end].map(lower))
    }

    /// Whether `prefix` (lowercase) starts at `from`, ignoring the case of letters.
    private static func hasPrefix(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int, _ prefix: String) -> Bool {
        var index = from
        for expected in prefix.utf8 {
            guard index < end, lower(text[index]) == expected else { return false }
            index += 1
        }
        return true
    }

    private static func lower(_ byte: UInt8) -> UInt8 { isLetter(byte) ? byte | 0x20 : byte }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    /// cmark's `spacechar`: space, tab, line feed, vertical tab, form feed, carriage return.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    private static func isAttributeNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }
}
