/// A GFM table: a header row, body rows, and one alignment per column.
public struct Table: Hashable, Sendable, Codable {
    /// How a column's cells are aligned.
    public enum Alignment: String, Hashable, Sendable, Codable {
        case none
        case left
        case center
        case right
    }

    /// One alignment per column.
    public var alignments: [Alignment]
    /// The header row.
    public var header: TableRow
    /// The body rows.
    public var rows: [TableRow]
    /// Where it stands in the source.
    public var range: SourceRange?

    /// Creates a table.
    public init(alignments: [Alignment], header: TableRow, rows: [TableRow], range: SourceRange? = nil) {
        self.alignments = alignments
        self.header = header
        self.rows = rows
        self.range = range
    }
}

/// A table row.
public struct TableRow: Hashable, Sendable, Codable {
    /// The cells, one per column.
    public var cells: [TableCell]

    /// Creates a row.
    public init(cells: [TableCell]) {
        self.cells = cells
    }
}

/// A table cell of inline content.
public struct TableCell: Hashable, Sendable, Codable {
    /// The cell's content.
    public var inlines: [Inline]

    /// Creates a cell.
    public init(inlines: [Inline]) {
        self.inlines = inlines
    }
}
