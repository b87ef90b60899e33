extension PieceText {
    /// The pieces as a line, built the way `StyledLine` builds one: verbatim pieces become
    /// spans of their own; joining ones go through `append(_:)` (dropped when empty, merged
    /// into an equal neighbour).
    func styledLine(_ pieces: ArraySlice<TextPiece>) -> StyledLine {
        var line = StyledLine()
        for piece in pieces {
            if piece.joins {
                line.append(span(piece))
            } else {
                line.spans.append(span(piece))
            }
        }
        return line
    }

    /// Pieces for a line's spans, each verbatim, appended to `out`.
    mutating func appendPieces(of line: StyledLine, to out: inout [TextPiece]) {
        for span in line.spans {
            out.append(piece(of: span))
        }
    }

    /// What `styledLine(pieces).width` would be, without making the line: pieces that would
    /// be one span are measured as one text (a cluster may straddle them).
    func width(of pieces: ArraySlice<TextPiece>) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var total = 0
            var span: TextPiece?
            var spill: [UInt8]?
            func close() {
                if let spill {
                    total += CellWidth.of(String(decoding: spill, as: UTF8.self))
                } else if let span {
                    total += Clusters.width(of: bytes, from: span.start, to: span.end)
                }
            }
            for piece in pieces where !(piece.joins && piece.isEmpty) {
                guard piece.joins, let current = span, current.looksLike(piece) else {
                    close()
                    span = piece
                    spill = nil
                    continue
                }
                if spill == nil && current.isEmpty {
                    span = piece
                } else if spill == nil && current.end == piece.start {
                    span?.end = piece.end
                } else {
                    spill = spill ?? Array(bytes[current.start..<current.end])
                    spill?.append(contentsOf: bytes[piece.start..<piece.end])
                }
            }
            close()
            return total
        }
    }
}
