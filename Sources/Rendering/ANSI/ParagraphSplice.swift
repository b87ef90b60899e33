// Most chunks of a streaming reply only add words to the text its tail ends in (the parser
// says so: `StreamUpdate.appendedInlines`). When the last live frame ended with the lines
// of that text's paragraph, laid out from a memo (ParagraphMemo.swift), the new frame is the
// last one up to the paragraph's last line, kept as it is, then that line laid out again
// with the words: no walk over the tail's blocks, no paragraph flattened again. It is the
// frame `renderString` makes of the grown tail, byte for byte (the memo's restart rule is the
// one a full frame follows), at the cost of the last line. Words that fit on that line skip
// even its layout (FittingWords.swift).
//
// The words go where the last input piece is, in its style: the parser only adds them after
// a text that nothing follows but closing emphasis, which adds no piece in the terminal.
import MarkdownModel

/// Where a frame that adds words to the last frame's last paragraph takes up its layout.
struct ParagraphSplice {
    /// The paragraph's memo, taken from the writer.
    var memo: ParagraphMemo
    /// The memo's line the layout starts again at, and its first byte in the memo's input.
    var line: Int
    var start: Int
    /// The input piece that byte is in, and where that piece starts in the memo's input.
    var piece: Int
    var pieceStart: Int
}

extension ANSIRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with `added` (words and
    /// line breaks, as `StreamUpdate.appendedInlines` holds them) joined to the text it ends
    /// in: the frame `renderString` would make of the tail so grown, laid out from the
    /// paragraph's last line on. False, with `frame` as it was, when the last frame did not
    /// end with the lines of a paragraph laid out from a memo (then the caller renders the
    /// tail).
    public func appendInlines(_ added: [Inline], to frame: inout String, cache: inout FrameCache) -> Bool {
        guard added.allSatisfy(Self.isWordOrBreak) else { return false }
        // NB: in place: the writer moved out and back is two copies of a large struct.
        if cache.writer?.appendFittingWords(added, to: &frame) == true { return true }
        guard var writer = cache.writer.take() else { return false }
        guard let splice = writer.beginSplice(after: frame) else {
            cache.writer = consume writer
            return false
        }
        let last = writer.inputs[writer.inputs.count - 1]
        let (style, link) = (writer.text.palette.style(last.style), writer.text.palette.link(last.link))
        for inline in added {
            appendInline(inline, style: style, link: link, into: &writer)
        }
        writer.finishSplice(splice)
        writer.spliceAddingToEnd(into: &frame)
        cache.writer = consume writer
        return true
    }

    private static func isWordOrBreak(_ inline: Inline) -> Bool {
        switch inline {
        case .text, .softBreak, .lineBreak: true
        default: false
        }
    }
}

extension TerminalWriter {
    /// Starts a frame that is `previous`, the last one, up to the last line of the paragraph
    /// it ends in, with that paragraph's input from there in `inputs` and its gutters in
    /// force; nil, with the writer untouched, when `previous` does not end with the lines of
    /// the paragraph memo the last frame made, or its layout cannot start again at them.
    mutating func beginSplice(after previous: String) -> ParagraphSplice? {
        guard let memo = madeParagraph, memo.frameEnd == previous.utf8.count, memo.lines.count > 0 else { return nil }
        // NB: the words extend the memo's input; where its last line cannot be laid out again
        // alone (it begins inside a folded word), the whole paragraph is.
        let restart = memo.restart(extends: true) ?? (0, 0)
        // The frame's bytes before the lines laid out again, which must be the memo's lines.
        let linesBefore = restart.line == 0 ? 0 : memo.lines[restart.line - 1].end
        let endsWithLines = FrameEnding.frame(previous, endsWith: memo.lines.bytes[linesBefore...])
        let kept = memo.frameEnd - (memo.lines.bytes.count - linesBefore)
        // The input piece the restart falls in (walking back from the end: it is near it).
        var piece = memo.pieces.count
        var pieceStart = memo.text.count
        while piece > 0, pieceStart > restart.start {
            piece -= 1
            pieceStart -= memo.pieces[piece].length
        }
        guard endsWithLines, piece < memo.pieces.count else { return nil }
        madeParagraph = nil   // NB: the splice owns it now, so it changes in place
        clearFrame()
        frameBytesBefore = kept
        restoreGutters(memo.gutters, used: restart.line > 0)
        // NB: after the gutters' bytes, which the writer's text holds too.
        var start = text.bytes.count
        text.bytes.append(contentsOf: memo.text[pieceStart...])
        for index in piece..<memo.pieces.count {
            let old = memo.pieces[index]
            inputs.append(TextPiece(start: start, end: start + old.length, style: old.style, link: old.link, joins: old.joins))
            start += old.length
        }
        return ParagraphSplice(memo: memo, line: restart.line, start: restart.start, piece: piece, pieceStart: pieceStart)
    }

    /// Lays out the paragraph's input from the splice's line on and keeps its memo.
    mutating func finishSplice(_ splice: consuming ParagraphSplice) {
        // NB: the memo changed in the splice itself: a copy of it would share its arrays with
        // the splice's, and copy the paragraph's text and pieces whole on every frame.
        var splice = splice
        splice.memo.pieces.removeSubrange(splice.piece...)
        splice.memo.text.removeSubrange(splice.pieceStart...)
        appendInputs(to: &splice.memo)
        splice.memo.lines.keepFirst(splice.line)
        wrapAndRecord(from: splice.start - splice.pieceStart, inputStart: splice.pieceStart, into: &splice.memo)
    }
}
