import MarkdownModel
import Theming

extension ANSIRenderer {
    /// A table drawn with box characters; columns fitted to the width (cells wrap, alignment
    /// kept, header styled). Too narrow for a grid, each row is listed as `header: value`.
    /// A table growing in live frames is drawn from the last frame's rows (TableMemo).
    func table(_ table: Table, context: BlockContext, into writer: inout TerminalWriter) {
        if writer.keepsMemos, memoizedTable(table, context: context, into: &writer) { return }
        for line in tableLines(table, context: context) { writer.emit(line) }
    }

    /// What a table's layout starts from: its cells as spans, and how wide each column wants
    /// to be (its widest cell on one line) and must be (its longest word).
    struct TableCells {
        let columns: Int
        let base: TextStyle
        let header: [[Span]]
        var natural: [Int]
        var minimum: [Int]

        init(_ table: Table, context: BlockContext, styles: ANSIStyles, renderer: ANSIRenderer) {
            base = styles.text(.table, over: context.base)
            // NB: a loop, not `rows.map(\.cells.count)`: that key path is projected at run time,
            // and a live frame makes this for every row of a growing table.
            var widest = max(table.alignments.count, table.header.cells.count)
            for row in table.rows { widest = max(widest, row.cells.count) }
            columns = widest
            header = renderer.cells(of: table.header, columns: columns, style: styles.text(.tableHeader, over: base))
            natural = header.map { StyledLine($0).width }
            minimum = header.map(TableLayout.longestWord)
        }

        /// The columns of a table laid out before, as wide as its rows so far wanted (for the
        /// rows a live frame adds to it: TableSplice.swift).
        init(columns: Int, base: TextStyle, natural: [Int], minimum: [Int]) {
            (self.columns, self.base, header) = (columns, base, [])
            (self.natural, self.minimum) = (natural, minimum)
        }

        /// Takes a body row's cells into the columns' widths.
        mutating func measure(_ row: [[Span]]) {
            for (column, cell) in row.enumerated() {
                natural[column] = max(natural[column], StyledLine(cell).width)
                minimum[column] = max(minimum[column], TableLayout.longestWord(cell))
            }
        }

        /// The grid's column widths, nil when the columns do not fit (then rows are stacked).
        func widths(width: Int) -> [Int]? {
            TableLayout.widths(natural: natural, minimum: minimum, available: width - TableLayout.chrome(columns: columns))
        }
    }

    func tableGrid(_ table: Table, widths: [Int]) -> TableGrid {
        TableGrid(widths: widths, alignments: table.alignments, border: TextStyle(foreground: styles.style(.table).borderColor))
    }

    private func tableLines(_ table: Table, context: BlockContext) -> [StyledLine] {
        var cells = TableCells(table, context: context, styles: styles, renderer: self)
        let body = table.rows.map { self.cells(of: $0, columns: cells.columns, style: cells.base) }
        for row in body { cells.measure(row) }
        guard let widths = cells.widths(width: context.width) else {
            return stacked(header: cells.header, body: body, context: context)
        }
        let grid = tableGrid(table, widths: widths)
        var out = [grid.rule(.top)]
        out += grid.row(cells.header)
        out.append(grid.rule(.middle))
        for row in body { out += grid.row(row) }
        out.append(grid.rule(.bottom))
        return out
    }

    /// A row's cells as spans, padded with empty cells to `columns`.
    func cells(of row: TableRow, columns: Int, style: TextStyle) -> [[Span]] {
        var out = row.cells.prefix(columns).map { inlineSpans($0.inlines, style: style) }
        while out.count < columns { out.append([]) }
        return out
    }

    /// Each row as `header: value` lines, rows apart by a rule: for terminals too narrow.
    private func stacked(header: [[Span]], body: [[[Span]]], context: BlockContext) -> [StyledLine]
    {
        let border = TextStyle(foreground: styles.style(.table).borderColor)
        let rule = StyledLine([
            Span(StyledLine.repeating("─", count: context.width), style: border)
        ])
        var out: [StyledLine] = []
        for (index, row) in body.enumerated() {
            if index > 0 { out.append(rule) }
            for (column, cell) in row.enumerated() {
                let label = header[column].isEmpty ? [] : header[column] + [Span(": ")]
                out += LineWrapper(
                    width: context.width, firstPrefix: [],
                    continuationPrefix: [Span("  ")]
                ).wrap(label + cell)
            }
        }
        if body.isEmpty {
            out = LineWrapper(width: context.width).wrap(header.flatMap { $0 + [Span("  ")] })
        }
        return out
    }
}

/// Draws a table's rules and rows for fixed column widths.
struct TableGrid {
    enum Rule { case top, middle, bottom }

    let widths: [Int]
    let alignments: [Table.Alignment]
    let border: TextStyle

    func rule(_ kind: Rule) -> StyledLine {
        let (left, cross, right): (String, String, String) =
            switch kind {
            case .top: ("┌", "┬", "┐")
            case .middle: ("├", "┼", "┤")
            case .bottom: ("└", "┴", "┘")
            }
        let inner = widths.map { StyledLine.repeating("─", count: $0 + 2) }.joined(separator: cross)
        return StyledLine([Span(left + inner + right, style: border)])
    }

    /// One table row, as many lines as its tallest wrapped cell.
    func row(_ cells: [[Span]]) -> [StyledLine] {
        let wrapped = cells.enumerated().map { column, spans in
            LineWrapper(width: widths[column]).wrap(spans)
        }
        let height = wrapped.map(\.count).max() ?? 1
        return (0..<height).map { index in
            var line = StyledLine([Span("│ ", style: border)])
            for (column, lines) in wrapped.enumerated() {
                let text = index < lines.count ? lines[index] : StyledLine()
                line.append(contentsOf: text.aligned(alignment(column), in: widths[column]).spans)
                line.append(Span(column == wrapped.count - 1 ? " │" : " │ ", style: border))
            }
            return line
        }
    }

    private func alignment(_ column: Int) -> HorizontalAlignment {
        guard column < alignments.count else { return .left }
        switch alignments[column] {
        case .none, .left: return .left
        case .center: return .center
        case .right: return .right
        }
    }
}
