// A list item at the end of the tail that holds many blocks (a step of a tutorial with its
// paragraphs and code, a long answer nested under one point), parsed again from its last
// block only.
//
// A list's finished items are frozen (ListFreezing), but the blocks of its last item all stay
// in the tail, so each update that parses took the whole item again: O(item). Yet blocks of
// an item that a blank line separates are closed: cmark began the next one, and nothing later
// can reopen them. A block checkpoint is the start of the item's last block, after such a
// line. The item's blocks before it are kept, and an update parses the lines from it only,
// after a sentinel that opens the same containers with a paragraph `x` and a line blank but
// for quote markers (`> 1. x` then `>`): the item's first line up to its content, so the
// lines are in the item at the same columns as in place, after a blank line as in place. The
// item is then the kept blocks and the sentinel item's blocks after its paragraph.
//
// The lines go to the full update instead when they leave the item (the sentinel's list is
// then not one item, the last block of its quotes: another item begun, text after a blank
// line at a lesser indentation), and when they may define a link or a footnote (`]:`, which
// the kept blocks could use). The tail before the checkpoint must not define one either
// (the lines could use it) nor refer to a footnote (theirs are numbered after it). A
// checkpoint is kept only when an update from it gives the tail the full parse just gave.
import MarkdownModel
import MarkdownParsing

struct BlockCheckpoint {
    /// How many bytes of the item a checkpoint moves over at least.
    static let spacing = 2048

    /// The tail start it was made for; a different one makes it void.
    var tailStart: Int
    /// How many quotes hold the list (it is the last block of each).
    var quotes: Int
    /// The item's first line up to its content then `x`, and a line of the quotes' markers.
    var sentinel: [UInt8]
    /// Where the checkpoint's line starts in the text, and its 1-based number.
    var offset: Int
    var line: Int
    /// The item's blocks before that line.
    var before: [Block]

    /// The list item the tail ends in (the last item of a list that is the tail's only block,
    /// or the last block of quotes that are), and how many quotes hold its list.
    static func lastItem(_ blocks: [Block]) -> (item: ListItem, quotes: Int)? {
        guard blocks.count == 1 else { return nil }
        switch blocks[0] {
        case .blockQuote(let quote): return lastItem(quote.blocks.suffix(1)).map { ($0.item, $0.quotes + 1) }
        case .list(let list): return list.items.last.map { ($0, 0) }
        default: return nil
        }
    }

    /// A checkpoint at the start of the last block of the tail's last item, moved on from
    /// `previous` when that one is in the same tail; nil when there is one there already or
    /// one was tried there (`tried`), the block does not follow a line blank but for quote
    /// markers, the item did not grow by `spacing` bytes since, or the text before it in the
    /// tail may define a link or refer to a footnote.
    static func making(after previous: BlockCheckpoint?, tried: Int, tail: [Block], tailStart: Int, source: [UInt8],
                       lines: SourceLines) -> BlockCheckpoint? {
        guard let (item, quotes) = lastItem(tail), item.blocks.count >= 2, let line = item.blocks.last?.range?.startLine,
              line > 2 else { return nil }
        let offset = lines.offset(ofLine: line)
        let previous = previous.flatMap { $0.tailStart == tailStart ? $0 : nil }
        guard offset != tried, previous.map({ $0.line < line }) ?? true, offset - (previous?.offset ?? tailStart) >= spacing,
              QuoteMarkers.holdsOnlyMarkers(line: line - 1, of: source, lines: lines) else { return nil }
        // NB: the text before the previous checkpoint was looked at when it was made.
        let kept = source[(previous?.offset ?? tailStart)..<offset]
        guard !LinePatterns.mayHoldDefinition(kept), !CarriedFootnotes.mayReferToFootnote(kept),
              let first = InlineCheckpoint.sentinel(path: Array(repeating: .quote, count: quotes) + [.item], item: item,
                                                    source: source, lines: lines) else { return nil }
        let sentinel = first + Array((String(repeating: "> ", count: quotes) + "\n").utf8)
        return BlockCheckpoint(tailStart: tailStart, quotes: quotes, sentinel: sentinel, offset: offset, line: line,
                               before: Array(item.blocks.dropLast()))
    }

    /// The lines from the checkpoint to the end of `source`, healed after the sentinel (as
    /// the whole tail would heal them: nothing is open after a blank line) and parsed: the
    /// blocks cmark made of them, what healing did, and the text healed; nil when they leave
    /// the item or may define a link or footnote.
    func parseLines(of source: [UInt8], parser: MarkdownParser) -> (blocks: [Block], healed: HealedTail, input: [UInt8])? {
        guard !LinePatterns.mayHoldDefinition(source[offset...]) else { return nil }
        let input = sentinel + source[offset...]
        let healed = TailHealer.heal(input[...])
        guard healed.text.starts(with: sentinel) else { return nil }
        let document = healed.text.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: line - 2) }
        guard itemBlocks(document.blocks, quotes: quotes) != nil else { return nil }
        return (document.blocks, healed, input)
    }

    /// The blocks of the sentinel's item after its paragraph, when `blocks` are the
    /// sentinel's quotes around a list of that one item.
    private func itemBlocks(_ blocks: [Block], quotes: Int) -> ArraySlice<Block>? {
        guard blocks.count == 1 else { return nil }
        switch blocks[0] {
        case .blockQuote(let quote) where quotes > 0:
            return itemBlocks(quote.blocks, quotes: quotes - 1)
        case .list(let list) where quotes == 0 && list.items.count == 1:
            let blocks = list.items[0].blocks
            guard blocks.count >= 2, case .paragraph(let paragraph) = blocks[0], paragraph.inlines == [.text("x")] else { return nil }
            return blocks.dropFirst()
        default:
            return nil
        }
    }

    /// The tail's `blocks` with the item they end in made of the kept blocks and those of
    /// `parsed` (what `parseLines` parsed) after the sentinel's paragraph, each container's
    /// range ending where `parsed` ends it. False, with the blocks as they were, when they do
    /// not end in such an item.
    func splice(_ parsed: [Block], into blocks: inout [Block]) -> Bool {
        guard blocks.count == 1, parsed.count == 1 else { return false }
        return Self.splice(parsed[0], into: &blocks[0], quotes: quotes, before: before)
    }

    /// What stands in a block while its payload is out (so the payload is not shared).
    private static let placeholder = Block.thematicBreak(ThematicBreak())

    private static func splice(_ parsed: Block, into block: inout Block, quotes: Int, before: [Block]) -> Bool {
        switch (parsed, quotes) {
        case (.blockQuote(let parsedQuote), 1...):
            guard case .blockQuote(var quote) = block, !quote.blocks.isEmpty, let parsedLast = parsedQuote.blocks.last else { return false }
            block = placeholder
            defer { block = .blockQuote(quote) }
            guard splice(parsedLast, into: &quote.blocks[quote.blocks.count - 1], quotes: quotes - 1, before: before) else { return false }
            quote.range = SourceRange.spanning(quote.range, parsedQuote.range)
            return true
        case (.list(let parsedList), 0):
            guard case .list(var list) = block, !list.items.isEmpty, let parsedItem = parsedList.items.last else { return false }
            block = placeholder
            defer { block = .list(list) }
            let last = list.items.count - 1
            list.items[last].blocks = before + parsedItem.blocks.dropFirst()
            list.items[last].range = SourceRange.spanning(list.items[last].range, parsedItem.range)
            list.range = SourceRange.spanning(list.range, parsedList.range)
            return true
        default:
            return false
        }
    }
}
