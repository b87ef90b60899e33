// Where a long markdown text can be cut into pieces that cmark parses alone.
//
// A cut goes before a line that starts at the margin with a character that cannot continue
// any block (not a space, a list marker or a digit), right after a blank line. At such a line
// every container is closed: a block quote ends at the blank line, a list item needs the line
// indented, a list needs a marker, a paragraph or table ends at the blank line, and lazy
// continuation needs a line that is not blank before it. Only two kinds of block outlive a
// blank line: fenced code, and HTML blocks of kinds 1 to 5 (`<pre`, `<!--`, `<?`, `<!X`,
// `<![CDATA[`), which end at their own closing line. The scan below follows both, reading
// through block-quote and list markers. It can still be fooled (a fence opened in a list item
// and closed by the item's end), so PieceParsing checks every cut after the fact and falls
// back to one parse of the whole text when one was wrong.
#if canImport(Glibc)
import Glibc
#endif

struct TextPiece: Equatable, Sendable {
    /// Byte offsets in the text.
    var start: Int
    var end: Int
    /// Lines before `start` (the piece's first line is `linesBefore + 1`).
    var linesBefore: Int
    /// The line feeds in the piece (its lines, less one when it ends without a line feed).
    var lineFeeds: Int
}

enum TextPieces {
    /// Cuts `text` into pieces of at least `size` bytes (the last may be shorter), or nil when
    /// it has no cut or must not be cut.
    static func cut(_ text: UnsafeBufferPointer<UInt8>, size: Int) -> [TextPiece]? {
        guard let base = text.baseAddress, text.count > size else { return nil }
        var scan = LineState()
        var pieces: [TextPiece] = []
        var pieceStart = 0, pieceLines = 0, line = 0
        var start = 0
        while start < text.count {
            let newline = memchr(base + start, 0x0A, text.count - start)
            let end = newline.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? text.count
            if scan.isCut(text, start, end), start - pieceStart >= size {
                pieces.append(TextPiece(start: pieceStart, end: start, linesBefore: pieceLines,
                                        lineFeeds: line - pieceLines))
                pieceStart = start
                pieceLines = line
            }
            scan.read(text, start, end)
            line += 1
            start = end + 1
        }
        guard !pieces.isEmpty else { return nil }
        let endsWithFeed = text[text.count - 1] == 0x0A
        return pieces + [TextPiece(start: pieceStart, end: text.count, linesBefore: pieceLines,
                                   lineFeeds: line - pieceLines - (endsWithFeed ? 0 : 1))]
    }
}

/// What the lines read so far leave open, as far as cutting is concerned.
private struct LineState {
    /// An open code fence: its character and length.
    var fence: (character: UInt8, length: Int)?
    /// An open HTML block of kind 1 to 5: the text that ends it (lowercase).
    var htmlEnd: [[UInt8]]?
    var previousBlank = false

    /// Whether a piece may start at the line `start..<end`, given the lines before it.
    func isCut(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard previousBlank, fence == nil, htmlEnd == nil, start < end else { return false }
        let first = text[start]
        // Printable ASCII only: a list marker or digit may continue a list, a space an item,
        // and a byte-order mark would be skipped at the start of a piece but not mid-text.
        guard first > 0x20, first < 0x7F else { return false }
        switch first {
        case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "0")...UInt8(ascii: "9"): return false
        default: return true
        }
    }

    mutating func read(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        var index = start
        while index < end, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0D { index += 1 }
        let blank = index == end
        defer { previousBlank = blank }
        if blank { return }
        let content = Self.skipContainerMarkers(text, index, end)
        if let open = fence {
            if Self.closesFence(text, content, end, open) { fence = nil }
            return
        }
        if let ending = htmlEnd {
            if HTMLBlockStart.lineContains(anyOf: ending, text, start, end) { htmlEnd = nil }
            return
        }
        if let opened = Self.opensFence(text, content, end) {
            fence = opened
        } else if let ending = Self.htmlBlockEnd(text, content, end),
                  !HTMLBlockStart.lineContains(anyOf: ending, text, content + 2, end) {
            htmlEnd = ending
        }
    }

    /// Skips leading spaces and any `>`, bullet and ordered-list markers before the content.
    static func skipContainerMarkers(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> Int {
        var index = from
        func skipSpaces() { while index < end, text[index] == 0x20 || text[index] == 0x09 { index += 1 } }
        while index < end {
            skipSpaces()
            guard index < end else { break }
            let byte = text[index]
            if byte == UInt8(ascii: ">") {
                index += 1
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*"),
                      index + 1 < end, text[index + 1] == 0x20 || text[index + 1] == 0x09 {
                index += 1
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                var digit = index
                while digit < end, digit - index < 9, text[digit] >= UInt8(ascii: "0"), text[digit] <= UInt8(ascii: "9") { digit += 1 }
                guard digit + 1 < end, text[digit] == UInt8(ascii: ".") || text[digit] == UInt8(ascii: ")"),
                      text[digit + 1] == 0x20 || text[digit + 1] == 0x09 else { break }
                index = digit + 1
            } else {
                break
            }
        }
        return index
    }

    static func fenceRun(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> (character: UInt8, length: Int)? {
        guard from < end, text[from] == UInt8(ascii: "`") || text[from] == UInt8(ascii: "~") else { return nil }
        var index = from
        while index < end, text[index] == text[from] { index += 1 }
        return index - from >= 3 ? (text[from], index - from) : nil
    }

    static func opensFence(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> (character: UInt8, length: Int)? {
        guard let run = fenceRun(text, from, end) else { return nil }
        // A backtick fence's info string has no backtick (else it is a code span).
        if run.character == UInt8(ascii: "`"), text[(from + run.length)..<end].contains(UInt8(ascii: "`")) { return nil }
        return run
    }

    static func closesFence(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int,
                            _ open: (character: UInt8, length: Int)) -> Bool {
        guard let run = fenceRun(text, from, end), run.character == open.character, run.length >= open.length else { return false }
        return text[(from + run.length)..<end].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The texts that end an HTML block of kind 1 to 5 starting at `from`, or nil.
    static func htmlBlockEnd(_ text: UnsafeBufferPointer<UInt8>, _ from: Int, _ end: Int) -> [[UInt8]]? {
        if case .endsAtText(let ending)? = HTMLBlockStart.at(text, from, end) { return ending }
        return nil
    }
}
