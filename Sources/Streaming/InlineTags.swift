// Autolinks and raw HTML in a paragraph's text, as cmark's inline parser takes them at a `<`
// (autolink, then email autolink, then raw HTML: an open or closing tag, a comment, a
// processing instruction, a declaration or a CDATA section). Each is one inline, so the
// delimiters, brackets and backticks inside it are no syntax, and the healer must not count
// them: `<a _id="x">` or `<https://example.com/_private>` left an `_` open, and the closer
// healing added showed as a stray `_` at the end of the text.
//
// Only what ends on the line it starts on is known here: cmark takes raw HTML across lines
// too, but the healer reads each line start for blocks the tag's lines might begin (it holds
// back a tag being typed only on the last line, likewise).
import MarkdownParsing

struct InlineTags {
    /// The end of the line being scanned (its `\n` or `\r`, or the end of the text).
    private var lineEnd = -1
    /// Searches for an end text (`?>`, `]]>`, `>`) that found none: from where, on the line
    /// ending at `lineEnd` (a later search from further on finds none either, so a line of
    /// many `<?` is read once, not once for each).
    private var failed: [(end: [UInt8], from: Int)] = []

    /// Where the autolink or raw HTML that starts at `index` (a `<`) ends, after its `>`; nil
    /// when none ends on its line.
    mutating func end(in bytes: [UInt8], at index: Int) -> Int? {
        if index >= lineEnd {
            lineEnd = bytes[index...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
            failed.removeAll()
        }
        let end = lineEnd
        guard index + 2 < end else { return nil }
        if let uri = Self.autolinkEnd(bytes, index, end) ?? Self.emailEnd(bytes, index, end) { return uri }
        if let tag = bytes.withUnsafeBufferPointer({ HTMLBlockStart.tagEnd($0, index, end) }) { return tag }
        let next = bytes[index + 1]
        if next == UInt8(ascii: "?") { return search(Self.instructionEnd, in: bytes, from: index + 2, to: end) }
        guard next == UInt8(ascii: "!") else { return nil }
        if Self.has(Self.commentStart, in: bytes, at: index + 1, end) { return Self.commentEnd(bytes, index + 4, end) }
        if Self.has(Self.cdataStart, in: bytes, at: index + 1, end, ignoringCase: true) { return search(Self.cdataEnd, in: bytes, from: index + 9, to: end) }
        // A declaration: `<!`, uppercase letters, white space, anything but `>`, then `>`.
        var position = index + 2
        while position < end, bytes[position] >= UInt8(ascii: "A"), bytes[position] <= UInt8(ascii: "Z") { position += 1 }
        guard position > index + 2, position < end, Self.isSpace(bytes[position]) else { return nil }
        return search([UInt8(ascii: ">")], in: bytes, from: position, to: end)
    }

    private static let instructionEnd = Array("?>".utf8)
    private static let commentStart = Array("!--".utf8)
    /// (cmark's scanners are generated case-insensitive: `<![cdata[` opens one too.)
    private static let cdataStart = Array("![cdata[".utf8)
    private static let cdataEnd = Array("]]>".utf8)

    /// After the first `end` text from `from` on (before `to`), remembering a search that
    /// found none.
    private mutating func search(_ text: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        if failed.contains(where: { $0.end == text && $0.from <= from }) { return nil }
        var position = from
        while position + text.count <= to {
            if bytes[position] == text[0], Self.has(text, in: bytes, at: position, to) { return position + text.count }
            position += 1
        }
        failed.append((text, from))
        return nil
    }

    /// `<!--`, then text that does not start with `>` or `->`, does not end with `-` and holds
    /// no `--`, then `-->`: the first `--` after the opening must end it (cmark-gfm 0.29).
    private static func commentEnd(_ bytes: [UInt8], _ textStart: Int, _ end: Int) -> Int? {
        guard textStart < end, bytes[textStart] != UInt8(ascii: ">"),
              !has(Array("->".utf8), in: bytes, at: textStart, end) else { return nil }
        var position = textStart
        while position + 1 < end {
            if bytes[position] == UInt8(ascii: "-"), bytes[position + 1] == UInt8(ascii: "-") {
                return position + 2 < end && bytes[position + 2] == UInt8(ascii: ">") ? position + 3 : nil
            }
            position += 1
        }
        return nil
    }

    /// `<`, a scheme (a letter, then 1 to 31 letters, digits, `+`, `.` or `-`), `:`, no
    /// white space, control character, `<` or `>`, then `>`.
    private static func autolinkEnd(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Int? {
        var position = index + 1
        guard isLetter(bytes[position]) else { return nil }
        position += 1
        while position < end, position - index <= 32, isLetter(bytes[position]) || isDigit(bytes[position])
            || bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        guard (3...33).contains(position - index), position < end, bytes[position] == UInt8(ascii: ":") else { return nil }
        position += 1
        while position < end, bytes[position] > 0x20, bytes[position] != UInt8(ascii: "<"), bytes[position] != UInt8(ascii: ">") {
            position += 1
        }
        return position < end && bytes[position] == UInt8(ascii: ">") ? position + 1 : nil
    }

    /// `<`, an address's local part, `@`, labels of letters, digits and inner `-` (up to 63)
    /// joined by `.`, then `>`.
    private static func emailEnd(_ bytes: [UInt8], _ index: Int, _ end: Int) -> Int? {
        var position = index + 1
        while position < end, isLetter(bytes[position]) || isDigit(bytes[position]) || localPunctuation[Int(bytes[position])] {
            position += 1
        }
        guard position > index + 1, position < end, bytes[position] == UInt8(ascii: "@") else { return nil }
        while true {
            position += 1
            let labelStart = position
            while position < end, position - labelStart < 63, isLetter(bytes[position]) || isDigit(bytes[position])
                || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position > labelStart, bytes[labelStart] != UInt8(ascii: "-"), bytes[position - 1] != UInt8(ascii: "-"),
                  position < end else { return nil }
            if bytes[position] == UInt8(ascii: ">") { return position + 1 }
            guard bytes[position] == UInt8(ascii: ".") else { return nil }
        }
    }

    /// The punctuation an email autolink's local part may hold.
    private static let localPunctuation = InlineScanner.table(".!#$%&'*+/=?^_`{|}~-")

    /// Whether `text` comes at `index`, before `end` (`ignoringCase`: its letters lowercase).
    private static func has(_ text: [UInt8], in bytes: [UInt8], at index: Int, _ end: Int, ignoringCase: Bool = false) -> Bool {
        guard index + text.count <= end else { return false }
        for offset in text.indices {
            let byte = bytes[index + offset]
            if byte != text[offset], !ignoringCase || !isLetter(byte) || byte | 0x20 != text[offset] { return false }
        }
        return true
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
}
