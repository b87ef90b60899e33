// Word wrapping of pieces: the greedy algorithm `LineWrapper` describes, on byte ranges.
//
// Each input piece is cut into runs (words, runs of spaces, single line breaks) as it is
// scanned, a cluster at a time, with printable ASCII taken a stretch at a time. A word may
// run on across pieces; it goes on the current line after the pending spaces if it fits,
// else the line ends and the word starts the next; a word wider than a line is folded at
// cluster boundaries. Output pieces point into the input's bytes, so no text is copied.

/// The state of one wrap: the line being filled, the pending spaces and the word so far.
struct PieceWrapper {
    private let firstPrefix: [TextPiece]
    private let continuationPrefix: [TextPiece]
    private let firstAvailable: Int
    private let continuationAvailable: Int
    private var produced = 0
    private var lineWidth = 0
    private var pendingWidth = 0
    private var wordWidth = 0
    private var lineIsWrapped = false

    /// Wraps `input` (pieces of `text`) to `width` cells, prefixes included, into `out`
    /// (cleared first). Always produces at least one line.
    static func wrap(
        _ input: ArraySlice<TextPiece>, in text: PieceText, width: Int,
        firstPrefix: [TextPiece] = [], continuationPrefix: [TextPiece] = [],
        into out: inout WrappedLines
    ) {
        out.removeAll()
        text.bytes.withUnsafeBufferPointer { bytes in
            let width = max(1, width)
            var wrapper = PieceWrapper(
                firstPrefix: firstPrefix, continuationPrefix: continuationPrefix,
                firstAvailable: max(1, width - PieceWrapper.width(of: firstPrefix, bytes)),
                continuationAvailable: max(1, width - PieceWrapper.width(of: continuationPrefix, bytes)))
            for piece in input {
                wrapper.scan(piece, bytes, into: &out)
            }
            wrapper.flushWord(bytes, into: &out)
            wrapper.endLine(wrapped: false, into: &out)
        }
    }

    private init(
        firstPrefix: [TextPiece], continuationPrefix: [TextPiece], firstAvailable: Int,
        continuationAvailable: Int
    ) {
        self.firstPrefix = firstPrefix
        self.continuationPrefix = continuationPrefix
        self.firstAvailable = firstAvailable
        self.continuationAvailable = continuationAvailable
    }

    /// Width of prefix spans, each measured on its own (as `StyledLine(_:).width` does).
    private static func width(of pieces: [TextPiece], _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        pieces.reduce(0) { $0 + Clusters.width(of: bytes, from: $1.start, to: $1.end) }
    }

    /// Content cells available on the current line.
    private var available: Int {
        produced == 0 ? firstAvailable : continuationAvailable
    }

    /// Cuts one input piece into runs and lays each out.
    private mutating func scan(
        _ piece: TextPiece, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        var scanner = RunScanner(piece: piece)
        while let run = scanner.next(bytes) {
            var runPiece = piece
            runPiece.start = run.start
            runPiece.end = run.end
            runPiece.joins = true
            consume(run.kind, runPiece, width: run.width, bytes, into: &out)
        }
    }

    private mutating func consume(
        _ kind: RunScanner.Kind, _ piece: TextPiece, width: Int,
        _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        switch kind {
        case .word:
            out.word.append(piece)
            wordWidth += width
        case .space:
            flushWord(bytes, into: &out)
            if lineWidth == 0 && lineIsWrapped { return }
            out.pending.append(piece)
            pendingWidth += width
        case .newline:
            flushWord(bytes, into: &out)
            endLine(wrapped: false, into: &out)
        }
    }

    private mutating func flushWord(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines) {
        guard !out.word.isEmpty else { return }
        if lineWidth + pendingWidth + wordWidth <= available {
            out.line.append(contentsOf: out.pending)
            out.line.append(contentsOf: out.word)
            lineWidth += pendingWidth + wordWidth
        } else if lineWidth == 0 {
            let pieces = out.pending + out.word
            fold(pieces, bytes, into: &out)
        } else {
            endLine(wrapped: true, into: &out)
            if wordWidth <= available {
                out.line.append(contentsOf: out.word)
                lineWidth += wordWidth
            } else {
                let pieces = out.word
                fold(pieces, bytes, into: &out)
            }
        }
        out.word.removeAll(keepingCapacity: true)
        wordWidth = 0
        out.pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
    }

    /// Lays pieces out cluster by cluster, ending lines where the next cluster won't fit.
    private mutating func fold(
        _ pieces: [TextPiece], _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        out.pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
        for piece in pieces {
            var part = piece
            var partWidth = 0
            var index = piece.start
            while index < piece.end {
                let cluster = Clusters.next(in: bytes, at: index, end: piece.end)
                if lineWidth + partWidth + cluster.width > available && lineWidth + partWidth > 0 {
                    part.end = index
                    out.line.append(part)
                    lineWidth += partWidth
                    endLine(wrapped: true, into: &out)
                    part.start = index
                    partWidth = 0
                }
                partWidth += cluster.width
                index = cluster.end
            }
            part.end = piece.end
            out.line.append(part)
            lineWidth += partWidth
        }
    }

    private mutating func endLine(wrapped: Bool, into out: inout WrappedLines) {
        out.endLine(prefix: produced == 0 ? firstPrefix : continuationPrefix)
        produced += 1
        lineWidth = 0
        out.pending.removeAll(keepingCapacity: true)
        pendingWidth = 0
        lineIsWrapped = wrapped
    }
}
