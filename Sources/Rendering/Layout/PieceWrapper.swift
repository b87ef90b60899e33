// Word wrapping of pieces: the greedy algorithm `LineWrapper` describes, on byte ranges.
//
// Each input piece is cut into runs (words, runs of spaces, single line breaks) as it is
// scanned, a cluster at a time, with printable ASCII taken a stretch at a time. A word may
// run on across pieces; it goes on the current line after the pending spaces if it fits,
// else the line ends and the word starts the next; a word wider than a line is folded at
// cluster boundaries. Output pieces point into the input's bytes, so no text is copied.
//
// NB: the word being read and the spaces before it are each one stretch of the input (from
// a byte of one piece to a byte of the same or a later one), kept as two marks, so reading
// a word costs no list; its pieces are made when it is placed.

/// The state of one wrap: the line being filled, the pending spaces and the word so far.
struct PieceWrapper {
    private let input: ArraySlice<TextPiece>
    private let margins: LineMargins
    private var produced = 0
    private var isLineOpen = false
    private var contentStart = 0
    private var lineWidth = 0
    private var pending = Stretch()
    private var word = Stretch()
    private var lineIsWrapped = false
    /// The last content piece of the line, still growing: kept here, not in the output,
    /// while words that touch it extend it.
    private var open = TextPiece(start: 0, end: 0, style: 0, link: 0, joins: true)

    /// A stretch of the input: from byte `start` of piece `first` to byte `end` of piece
    /// `last` (piece indices of the input slice), and its width.
    private struct Stretch {
        var first = -1
        var start = 0
        var last = 0
        var end = 0
        var width = 0

        var isEmpty: Bool { first < 0 }

        mutating func extend(piece: Int, _ run: RunScanner.Run) {
            if first < 0 {
                first = piece
                start = run.start
            }
            last = piece
            end = run.end
            width += run.width
        }
    }

    /// Wraps `input` (pieces of `text`) to `width` cells, prefixes included, into `out`
    /// (cleared first). Always produces at least one line. Plain text takes the fast path
    /// (`PlainWrapper`) unless `allowsPlain` is false (for tests comparing the two).
    static func wrap(
        _ input: ArraySlice<TextPiece>, in text: PieceText, width: Int,
        firstPrefix: [TextPiece] = [], continuationPrefix: [TextPiece] = [],
        into out: inout WrappedLines, allowsPlain: Bool = true
    ) {
        out.removeAll()
        text.bytes.withUnsafeBufferPointer { bytes in
            let margins = LineMargins(
                width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix, bytes)
            if allowsPlain, let range = PlainWrapper.plainRange(input, bytes) {
                var plain = PlainWrapper(input: input, margins: margins)
                if plain.wrap(range, bytes, into: &out) { return }
                out.removeAll()
            }
            var wrapper = PieceWrapper(input: input, margins: margins)
            for index in input.indices {
                wrapper.scan(index, bytes, into: &out)
            }
            wrapper.flushWord(bytes, into: &out)
            wrapper.endLine(wrapped: false, into: &out)
        }
    }

    private init(input: ArraySlice<TextPiece>, margins: LineMargins) {
        self.input = input
        self.margins = margins
    }

    /// Content cells available on the current line.
    private var available: Int {
        margins.available(onLine: produced)
    }

    /// Cuts input piece `index` into runs and lays each out.
    private mutating func scan(
        _ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        var scanner = RunScanner(piece: input[index])
        while let run = scanner.next(bytes) {
            switch run.kind {
            case .word:
                word.extend(piece: index, run)
            case .space:
                flushWord(bytes, into: &out)
                if lineWidth == 0 && lineIsWrapped { continue }
                pending.extend(piece: index, run)
            case .newline:
                flushWord(bytes, into: &out)
                endLine(wrapped: false, into: &out)
            }
        }
    }

    private mutating func flushWord(
        _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        guard !word.isEmpty else { return }
        if lineWidth + pending.width + word.width <= available {
            place(pending, into: &out)
            place(word, into: &out)
        } else if lineWidth == 0 {
            fold(pending.isEmpty ? [word] : [pending, word], bytes, into: &out)
        } else {
            endLine(wrapped: true, into: &out)
            if word.width <= available {
                place(word, into: &out)
            } else {
                fold([word], bytes, into: &out)
            }
        }
        word = Stretch()
        pending = Stretch()
    }

    /// Puts a stretch on the current line, opening it (its prefix first) if need be.
    private mutating func place(_ stretch: Stretch, into out: inout WrappedLines) {
        guard !stretch.isEmpty else { return }
        openLine(into: &out)
        if stretch.first == stretch.last {
            add(input[stretch.first], from: stretch.start, to: stretch.end, into: &out)
        } else {
            for index in stretch.first...stretch.last {
                let piece = input[index]
                add(
                    piece, from: index == stretch.first ? stretch.start : piece.start,
                    to: index == stretch.last ? stretch.end : piece.end, into: &out)
            }
        }
        lineWidth += stretch.width
    }

    /// Lays stretches out cluster by cluster, ending lines where the next cluster won't fit.
    private mutating func fold(
        _ stretches: [Stretch], _ bytes: UnsafeBufferPointer<UInt8>, into out: inout WrappedLines
    ) {
        pending = Stretch()
        for stretch in stretches {
            for index in stretch.first...stretch.last {
                let piece = input[index]
                let start = index == stretch.first ? stretch.start : piece.start
                let end = index == stretch.last ? stretch.end : piece.end
                fold(piece, from: start, to: end, bytes, into: &out)
            }
        }
    }

    /// One piece's part of a stretch, folded.
    private mutating func fold(
        _ piece: TextPiece, from start: Int, to end: Int, _ bytes: UnsafeBufferPointer<UInt8>,
        into out: inout WrappedLines
    ) {
        var partStart = start
        var partWidth = 0
        var position = start
        while position < end {
            let cluster = Clusters.next(in: bytes, at: position, end: end)
            if lineWidth + partWidth + cluster.width > available && lineWidth + partWidth > 0 {
                place(piece, from: partStart, to: position, width: partWidth, into: &out)
                endLine(wrapped: true, into: &out)
                partStart = position
                partWidth = 0
            }
            partWidth += cluster.width
            position = cluster.end
        }
        place(piece, from: partStart, to: end, width: partWidth, into: &out)
    }

    private mutating func place(
        _ piece: TextPiece, from start: Int, to end: Int, width: Int, into out: inout WrappedLines
    ) {
        openLine(into: &out)
        add(piece, from: start, to: end, into: &out)
        lineWidth += width
    }

    /// Adds bytes `start..<end` of `piece` to the line: they extend the open piece when
    /// they touch it and look the same; otherwise the open piece goes out and they open one.
    @inline(__always)
    private mutating func add(
        _ piece: TextPiece, from start: Int, to end: Int, into out: inout WrappedLines
    ) {
        guard start < end else { return }
        if !open.isEmpty && open.end == start && open.looksLike(piece) {
            open.end = end
            return
        }
        if !open.isEmpty { out.append(open, contentStart: contentStart) }
        open = piece
        open.start = start
        open.end = end
        open.joins = true
    }

    private mutating func openLine(into out: inout WrappedLines) {
        guard !isLineOpen else { return }
        out.append(margins.prefix(onLine: produced))
        contentStart = out.pieces.count
        isLineOpen = true
    }

    private mutating func endLine(wrapped: Bool, into out: inout WrappedLines) {
        openLine(into: &out)
        if !open.isEmpty {
            out.append(open, contentStart: contentStart)
            open.end = open.start
        }
        out.endLine()
        isLineOpen = false
        produced += 1
        lineWidth = 0
        pending = Stretch()
        lineIsWrapped = wrapped
    }
}

/// The prefixes of a wrap's first and later lines and the content cells each leaves: the same
/// for `PieceWrapper` and its fast path `PlainWrapper`.
struct LineMargins {
    let firstPrefix: [TextPiece]
    let continuationPrefix: [TextPiece]
    let firstAvailable: Int
    let continuationAvailable: Int

    /// Margins for lines of `width` cells (at least one is left for content).
    init(width: Int, firstPrefix: [TextPiece], continuationPrefix: [TextPiece], _ bytes: UnsafeBufferPointer<UInt8>) {
        self.firstPrefix = firstPrefix
        self.continuationPrefix = continuationPrefix
        let width = max(1, width)
        firstAvailable = max(1, width - LineMargins.width(of: firstPrefix, bytes))
        continuationAvailable = max(1, width - LineMargins.width(of: continuationPrefix, bytes))
    }

    /// Width of prefix spans, each measured on its own (as `StyledLine(_:).width` does).
    private static func width(of pieces: [TextPiece], _ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        pieces.reduce(0) { $0 + Clusters.width(of: bytes, from: $1.start, to: $1.end) }
    }

    /// The prefix of line `line` (0 for the first).
    func prefix(onLine line: Int) -> [TextPiece] { line == 0 ? firstPrefix : continuationPrefix }

    /// The content cells line `line` leaves.
    func available(onLine line: Int) -> Int { line == 0 ? firstAvailable : continuationAvailable }
}
