// The frames of a streaming reply lay out its last paragraph again and again, a few words
// longer each time. Greedy wrapping settles a line once the word after it has come: that
// word did not fit, and more text can only make it longer. So when a paragraph's input
// pieces only grew at the end since the last frame (the same pieces, the last one longer,
// maybe more after it), its lines but the last are the last frame's, copied as encoded
// bytes, and only the rest is wrapped again, from where the old last line began.
//
// A restart is only made after a space or a line break: a line that begins inside a word too
// wide for a line (folded at cluster boundaries) is laid out from the paragraph's start.
// The lines are encoded each from a reset state, so their bytes depend only on their text
// and the gutters around the paragraph (the memo's key holds them as the paragraph found
// them: a list item's bullet goes before its first line, its indentation before the rest).
import Highlight

/// The last paragraph of a live frame: its input, its lines and their bytes.
struct ParagraphMemo: Sendable {
    /// An input piece as far as the lines depend on it (its bytes are in `text`).
    struct Piece: Equatable, Sendable {
        var length: Int
        var style: Int32
        var link: Int32
        var joins: Bool
    }

    /// What the lines' bytes depend on besides the input (a memo serves one renderer).
    let width: Int
    let margin: Int
    let gutters: [TerminalWriter.GutterState]
    var pieces: [Piece] = []
    var text: [UInt8] = []
    /// The lines laid out, each with where its first byte is in `text` (nil when it has none).
    var lines = EncodedLines<Int?>()
    /// Where its lines end in the frame's bytes (when they end the frame, the frame's length:
    /// see ParagraphSplice.swift).
    var frameEnd = 0

    /// Where the layout of an input that `extends` the memo's may start again: the index of
    /// the memo's last line and its first byte, if a restart there is safe.
    func restart(extends: Bool) -> (line: Int, start: Int)? {
        guard extends, lines.count >= 2, let start = lines[lines.count - 1].position, start > 0,
              text[start - 1] == 0x20 || text[start - 1] == 0x0A else { return nil }
        return (lines.count - 1, start)
    }

    /// Whether `pieces` and `text` are the memo's input grown at the end.
    fileprivate func isExtended(by pieces: [Piece], _ text: [UInt8]) -> Bool {
        guard let last = self.pieces.last, pieces.count >= self.pieces.count, text.count >= self.text.count else { return false }
        let index = self.pieces.count - 1
        let grown = pieces[index]
        guard grown.style == last.style, grown.link == last.link, grown.joins == last.joins, grown.length >= last.length,
              pieces[..<index] == self.pieces[..<index] else { return false }
        return self.text.withUnsafeBufferPointer { old in
            text.withUnsafeBufferPointer { new in
                CommonPrefix.length(old, UnsafeBufferPointer(rebasing: new[..<old.count])) == old.count
            }
        }
    }
}

extension TerminalWriter {
    /// Wraps and emits the paragraph in `inputs` from the last frame's memo when it can (a
    /// paragraph of a live frame); false when nothing was emitted.
    mutating func wrapFromMemo(width: Int) -> Bool {
        flushSeparator()
        guard emitsReusableLines else { return false }
        let (pieces, flat) = flattenedInputs()
        // NB: a frame may hold more than one paragraph; the last frame's memo is only taken by
        // the one it serves, and the memo of the last paragraph laid out is kept for the next.
        let gutters = gutterStates
        var memo = ParagraphMemo(width: width, margin: marginWidth, gutters: gutters)
        var from = (line: 0, start: 0)
        if let old = paragraph, old.width == width, old.margin == marginWidth, old.gutters == gutters,
           let restart = old.restart(extends: old.isExtended(by: pieces, flat)) {
            memo = old
            paragraph = nil   // NB: so the memo is not shared while it changes
            from = restart
        }
        memo.lines.keepFirst(from.line)
        appendEncoded(memo.lines)
        memo.pieces = pieces
        memo.text = flat
        wrapAndRecord(from: from.start, inputStart: 0, into: &memo)
        return true
    }

    /// The input pieces as a memo keeps them, and their bytes laid end to end.
    func flattenedInputs() -> ([ParagraphMemo.Piece], [UInt8]) {
        var pieces: [ParagraphMemo.Piece] = []
        var flat: [UInt8] = []
        pieces.reserveCapacity(inputs.count)
        for piece in inputs {
            pieces.append(.init(length: piece.end - piece.start, style: piece.style, link: piece.link, joins: piece.joins))
            flat.append(contentsOf: text.bytes[piece.start..<piece.end])
        }
        return (pieces, flat)
    }

    /// Wraps `inputs` from `offset` bytes into them (laid end to end) and emits the lines,
    /// adding each to `memo` with its place in the memo's input (which `inputs` start
    /// `inputStart` bytes into); then keeps the memo for the next frame.
    mutating func wrapAndRecord(from offset: Int, inputStart: Int, into memo: inout ParagraphMemo) {
        // The input from the restart on: the piece it falls in, cut there, and those after.
        var first = 0
        var offset = offset
        while first < inputs.count, offset >= inputs[first].end - inputs[first].start, first + 1 < inputs.count {
            offset -= inputs[first].end - inputs[first].start
            first += 1
        }
        var rest = Array(inputs[first...])
        if !rest.isEmpty { rest[0].start += min(offset, rest[0].end - rest[0].start) }
        PieceWrapper.wrap(rest[...], in: text, width: memo.width, into: &wrapped)
        var mapper = FlatOffsets(inputs: inputs[...])
        for index in 0..<wrapped.count {
            let line = wrapped[index]
            let start = line.first.flatMap { mapper.flatOffset(ofByte: $0.start) }.map { inputStart + $0 }
            memo.lines.append(start, recorded { $0.emit(line) })
        }
        memo.frameEnd = frameBytesBefore + encodedCount
        madeParagraph = memo
    }
}

/// Finds where a byte of the writer's text is in a paragraph's input laid end to end; the
/// bytes asked for come in order.
private struct FlatOffsets {
    let inputs: ArraySlice<TextPiece>
    private var index: Int
    private var before = 0

    init(inputs: ArraySlice<TextPiece>) {
        self.inputs = inputs
        index = inputs.startIndex
    }

    mutating func flatOffset(ofByte byte: Int) -> Int? {
        while index < inputs.endIndex {
            let piece = inputs[index]
            if byte >= piece.start && byte < piece.end { return before + byte - piece.start }
            before += piece.end - piece.start
            index += 1
        }
        return nil
    }
}
