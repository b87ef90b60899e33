// The fast path of streaming: most chunks add words to the last line of the last paragraph,
// or lines to an open code fence. When a chunk cannot change the structure of anything
// before it, it is appended to the deepest last text (or code) of the provisional tail
// instead of parsing the tail again, so its cost is O(chunk), not O(tail).
//
// A chunk qualifies for text when the last parse was not healed (healing would have to run
// again) and:
// - it holds no byte that opens or closes inline syntax (delimiters, brackets, backticks,
//   `<`, `&`, `\`, `|`, `#`, tabs, line ends) and no split UTF-8 sequence; the byte before it
//   is none of those either (so no delimiter run changes its flanking);
// - its line is already decided: it holds a letter, so the chunk cannot turn it into a list
//   item, heading, setext underline, thematic break or table delimiter row, and it does not
//   start with `[` (a link reference or footnote definition being typed);
// - the word it extends has no `:`, `@` or `www.` (an extended autolink may be forming).
// Spaces the parser trimmed from the end of the paragraph come back in front of the chunk,
// and the chunk's own trailing spaces are left out, as a parse would.
//
// Inside a code fence opened at the left margin, every chunk qualifies (line ends included)
// unless a line it touches starts with the fence character: that may be the closing fence.
// Only the provisional tail is touched: blocks are committed only by full parses, and
// finish() parses everything once.
import MarkdownModel

enum FastAppend {
    /// Bytes that never take the text fast path, inside a chunk or as the byte before it.
    private static let special: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "\n\r\t*_~`[]<&\\|#".utf8 { table[Int(byte)] = true }
        return table
    }()

    /// The tail with `chunk` (the last bytes of `source`) appended to its deepest last text,
    /// and that text when it went into inline content (not code); nil when the chunk must be
    /// parsed.
    static func text(_ source: [UInt8], chunkStart: Int, lineStart: Int, to blocks: [Block]) -> (blocks: [Block], inline: String?)? {
        guard chunkStart > 0, chunkStart < source.count, qualifies(source, chunkStart: chunkStart),
              isDecided(source[lineStart..<chunkStart]), !mayFormAutolink(source, chunkStart: chunkStart) else { return nil }
        var pending = chunkStart
        while pending > lineStart, source[pending - 1] == 0x20 { pending -= 1 }
        var end = source.count
        while end > chunkStart, source[end - 1] == 0x20 { end -= 1 }
        let inline = end == chunkStart ? "" : String(decoding: source[pending..<end], as: UTF8.self)
        let verbatim = String(decoding: source[chunkStart...], as: UTF8.self)
        var addition = Addition(inline: inline, verbatim: verbatim)
        guard let result = appending(&addition, to: blocks) else { return nil }
        return (result, addition.wentIntoInlines ? inline : nil)
    }

    /// Appends `chunk` (the last bytes of `source`) to the open code fence that ends the
    /// tail (the last block, which the parser saw open on `fenceLine`); false, with `blocks`
    /// untouched, when a line the chunk touches may close the fence.
    static func code(_ source: [UInt8], chunkStart: Int, lineStart: Int, fence: UInt8, openedOnLine fenceLine: Int,
                     to blocks: inout [Block]) -> Bool {
        guard chunkStart > 0, chunkStart < source.count, case .codeBlock(var block)? = blocks.last,
              block.range?.startLine == fenceLine,
              UTF8Boundary.completePrefixLength(source[chunkStart...]) == source.count - chunkStart,
              source[chunkStart] & 0xC0 != 0x80, !source[chunkStart...].contains(0x0D) else { return false }
        var start = lineStart
        for index in lineStart..<source.count where index == source.count - 1 || source[index] == 0x0A {
            if source[start...index].first(where: { $0 != 0x20 && $0 != 0x09 }) == fence { return false }
            start = index + 1
        }
        let lineWasOpen = source[chunkStart - 1] != 0x0A
        guard !lineWasOpen || block.code.hasSuffix("\n") else { return false }
        blocks[blocks.count - 1] = .thematicBreak(ThematicBreak())   // so the code string is not shared while it grows
        if lineWasOpen { block.code.removeLast() }
        block.code += String(decoding: source[chunkStart...], as: UTF8.self)
        if source.last != 0x0A { block.code += "\n" }
        blocks[blocks.count - 1] = .codeBlock(block)
        return true
    }

    /// The chunk and the byte before it hold nothing inline syntax could react to.
    private static func qualifies(_ source: [UInt8], chunkStart: Int) -> Bool {
        let previous = source[chunkStart - 1]
        guard !special[Int(previous)], previous & 0xC0 != 0xC0, source[chunkStart] & 0xC0 != 0x80 else { return false }
        for index in chunkStart..<source.count where special[Int(source[index])] { return false }
        return UTF8Boundary.completePrefixLength(source[chunkStart...]) == source.count - chunkStart
    }

    /// A line whose kind no more text can change: it holds a letter (so it is no marker,
    /// underline or delimiter row) and does not start a definition.
    private static func isDecided(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first(where: { $0 != 0x20 }), first != UInt8(ascii: "[") else { return false }
        return line.contains { ($0 | 0x20) >= UInt8(ascii: "a") && ($0 | 0x20) <= UInt8(ascii: "z") || $0 >= 0x80 }
    }

    /// Whether the words the chunk touches could be an extended autolink (`www.`, a scheme's
    /// `:`, an e-mail's `@`), whose extent depends on what follows.
    private static func mayFormAutolink(_ source: [UInt8], chunkStart: Int) -> Bool {
        var start = chunkStart
        while start > 0, source[start - 1] != 0x20, source[start - 1] != 0x0A { start -= 1 }
        for index in start..<source.count {
            let byte = source[index]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "@") { return true }
            if byte == UInt8(ascii: "."), index >= start + 3,
               source[(index - 3)..<index].elementsEqual("www".utf8, by: { ($0 | 0x20) == $1 }) { return true }
        }
        return false
    }

    /// Text for inline content (trailing spaces trimmed as a parse would) and for code.
    private struct Addition {
        var inline: String
        var verbatim: String
        /// Set when the text was added to inline content rather than code.
        var wentIntoInlines = false
    }

    private static func appending(_ addition: inout Addition, to blocks: [Block]) -> [Block]? {
        guard let last = blocks.last, let updated = appending(&addition, to: last) else { return nil }
        var result = blocks
        result[result.count - 1] = updated
        return result
    }

    private static func appending(_ addition: inout Addition, to block: Block) -> Block? {
        switch block {
        case .paragraph(var p):
            guard let inlines = appending(&addition, to: p.inlines) else { return nil }
            p.inlines = inlines
            return .paragraph(p)
        case .heading(var h):
            guard h.style == .atx, let inlines = appending(&addition, to: h.inlines) else { return nil }
            h.inlines = inlines
            return .heading(h)
        case .codeBlock(var c):
            c.code = insertBeforeFinalNewline(addition.verbatim, in: c.code)
            return .codeBlock(c)
        case .htmlBlock(var h):
            h.html = insertBeforeFinalNewline(addition.verbatim, in: h.html)
            return .htmlBlock(h)
        case .blockQuote(var q):
            guard let blocks = appending(&addition, to: q.blocks) else { return nil }
            q.blocks = blocks
            return .blockQuote(q)
        case .list(var l):
            guard var item = l.items.last, let blocks = appending(&addition, to: item.blocks) else { return nil }
            item.blocks = blocks
            l.items[l.items.count - 1] = item
            return .list(l)
        case .table(var t):
            guard var row = t.rows.last ?? Optional(t.header), var cell = row.cells.last,
                  let inlines = appending(&addition, to: cell.inlines) else { return nil }
            cell.inlines = inlines
            row.cells[row.cells.count - 1] = cell
            if t.rows.isEmpty { t.header = row } else { t.rows[t.rows.count - 1] = row }
            return .table(t)
        case .thematicBreak, .footnoteDefinition:
            return nil
        }
    }

    private static func appending(_ addition: inout Addition, to inlines: [Inline]) -> [Inline]? {
        guard case .text(let last)? = inlines.last else { return nil }
        var result = inlines
        result[result.count - 1] = .text(last + addition.inline)
        addition.wentIntoInlines = true
        return result
    }

    private static func insertBeforeFinalNewline(_ text: String, in string: String) -> String {
        guard string.hasSuffix("\n") else { return string + text }
        return String(string.dropLast()) + text + "\n"
    }
}
