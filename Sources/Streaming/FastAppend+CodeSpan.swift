// The fast path for the two ends of an inline code span, the commonest inline syntax of
// technical replies: a chunk that opens one (`` use `foo ``) or closes the one open at the end
// (`` bar` and ``) within a line is added without parsing, as healing and a parse would show
// it. What could make the backtick run mean anything else sends the chunk to the parse:
// - another backtick run in the chunk, or a run at its end (it may still grow and then no
//   longer match), or a backtick, `\` or other syntax byte right before it;
// - a line end, a carriage return or a `|` (a table cell ends there, code or not);
// - a `!` that ends the text (it may begin an image, which healing holds back);
// - an opening run with nothing but spaces after it yet (healing holds it back);
// - words outside the span that break the text path's rules (see FastAppend.swift), the
//   word before the chunk included (a `www.` word may link at the end of the text only);
// - for an opening run, a backtick the parse left as text in the paragraph: a run cmark
//   found no match for yet (its pairing can differ from the healer's), which the new run may
//   close instead. In a long paragraph with an inline checkpoint, only the inlines after it
//   are read, so that a span opened costs O(change), not O(paragraph): no run before it is
//   unmatched (its probe line, with a run of every length, would have closed one), and a
//   backtick that is text there otherwise (escaped, or an entity) pairs with nothing.
import MarkdownModel

extension FastAppend {
    private static let backtick = UInt8(ascii: "`")

    /// Adds a code span opened by the chunk (the last bytes of `source`) to the deepest last
    /// text of the tail's `blocks`, inside `depth` open containers; where the span's content
    /// starts, or nil when the chunk must be parsed. `checkpoint` is the tail's inline
    /// checkpoint, if it has one.
    static func openingCodeSpan(_ source: [UInt8], chunkStart: Int, lineStart: Int, into depth: Int,
                                checkpoint: InlineCheckpoint?, to blocks: inout [Block])
        -> (appended: Appended, contentStart: Int)? {
        guard chunkStart > lineStart, let run = source[chunkStart...].firstIndex(of: backtick),
              qualifies(source, chunkStart: chunkStart, lineStart: lineStart, end: run),
              !source[chunkStart..<run].contains(0x0A), isDecided(source[lineStart..<chunkStart]) else { return nil }
        let contentStart = source[run...].firstIndex { $0 != backtick } ?? source.count
        let content = source[contentStart...]
        guard !content.isEmpty, content.contains(where: { $0 != 0x20 }),
              !content.contains(where: { $0 == backtick || $0 == 0x0A || $0 == 0x0D || $0 == UInt8(ascii: "|") }),
              !mayFormAutolink(source[..<run], chunkStart: chunkStart),
              !lastTextHoldsBacktick(blocks, checkpoint: checkpoint) else { return nil }
        // The spaces the parse trimmed from the end of the text come back before the span.
        guard let restored = trimmedSpaces(source, before: chunkStart, lineStart: lineStart) else { return nil }
        let text = String(repeating: " ", count: restored) + String(decoding: source[chunkStart..<run], as: UTF8.self)
        var addition = Addition(verbatimBytes: [], depth: depth)
        addition.hasInlineSyntax = true
        if !text.isEmpty { addition.append(.text(text)) }
        addition.append(.code(codeSpanContent(content)))
        guard appending(&addition, to: &blocks) else { return nil }
        return (Appended(splicedInlines: addition.followedText ? addition.inlines : nil), contentStart)
    }

    /// Closes the code span open at the end of the tail (its content starting at
    /// `contentStart`) with the chunk, and adds the words after it; false when the chunk must
    /// be parsed.
    static func closingCodeSpan(_ source: [UInt8], chunkStart: Int, contentStart: Int, into depth: Int,
                                to blocks: inout [Block]) -> Bool {
        guard chunkStart > 0, contentStart <= chunkStart, source[chunkStart - 1] != backtick,
              isOneLine(source[contentStart..<chunkStart]), !source[contentStart...].contains(UInt8(ascii: "|")),
              let run = source[chunkStart...].firstIndex(of: backtick), isWholeCharacters(source, from: chunkStart),
              !source[chunkStart...].contains(where: { $0 == 0x0A || $0 == 0x0D })
        else { return false }
        var opening = 0
        while opening < contentStart, source[contentStart - 1 - opening] == backtick { opening += 1 }
        let runEnd = source[run...].firstIndex { $0 != backtick } ?? source.count
        let after = source[runEnd...]
        guard runEnd - run == opening, !after.isEmpty,
              !after.contains(where: { special[Int($0)] }), !endsInBang(source),
              !mayFormAutolink(after, chunkStart: runEnd) else { return false }
        var addition = Addition(verbatimBytes: [], depth: depth)
        addition.codeSpan = codeSpanContent(source[contentStart..<run])
        var end = source.count
        while end > runEnd, source[end - 1] == 0x20 { end -= 1 }
        if end > runEnd { addition.append(.text(String(decoding: source[runEnd..<end], as: UTF8.self))) }
        return appending(&addition, to: &blocks)
    }

    /// Whether a text of the deepest last paragraph or heading of `blocks` holds a backtick.
    private static func lastTextHoldsBacktick(_ blocks: [Block], checkpoint: InlineCheckpoint?) -> Bool {
        switch deepestLastBlock(blocks) {
        case .paragraph(let paragraph)?:
            holdsBacktick(checkpoint?.inlines(after: paragraph) ?? paragraph.inlines[...])
        case .heading(let heading)?: holdsBacktick(heading.inlines[...])
        case .table(let table)?: holdsBacktick(((table.rows.last ?? table.header).cells.last?.inlines ?? [])[...])
        default: false
        }
    }

    /// Whether a text of `inlines`, at any depth, holds a backtick.
    private static func holdsBacktick(_ inlines: ArraySlice<Inline>) -> Bool {
        inlines.contains {
            switch $0 {
            case .text(let text): text.utf8.contains(backtick)
            case .emphasis(let children), .strong(let children), .strikethrough(let children): holdsBacktick(children[...])
            case .link(let link): holdsBacktick(link.inlines[...])
            case .image(let image): holdsBacktick(image.alt[...])
            default: false
            }
        }
    }
}
