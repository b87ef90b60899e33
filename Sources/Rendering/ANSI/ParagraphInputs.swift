// A live frame that parses its tail gives the renderer the last paragraph whole, though only
// its end changed: a 56 KB paragraph's 3,000 inlines were turned into input pieces again,
// styles looked up and text sanitised, for 0.5 ms a frame, before the memo (ParagraphMemo)
// kept all but its last lines. The memo also keeps the paragraph's top-level inlines and
// where the input stood after each; a paragraph that begins with the same inlines, over the
// same base style, takes the pieces and bytes of those from the memo, and only the inlines
// after them are turned into pieces.
//
// The pieces of an inline depend only on it, the base style, the renderer's options and the
// palette, which a cache keeps for all its frames. Text joins the piece before it when it
// looks the same, so only the last piece of an inline's input may have grown after it: each
// end keeps that piece's length then. Words a splice added (ParagraphSplice.swift) joined
// the last inline's last piece or came after it, so the ends stay true of the pieces.
import MarkdownModel
import Theming

/// Where a paragraph's input stood after one of its top-level inlines.
struct InlineEnd: Sendable, Equatable {
    /// How many input pieces there were, and the length of the last of them.
    var pieces: Int
    var lastLength: Int
}

/// The first input pieces of a paragraph that are the memo's as they are, and their bytes.
struct SharedInput {
    var pieces = 0
    var bytes = 0
}

/// What a paragraph memo keeps of the inlines its input was made from.
struct ParagraphInlines: Sendable {
    var inlines: [Inline] = []
    var ends: [InlineEnd] = []
    var base = TextStyle()
}

extension TerminalWriter {
    /// Puts in `inputs` the pieces the last frame's paragraph memo holds for the inlines
    /// `inlines` begins with (over `base`); returns how many inlines those are, where the
    /// input stood after each, and the pieces that stay as the memo has them (all but the
    /// last, which text may join).
    mutating func reuseInputs(of inlines: [Inline], base: TextStyle) -> (count: Int, ends: [InlineEnd], shared: SharedInput) {
        guard let memo = paragraph, memo.inputs.base == base else { return (0, [], SharedInput()) }
        let limit = min(memo.inputs.inlines.count, inlines.count)
        let count = inlines.withUnsafeBufferPointer { new in
            memo.inputs.inlines.withUnsafeBufferPointer { old in
                var count = 0
                while count < limit, Self.isSame(new, old, at: count) || new[count] == old[count] { count += 1 }
                return count
            }
        }
        guard count > 0 else { return (0, [], SharedInput()) }
        let end = memo.inputs.ends[count - 1]
        guard end.pieces > 0 else { return (count, Array(memo.inputs.ends[..<count]), SharedInput()) }
        var start = text.bytes.count
        var bytes = 0
        for index in 0..<end.pieces {
            let piece = memo.pieces[index]
            let length = index == end.pieces - 1 ? end.lastLength : piece.length
            inputs.append(TextPiece(start: start, end: start + length, style: piece.style, link: piece.link, joins: piece.joins))
            start += length
            bytes += length
        }
        text.bytes.append(contentsOf: memo.text[..<bytes])
        return (count, Array(memo.inputs.ends[..<count]), SharedInput(pieces: end.pieces - 1, bytes: bytes - end.lastLength))
    }

    /// Whether two inlines are the same value, bit for bit: the inlines a parse kept share
    /// their strings and arrays, and comparing them so copies nothing (`==` copied each inline
    /// out to compare it, a fifth of a long paragraph's frame). Bits that differ say nothing.
    private static func isSame(_ new: UnsafeBufferPointer<Inline>, _ old: UnsafeBufferPointer<Inline>, at index: Int) -> Bool {
        SharedPrefix.isSame(new.baseAddress! + index, old.baseAddress! + index)
    }

    /// Where the input stands now.
    var inputEnd: InlineEnd {
        InlineEnd(pieces: inputs.count, lastLength: inputs.last.map { $0.end - $0.start } ?? 0)
    }
}

extension ANSIRenderer {
    /// The paragraph's inlines as input pieces, those it begins with in common with the last
    /// frame's paragraph taken from its memo; what the next frame needs to do the same.
    func paragraphInputs(_ inlines: [Inline], base: TextStyle, into writer: inout TerminalWriter)
        -> (inlines: ParagraphInlines, shared: SharedInput)
    {
        var (count, ends, shared) = writer.reuseInputs(of: inlines, base: base)
        ends.reserveCapacity(inlines.count)
        for inline in inlines[count...] {
            appendInline(inline, style: base, link: nil, into: &writer)
            ends.append(writer.inputEnd)
        }
        return (ParagraphInlines(inlines: inlines, ends: ends, base: base), shared)
    }
}
