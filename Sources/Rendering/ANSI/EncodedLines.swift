// What the frame memos of the terminal renderer keep (CodePanelMemo, ParagraphMemo,
// TableMemo): lines a live frame encoded, each from a reset state (so their bytes depend on
// their text and the gutters in force, which the memos' keys hold), and for each the place in
// its source it came from, for the next frame to copy the ones that still stand.

/// Terminal lines encoded in an earlier frame, each with where it came from.
struct EncodedLines<Position: Sendable>: Sendable {
    /// One source line: its place, where its terminal lines end in `bytes` and how many
    /// terminal lines there are up to it.
    struct Line: Sendable {
        var position: Position
        var end: Int
        var total: Int
    }

    private(set) var lines: [Line] = []
    private(set) var bytes: [UInt8] = []

    var count: Int { lines.count }

    subscript(index: Int) -> Line { lines[index] }

    /// Keeps the first `count` lines.
    mutating func keepFirst(_ count: Int) {
        lines.removeSubrange(count...)
        bytes.removeSubrange((lines.last?.end ?? 0)...)
    }

    /// Puts `inserted` into the last line's bytes, `beforeEnd` bytes before their end (words
    /// that fit on the line, before the escapes that end it: FittingWords.swift).
    mutating func insertIntoLast(_ inserted: String.UTF8View, beforeEnd: Int) {
        bytes.insert(contentsOf: inserted, at: bytes.count - beforeEnd)
        lines[lines.count - 1].end = bytes.count
    }

    /// Adds a line and the terminal lines it made.
    mutating func append(_ position: Position, _ made: (bytes: [UInt8], lines: Int)) {
        bytes += made.bytes
        lines.append(Line(position: position, end: bytes.count, total: (lines.last?.total ?? 0) + made.lines))
    }
}

extension TerminalWriter {
    /// Appends lines encoded earlier (reusable ones, see `emitsReusableLines`).
    mutating func appendEncoded(_ encoded: EncodedLines<some Sendable>) {
        appendEncoded(encoded.bytes[...], lines: encoded.lines.last?.total ?? 0)
    }

    /// Runs `layOut` and returns the bytes and the number of lines it emitted.
    mutating func recorded(_ layOut: (inout TerminalWriter) -> Void) -> (bytes: [UInt8], lines: Int) {
        let start = (bytes: encodedCount, lines: lineCount)
        layOut(&self)
        return (encoded(from: start.bytes), lineCount - start.lines)
    }
}
