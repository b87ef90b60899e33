// The last table of a live frame. An agent's table grows a row at a time, and laying out all
// of it for every frame made a frame of a 600-row table cost milliseconds. A body row's lines
// depend on its cells and the grid's column widths; the widths depend on every row, but only
// through each column's widest cell and longest word, which rows added at the end can only
// raise. So the memo keeps, for the rows laid out, those two maxima and each row's encoded
// lines: when a frame's table is the last one's with rows added and the widths come out the
// same, the kept rows are copied and only the new ones laid out. A wider column lays out
// every row again.
//
// Like the other frame memos (EncodedLines.swift), the lines are encoded each from a reset
// state, so their bytes depend on their cells and on the gutters in force, part of the key.
import MarkdownModel

/// What the terminal renderer made of the last table of a series of frames.
struct TableMemo: Sendable {
    /// What the rows' lines depend on besides the rows.
    struct Key: Equatable, Sendable {
        var context: BlockContext
        var gutters: [TerminalWriter.GutterState]
        var margin: Int
        var alignments: [Table.Alignment]
        var header: TableRow
        var columns: Int
    }

    let key: Key
    /// The body rows taken in so far, and the columns' widths wanted with them.
    private(set) var rows: [TableRow] = []
    var natural: [Int]
    var minimum: [Int]
    /// The column widths the kept lines were laid out for, and per row its lines.
    var widths: [Int] = []
    var lines = EncodedLines<Int>()
    /// Where the rows' lines ended in the frame (before the bottom rule), and how the frame
    /// ended (TableSplice.swift).
    var rowsEnd = 0
    var ending = FrameEnding()

    init(key: Key, natural: [Int], minimum: [Int]) {
        self.key = key
        self.natural = natural
        self.minimum = minimum
    }

    /// Whether `rows` starts with the rows taken in so far (rows only grow at the end).
    func isContinued(by rows: [TableRow]) -> Bool {
        // NB: rows carried over from the last frame share their cells' storage, so each
        // comparison is a pointer check.
        self.rows.count <= rows.count && rows[..<self.rows.count].elementsEqual(self.rows)
    }

    mutating func take(_ row: TableRow) {
        rows.append(row)
    }
}

extension ANSIRenderer {
    /// A table of a live frame drawn from the last frame's rows when they still stand; false
    /// (nothing emitted) when the memo cannot serve: no grid fits, or lines are not reusable.
    func memoizedTable(_ table: Table, context: BlockContext, into writer: inout TerminalWriter) -> Bool {
        writer.flushSeparator()
        guard writer.emitsReusableLines else { return false }
        var cells = TableCells(table, context: context, styles: styles, renderer: self)
        let key = TableMemo.Key(context: context, gutters: writer.gutterStates, margin: writer.marginWidth,
                                alignments: table.alignments, header: table.header, columns: cells.columns)
        var memo = TableMemo(key: key, natural: cells.natural, minimum: cells.minimum)
        if let old = writer.table, old.key == key, old.isContinued(by: table.rows) {
            memo = old
            writer.table = nil   // NB: so the memo is not shared while it changes
        }
        let kept = memo.lines.count
        let added = table.rows[memo.rows.count...].map { self.cells(of: $0, columns: cells.columns, style: cells.base) }
        cells.natural = memo.natural
        cells.minimum = memo.minimum
        for row in added { cells.measure(row) }
        guard let widths = cells.widths(width: context.width) else { return false }
        var fresh: [[[Span]]] = []
        if widths != memo.widths {
            // The grid changed: every row is laid out again.
            fresh = table.rows[..<kept].map { self.cells(of: $0, columns: cells.columns, style: cells.base) }
            memo.lines.keepFirst(0)
            memo.widths = widths
        }
        let grid = tableGrid(table, widths: widths)
        writer.emit(grid.rule(.top))
        for line in grid.row(cells.header) { writer.emit(line) }
        writer.emit(grid.rule(.middle))
        writer.appendEncoded(memo.lines)
        writer.finishTable(table, drawing: fresh + added, grid: grid, wants: (cells.natural, cells.minimum), memo: &memo)
        return true
    }
}
