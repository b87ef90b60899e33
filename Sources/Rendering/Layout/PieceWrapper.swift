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
    private var isLineOpen = false
    private var contentStart = 0
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
        var runPiece = piece
        runPiece.joins = true
        while let run = scanner.next(bytes) {
            runPiece.start = run.start
            runPiece.end = run.end
            switch run.kind {
            case .word:
                out.word.append(runPiece)
                wordWidth += run.width
            case .space:
                flushWord(bytes, into: &out)
                if lineWidth == 0 && lineIsWrapped { continue }
                out.pending.append(runPiece)
                pendingWidth += run.width
            case .newline:
                flushWord(bytes, into: &out)
                endLine(wrapped: false, into: &out)
            }
        }
    }

    private mutating func flushWord(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines) {
        guard !out.word.isEmpty else { return }
        if lineWidth + pendingWidth + wordWidth <= available {
            placeWord(afterPending: true, into: &out)
        } else if lineWidth == 0 {
            fold(Array(out.pending.pieces) + out.word.pieces, bytes, into: &out)
        } else {
            endLine(wrapped: true, into: &out)
            if wordWidth <= available {
                placeWord(afterPending: false, into: &out)
            } else {
                fold(Array(out.word.pieces), bytes, into: &out)
            }
        }
        out.word.removeAll()
        wordWidth = 0
        out.pending.removeAll()
        pendingWidth = 0
    }

    /// Puts the word on the current line, after the pending spaces unless the line has just
    /// been broken (they are dropped).
    private mutating func placeWord(afterPending: Bool, into out: inout WrappedLines) {
        openLine(into: &out)
        if afterPending {
            for index in 0..<out.pending.count {
                out.append(out.pending[index], contentStart: contentStart)
            }
            lineWidth += pendingWidth
        }
        for index in 0..<out.word.count {
            out.append(out.word[index], contentStart: contentStart)
        }
        lineWidth += wordWidth
    }

    /// Puts a piece on the current line, opening it (its prefix first) if need be.
    private mutating func place(_ piece: TextPiece, width: Int, into out: inout WrappedLines) {
        openLine(into: &out)
        out.append(piece, contentStart: contentStart)
        lineWidth += width
    }

    /// Lays pieces out cluster by cluster, ending lines where the next cluster won't fit.
    private mutating func fold(
        _ pieces: [TextPiece], _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        out.pending.removeAll()
        pendingWidth = 0
        for piece in pieces {
            var part = piece
            var partWidth = 0
            var index = piece.start
            while index < piece.end {
                let cluster = Clusters.next(in: bytes, at: index, end: piece.end)
                if lineWidth + partWidth + cluster.width > available && lineWidth + partWidth > 0 {
                    part.end = index
                    place(part, width: partWidth, into: &out)
                    endLine(wrapped: true, into: &out)
                    part.start = index
                    partWidth = 0
                }
                partWidth += cluster.width
                index = cluster.end
            }
            part.end = piece.end
            place(part, width: partWidth, into: &out)
        }
    }

    private mutating func openLine(into out: inout WrappedLines) {
        guard !isLineOpen else { return }
        out.append(produced == 0 ? firstPrefix : continuationPrefix)
        contentStart = out.pieces.count
        isLineOpen = true
    }

    private mutating func endLine(wrapped: Bool, into out: inout WrappedLines) {
        openLine(into: &out)
        out.endLine()
        isLineOpen = false
        produced += 1
        lineWidth = 0
        out.pending.removeAll()
        pendingWidth = 0
        lineIsWrapped = wrapped
    }
}
