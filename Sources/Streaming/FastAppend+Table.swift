// The fast path for a table growing row by row. A row being typed is held back until its line
// end (TailHealer); when it ends, the full update parsed the whole table again, so a table of
// a few hundred rows cost milliseconds per row. But a body row's cells depend only on its own
// line and the header (which sets the column count): so the rows a chunk completes are parsed
// with the header and delimiter lines alone, and appended to the table in the tail.
//
// It applies when the table is the tail's only block, the rows in it end where the chunk's
// first line starts (the row being typed was held back, or the text ended with a line end),
// and every line the chunk completes starts with `|`, so none can end the table or start
// another block. Healing must leave the new rows as they are: the inline healer starts clean
// at a `|` line when nothing was left open before it (the last full update healed nothing),
// so it is asked about the new rows alone; if it would change them, the chunk goes to the
// full update. A `|` line after them, still being typed, is held back as the full update
// would hold it back.
import MarkdownModel
import MarkdownParsing

/// A table that is the whole tail, as the last full update left it.
struct OpenTable: Sendable {
    /// Where its header line starts and its body starts (after the delimiter line).
    var headerStart: Int
    var bodyStart: Int
    /// Where the rows the tail holds end: the start of a row held back, or the end of the text.
    var rowsEnd: Int

    /// The table the tail ends in, when it is the tail's only block and the healed text is
    /// the source up to the end of its rows, less a `|` line held back whole.
    static func at(_ blocks: [Block], source: [UInt8], healed: [UInt8], boundary: Int, lines: SourceLines) -> OpenTable? {
        // NB: the table starts the tail: no definition its rows could use comes before it there.
        guard blocks.count == 1, case .table(let table) = blocks[0], let line = table.range?.startLine,
              lines.offset(ofLine: line) == boundary, lines.count >= line + 2 else { return nil }
        let rowsEnd = boundary + healed.count
        guard rowsEnd <= source.count, healed.isSame(as: source[boundary..<rowsEnd]) else { return nil }
        if rowsEnd == source.count {
            guard source.last == 0x0A else { return nil }
        } else {
            guard source[rowsEnd] == UInt8(ascii: "|"), rowsEnd == 0 || source[rowsEnd - 1] == 0x0A,
                  !source[rowsEnd...].contains(0x0A) else { return nil }
        }
        let bodyStart = lines.offset(ofLine: line + 2)
        guard bodyStart <= rowsEnd else { return nil }
        // NB: not after a blank line, which ended the table: a `|` line then begins a paragraph.
        let lastLineEnd = rowsEnd - 1
        guard !LinePatterns.isBlank(source[LinePatterns.lineStart(in: source, endingAt: lastLineEnd)..<lastLineEnd]) else { return nil }
        return OpenTable(headerStart: lines.offset(ofLine: line), bodyStart: bodyStart, rowsEnd: rowsEnd)
    }
}

extension FastAppend {
    /// Appends the rows the chunk completes (the last bytes of `source`, continuing the line at
    /// `lineStart`) to the table `open`, the tail's only block; nil, with `blocks` untouched,
    /// when the chunk must go to the full update. Otherwise whether rows were added, and what
    /// is held back after them: `.line` for a row still being typed.
    static func tableRows(_ source: [UInt8], chunkStart: Int, lineStart: Int, open: inout OpenTable,
                          parser: MarkdownParser, to blocks: inout [Block]) -> (added: Bool, heldBack: HeldBack?)? {
        guard lineStart == open.rowsEnd, blocks.count == 1, case .table(var table) = blocks[0] else { return nil }
        let lastLineFeed = source[chunkStart...].lastIndex(of: 0x0A)
        let rows = source[lineStart..<(lastLineFeed.map { $0 + 1 } ?? lineStart)]
        let rest = source[rows.endIndex...]
        guard !rows.contains(0x0D), !rest.contains(0x0D), rest.first == nil || rest.first == UInt8(ascii: "|") else { return nil }
        // A row begun: held back, as the full update would.
        guard let lastLineFeed else { return (false, .line) }
        guard let added = parsedRows(rows, of: table, open: open, source: source, parser: parser) else { return nil }
        blocks[0] = .thematicBreak(ThematicBreak())   // NB: so the rows are not shared while they grow
        table.rows += added
        blocks[0] = .table(table)
        open.rowsEnd = lastLineFeed + 1
        return (true, rest.isEmpty ? nil : HeldBack.line)
    }

    /// The body rows of `rows` (whole lines of `source`, each ending in a line feed), parsed
    /// with `table`'s header and delimiter lines alone; nil when a line does not start with
    /// `|` or healing would change them.
    static func parsedRows(_ rows: ArraySlice<UInt8>, of table: Table, open: OpenTable, source: [UInt8],
                           parser: MarkdownParser) -> [TableRow]? {
        var start = rows.startIndex
        while start < rows.endIndex {
            guard rows[start] == UInt8(ascii: "|") else { return nil }
            start = rows[start...].firstIndex(of: 0x0A)! + 1
        }
        let rowBytes = Array(rows)
        guard InlineHealer.heal(rowBytes).bytes == rowBytes else { return nil }
        let text = Array(source[open.headerStart..<open.bodyStart]) + rowBytes
        let parsed = text.withUnsafeBufferPointer { parser.parse(utf8: $0) }
        guard parsed.blocks.count == 1, case .table(let added) = parsed.blocks[0], added.alignments == table.alignments,
              added.header == table.header else { return nil }
        return added.rows
    }
}
