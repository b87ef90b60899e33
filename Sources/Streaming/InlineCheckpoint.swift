// A long paragraph at the end of the tail, parsed again from a line where nothing is open.
//
// Inline syntax can pair across a whole paragraph (a code span, emphasis or a link may close
// lines later), so a chunk that adds some parses the paragraph again from its start: in a
// paragraph of tens of KB (a long quote, a wall of prose) each such chunk costs O(paragraph).
// A checkpoint is the start of a line in that paragraph where nothing is open, so nothing
// after it can pair with anything before it. The paragraph's inlines before it are kept, and
// an update parses the lines from it only, after a sentinel line (`x`, in as many quotes as
// the paragraph, or after its list item's marker: `sentinel(path:item:source:lines:)`) so
// that they are continuation lines as in the whole paragraph; the result is the kept
// inlines, the line break, and the new lines' inlines.
//
// "Nothing is open" is found out, not guessed, for each stretch of lines a checkpoint moves
// over (about `spacing` bytes, so the cost stays O(change) overall):
// - by cmark: the stretch parsed with a probe line after it that holds a closer for
//   everything that could be open (the ends of a tag, comment or other raw HTML in each of
//   its states, a `www.` autolink, which cmark-gfm does not make while any `[` is open,
//   `](x)`, `x*`, `x**`, `x***` and the same with `_` and `~`, a backtick run of every
//   length in the stretch) gives the probe line back as the plain text it is alone.
//   Anything open would have paired with one of them, or kept the autolink from forming;
// - by the healer: it leaves the stretch as it is, and heals a link begun after it as it
//   heals one alone (it closes what it finds open, and drops an unfinished link's brackets);
// - definitions, which change links anywhere after them, are not in it: no `]:` comes
//   before the checkpoint in the tail.
// A checkpoint is kept only when an update from it gives the paragraph the full parse just
// gave. Lines that end the paragraph, or change its first lines (a setext underline, a table
// delimiter row), make the sentinel's paragraph something else, and the update parses the
// whole tail as before.
import MarkdownModel
import MarkdownParsing

/// A container of a checkpoint's paragraph: quotes, and at most one list item (lines of an
/// item nested in another lose the outer item's indentation first in place, which a line
/// parsed alone in the inner one would keep: see NestedFreeze).
enum CheckpointContainer: Equatable {
    case quote, item
}

struct InlineCheckpoint {
    /// How many bytes of the paragraph a checkpoint moves over at a time.
    static let spacing = 512

    /// The tail start it was made for; a different one makes it void.
    var tailStart: Int
    /// The line the paragraph starts on, and where its range starts.
    var paragraphStart: SourceRange
    /// The containers that hold the paragraph, outermost first (it is the last block of each,
    /// in the last item of a list), and the line that opens them with a paragraph `x`.
    var path: [CheckpointContainer]
    var sentinel: [UInt8]
    /// Where the checkpoint's line starts in the text, and its 1-based number.
    var offset: Int
    var line: Int
    /// The paragraph's inlines before that line...
    var before: [Inline]
    /// ...and the break that ends them (soft, or hard after two spaces or a backslash).
    var lineBreak: Inline

    /// The paragraph the blocks end in (through their last quotes, and the last item of a
    /// list), the containers that hold it, and the list item among them.
    static func lastParagraph(_ blocks: [Block]) -> (paragraph: Paragraph, path: [CheckpointContainer], item: ListItem?)? {
        switch blocks.last {
        case .paragraph(let paragraph)?:
            return (paragraph, [], nil)
        case .blockQuote(let quote)?:
            return lastParagraph(quote.blocks).map { ($0.paragraph, [.quote] + $0.path, $0.item) }
        case .list(let list)?:
            guard let item = list.items.last, let inner = lastParagraph(item.blocks), inner.item == nil else { return nil }
            return (inner.paragraph, [.item] + inner.path, item)
        default:
            return nil
        }
    }

    /// A first line that opens the containers of `path` and a paragraph with no syntax in it:
    /// the quotes' markers, or, with a list item, its first line up to where its content
    /// starts (the quotes around it, the marker and the spaces after it, so the item's content
    /// starts at the same column as in place), then the markers of the quotes inside it. Nil
    /// when the item's content does not start on its first line, or a tab comes before it.
    static func sentinel(path: [CheckpointContainer], item: ListItem?, source: [UInt8], lines: SourceLines) -> [UInt8]? {
        guard let itemIndex = path.firstIndex(of: .item) else {
            return Array(String(repeating: "> ", count: path.count).utf8) + Array("x\n".utf8)
        }
        guard let item, let itemRange = item.range, let first = item.blocks.first?.range,
              first.startLine == itemRange.startLine, first.startColumn >= 2 else { return nil }
        let start = lines.offset(ofLine: itemRange.startLine)
        let end = start + first.startColumn - 1
        guard end <= source.count else { return nil }
        let prefix = source[start..<end]
        guard !prefix.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return nil }
        return Array(prefix) + Array(String(repeating: "> ", count: path.count - itemIndex - 1).utf8) + Array("x\n".utf8)
    }

    /// The inlines of `lines` (whole lines of the paragraph, healed or not) after the
    /// sentinel, and the blocks cmark made of them; nil unless they are the sentinel's
    /// paragraph in its containers and it goes on past the sentinel's line.
    static func continuation(_ lines: [UInt8], path: [CheckpointContainer], firstLine: Int, parser: MarkdownParser)
        -> (inlines: ArraySlice<Inline>, blocks: [Block])?
    {
        let document = lines.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: firstLine) }
        var blocks = document.blocks
        for container in path {
            guard blocks.count == 1 else { return nil }
            switch (container, blocks[0]) {
            case (.quote, .blockQuote(let quote)): blocks = quote.blocks
            case (.item, .list(let list)) where list.items.count == 1: blocks = list.items[0].blocks
            default: return nil
            }
        }
        guard blocks.count == 1, case .paragraph(let paragraph) = blocks[0], paragraph.inlines.count > 2,
              paragraph.inlines[0] == .text("x"), paragraph.inlines[1] == .softBreak else { return nil }
        return (paragraph.inlines[2...], document.blocks)
    }

    /// The lines from the checkpoint to the end of `source`, healed after the sentinel (as
    /// the whole tail would heal them, nothing being open before them) and parsed: their
    /// inlines and blocks as `continuation` gives them, and what healing did; nil when they
    /// do not continue the paragraph.
    func parseLines(of source: [UInt8], parser: MarkdownParser)
        -> (inlines: ArraySlice<Inline>, blocks: [Block], healed: HealedTail, input: [UInt8])?
    {
        let input = sentinel + source[offset...]
        let healed = TailHealer.heal(input[...])
        guard healed.openFence == nil, healed.openHTML == nil,
              let parsed = Self.continuation(healed.text, path: path, firstLine: line - 1, parser: parser)
        else { return nil }
        return (parsed.inlines, parsed.blocks, healed, input)
    }

    /// The tail's `blocks` with the paragraph they end in made of the checkpoint's inlines
    /// and `after` (the inlines of the lines from the checkpoint on); each range ends where
    /// `parsed` (what `continuation` parsed) ends it. False, with the blocks as they were,
    /// when they do not end in such a paragraph.
    func splice(_ after: ArraySlice<Inline>, parsed: [Block], into blocks: inout [Block]) -> Bool {
        Self.splice(after, parsed: parsed, path: path[...], into: &blocks) { inlines in
            // NB: the inlines before the checkpoint are the paragraph's first ones unless a
            // fast path replaced them (then they are laid down again).
            if inlines.count > before.count, inlines[before.count] == lineBreak {
                inlines.removeSubrange((before.count + 1)...)
            } else {
                inlines = before + [lineBreak]
            }
            inlines += after
        }
    }

    /// The inlines of `paragraph` after the checkpoint's line break, when it is the
    /// paragraph the checkpoint was made in and begins with the inlines it keeps.
    func inlines(after paragraph: Paragraph) -> ArraySlice<Inline>? {
        guard let range = paragraph.range, range.startLine == paragraphStart.startLine,
              range.startColumn == paragraphStart.startColumn, paragraph.inlines.count > before.count,
              paragraph.inlines[before.count] == lineBreak else { return nil }
        return paragraph.inlines[(before.count + 1)...]
    }

    /// What stands in a block while its payload is out (so the payload is not shared).
    private static let placeholder = Block.thematicBreak(ThematicBreak())

    private static func splice(_ after: ArraySlice<Inline>, parsed: [Block], path: ArraySlice<CheckpointContainer>,
                               into blocks: inout [Block], replacing: (inout [Inline]) -> Void) -> Bool {
        guard let last = blocks.indices.last, let parsedLast = parsed.last else { return false }
        // NB: not a switch over both blocks: the pair would hold the paragraph's inlines
        // while they are changed, and each change would copy them all.
        switch path.first {
        case .quote?:
            guard case .blockQuote(let parsedQuote) = parsedLast, case .blockQuote(var quote) = blocks[last] else { return false }
            blocks[last] = placeholder
            defer { blocks[last] = .blockQuote(quote) }
            guard splice(after, parsed: parsedQuote.blocks, path: path.dropFirst(), into: &quote.blocks, replacing: replacing)
            else { return false }
            quote.range = SourceRange.spanning(quote.range, parsedQuote.range)
            return true
        case .item?:
            guard case .list(let parsedList) = parsedLast, let parsedItem = parsedList.items.last,
                  case .list(var list) = blocks[last], !list.items.isEmpty else { return false }
            blocks[last] = placeholder
            var item = list.items.removeLast()   // NB: out of the list, so its blocks are not shared
            defer {
                list.items.append(item)
                blocks[last] = .list(list)
            }
            guard splice(after, parsed: parsedItem.blocks, path: path.dropFirst(), into: &item.blocks, replacing: replacing)
            else { return false }
            item.range = SourceRange.spanning(item.range, parsedItem.range)
            list.range = SourceRange.spanning(list.range, parsedList.range)
            return true
        case nil:
            break
        }
        guard case .paragraph(let parsedParagraph) = parsedLast, case .paragraph(var paragraph) = blocks[last] else { return false }
        blocks[last] = placeholder
        replacing(&paragraph.inlines)
        paragraph.range = SourceRange.spanning(paragraph.range, parsedParagraph.range)
        blocks[last] = .paragraph(paragraph)
        return true
    }
}
