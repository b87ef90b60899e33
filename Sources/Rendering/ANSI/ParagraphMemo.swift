// The frames of a streaming reply lay out its last paragraph again and again, a few words
// longer each time. Greedy wrapping settles a line once the word after it has come: that
// word did not fit, and more text can only make it longer. So when a paragraph's input
// pieces only grew at the end since the last frame (the same pieces, the last one longer,
// maybe more after it), its lines but the last are the last frame's, copied as encoded
// bytes, and only the rest is wrapped again, from where the old last line began. When the
// input changed before its end (healing closed a code span, whose closing padding then
// moved), the lines are kept up to two before the line the change is in.
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
    /// The inlines its input was made from (see ParagraphInputs.swift).
    var inputs = ParagraphInlines()

    /// Where the layout of an input that `extends` the memo's may start again: the index of
    /// the memo's last line and its first byte, if a restart there is safe.
    func restart(extends: Bool) -> (line: Int, start: Int)? {
        guard extends, lines.count >= 2, let start = lines[lines.count - 1].position, start > 0,
              Self.isBreak(text[start - 1]) else { return nil }
        return (lines.count - 1, start)
    }

    /// Where the layout of `pieces` and `text`, the paragraph's input now, may start again
    /// from the memo's lines. An input that only grew restarts at the last line. One that
    /// changed inside (a code span healed shut, then typed on: its closing padding moved)
    /// restarts a line before the line the change is in: the line before that ended where
    /// the first word of the restart line did not fit, and that word, which the next line
    /// does not continue, comes before the change.
    func restart(for pieces: [Piece], _ text: [UInt8], after shared: SharedInput = SharedInput()) -> (line: Int, start: Int)? {
        let change = firstChange(pieces, text, after: shared)
        if change >= self.text.count { return restart(extends: true) }
        var line = lines.count - 1
        while line > 0, lines[line].position.map({ $0 > change }) ?? true { line -= 1 }
        guard line >= 2, let start = lines[line - 1].position, start > 0, Self.isBreak(self.text[start - 1]),
              let next = lines[line].position, Self.isBreak(self.text[next - 1]) else { return nil }
        return (line - 1, start)
    }

    /// Where the input first differs from the memo's, as far as the lines show it (in the
    /// input laid end to end): the memo's length when it only adds to it. The input is the
    /// memo's `shared` first pieces, then `pieces`, whose bytes are `text`.
    private func firstChange(_ pieces: [Piece], _ text: [UInt8], after shared: SharedInput) -> Int {
        guard shared.pieces <= self.pieces.count, shared.bytes <= self.text.count else { return 0 }
        var index = 0
        var offset = shared.bytes
        let count = min(pieces.count, self.pieces.count - shared.pieces)
        while index < count, pieces[index] == self.pieces[shared.pieces + index] {
            offset += pieces[index].length
            index += 1
        }
        if index < count {
            let old = self.pieces[shared.pieces + index]
            if pieces[index].style == old.style, pieces[index].link == old.link, pieces[index].joins == old.joins {
                offset += min(pieces[index].length, old.length)
            }
        }
        let common = self.text.withUnsafeBufferPointer { old in
            text.withUnsafeBufferPointer { CommonPrefix.length(UnsafeBufferPointer(rebasing: old[shared.bytes...]), $0) }
        }
        return min(offset, shared.bytes + common)
    }

    static func isBreak(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A }
}

extension TerminalWriter {
    /// Wraps and emits the paragraph in `inputs` from the last frame's memo when it can (a
    /// paragraph of a live frame); false when nothing was emitted. The input's first pieces,
    /// `shared`, are known to be the memo's (ParagraphInputs.swift): only the rest is read.
    mutating func wrapFromMemo(width: Int, shared: SharedInput = SharedInput()) -> Bool {
        flushSeparator()
        guard emitsReusableLines else { return false }
        let (pieces, flat) = flattenedInputs(from: shared.pieces)
        // NB: a frame may hold more than one paragraph; the last frame's memo is only taken by
        // the one it serves, and the memo of the last paragraph laid out is kept for the next.
        let gutters = gutterStates
        let restart = paragraph.flatMap { old in
            old.width == width && old.margin == marginWidth && old.gutters == gutters
                ? old.restart(for: pieces, flat, after: shared) : nil
        }
        if let restart, var memo = paragraph.take() {
            // NB: taken, so its arrays change in place.
            memo.lines.keepFirst(restart.line)
            appendEncoded(memo.lines)
            memo.pieces.replaceSubrange(shared.pieces..., with: pieces)
            memo.text.replaceSubrange(shared.bytes..., with: flat)
            // NB: the memo must hold the input whole, as the next frame reads it.
            assert(memo.pieces.count == inputs.count && memo.text == flattenedInputs().1)
            wrapAndRecord(from: restart.start, inputStart: 0, into: &memo)
            return true
        }
        var memo = ParagraphMemo(width: width, margin: marginWidth, gutters: gutters)
        (memo.pieces, memo.text) = shared.pieces == 0 ? (pieces, flat) : flattenedInputs(from: 0)
        wrapAndRecord(from: 0, inputStart: 0, into: &memo)
        return true
    }

    /// The input pieces from `first` on as a memo keeps them, and their bytes laid end to end.
    func flattenedInputs(from first: Int = 0) -> ([ParagraphMemo.Piece], [UInt8]) {
        var pieces: [ParagraphMemo.Piece] = []
        var flat: [UInt8] = []
        pieces.reserveCapacity(inputs.count - first)
        appendInputs(from: first, to: &pieces, &flat)
        return (pieces, flat)
    }

    /// Appends `inputs` to the memo's input (no arrays made in between: a splice does this on
    /// every chunk).
    func appendInputs(to memo: inout ParagraphMemo) {
        appendInputs(from: 0, to: &memo.pieces, &memo.text)
    }

    /// Appends the input pieces from `first` on to `pieces`, as a memo keeps them, and their
    /// bytes to `flat`, laid end to end.
    private func appendInputs(from first: Int, to pieces: inout [ParagraphMemo.Piece], _ flat: inout [UInt8]) {
        for piece in inputs[first...] {
            pieces.append(.init(length: piece.end - piece.start, style: piece.style, link: piece.link, joins: piece.joins))
            flat.append(contentsOf: text.bytes[piece.start..<piece.end])
        }
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
