// The fast path of streaming: most chunks are a few letters added to the last word of the
// last line. When such a chunk cannot change the structure of anything before it, it is
// appended to the deepest last text of the provisional tail instead of re-parsing the tail.
//
// A chunk qualifies when it holds no byte that means something to markdown (newlines,
// delimiters, brackets, `<`, `&`, `:`, `#`, `|`, `@`, ...) and no split UTF-8 sequence; the
// text before it ends in a plain non-space character (so no delimiter run changes its
// flanking and no trailing space is being trimmed); and the last parse was not healed (healing
// would have to run again). Anything else, or a tail whose last inline is not plain text or
// code, takes the full path. Only the provisional tail is touched: blocks are committed only
// by full parses, and finish() parses everything once.
import MarkdownModel

enum FastAppend {
    /// Bytes that never take the fast path, inside a chunk or as the byte before it.
    private static let special: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\n\r\t *_~`[]()!<>&\\|#:@=-+.\"'".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// Whether `chunk`, following `previous`, can only extend the last text.
    static func qualifies(_ chunk: [UInt8], after previous: UInt8?) -> Bool {
        guard let previous, !special[Int(previous)], previous & 0xC0 != 0xC0,
              let first = chunk.first, first & 0xC0 != 0x80 else { return false }
        for byte in chunk where byte < 0x80 && special[Int(byte)] && byte != 0x20 {
            return false
        }
        return UTF8Boundary.completePrefixLength(chunk[...]) == chunk.count
    }

    /// The tail with `text` appended to its deepest last text, or nil when that is not plain.
    static func appending(_ text: String, to blocks: [Block]) -> [Block]? {
        guard let last = blocks.last, let updated = appending(text, to: last) else { return nil }
        var result = blocks
        result[result.count - 1] = updated
        return result
    }

    private static func appending(_ text: String, to block: Block) -> Block? {
        switch block {
        case .paragraph(var p):
            guard let inlines = appending(text, to: p.inlines) else { return nil }
            p.inlines = inlines
            return .paragraph(p)
        case .heading(var h):
            guard h.style == .atx, let inlines = appending(text, to: h.inlines) else { return nil }
            h.inlines = inlines
            return .heading(h)
        case .codeBlock(var c):
            c.code = insertBeforeFinalNewline(text, in: c.code)
            return .codeBlock(c)
        case .htmlBlock(var h):
            h.html = insertBeforeFinalNewline(text, in: h.html)
            return .htmlBlock(h)
        case .blockQuote(var q):
            guard let blocks = appending(text, to: q.blocks) else { return nil }
            q.blocks = blocks
            return .blockQuote(q)
        case .list(var l):
            guard var item = l.items.last, let blocks = appending(text, to: item.blocks) else { return nil }
            item.blocks = blocks
            l.items[l.items.count - 1] = item
            return .list(l)
        case .table(var t):
            guard var row = t.rows.last ?? Optional(t.header), var cell = row.cells.last,
                  let inlines = appending(text, to: cell.inlines) else { return nil }
            cell.inlines = inlines
            row.cells[row.cells.count - 1] = cell
            if t.rows.isEmpty { t.header = row } else { t.rows[t.rows.count - 1] = row }
            return .table(t)
        case .thematicBreak, .footnoteDefinition:
            return nil
        }
    }

    private static func appending(_ text: String, to inlines: [Inline]) -> [Inline]? {
        guard case .text(let last)? = inlines.last else { return nil }
        var result = inlines
        result[result.count - 1] = .text(last + text)
        return result
    }

    private static func insertBeforeFinalNewline(_ text: String, in string: String) -> String {
        guard string.hasSuffix("\n") else { return string + text }
        return String(string.dropLast()) + text + "\n"
    }
}
