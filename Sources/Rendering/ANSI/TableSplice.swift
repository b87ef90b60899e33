// While a long table streams in, a live frame's tail is the whole table. The table memo
// (TableMemo.swift) copies the rows laid out before, but each frame still walks them and
// makes a String of every byte again, checking it as UTF-8: two thirds of the time a
// 3,000-row table took to stream. When the last frame ended with a table at the top, the new
// tail is that table with the same rows and more, and the column widths come out the same,
// the new frame is the last one up to the end of its rows, kept as it is, then the new rows
// and the bottom rule: the frame `renderString` makes of the grown table, byte for byte.
import MarkdownModel

extension ANSIRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the table it ended
    /// with grown to `table` (the tail's only block): the frame `renderString` would make of
    /// it. False, with `frame` as it was, when the last frame did not end with that table, or
    /// its header, alignments, columns, rows so far or column widths differ (then the caller
    /// renders the tail).
    public func appendRows(of table: Table, to frame: inout String, cache: inout FrameCache) -> Bool {
        guard var writer = cache.writer.take() else { return false }
        guard let grown = grownWidths(of: table, after: frame, in: writer) else {
            cache.writer = writer
            return false
        }
        writer.startNextFrame()
        guard var memo = writer.table.take() else {
            cache.writer = writer
            return false
        }
        let grid = tableGrid(table, widths: grown.widths)
        writer.frameBytesBefore = memo.rowsEnd
        writer.finishTable(table, drawing: grown.added, grid: grid, wants: (grown.natural, grown.minimum), memo: &memo)
        writer.splice(into: &frame)
        cache.writer = writer
        return true
    }

    /// The column widths of the last frame's table grown to `table`, when that frame,
    /// `previous`, ended with it and the new rows leave its columns as they were; with what
    /// the columns want now and the new rows' cells.
    private func grownWidths(of table: Table, after previous: String, in writer: TerminalWriter)
        -> (widths: [Int], natural: [Int], minimum: [Int], added: [[[Span]]])?
    {
        // NB: the memo read in place, not copied: a copy alive while it changes later would
        // make it copy its lines.
        // NB: a table at the top, in no gutters (one in a quote may end its frame too).
        guard let memo = writer.madeTable, !memo.rows.isEmpty, memo.key.gutters.isEmpty, memo.ending.isEnd(of: previous),
              memo.key.header == table.header, memo.key.alignments == table.alignments,
              memo.isContinued(by: table.rows) else { return nil }
        let base = styles.text(.table, over: memo.key.context.base)
        var cells = TableCells(columns: memo.key.columns, base: base, natural: memo.natural, minimum: memo.minimum)
        var added: [[[Span]]] = []
        for row in table.rows[memo.rows.count...] {
            guard row.cells.count <= memo.key.columns else { return nil }
            added.append(self.cells(of: row, columns: memo.key.columns, style: base))
            cells.measure(added[added.count - 1])
        }
        guard let widths = cells.widths(width: memo.key.context.width), widths == memo.widths else { return nil }
        return (widths, cells.natural, cells.minimum, added)
    }
}

extension TerminalWriter {
    /// Finishes a table laid out from `memo`: draws `rows` (the cells of its rows from the
    /// memo's lines on) into the memo's lines, notes where they end, draws the bottom rule,
    /// notes how the frame ends there, takes the rows and what the columns want into the memo
    /// and keeps it for the next frame.
    mutating func finishTable(_ table: Table, drawing rows: [[[Span]]], grid: TableGrid,
                              wants: (natural: [Int], minimum: [Int]), memo: inout TableMemo) {
        for row in rows {
            let made = recorded { writer in
                for line in grid.row(row) { writer.emit(line) }
            }
            memo.lines.append(memo.lines.count, made)
        }
        memo.rowsEnd = frameBytesBefore + encodedCount
        emit(grid.rule(.bottom))
        memo.ending = frameEnding(after: memo.rowsEnd) ?? FrameEnding()
        for row in table.rows[memo.rows.count...] { memo.take(row) }
        (memo.natural, memo.minimum) = wants
        madeTable = memo
    }
}
