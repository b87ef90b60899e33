// Lists and block quotes. A list item is its marker (bullet by level, number right-aligned
// in the marker column, or a drawn task box) beside its blocks, laid out in a frame narrowed
// by the marker column; the marker sits on the baseline of the item's first line. A quote is
// its blocks in the quote colour, indented past a bar as tall as they are.

import MarkdownModel

extension CardLayout {
    mutating func list(_ list: List, in frame: Frame) {
        listDepth += 1
        defer { listDepth -= 1 }
        let gap = list.isTight ? 4 : (frame.size * 0.5).rounded()
        for (index, item) in list.items.enumerated() {
            if index > 0 { y += gap }
            let marker: String
            switch list.kind {
            case .bullet: marker = ["•", "◦", "▪"][(listDepth - 1) % 3]
            case .ordered(let start, let delimiter):
                marker = "\(start &+ index)\(delimiter.rawValue)"
            }
            self.item(
                marker: marker, checkbox: item.checkbox, blocks: item.blocks, in: frame, gap: gap)
        }
    }

    /// One item: marker in a column of its own, blocks beside it.
    mutating func item(
        marker: String, checkbox: ListItem.Checkbox?, blocks: [Block], in frame: Frame, gap: Double
    ) {
        let column = (frame.size * 1.6).rounded()
        var inner = frame.narrowed(by: column)
        let top = y
        let baseline = CardLayout.baseline(
            top: top, height: (frame.size * 1.5).rounded(), size: frame.size)
        if let checkbox {
            taskBox(checkbox, x: inner.x, baseline: baseline, size: frame.size)
            inner = inner.narrowed(by: (frame.size * 1.4).rounded())
        } else {
            let width = fonts.width(marker, face: .regular, size: frame.size)
            let isBullet = marker.count == 1
            let x = max(frame.x, isBullet ? frame.x + (column - width) / 2 : inner.x - 6 - width)
            scene.text(
                TextRun(
                    text: marker, x: x, baseline: baseline, face: .regular, size: frame.size,
                    fill: isBullet ? palette.muted : frame.fill, width: width))
        }
        self.blocks(blocks, in: inner, gap: gap)
        if y == top { y += (frame.size * 1.5).rounded() }
    }

    private mutating func taskBox(
        _ checkbox: ListItem.Checkbox, x: Double, baseline: Double, size: Double
    ) {
        let side = (size * 0.9).rounded()
        let top = baseline - side + 1
        switch checkbox {
        case .unchecked:
            scene.items.append(
                .rect(
                    x: x + 0.5, y: top + 0.5, width: side - 1, height: side - 1,
                    fill: palette.background,
                    stroke: palette.muted, radius: 3, dashed: false))
        case .checked:
            scene.fill(x, top, side, side, palette.accent, radius: 3)
            let n = SVGCanvas.number
            let path =
                "M\(n(x + side * 0.22)) \(n(top + side * 0.52))L\(n(x + side * 0.42)) \(n(top + side * 0.72))L\(n(x + side * 0.78)) \(n(top + side * 0.3))"
            scene.items.append(
                .stroke(path: path, color: palette.background, width: max(1.5, side / 8)))
        }
    }

    mutating func blockQuote(_ quote: BlockQuote, in frame: Frame) {
        let bar = 4.0
        let indent = (frame.size * 1.1).rounded()
        var inner = frame.narrowed(by: indent)
        inner.fill = palette.quote
        let top = y
        blocks(quote.blocks, in: inner)
        scene.fill(frame.x, top, bar, max(0, y - top), palette.quoteBar, radius: 1)
    }
}
