// While a long table streams in, a live fragment's tail is the whole table, and rendering it
// again for every row made each frame cost the table (a 3,000-row table's frames passed 1 ms
// each). A body row's HTML depends on its cells and the column alignments only. So when the
// last frame ended with a table at the top and the new tail is that table with the same
// header and rows, and more after them, the new frame is the last one up to the end of its
// rows, kept as it is, then the new rows and the closing tags: the bytes `renderBytes(_:cache:)`
// makes of the grown table. (The frame still carries the whole table, as frames carry the
// tail; its String is the last one's, grown in place, not rendered and checked row by row
// again.)
import MarkdownModel

/// Where the last frame's table at the top ended its rows, and what they were.
struct LastTableRows: Sendable {
    var header: TableRow
    var alignments: [Table.Alignment]
    var rows: [TableRow]
    /// Where the rows end in the frame (before `</tbody>`), and how the frame ended.
    var rowsEnd: Int
    var ending = FrameEnding()
}

extension HTMLRenderer {
    /// Makes `frame`, the last frame rendered with `cache`, the one with the table it ended
    /// with grown to `table` (the tail's only block): the frame `renderBytes(_:cache:)` would
    /// make of it. False, with `frame` as it was, when the last frame did not end with that
    /// table, or its header, alignments or rows so far differ (then the caller renders the
    /// tail).
    public func appendRows(of table: Table, to frame: inout String, cache: inout FrameCache) -> Bool {
        // NB: rows carried over from the last frame share their cells' storage, so each
        // comparison is a pointer check.
        guard var tail = cache.tableTail.take() else { return false }
        guard tail.ending.isEnd(of: frame), tail.header == table.header, tail.alignments == table.alignments,
              table.rows.count >= tail.rows.count, table.rows[..<tail.rows.count].elementsEqual(tail.rows) else { return false }
        // NB: the memo's rows grow in an array of their own (taken out of the cache, so
        // uniquely referenced): one shared with the parser's table would be copied whole by the
        // parser's next row.
        var kept = tail.rows
        tail.rows = []
        let first = kept.count
        kept += table.rows[first...]
        cache.items.startFrame()
        var context = frameContext(capacity: 1024, cache: &cache)
        context.frameBytesBefore = tail.rowsEnd
        context.rows(of: table, from: first, keeping: kept)
        cache.keepMemos(of: context)
        context.writer.bytes.withUnsafeBufferPointer { FrameEnding.replaceEnd(of: &frame, keeping: tail.rowsEnd, with: $0) }
        return true
    }
}

extension HTMLContext {
    /// Notes where a table ends its rows (only in live frames). NB: one in a container is
    /// noted too, but the frame's ending then is not the one noted after the table.
    mutating func noteTableRows(of table: Table, rows: [TableRow]) {
        guard items != nil else { return }
        tableTail = LastTableRows(header: table.header, alignments: table.alignments, rows: rows,
                                  rowsEnd: frameBytesBefore + writer.bytes.count)
    }

    /// Notes how the frame ends after the table whose rows were noted.
    mutating func noteTableEnd() {
        guard let rowsEnd = tableTail?.rowsEnd, let ending = frameEnding(after: rowsEnd) else { return }
        tableTail?.ending = ending
    }
}
