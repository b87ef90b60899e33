// Two source ranges cmark sets from lines outside the block, which a committed block must get
// as a one-shot parse gets them (committed blocks never change, and finish() does not parse
// them again but for a late link definition, keeping their ranges):
//
// - a block closed by a later line that is no line of its own (a fence that a quote's end
//   closes, a setext heading) takes that line's number and length for its end (cmark's
//   finalize reads the line being processed). While that line is still being typed its length
//   is not final, so such a block is committed only once the line has its newline;
// - an HTML block that ends on the line it starts on (`<!-- x -->`) ends, in cmark's range, at
//   the end of the line before it. The tail's parse does not hold that line when the block
//   starts the tail (or the frozen list item it is in), so the column is set from the source:
//   the line's length, or, when the line is an ATX heading's, its length after cmark chopped
//   the closing sequence and trailing white space off it in place (`## foo ##` ends at 6).
import MarkdownModel

enum RangeQuirks {
    /// The last line any of the block's last descendants ends on, as cmark gives it.
    static func deepestEndLine(_ block: Block) -> Int {
        let own = block.range?.endLine ?? 0
        let last: Block?
        switch block {
        case .blockQuote(let quote): last = quote.blocks.last
        case .list(let list): last = list.items.last?.blocks.last
        case .footnoteDefinition(let definition): last = definition.blocks.last
        default: last = nil
        }
        return max(own, last.map(deepestEndLine) ?? 0)
    }

    /// Whether a block off the tail's last path (before the last child of its container)
    /// ends on `line`: a fence that line closed by beginning an item or leaving a quote ends
    /// at that line's length, which grows while the line is typed, and fast paths move the
    /// ends on the last path only. Walks down the last path, looking at the child before
    /// each last one: what ends earlier holds nothing that ends later.
    static func endsOffThePath(onLine line: Int, in blocks: [Block]) -> Bool {
        var children = blocks[...]
        while let last = children.last {
            if children.count >= 2, deepestEndLine(children[children.endIndex - 2]) >= line { return true }
            switch last {
            case .blockQuote(let quote): children = quote.blocks[...]
            case .footnoteDefinition(let definition): children = definition.blocks[...]
            case .list(let list):
                if list.items.count >= 2 {
                    let before = list.items[list.items.count - 2]
                    if max(before.range?.endLine ?? 0, before.blocks.last.map(deepestEndLine) ?? 0) >= line { return true }
                }
                children = list.items.last?.blocks[...] ?? []
            default: return false
            }
        }
        return false
    }

    /// `blocks` with the end column of each HTML block that ends on the line before its start
    /// set to that line's length as cmark measures it (its `last_line_length`). `before` is
    /// the block before them (the last committed one), where that line may be.
    static func settingHTMLEnds(_ blocks: [Block], after before: Block?, source: [UInt8], lines: SourceLines) -> [Block] {
        guard blocks.contains(where: mayHoldQuirk) else { return blocks }
        let context = Context(blocks: (before.map { [$0] } ?? []) + blocks, source: source, lines: lines)
        return blocks.map { context.settingHTMLEnd($0) }
    }

    private struct Context {
        /// All the blocks the line before an HTML block may be in.
        let blocks: [Block]
        let source: [UInt8]
        let lines: SourceLines

        func settingHTMLEnd(_ block: Block) -> Block {
            switch block {
            case .htmlBlock(var html):
                guard let range = html.range, range.endLine == range.startLine - 1, range.endLine >= 1 else { return block }
                html.range?.endColumn = RangeQuirks.length(ofLine: range.endLine, source: source, lines: lines,
                                                           isATXHeading: RangeQuirks.hasATXHeading(on: range.endLine, in: blocks))
                return .htmlBlock(html)
            case .blockQuote(var quote):
                quote.blocks = quote.blocks.map(settingHTMLEnd)
                return .blockQuote(quote)
            case .list(var list):
                for index in list.items.indices {
                    list.items[index].blocks = list.items[index].blocks.map(settingHTMLEnd)
                }
                return .list(list)
            case .footnoteDefinition(var definition):
                definition.blocks = definition.blocks.map(settingHTMLEnd)
                return .footnoteDefinition(definition)
            default:
                return block
            }
        }
    }

    /// Whether `line` is an ATX heading's: the last of `blocks` (and of their children) to
    /// start on it or before is that heading.
    private static func hasATXHeading(on line: Int, in blocks: [Block]) -> Bool {
        guard let block = blocks.last(where: { ($0.range?.startLine ?? .max) <= line }) else { return false }
        switch block {
        case .heading(let heading): return heading.style == .atx && heading.range?.startLine == line
        case .blockQuote(let quote): return hasATXHeading(on: line, in: quote.blocks)
        case .list(let list):
            let item = list.items.last { ($0.range?.startLine ?? .max) <= line }
            return hasATXHeading(on: line, in: item?.blocks ?? [])
        case .footnoteDefinition(let definition): return hasATXHeading(on: line, in: definition.blocks)
        default: return false
        }
    }

    /// Whether the block is or may hold an HTML block (so most blocks are not rebuilt).
    private static func mayHoldQuirk(_ block: Block) -> Bool {
        switch block {
        case .htmlBlock, .blockQuote, .list, .footnoteDefinition: true
        default: false
        }
    }

    /// The line's length without its line ending; for an ATX heading's line, as cmark's
    /// `chop_trailing_hashtags` leaves it: white space off the end, then a closing sequence
    /// after a space or tab, then white space again.
    private static func length(ofLine line: Int, source: [UInt8], lines: SourceLines, isATXHeading: Bool) -> Int {
        let start = lines.offset(ofLine: line)
        var end = line < lines.count ? lines.offset(ofLine: line + 1) : source.count
        guard isATXHeading else {
            if end > start, source[end - 1] == UInt8(ascii: "\n") { end -= 1 }
            if end > start, source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return end - start
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        while end > start, isSpace(source[end - 1]) { end -= 1 }
        var hashes = end
        while hashes > start, source[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end, hashes > start, source[hashes - 1] == 0x20 || source[hashes - 1] == 0x09 {
            end = hashes
            while end > start, isSpace(source[end - 1]) { end -= 1 }
        }
        return end - start
    }
}
