/// The lines of a `PieceWrapper` run, each its prefix then its content, in one flat array;
/// also the wrapper's scratch space, kept between runs so wrapping allocates nothing.
struct WrappedLines {
    private(set) var pieces: [TextPiece] = []
    private(set) var ends: [Int] = []
    var line: [TextPiece] = []
    var pending: [TextPiece] = []
    var word: [TextPiece] = []

    /// The number of lines.
    var count: Int { ends.count }

    /// The pieces of line `index`.
    subscript(index: Int) -> ArraySlice<TextPiece> {
        pieces[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// Forgets the lines, keeping the memory.
    mutating func removeAll() {
        pieces.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        line.removeAll(keepingCapacity: true)
        pending.removeAll(keepingCapacity: true)
        word.removeAll(keepingCapacity: true)
    }

    /// Ends a line: `prefix` verbatim, then the scratch `line`'s pieces; empty ones are
    /// dropped and touching pieces that look alike become one.
    mutating func endLine(prefix: [TextPiece]) {
        pieces.append(contentsOf: prefix)
        let contentStart = pieces.count
        for piece in line where !piece.isEmpty {
            if pieces.count > contentStart, let last = pieces.last, last.end == piece.start,
                last.looksLike(piece)
            {
                pieces[pieces.count - 1].end = piece.end
            } else {
                pieces.append(piece)
            }
        }
        ends.append(pieces.count)
        line.removeAll(keepingCapacity: true)
    }
}
