/// The lines of a `PieceWrapper` run, each its prefix then its content, in one flat array,
/// kept between runs so wrapping allocates nothing.
struct WrappedLines {
    private(set) var pieces: [TextPiece] = []
    private(set) var ends: [Int] = []

    /// The number of lines.
    var count: Int { ends.count }

    /// The pieces of line `index`.
    subscript(index: Int) -> ArraySlice<TextPiece> {
        pieces[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }

    /// Forgets the lines, keeping the memory.
    mutating func removeAll() {
        if !pieces.isEmpty { pieces.removeAll(keepingCapacity: true) }
        if !ends.isEmpty { ends.removeAll(keepingCapacity: true) }
    }

    /// Appends pieces verbatim (a line's prefix).
    mutating func append(_ prefix: [TextPiece]) {
        pieces.append(contentsOf: prefix)
    }

    /// Appends a content piece, after `contentStart`: empty ones are dropped and a piece
    /// that touches the last one and looks like it extends it.
    @inline(__always)
    mutating func append(_ piece: TextPiece, contentStart: Int) {
        if piece.isEmpty { return }
        let last = pieces.count - 1
        if last >= contentStart && pieces[last].end == piece.start && pieces[last].looksLike(piece)
        {
            pieces[last].end = piece.end
        } else {
            pieces.append(piece)
        }
    }

    /// Ends the current line.
    mutating func endLine() {
        ends.append(pieces.count)
    }
}
