// Tables fitted to the column: each column wants its widest cell on one line (natural) and
// needs at least its longest word (minimum). When the naturals fit they are used; otherwise
// every column gets its minimum and the rest of the width is shared in proportion to what
// each still wants; when even the minimums do not fit they shrink in proportion and long
// words are cut. Cells wrap at their column's width; a row is as tall as its tallest cell.
// When even the longest words of the columns do not fit side by side, the table is drawn as
// records instead, one `header: value` line a cell, as the terminal renderer does.

import MarkdownModel

extension CardLayout {

    mutating func table(_ table: Table, in frame: Frame) {
        let columns = max(
            table.alignments.count, ([table.header] + table.rows).map(\.cells.count).max() ?? 0)
        guard columns > 0 else { return }
        let rows = [table.header] + table.rows
        let padding = max(3, min(10, (frame.width / Double(columns) / 6).rounded()))
        let (natural, minimum) = columnMeasures(
            rows, columns: columns, size: frame.size, padding: padding)
        if minimum.reduce(0, +) > frame.width { return records(table, columns: columns, in: frame) }
        let widths = CardLayout.columnWidths(
            natural: natural, minimum: minimum, available: frame.width)
        let top = y
        for (index, row) in rows.enumerated() {
            tableRow(
                row, index: index, widths: widths, padding: padding, alignments: table.alignments,
                in: frame)
        }
        gridLines(widths, x: frame.x, top: top)
    }

    /// One row: a stripe under the header and every other body row, cells wrapped in their
    /// columns and aligned, a rule above.
    private mutating func tableRow(
        _ row: TableRow, index: Int, widths: [Double], padding: Double,
        alignments: [Table.Alignment],
        in frame: Frame
    ) {
        let rowTop = y
        let flows = cellFlows(
            row, columns: widths.count, widths: widths, isHeader: index == 0, size: frame.size,
            padding: padding)
        let lineHeight = (frame.size * 1.5).rounded()
        let height = Double(flows.map(\.count).max() ?? 1) * lineHeight + 12
        if index % 2 == 0 {
            scene.fill(frame.x, rowTop, widths.reduce(0, +), height, palette.stripe)
        }
        var x = frame.x
        for (column, lines) in flows.enumerated() {
            y = rowTop + 6
            draw(
                lines, x: x + padding, width: widths[column] - 2 * padding,
                base: frame.size, factor: 1.5, alignment: CardLayout.alignment(alignments, column))
            x += widths[column]
        }
        y = rowTop + height
        if index > 0 {
            scene.items.append(
                .line(x1: frame.x, y1: rowTop, x2: x, y2: rowTop, stroke: palette.border, width: 1))
        }
    }

    private mutating func gridLines(_ widths: [Double], x: Double, top: Double) {
        let total = widths.reduce(0, +)
        scene.items.append(
            .rect(
                x: x + 0.5, y: top + 0.5, width: total - 1, height: y - top - 1, fill: "none",
                stroke: palette.border, radius: 0, dashed: false))
        var edge = x
        for width in widths.dropLast() {
            edge += width
            scene.items.append(
                .line(x1: edge, y1: top, x2: edge, y2: y, stroke: palette.border, width: 1))
        }
    }

    private static func alignment(_ alignments: [Table.Alignment], _ column: Int) -> Double {
        guard column < alignments.count else { return 0 }
        switch alignments[column] {
        case .none, .left: return 0
        case .center: return 0.5
        case .right: return 1
        }
    }

    private func cellFlows(
        _ row: TableRow, columns: Int, widths: [Double], isHeader: Bool, size: Double,
        padding: Double
    ) -> [[FlowLine]] {
        (0..<columns).map { column in
            let flow = flowOf(
                column < row.cells.count ? row.cells[column].inlines : [], isHeader: isHeader,
                size: size)
            return flow.lines(width: widths[column] - 2 * padding)
        }
    }

    private func flowOf(_ inlines: [Inline], isHeader: Bool, size: Double) -> InlineFlow {
        var flow = InlineFlow(fonts: fonts, palette: palette)
        flow.add(
            inlines,
            look: InlineFlow.Look(
                bold: isHeader, fill: isHeader ? palette.strong : palette.text, size: size))
        return flow
    }

    /// Each column's width on one line and its longest word, padding included.
    private func columnMeasures(_ rows: [TableRow], columns: Int, size: Double, padding: Double)
        -> ([Double], [Double])
    {
        var natural = [Double](repeating: 0, count: columns)
        var minimum = [Double](repeating: 0, count: columns)
        for (index, row) in rows.enumerated() {
            for (column, cell) in row.cells.prefix(columns).enumerated() {
                let pieces = flowOf(cell.inlines, isHeader: index == 0, size: size).pieces
                natural[column] = max(natural[column], pieces.reduce(0) { $0 + $1.width })
                let longest = pieces.filter { $0.kind == .word }.map(\.width).max() ?? 0
                minimum[column] = max(minimum[column], min(longest, 160))
            }
        }
        return (natural.map { $0 + 2 * padding + 1 }, minimum.map { $0 + 2 * padding + 1 })
    }

    /// Column widths that add up to at most `available`: the naturals when they fit, else the
    /// minimums plus the spare width shared in proportion to what each column still wants.
    private static func columnWidths(natural: [Double], minimum: [Double], available: Double)
        -> [Double]
    {
        if natural.reduce(0, +) <= available { return natural }
        let minimumTotal = minimum.reduce(0, +)
        if minimumTotal >= available {
            return minimum.map { ($0 * available / minimumTotal).rounded(.down) }
        }
        let wants = zip(natural, minimum).map { $0 - $1 }
        let wantTotal = max(1, wants.reduce(0, +))
        let spare = available - minimumTotal
        return zip(minimum, wants).map { ($0 + $1 * spare / wantTotal).rounded(.down) }
    }

    /// The table as records: per body row, one `header: value` paragraph a cell, rows
    /// separated by rules.
    private mutating func records(_ table: Table, columns: Int, in frame: Frame) {
        for (index, row) in table.rows.enumerated() {
            if index > 0 { y += 8 }
            scene.items.append(
                .line(
                    x1: frame.x, y1: y, x2: frame.x + frame.width, y2: y, stroke: palette.border,
                    width: 1))
            y += 8
            for column in 0..<columns {
                let header =
                    column < table.header.cells.count ? table.header.cells[column].inlines : []
                let value = column < row.cells.count ? row.cells[column].inlines : []
                inlines([.strong(header), .text(": ")] + value, in: frame)
            }
        }
    }
}
