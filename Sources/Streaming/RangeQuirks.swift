// Two source ranges cmark sets from lines outside the block, which a committed block must get
// as a one-shot parse gets them (committed blocks never change; finish() would revise them):
//
// - a block closed by a later line that is no line of its own (a fence that a quote's end
//   closes, a setext heading) takes that line's number and length for its end (cmark's
//   finalize reads the line being processed). While that line is still being typed its length
//   is not final, so such a block is committed only once the line has its newline;
// - an HTML block that ends on the line it starts on (`<!-- x -->`) ends, in cmark's range, at
//   the end of the line before it. The tail's parse does not hold that line when the block
//   starts the tail (or the frozen list item it is in), so the column is set from the source.
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

    /// `blocks` with the end column of each HTML block that ends on the line before its start
    /// set to that line's length, without its line ending (cmark's `last_line_length`).
    static func settingHTMLEnds(_ blocks: [Block], source: [UInt8], lines: SourceLines) -> [Block] {
        guard blocks.contains(where: mayHoldQuirk) else { return blocks }
        return blocks.map { settingHTMLEnd($0, source: source, lines: lines) }
    }

    private static func settingHTMLEnd(_ block: Block, source: [UInt8], lines: SourceLines) -> Block {
        switch block {
        case .htmlBlock(var html):
            guard let range = html.range, range.endLine == range.startLine - 1, range.endLine >= 1 else { return block }
            html.range?.endColumn = length(ofLine: range.endLine, source: source, lines: lines)
            return .htmlBlock(html)
        case .blockQuote(var quote):
            quote.blocks = settingHTMLEnds(quote.blocks, source: source, lines: lines)
            return .blockQuote(quote)
        case .list(var list):
            for index in list.items.indices {
                list.items[index].blocks = settingHTMLEnds(list.items[index].blocks, source: source, lines: lines)
            }
            return .list(list)
        case .footnoteDefinition(var definition):
            definition.blocks = settingHTMLEnds(definition.blocks, source: source, lines: lines)
            return .footnoteDefinition(definition)
        default:
            return block
        }
    }

    /// Whether the block is or may hold an HTML block (so most blocks are not rebuilt).
    private static func mayHoldQuirk(_ block: Block) -> Bool {
        switch block {
        case .htmlBlock, .blockQuote, .list, .footnoteDefinition: true
        default: false
        }
    }

    private static func length(ofLine line: Int, source: [UInt8], lines: SourceLines) -> Int {
        let start = lines.offset(ofLine: line)
        var end = line < lines.count ? lines.offset(ofLine: line + 1) : source.count
        if end > start, source[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, source[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return end - start
    }
}
