// The fast layout path's form of styled text.
//
// `Span` and `StyledLine` are the public form, but a String and a TextStyle per span cost an
// allocation, reference counting and a field-by-field comparison at every step. The terminal
// renderer lays text out as `TextPiece`s instead: byte ranges of one growing byte store
// (`PieceText`) with their style and link numbered by a `StylePalette`. Pieces turn back into
// spans only when someone asks for `StyledLine`s.

/// A run of text by number: bytes `start..<end` of a `PieceText`, a style and a link number.
struct TextPiece: Equatable {
    var start: Int
    var end: Int
    /// The style's number in the palette (0 is the empty style).
    var style: Int32
    /// The link's number in the palette, or `StylePalette.noLink`.
    var link: Int32
    /// True when the piece was added as `StyledLine.append(_:)` adds a span: skipped when
    /// empty, merged into an equal neighbour. False for spans put in verbatim (prefixes).
    var joins: Bool

    var isEmpty: Bool { start == end }

    /// Whether `other` shows the same way (style and link), so they may be one span.
    func looksLike(_ other: TextPiece) -> Bool {
        style == other.style && link == other.link
    }
}

/// The bytes every piece points into, and the palette numbering their styles and links.
struct PieceText {
    /// UTF-8 text of all pieces; only ever appended to (or cleared when no piece is left).
    var bytes: [UInt8] = []
    /// The styles and links of the pieces.
    var palette = StylePalette()

    /// Appends text verbatim, returning its byte range.
    @discardableResult
    mutating func append(_ text: String) -> Range<Int> {
        let start = bytes.count
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if appended == nil { bytes.append(contentsOf: text.utf8) }
        return start..<bytes.count
    }

    /// Appends bytes verbatim, returning their range.
    @discardableResult
    mutating func append(bytes more: ArraySlice<UInt8>) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: more)
        return start..<bytes.count
    }

    /// Appends untrusted text made safe (`TerminalText.sanitize(_:)`), returning its range.
    @discardableResult
    mutating func appendSanitized(_ text: String) -> Range<Int> {
        let start = bytes.count
        let appended = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard TerminalText.isSafe(utf8) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if appended == true { return start..<bytes.count }
        return append(TerminalText.sanitize(text))
    }

    /// Appends `count` spaces, returning their range.
    @discardableResult
    mutating func appendSpaces(_ count: Int) -> Range<Int> {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0x20, count: max(0, count)))
        return start..<bytes.count
    }

    /// A piece for a span's text, appended verbatim (for spans that stand as they are).
    mutating func piece(of span: Span, joins: Bool = false) -> TextPiece {
        let range = append(span.text)
        return TextPiece(
            start: range.lowerBound, end: range.upperBound, style: palette.number(of: span.style),
            link: palette.number(ofLink: span.link), joins: joins)
    }

    /// The text of a byte range.
    func string(_ start: Int, _ end: Int) -> String {
        bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
        }
    }

    /// A piece as a span.
    func span(_ piece: TextPiece) -> Span {
        Span(
            string(piece.start, piece.end), style: palette.style(piece.style),
            link: palette.link(piece.link))
    }
}
