// Drawing wrapped lines: each line is as tall as its largest size times the line-height
// factor, with the baseline placed so DejaVu's ascender and descender sit centred in it.
// Neighbouring pieces of the same look merge into one text run; chips, boxes, underlines
// and strike lines are rectangles, the same in text and paths mode.

extension CardLayout {
    /// DejaVu's ascender and descender in em.
    static let ascent = 0.928
    static let descent = 0.236

    /// The baseline of a line of `size` text in a line `height` tall starting at `top`.
    static func baseline(top: Double, height: Double, size: Double) -> Double {
        top + (height - (ascent + descent) * size) / 2 + ascent * size
    }

    /// Draws lines from the current y, aligned in `width`; advances y.
    mutating func draw(
        _ lines: [FlowLine], x: Double, width: Double, base: Double, factor: Double,
        alignment: Double = 0
    ) {
        for line in lines {
            let size = line.size(base: base)
            let height = (size * factor).rounded()
            let baseline = CardLayout.baseline(top: y, height: height, size: size)
            let start = x + max(0, width - line.width) * alignment
            drawLine(line, x: start, baseline: baseline)
            y += height
        }
    }

    private mutating func drawLine(_ line: FlowLine, x: Double, baseline: Double) {
        var run: (piece: InlinePiece, x: Double, width: Double)?
        for (piece, offset) in line.pieces {
            if let current = run, current.piece.sharesRun(with: piece) {
                run?.piece.text += piece.text
                run?.piece.trailing = piece.trailing
                run?.width += piece.width
                continue
            }
            if let current = run {
                drawRun(current.piece, x: current.x, width: current.width, baseline: baseline)
            }
            run = (piece, x + offset, piece.width)
        }
        if let current = run {
            drawRun(current.piece, x: current.x, width: current.width, baseline: baseline)
        }
    }

    /// One run: its chip or box, underline and strike line, then its text.
    private mutating func drawRun(_ piece: InlinePiece, x: Double, width: Double, baseline: Double)
    {
        let text = piece.text
        let size = piece.size
        let base = baseline - piece.rise
        switch piece.decoration {
        case .none: break
        case .chip(let color):
            scene.fill(x, base - size * 1.0, width, size * 1.32, color, radius: 3)
        case .box(let color):
            scene.items.append(
                .rect(
                    x: x, y: base - size * 1.05, width: width, height: size * 1.42, fill: "none",
                    stroke: color, radius: 3, dashed: true))
        }
        let thickness = max(1, (size / 15).rounded())
        if piece.isUnderlined { scene.fill(x, base + size * 0.12, width, thickness, piece.fill) }
        if piece.isStruck { scene.fill(x, base - size * 0.3, width, thickness, piece.fill) }
        guard text.contains(where: { $0 != " " }) else { return }
        scene.text(
            TextRun(
                text: text, x: x + piece.leading, baseline: base, face: piece.face, size: size,
                fill: piece.fill, width: width - piece.leading - piece.trailing))
    }
}
