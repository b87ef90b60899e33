// The fast path for a table growing row by row. A row being typed is held back until its line
// end (TailHealer); when it ends, the full update parsed the whole table again, so a table of
// a few hundred rows cost milliseconds per row. But a body row's cells depend only on its own
// line and the delimiter row (which sets the columns and their alignments): so the rows a
// chunk completes are parsed after a delimiter row alone, and appended to the table in the
// tail.
//
// It applies when the table is the tail's deepest last block (at the top level, or the last
// block of quotes and list items), the rows in it end where the chunk's first line starts (the
// row being typed was held back, or the text ended with a line end), and every line the chunk
// completes starts with what the delimiter row starts with (the containers' markers and
// indentation; nothing at the top level) and then `|`: such a line continues every container
// as the delimiter row did, and neither ends the table nor starts another block. Healing must
// leave the new rows as they are: the inline healer starts clean at a row when nothing was
// left open before it (the last full update healed nothing), so it is asked about the new
// rows alone; if it would change them, the chunk goes to the full update. A row after them,
// still being typed, is held back as the full update would hold it back.
import MarkdownModel
import MarkdownParsing

/// A table that is the tail's deepest last block, as the last full update left it.
struct OpenTable: Sendable {
    /// Where its delimiter row's cells start (after `prefix`) and end (before its line end).
    var delimiter: Range<Int>
    /// What every row of the table starts with before its `|`: the bytes (spaces and quote
    /// markers) the delimiter row starts with.
    var prefix: [UInt8]
    /// Where the rows the tail holds end: the start of a row held back, or the end of the text.
    var rowsEnd: Int

    /// The table the tail ends in, when the tail is one block, the table or the quote or list
    /// it is the deepest last block of, and the healed text is the source up to the end of its
    /// rows, less a row or the row's markers held back whole.
    static func at(_ blocks: [Block], source: [UInt8], healed: [UInt8], boundary: Int, lines: SourceLines) -> OpenTable? {
        // NB: the delimiter row is found from the table's end, one line a row: the table's
        // start is its paragraph's, which may hold lines before the header (cmark-gfm makes
        // them a paragraph of their own).
        guard blocks.count == 1, case .table(let table)? = FastAppend.deepestLastBlock(blocks), let firstLine = table.range?.startLine,
              let lastLine = table.range?.endLine, case let line = lastLine - table.rows.count - 1, line >= firstLine, lines.count >= line + 2 else { return nil }
        let headerStart = lines.offset(ofLine: line)
        // NB: the rows are parsed without the text before the table: it must hold no link
        // definition they could use and no footnote reference numbered before theirs.
        guard headerStart >= boundary else { return nil }
        let before = source[boundary..<headerStart]
        guard !LinePatterns.mayHoldDefinition(before), !CarriedFootnotes.mayReferToFootnote(before) else { return nil }
        let rowsEnd = boundary + healed.count
        guard rowsEnd <= source.count, healed.isSame(as: source[boundary..<rowsEnd]), rowsEnd > 0, source[rowsEnd - 1] == 0x0A,
              !source[rowsEnd...].contains(0x0A) else { return nil }
        // The rows end on the table's last line (not after a blank line, which ended it: a
        // `|` line then begins a paragraph).
        guard lines.line(containing: rowsEnd - 1) == lastLine else { return nil }
        let delimiterStart = lines.offset(ofLine: line + 1)
        let delimiterEnd = lines.offset(ofLine: line + 2) - 1
        guard delimiterEnd < rowsEnd, source[delimiterEnd] == 0x0A else { return nil }
        let prefix = source[delimiterStart..<delimiterEnd].prefix { $0 == 0x20 || $0 == UInt8(ascii: ">") }
        // NB: its markers are the quotes around the table, each continued (a lazy line would
        // leave them); no more, no fewer.
        guard prefix.count(where: { $0 == UInt8(ascii: ">") }) == Self.quotes(around: blocks) else { return nil }
        let open = OpenTable(delimiter: prefix.endIndex..<delimiterEnd, prefix: Array(prefix), rowsEnd: rowsEnd)
        // A row or its markers held back whole, or nothing.
        guard rowsEnd == source.count || open.heldBack(source[rowsEnd...]) != nil else { return nil }
        return open
    }

    /// How many quotes hold the deepest last block of `blocks`.
    private static func quotes(around blocks: [Block]) -> Int {
        switch blocks.last {
        case .blockQuote(let quote)?: 1 + quotes(around: quote.blocks)
        case .list(let list)?: quotes(around: list.items.last?.blocks ?? [])
        default: 0
        }
    }

    /// What the full update holds back of `line`, the table's last line so far, still being
    /// typed: a row (its prefix and `|` have come) until its line end; part of its prefix
    /// (markers or spaces, which show nothing yet) until the next chunk (`.again`); nil when
    /// it must be parsed (anything else may be another block).
    func heldBack(_ line: ArraySlice<UInt8>) -> HeldBackRow? {
        if line.count > prefix.count {
            return line.starts(with: prefix) && line[line.startIndex + prefix.count] == UInt8(ascii: "|") ? .row : nil
        }
        return !line.isEmpty && line.elementsEqual(prefix.prefix(line.count)) ? .again : nil
    }

    /// What a row being typed is held back as (see `heldBack`).
    enum HeldBackRow { case row, again }
}

extension FastAppend {
    /// Appends the rows the chunk completes (the last bytes of `source`, continuing the line at
    /// `lineStart`) to the table `open`, the tail's deepest last block; nil, with `blocks`
    /// untouched, when the chunk must go to the full update. Otherwise whether rows were
    /// added, and what is held back after them: `.line` for a row still being typed.
    static func tableRows(_ source: [UInt8], chunkStart: Int, lineStart: Int, open: inout OpenTable,
                          parser: MarkdownParser, to blocks: inout [Block]) -> (added: Bool, heldBack: HeldBack?)? {
        guard lineStart == open.rowsEnd, let table = lastTable(in: blocks) else { return nil }
        let lastLineFeed = source[chunkStart...].lastIndex(of: 0x0A)
        let rows = source[lineStart..<(lastLineFeed.map { $0 + 1 } ?? lineStart)]
        let rest = source[rows.endIndex...]
        guard !rows.contains(0x0D), !rest.contains(0x0D) else { return nil }
        var restHeldBack: HeldBack?
        if !rest.isEmpty {
            guard let held = open.heldBack(rest) else { return nil }
            restHeldBack = held == .row ? .line : nil
        }
        // A row begun: held back, as the full update would.
        guard let lastLineFeed else { return (false, restHeldBack) }
        guard let added = parsedRows(rows, of: table, open: open, source: source, parser: parser) else { return nil }
        _ = changingDeepestLast(in: &blocks) { block in
            guard case .table(var grown) = block else { return false }
            block = .thematicBreak(ThematicBreak())   // NB: so the rows are not shared while they grow
            grown.rows += added
            block = .table(grown)
            return true
        }
        open.rowsEnd = lastLineFeed + 1
        return (true, restHeldBack)
    }

    /// The body rows of `rows` (whole lines of `source`, each ending in a line feed), parsed
    /// after `open`'s delimiter row alone; nil when a line does not start with the table's
    /// prefix and `|`, healing would change them, or they may refer to a footnote (parsed
    /// alone, its number and the tail's footnotes would not be the whole tail's).
    static func parsedRows(_ rows: ArraySlice<UInt8>, of table: Table, open: OpenTable, source: [UInt8],
                           parser: MarkdownParser) -> [TableRow]? {
        guard !CarriedFootnotes.mayReferToFootnote(rows) else { return nil }
        // A header of as many cells as the table's, and its delimiter row.
        var text = Array(repeating: Array("|x".utf8), count: table.alignments.count).flatMap { $0 } + Array("|\n".utf8)
        text += source[open.delimiter]
        text.append(0x0A)
        let bodyStart = text.count
        var start = rows.startIndex
        while start < rows.endIndex {
            let end = rows[start...].firstIndex(of: 0x0A)! + 1
            guard open.heldBack(rows[start..<end]) == .row else { return nil }
            text += rows[(start + open.prefix.count)..<end]
            start = end
        }
        guard InlineHealer.heal(Array(text[bodyStart...])).bytes.isSame(as: text[bodyStart...]) else { return nil }
        let parsed = text.withUnsafeBufferPointer { parser.parse(utf8: $0) }
        guard parsed.blocks.count == 1, case .table(let added) = parsed.blocks[0], added.alignments == table.alignments
        else { return nil }
        return added.rows
    }
}
