// A long paragraph at the end of the tail, parsed again from a line where nothing is open.
//
// Inline syntax can pair across a whole paragraph (a code span, emphasis or a link may close
// lines later), so a chunk that adds some parses the paragraph again from its start: in a
// paragraph of tens of KB (a long quote, a wall of prose) each such chunk costs O(paragraph).
// A checkpoint is the start of a line in that paragraph where nothing is open, so nothing
// after it can pair with anything before it. The paragraph's inlines before it are kept, and
// an update parses the lines from it only, after a sentinel line (`x`, in as many quotes as
// the paragraph) so that they are continuation lines as in the whole paragraph; the result
// is the kept inlines, the line break, and the new lines' inlines.
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

struct InlineCheckpoint {
    /// How many bytes of the paragraph a checkpoint moves over at a time.
    static let spacing = 2048

    /// The tail start it was made for; a different one makes it void.
    var tailStart: Int
    /// The line the paragraph starts on, and where its range starts.
    var paragraphStart: SourceRange
    /// How many quotes hold the paragraph (it is the last block of each).
    var quoteDepth: Int
    /// Where the checkpoint's line starts in the text, and its 1-based number.
    var offset: Int
    var line: Int
    /// The paragraph's inlines before that line...
    var before: [Inline]
    /// ...and the break that ends them (soft, or hard after two spaces or a backslash).
    var lineBreak: Inline

    /// The paragraph the blocks end in (through their last quotes), and how many quotes hold
    /// it.
    static func lastParagraph(_ blocks: [Block]) -> (paragraph: Paragraph, quoteDepth: Int)? {
        switch blocks.last {
        case .paragraph(let paragraph)?: (paragraph, 0)
        case .blockQuote(let quote)?: lastParagraph(quote.blocks).map { ($0.paragraph, $0.quoteDepth + 1) }
        default: nil
        }
    }

    /// A first line that opens `depth` quotes and a paragraph with no syntax in it.
    static func sentinel(quoteDepth depth: Int) -> [UInt8] {
        Array(String(repeating: "> ", count: depth).utf8) + Array("x\n".utf8)
    }

    /// The inlines of `lines` (whole lines of the paragraph, healed or not) after the
    /// sentinel, and the blocks cmark made of them; nil unless they are the sentinel's
    /// paragraph in its quotes and it goes on past the sentinel's line.
    static func continuation(_ lines: [UInt8], quoteDepth: Int, firstLine: Int, parser: MarkdownParser)
        -> (inlines: ArraySlice<Inline>, blocks: [Block])?
    {
        let document = lines.withUnsafeBufferPointer { parser.parse(utf8: $0, firstLine: firstLine) }
        var blocks = document.blocks
        for _ in 0..<quoteDepth {
            guard blocks.count == 1, case .blockQuote(let quote) = blocks[0] else { return nil }
            blocks = quote.blocks
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
        let input = Self.sentinel(quoteDepth: quoteDepth) + source[offset...]
        let healed = TailHealer.heal(input[...])
        guard healed.openFence == nil, healed.openHTML == nil,
              let parsed = Self.continuation(healed.text, quoteDepth: quoteDepth, firstLine: line - 1, parser: parser)
        else { return nil }
        return (parsed.inlines, parsed.blocks, healed, input)
    }

    /// The tail's `blocks` with the paragraph they end in made of the checkpoint's inlines
    /// and `after` (the inlines of the lines from the checkpoint on); each range ends where
    /// `parsed` (what `continuation` parsed) ends it. False, with the blocks as they were,
    /// when they do not end in such a paragraph.
    func splice(_ after: ArraySlice<Inline>, parsed: [Block], into blocks: inout [Block]) -> Bool {
        Self.splice(after, parsed: parsed, depth: quoteDepth, into: &blocks) { inlines in
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

    private static func splice(_ after: ArraySlice<Inline>, parsed: [Block], depth: Int, into blocks: inout [Block],
                               replacing: (inout [Inline]) -> Void) -> Bool {
        guard let last = blocks.indices.last, let parsedLast = parsed.last else { return false }
        // NB: not a switch over both blocks: the pair would hold the paragraph's inlines
        // while they are changed, and each change would copy them all.
        if depth > 0 {
            guard case .blockQuote(let parsedQuote) = parsedLast, case .blockQuote(var quote) = blocks[last] else { return false }
            blocks[last] = placeholder
            defer { blocks[last] = .blockQuote(quote) }
            guard splice(after, parsed: parsedQuote.blocks, depth: depth - 1, into: &quote.blocks, replacing: replacing)
            else { return false }
            quote.range = joined(quote.range, parsedQuote.range)
            return true
        }
        guard case .paragraph(let parsedParagraph) = parsedLast, case .paragraph(var paragraph) = blocks[last] else { return false }
        blocks[last] = placeholder
        replacing(&paragraph.inlines)
        paragraph.range = joined(paragraph.range, parsedParagraph.range)
        blocks[last] = .paragraph(paragraph)
        return true
    }

    /// `start`'s beginning and `end`'s end.
    private static func joined(_ start: SourceRange?, _ end: SourceRange?) -> SourceRange? {
        guard var range = start, let end else { return start }
        (range.endLine, range.endColumn) = (end.endLine, end.endColumn)
        return range
    }
}
