// Greedy wrapping with measured widths. Pieces with no space between them (a word and its
// footnote mark, `**bold**,`) form a cluster that moves to the next line as a whole; a
// cluster wider than the whole line is placed piece by piece, and a word wider than the line
// is cut between characters. Spaces at line ends are dropped, so no line is wider than
// `width` unless a single character is.

/// A wrapped line: pieces with their x offsets from the line's start.
struct FlowLine: Sendable {
    var pieces: [(piece: InlinePiece, x: Double)] = []
    var width = 0.0

    /// The largest font size on the line (the base size when empty).
    func size(base: Double) -> Double {
        pieces.map(\.piece.size).max() ?? base
    }
}

extension InlineFlow {
    /// The pieces wrapped into lines no wider than `width`.
    func lines(width: Double) -> [FlowLine] {
        var lines: [FlowLine] = [FlowLine()]
        var index = 0
        while index < pieces.count {
            let piece = pieces[index]
            switch piece.kind {
            case .lineBreak:
                lines.append(FlowLine())
                index += 1
            case .space:
                if !lines[lines.count - 1].pieces.isEmpty { place(piece, in: &lines) }
                index += 1
            case .word:
                var end = index
                while end < pieces.count && pieces[end].kind == .word { end += 1 }
                placeCluster(pieces[index..<end], width: width, lines: &lines)
                index = end
            }
        }
        return lines.map(InlineFlow.trimmed)
    }

    private func placeCluster(
        _ cluster: ArraySlice<InlinePiece>, width: Double, lines: inout [FlowLine]
    ) {
        let total = cluster.reduce(0) { $0 + $1.width }
        if lines[lines.count - 1].width + total > width
            && !InlineFlow.trimmed(lines[lines.count - 1]).pieces.isEmpty
        {
            lines.append(FlowLine())
        }
        for piece in cluster {
            var rest = piece
            while lines[lines.count - 1].width + rest.width > width {
                let room = width - lines[lines.count - 1].width
                let isEmpty = InlineFlow.trimmed(lines[lines.count - 1]).pieces.isEmpty
                guard let (head, tail) = split(rest, toFit: room, force: isEmpty) else {
                    if isEmpty { break }
                    lines.append(FlowLine())
                    continue
                }
                place(head, in: &lines)
                lines.append(FlowLine())
                rest = tail
            }
            place(rest, in: &lines)
        }
    }

    private func place(_ piece: InlinePiece, in lines: inout [FlowLine]) {
        let x = lines[lines.count - 1].width
        lines[lines.count - 1].pieces.append((piece, x))
        lines[lines.count - 1].width += piece.width
    }

    /// The longest head of `piece` that fits in `room`, and the rest; nil when not even one
    /// character fits, unless `force` asks for at least one (an empty line).
    private func split(_ piece: InlinePiece, toFit room: Double, force: Bool) -> (
        InlinePiece, InlinePiece
    )? {
        let characters = Array(piece.text)
        guard characters.count > 1 else { return nil }
        var used = piece.leading
        var count = 0
        for character in characters.dropLast() {
            let next = fonts.width(String(character), face: piece.face, size: piece.size)
            if used + next > room { break }
            used += next
            count += 1
        }
        if count == 0 && force { count = 1 }
        guard count > 0 else { return nil }
        var head = piece
        head.text = String(characters[..<count])
        head.trailing = 0
        head.width = fonts.width(head.text, face: piece.face, size: piece.size) + head.leading
        var tail = piece
        tail.text = String(characters[count...])
        tail.leading = 0
        tail.width = fonts.width(tail.text, face: piece.face, size: piece.size) + tail.trailing
        return (head, tail)
    }

    /// The line without spaces at its ends.
    static func trimmed(_ line: FlowLine) -> FlowLine {
        var out = line
        while out.pieces.last?.piece.kind == .space {
            out.width -= out.pieces.removeLast().piece.width
        }
        if out.pieces.first?.piece.kind == .space {
            let shift = out.pieces.removeFirst().piece.width
            out.pieces = out.pieces.map { ($0.piece, $0.x - shift) }
            out.width -= shift
        }
        return out
    }
}
