// Most chunks of words that a streaming reply adds to its last paragraph fit on the line the
// paragraph ends with: greedy wrapping puts them there, and leaves every line before as it
// was. Such a chunk needs no layout at all (ParagraphSplice.swift lays the last line out
// again, about half of what a chunk of words cost in the terminal): its bytes go into the
// line's encoded bytes, before the escapes that end it (the link closed, the style reset),
// in the frame and in the paragraph memo, and the memo's last input piece grows by them, as
// appending them to that piece does in a layout. It is the frame `renderString` makes, byte
// for byte.
//
// Taken only where that is sure, else the splice lays the line out:
// - the words are printable ASCII, one cell a byte and never joined to the cluster before
//   them, sanitised to themselves, and they end in a non-space (a line's trailing spaces are
//   trimmed);
// - the line is printable ASCII too, so its width is its length, and it ends in a non-space;
//   it begins the paragraph or follows a space or a line break, not inside a word too wide
//   for a line that was folded;
// - the last input piece holds the input's last bytes, so the line ends in its style and
//   link, which the words take.
import MarkdownModel

extension TerminalWriter {
    /// Adds `added` (what `StreamUpdate.appendedInlines` holds) to the end of `frame`, the
    /// last frame, whose last line is the last line of the paragraph memo it made, when the
    /// words fit on that line; false, with the frame and the writer as they were, otherwise.
    /// NB: the writer's buffers still hold the frame it laid out last, which every use of
    /// the writer clears first; its memos are this frame's.
    mutating func appendFittingWords(_ added: [Inline], to frame: inout String) -> Bool {
        let length = frame.utf8.count
        guard let count = Self.fittingCount(added),
              let last = madeParagraph?.lastPiece(takingWords: count, frameLength: length) else { return false }
        let ending = lineEndingCount(style: last.style, link: last.link)
        guard var memo = madeParagraph.take() else { return false }
        let lineStart = memo.lines.count == 1 ? 0 : memo.lines[memo.lines.count - 2].end
        guard memo.lines.bytes.count - lineStart > ending, FrameEnding.frame(frame, endsWith: memo.lines.bytes[lineStart...]) else {
            madeParagraph = consume memo
            return false
        }
        for case .text(let words) in added {
            memo.text.append(contentsOf: words.utf8)
            memo.lines.insertIntoLast(words.utf8, beforeEnd: ending)
        }
        memo.pieces[memo.pieces.count - 1].length += count
        memo.frameEnd += count
        let kept = length - ending
        memo.lines.bytes.withUnsafeBufferPointer {
            FrameEnding.replaceEnd(of: &frame, keeping: kept, with: UnsafeBufferPointer(rebasing: $0[($0.count - ending - count)...]))
        }
        madeParagraph = consume memo
        carryEndings(fromLength: length, to: frame, kept: kept)
        return true
    }

    /// The number of bytes of `added` when it is text alone, printable ASCII that ends in a
    /// non-space; nil otherwise.
    private static func fittingCount(_ added: [Inline]) -> Int? {
        var count = 0
        var lastByte: UInt8 = 0x20
        for inline in added {
            guard case .text(var words) = inline else { return nil }
            // NB: read as a buffer: the UTF-8 view read byte by byte costs three times as much.
            let printable = words.withUTF8 { bytes in
                if let last = bytes.last { lastByte = last }
                return bytes.allSatisfy(isPrintableASCII)
            }
            guard printable else { return nil }
            count += words.utf8.count
        }
        return lastByte == 0x20 ? nil : count
    }

    /// A byte of printable ASCII: one cell, sanitised to itself, a cluster of its own after
    /// another such byte (what both the words and the line they join must be made of).
    static func isPrintableASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }
}

extension ParagraphMemo {
    /// The last input piece, when the memo's lines end a frame `frameLength` bytes long and
    /// `count` bytes of words added to that piece (printable ASCII, ending in a non-space) go
    /// on its last line in a layout of the grown input; nil otherwise.
    func lastPiece(takingWords count: Int, frameLength: Int) -> Piece? {
        guard frameEnd == frameLength, let line = lines.count > 0 ? lines[lines.count - 1] : nil,
              let start = line.position, start < text.count, start == 0 || Self.isBreak(text[start - 1]),
              text.count - start + count <= max(1, width), text[text.count - 1] != 0x20,
              let last = pieces.last, last.length > 0 else { return nil }
        return text[start...].allSatisfy(TerminalWriter.isPrintableASCII) ? last : nil
    }
}
