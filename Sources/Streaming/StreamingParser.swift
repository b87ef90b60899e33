// The incremental parser behind live rendering.
//
// The text seen so far is split at a byte offset, the boundary: everything before it has been
// parsed into committed blocks that will not change; everything after it, the tail, is parsed
// again (after healing) on every update. A block is committed once it is not the last block
// of the tail, ends before the tail's last paragraph region (the part healing may touch), and
// no footnote definition comes before it; the boundary then moves to the start line of the
// next block. Since cmark parses blocks line by line, a block followed by another block has
// been closed by the parser and nothing later can reopen it, so each update costs
// O(chunk + tail), not O(document).
//
// The tail is parsed alone: the link reference definitions of the text before it are read
// once, as the boundary passes them, and handed to its parses (`tailParser`).
//
// The exception: a link reference or footnote definition can arrive after blocks that use it.
// Blocks that cite a footnote as text are revised when its definition arrives
// (PendingCitations). `finish()` parses the rest of the text, and again, alone, each
// committed block that shows brackets and starts before a link definition read since: such
// blocks are reported as revisions, so the final document equals a one-shot parse without
// parsing the whole text once more. What the tail alone cannot settle (a footnote defined in
// the committed text, definitions read from text cut inside a container) makes it parse the
// whole text, as it once always did.
import MarkdownModel
import MarkdownParsing

/// Parses a reply as it streams in.
public struct StreamingParser: Sendable {
    /// The parser of the whole text (when `finish` cannot settle it from the tail), and of the
    /// tail with the definitions before it.
    public let parser: MarkdownParser
    /// `parser`, with the link reference definitions that the text before the tail made (the
    /// tail is parsed alone, and its references must find them as in the whole text).
    private var tailParser: MarkdownParser
    /// How much of the text those definitions were read from, and up to which line its
    /// footnote definitions were carried (see CarriedFootnotes).
    private var definitionsRead = 0
    /// The labels of the link definitions read, and where (blocks that start before the end
    /// of the last read that defined one may show brackets that a one-shot parse makes a
    /// link: see `finish`).
    private var lateLabels = LateLabels()
    /// Whether definitions were read from text cut inside a container (see `readDefinitions`),
    /// where the last nested freeze cut it, and the first line of the top-level item it cut
    /// (with its line end), whose marker puts the text after the cut back in that item.
    private var mayMissDefinitions = false
    private var nestedCut = -1
    private var nestedCutItemLine: Range<Int>?
    private var footnotesCarriedTo = 1
    private var source: [UInt8] = []
    private var lines = SourceLines()
    private var boundary = 0 {
        didSet { if !isFinished { readDefinitions(before: boundary) } }
    }
    private var boundaryLine = 1
    /// Every block committed so far.
    public private(set) var committed: [Block] = []
    private var lastProvisional: [Block] = []
    /// The footnote definitions the tail's parse put after those blocks, when the text ends
    /// in a block after all of them: cmark moves definitions (carried ones too) to the end,
    /// where the fast paths, which add to the tail's last block, must not find them. The
    /// tail as shown is `provisional`.
    private var tailNotes: [Block] = []
    /// Counts the changes of `tailNotes` (`StreamUpdate.trailingNotesVersion`).
    private var tailNotesVersion = 0
    /// The footnotes committed blocks cite as text, not defined yet, and how many footnote
    /// definitions the tail showed when they were last looked up among them.
    private var pendingCitations = PendingCitations()
    private var notesChecked = 0
    /// The tail as the last update gave it.
    private var provisional: [Block] { tailNotes.isEmpty ? lastProvisional : lastProvisional + tailNotes }
    private var lastOpenFence: String?
    /// That fence, when its line holds only indentation and the fence (see FastAppend+Code).
    private var lastPlainFence: OpenFence?
    /// The line an indented code block starts on when it is the whole tail, parsed as it is
    /// (see FastAppend+IndentedCode).
    private var lastIndentedCode: Int?
    /// A table that is the whole tail, rows held back aside (see FastAppend+Table).
    private var lastTable: OpenTable?
    /// The end of the tail the last full update held back (a URL, a tag or a table row
    /// being typed): chunks that only add more of it change nothing shown.
    private var lastHeldBack: HeldBack?
    /// Whether the text has a `\r` (Windows line ends): the list item and indented code fast
    /// paths read lines as ended by `\n` alone, so such text goes to the parse there.
    private var hasCarriageReturns = false
    /// Whether the text has a NUL byte: then every chunk is parsed (see `adding`).
    private var hasNUL = false
    /// An HTML block at the top level that the tail ends in, as the last full update found
    /// it (see FastAppend+HTML).
    private var lastOpenHTML: OpenHTML?
    /// How the last full update's tail relates to the text, for the fast path: 0 when it was
    /// parsed as it was; n when healing only closed n emphasis or strikethrough containers
    /// open at the end (new words go inside them); nil when healing changed more.
    private var lastTailDepth: Int?
    /// Whether healing left that tail as it was. (The healer forgets what is open at a `>`
    /// line, so a quote's next line goes to the fast path only when nothing was.)
    private var lastTailIsVerbatim = false
    /// Where the content of a code span left open at the end of the text starts, when the
    /// last full update closed it provisionally (and nothing else but containers).
    private var lastOpenCodeSpan: Int?
    /// The healed text the last full update parsed, where in the source it started, and
    /// whether it turned out to end in indented code (then parsed without inline healing): a
    /// chunk that healing holds back entirely (a table row or a tag still being typed) heals
    /// to the same text, which need not be parsed again. Empty after a fast append.
    private var lastHealed: (text: [UInt8], boundary: Int, endsInCode: Bool) = ([], -1, false)
    /// The finished items of a top-level list still growing at the end of the reply; the
    /// tail starts at its last item (see StreamingParser+Lists.swift).
    private var frozenList: List?
    /// Where the tail started before that list was frozen: the update parses from there when
    /// the tail no longer begins with the list's last item (see ListFreezing.swift).
    private var frozenListStart: (boundary: Int, line: Int)?
    /// The quotes that list is in, when it ends a quote: each without its last block (see
    /// ListFreezing.freezable). Quotes are frozen without a list too: then the tail starts at
    /// the innermost quote's last block.
    private var frozenQuotes: [BlockQuote] = []
    private var isFrozen: Bool { frozenList != nil || !frozenQuotes.isEmpty }
    /// The line being typed when the last parse found a block off the tail's last path ending
    /// on it (RangeQuirks.endsOffThePath): its chunks go to the full update, which ends that
    /// block with the line.
    private var offPathEndLine: Int?
    /// The last item of that list, frozen but for the last item of the list nested at its end
    /// (see ListFreezing.swift).
    private var nestedFreeze: NestedFreeze?
    /// A line of the tail's last paragraph from which updates parse (see
    /// InlineCheckpoint.swift), and where the text must reach before one is made or moved on.
    private var inlineCheckpoint: InlineCheckpoint?
    private var checkpointTry = 0
    /// The start of the last child (block or item) of the deepest container on the tail's
    /// last path that has one before it, from which updates parse (see
    /// BlockCheckpoint.swift), and the last line one was tried at.
    private var blockCheckpoint: BlockCheckpoint?
    private var blockCheckpointTry = 0
    private var isFinished = false
    /// The footnote definitions the tail ends with, set aside but the last, while it holds
    /// nothing else (see TrailingDefinitions.swift).
    private var definitionRun: TrailingDefinitions?
    /// The start of the last block of that run's last definition, from which updates parse,
    /// with the definition as last parsed (see BlockCheckpoint.swift), and the last line one
    /// was tried at.
    private var definitionCheckpoint: (checkpoint: BlockCheckpoint, definition: Block)?
    private var definitionCheckpointTry = 0
    /// The first bytes of a character whose last ones are still to come: kept out of the
    /// text until they do, so that the fast paths never see a character split between
    /// chunks (a split every few chunks in CJK text, each one parsed). The tail would not
    /// show them anyway: healing holds an incomplete sequence back.
    private var splitCharacter: [UInt8] = []

    /// Creates a parser for one reply.
    public init(parser: MarkdownParser = MarkdownParser()) {
        self.parser = parser
        self.tailParser = parser
    }

    /// The whole reply so far: committed blocks followed by the provisional tail.
    public var document: Document {
        Document(blocks: committed + provisional)
    }

    /// The provisional tail as the last update gave it, with the info string of a code fence
    /// open at its end: what a renderer shows again when its layout changes.
    public var tail: StreamUpdate {
        var tail = StreamUpdate(provisional: lastProvisional, openFence: lastOpenFence)
        (tail.trailingNotes, tail.trailingNotesVersion) = (tailNotes, tailNotesVersion)
        return tail
    }

    /// The raw text received so far.
    public var text: String {
        String(decoding: source + splitCharacter, as: UTF8.self)
    }

    /// How many chunks were added without parsing the tail again (see FastAppend; for tests
    /// and benchmarks).
    public private(set) var appendsWithoutParsing = 0

    /// How many bytes of healed tail were handed to cmark, over all updates and `finish` (for
    /// tests and benchmarks: divided by the parsed updates, the tail an update parses on
    /// average).
    public private(set) var bytesParsed = 0

    /// How many updates parsed a long paragraph's last lines only (see InlineCheckpoint; for
    /// tests and benchmarks).
    public private(set) var updatesFromCheckpoint = 0

    /// The number of bytes still parsed on every update (for tests and benchmarks).
    public var tailLength: Int {
        source.count - boundary
    }

    /// Adds a chunk of text.
    public mutating func append(_ chunk: String) -> StreamUpdate {
        append(utf8: Array(chunk.utf8))
    }

    /// Adds a chunk of UTF-8 bytes; a multi-byte character may be split across chunks.
    public mutating func append(utf8 chunk: [UInt8]) -> StreamUpdate {
        precondition(!isFinished, "append after finish")
        var bytes = splitCharacter.isEmpty ? chunk : splitCharacter + chunk
        let whole = UTF8Boundary.completePrefixLength(bytes[...])
        splitCharacter = whole < bytes.count ? Array(bytes[whole...]) : []
        if whole < bytes.count { bytes.removeSubrange(whole...) }
        guard !bytes.isEmpty else {
            appendsWithoutParsing += 1
            return unchanged(openFence: lastOpenFence)
        }
        let parsedBefore = bytesParsed
        let added = adding(bytes)
        // NB: an update that needs nothing more goes out as `adding` made it (the fast paths'
        // with the tail's notes already): changed here, it was copied twice more. One with
        // version 0 has none, and the tail has none while its version is 0.
        if pendingCitations.isEmpty, added.trailingNotesVersion == tailNotesVersion { return added }
        var update = added
        if !pendingCitations.isEmpty, bytesParsed != parsedBefore || !update.committed.isEmpty {
            // NB: a footnote that shows now is what may resolve a citation, unless blocks were
            // committed (their citations may be of one that showed already).
            let notes = [lastProvisional, tailNotes].joined().count { $0.footnoteDefinition != nil }
            if notes != notesChecked || !update.committed.isEmpty { update.revisions = revisingCitations() }
            notesChecked = notes
        }
        // NB: every update's tail is `lastProvisional`, then these.
        (update.trailingNotes, update.trailingNotesVersion) = (tailNotes, tailNotesVersion)
        return update
    }

    private mutating func adding(_ chunk: [UInt8]) -> StreamUpdate {
        let chunkStart = source.count
        let (typedLine, lineStart) = (lines.count, lines.offset(ofLine: lines.count))
        lines.append(chunk[...], at: chunkStart)
        source += chunk
        if !hasCarriageReturns, chunk.contains(0x0D) { hasCarriageReturns = true }
        if !hasNUL, chunk.contains(0) { hasNUL = true }
        if hasNUL {
            // NB: cmark counts a NUL as the three bytes of the U+FFFD it becomes, which the
            // fast paths, ending ranges from the source's bytes, would not.
            (lastHeldBack, lastTable) = (nil, nil)
            return update()
        }
        if chunkStart > 0, source[chunkStart - 1] == 0x0D {
            // NB: a `\n` first ends the line with the `\r` before it, one line end that the
            // fast paths, reading the chunk, would count as two.
            (lastHeldBack, lastTable) = (nil, nil)
            return update()
        }
        if chunkStart > boundary, let held = lastHeldBack?.adding(chunk) {
            lastHeldBack = held
            appendsWithoutParsing += 1
            return unchanged(openFence: lastOpenFence)
        }
        lastHeldBack = nil
        if chunkStart > boundary, var table = lastTable,
           let appended = FastAppend.tableRows(source, chunkStart: chunkStart, lineStart: lineStart, open: &table,
                                               parser: tailParser, to: &lastProvisional) {
            lastTable = table
            lastHeldBack = appended.heldBack
            appendsWithoutParsing += 1
            guard appended.added else { return unchanged(openFence: nil) }
            endTailRanges(before: table.rowsEnd)
            (lastTailDepth, lastOpenCodeSpan) = (nil, nil)
            lastHealed = ([], -1, false)
            return StreamUpdate(provisional: lastProvisional)
        }
        // NB: any other change leaves the table's state unknown; the next full update sets it
        // (a blank line that ends the table commits it: blockAfterBlankLine).
        let openTable = chunkStart > boundary ? lastTable : nil
        lastTable = nil
        if let html = lastOpenHTML {
            // NB: not the text path, which would show the HTML line being typed. And not while
            // the block's first line is being typed: more of it may make it text (`<sup>Edit`).
            if chunkStart > boundary, lines.offset(ofLine: html.line) < lineStart,
               let added = FastAppend.html(source, chunkStart: chunkStart, lineStart: lineStart, html: html, to: &lastProvisional) {
                appendsWithoutParsing += 1
                // NB: a line being typed shows nothing yet: no frame to make.
                guard added else { return unchanged(openFence: nil) }
                endTailRanges(before: source.count)
                lastHealed = ([], -1, false)
                return StreamUpdate(provisional: lastProvisional)
            }
        } else if lastTailDepth != nil, chunkStart > boundary, offPathEndLine != typedLine,
                  let appended = fastAppend(chunkStart: chunkStart, lineStart: lineStart) {
            endTailRanges(before: source.count)
            lastHealed = ([], -1, false)
            appendsWithoutParsing += 1
            return StreamUpdate(provisional: lastProvisional, openFence: lastOpenFence, appendedInlines: appended.splicedInlines,
                                grewCode: appended.grewCode, trailingNotes: tailNotes, trailingNotesVersion: tailNotesVersion)
        }
        if chunkStart > boundary, let update = blockAfterBlankLine(chunkStart: chunkStart, lineStart: lineStart, table: openTable) {
            lastHealed = ([], -1, false)
            appendsWithoutParsing += 1
            return update
        }
        return update()
    }

    /// Ends the ranges along the tail's last path as cmark would end them in the text before
    /// `offset` (TailRanges.swift). Lines are read from their ends, so the usual last line,
    /// which ends in text, costs a byte or two.
    private mutating func endTailRanges(before offset: Int) {
        var (end, line) = (offset, lines.line(containing: max(0, offset - 1)))
        var last: (line: Int, column: Int)?
        var marked: (line: Int, column: Int)?
        while end > boundary {
            let start = lines.offset(ofLine: line)
            var lineEnd = end
            if source[lineEnd - 1] == 0x0A { lineEnd -= 1 }
            if lineEnd > start, source[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if last == nil { last = (line, lineEnd - start) }
            let text = LinePatterns.trimmed(source[start..<lineEnd])
            if marked == nil, !text.isEmpty { marked = (line, lineEnd - start) }
            if let last, let marked, text.last(where: { $0 != 0x20 && $0 != 0x09 && $0 != UInt8(ascii: ">") }) != nil {
                lastProvisional.endRanges(at: TailEnd(line: last.line, column: last.column, markedLine: marked.line,
                                                      markedColumn: marked.column, textLine: line, textLineColumn: lineEnd - start,
                                                      textColumn: text.endIndex - start))
                return
            }
            (end, line) = (start, line - 1)
        }
    }

    /// A blank line after the tail's only block, a paragraph or a table, and a block begun
    /// after it: the blank line ends the block, which is committed as it stands (the last
    /// parse healed nothing; its range is set to end where cmark ends it), and the new line is
    /// healed and parsed alone, as the full update would heal and parse it (its region starts
    /// after the blank line, and a block after a blank line starts afresh); nil when the chunk
    /// must go to the full update, or when the new line does not begin a paragraph, heading or
    /// list item (`isBegunByOneLine`). The chunk's words before the blank line go to the
    /// paragraph first, its rows to the table (parsed as the row fast path parses them:
    /// `table` is the open table the chunk came to), so a table of thousands of rows is not
    /// parsed again whole when it ends.
    private mutating func blockAfterBlankLine(chunkStart: Int, lineStart: Int, table: OpenTable?) -> StreamUpdate? {
        guard !isFrozen, nestedFreeze == nil, lastOpenFence == nil, lastOpenHTML == nil, lastOpenCodeSpan == nil,
              lastProvisional.count == 1, tailNotes.isEmpty, FastAppend.isWholeCharacters(source, from: chunkStart) else { return nil }
        let endsTable: Bool
        switch lastProvisional[0] {
        case .paragraph: endsTable = false
        case .table where table != nil: endsTable = true
        default: return nil
        }
        guard endsTable || (lastTailDepth == 0 && lastTailIsVerbatim) else { return nil }
        // The new block starts on the text's last line, or on a line before it that the chunk
        // holds whole (`\n\nDone.\n`).
        var newLineStart = source[chunkStart...].lastIndex(of: 0x0A).map { $0 + 1 } ?? lineStart
        while newLineStart > chunkStart {
            let start = LinePatterns.lineStart(in: source, endingAt: newLineStart - 1)
            guard start >= chunkStart, !LinePatterns.isBlank(source[start..<(newLineStart - 1)]) else { break }
            newLineStart = start
        }
        // NB: a new line begun before the chunk is in the tail already (it is the paragraph).
        // One that a `\r` ends is no new line.
        guard source[newLineStart..<max(newLineStart, chunkStart)].allSatisfy({ $0 == 0x20 }),
              !source[newLineStart...].contains(0x0D) else { return nil }
        // Back from the new line over the blank lines to the end of the block's last line.
        var blankStart = newLineStart
        while blankStart > boundary {
            let end = blankStart - 1
            let start = LinePatterns.lineStart(in: source, endingAt: end)
            guard LinePatterns.isBlank(source[start..<end]) else { break }
            blankStart = start
        }
        guard blankStart < newLineStart, blankStart > boundary else { return nil }
        let blockEnd = blankStart - 1
        let lastLineStart = LinePatterns.lineStart(in: source, endingAt: blockEnd)
        // The table's last rows, added once the new line is known to go too.
        var rows: [TableRow] = []
        if let table {
            guard lineStart == table.rowsEnd, !source[lineStart..<blankStart].contains(0x0D), case .table(let ended) = lastProvisional[0],
                  let parsed = FastAppend.parsedRows(source[lineStart..<blankStart], of: ended, open: table, source: source, parser: tailParser)
            else { return nil }
            rows = parsed
        } else {
            // NB: not after a marker alone, which the item fast path held back (`1.` after a
            // paragraph is its text, which the paragraph as shown lacks).
            // Nor after a line begun before the chunk that the paragraph does not end on:
            // one held back, such as a definition (`[a]: /url`), which shows nothing.
            guard !FastAppend.ItemLine.isMarkerAlone(source[lastLineStart..<blockEnd]),
                  lastLineStart >= chunkStart || lastProvisional[0].range?.endLine == lines.line(containing: lastLineStart),
                  FastAppend.wordsEndingLine(source, chunkStart: chunkStart, lineStart: lineStart, end: blockEnd,
                                             to: &lastProvisional) else { return nil }
        }
        let newText = source[newLineStart...]
        // Only spaces yet: nothing begun.
        guard newText.contains(where: { $0 != 0x20 }) else {
            addRows(rows)
            endTailRanges(before: blankStart)
            return StreamUpdate(provisional: lastProvisional)
        }
        let healed = TailHealer.heal(newText)
        guard healed.heldBack == nil, healed.openFence == nil, healed.openHTML == nil, !healed.text.isEmpty else { return nil }
        let newLine = lines.line(containing: newLineStart)
        // NB: a footnote definition passed here (one not referred to yet shows nothing) is
        // for the full update to carry, which parses the new line after it.
        guard !parser.extensions.contains(.footnotes)
            || CarriedFootnotes.stretches(in: source, lines: lines, from: max(boundaryLine, footnotesCarriedTo), to: newLine,
                                          outside: lastProvisional).isEmpty else { return nil }
        // NB: before the new line is parsed, which may use them.
        readDefinitions(before: newLineStart)
        let parsed = healed.text.withUnsafeBufferPointer { tailParser.parse(utf8: $0, firstLine: newLine) }
        // The block's range as cmark gives it: to the end of its last line, spaces and all.
        guard parsed.blocks.count == 1, Self.isBegunByOneLine(parsed.blocks[0]), lastProvisional[0].range != nil,
              !source[lastLineStart..<blockEnd].contains(0x09) else { return nil }
        addRows(rows)
        endTailRanges(before: blankStart)
        let finished = lastProvisional
        committed += finished
        carryFootnotes(committing: finished, before: newLine)
        boundary = newLineStart
        boundaryLine = newLine
        lastProvisional = parsed.blocks
        (lastPlainFence, lastIndentedCode, lastTable) = (nil, nil, nil)
        noteFastPaths(after: healed)
        noteEndsOffThePath()
        return StreamUpdate(committed: finished, provisional: lastProvisional)
    }

    /// Adds `rows` to the table that is the tail's only block.
    private mutating func addRows(_ rows: [TableRow]) {
        guard !rows.isEmpty, case .table(var table) = lastProvisional[0] else { return }
        lastProvisional[0] = .thematicBreak(ThematicBreak())   // NB: so the rows are not shared while they grow
        table.rows += rows
        lastProvisional[0] = .table(table)
    }

    /// A paragraph, a heading, or a list of one item that is a paragraph: what a line can
    /// begin after a blank line (a fence, an HTML block or a table need more of the text).
    private static func isBegunByOneLine(_ block: Block) -> Bool {
        switch block {
        case .paragraph, .heading: true
        case .list(let list):
            if list.items.count == 1, list.items[0].blocks.count == 1, case .paragraph = list.items[0].blocks[0] { true } else { false }
        default: false
        }
    }

    /// Adds the chunk to the tail without parsing, when it cannot change anything else; nil,
    /// with the tail as it was, when it must be parsed.
    private mutating func fastAppend(chunkStart: Int, lineStart: Int) -> Appended? {
        if let span = lastOpenCodeSpan {
            if FastAppend.closingCodeSpan(source, chunkStart: chunkStart, contentStart: span, into: lastTailDepth ?? 0,
                                          to: &lastProvisional) {
                lastOpenCodeSpan = nil
                return Appended()
            }
            return FastAppend.codeSpan(source, chunkStart: chunkStart, contentStart: span, into: lastTailDepth ?? 0,
                                       to: &lastProvisional) ? Appended() : nil
        }
        if let fence = lastPlainFence {
            guard lastTailDepth == 0 else { return nil }
            let appended = FastAppend.code(source, chunkStart: chunkStart, lineStart: lineStart, fence: fence,
                                           to: &lastProvisional)
            return appended ? Appended(grewCode: true) : nil
        }
        if let line = lastIndentedCode {
            guard lastTailDepth == 0, !hasCarriageReturns else { return nil }
            let appended = FastAppend.indentedCode(source, chunkStart: chunkStart, lineStart: lineStart, line: line,
                                                   blockStart: lines.offset(ofLine: line), to: &lastProvisional)
            return appended ? Appended(grewCode: true) : nil
        }
        guard lastOpenFence == nil else { return nil }
        // NB: the checkpoint is copied only for a chunk that may open a span (a backtick).
        if source[chunkStart...].contains(UInt8(ascii: "`")),
           let opened = FastAppend.openingCodeSpan(source, chunkStart: chunkStart, lineStart: lineStart, into: lastTailDepth ?? 0,
                                                   checkpoint: inlineCheckpoint.flatMap { $0.tailStart == boundary ? $0 : nil },
                                                   to: &lastProvisional) {
            lastOpenCodeSpan = opened.contentStart
            return opened.appended
        }
        let healedNothing = lastTailDepth == 0 && lastTailIsVerbatim
        if let appended = FastAppend.text(source, chunkStart: chunkStart, lineStart: lineStart, line: lines.line(containing: lineStart),
                                          into: lastTailDepth ?? 0,
                                          quoteMarkers: healedNothing, to: &lastProvisional) {
            return appended
        }
        guard healedNothing, !hasCarriageReturns,
              let healing = FastAppend.listItem(source, chunkStart: chunkStart, lineStart: lineStart, line: lines.count,
                                                lines: lines, tailStart: boundary, parser: tailParser, to: &lastProvisional) else { return nil }
        note(healing)
        noteEndsOffThePath()
        return Appended()
    }

    /// Replaces the whole text (a regenerated or edited reply) and starts over.
    public mutating func replace(with text: String) -> StreamUpdate {
        self = StreamingParser(parser: parser)
        return append(text)
    }

    private mutating func update() -> StreamUpdate {
        if let run = definitionRun {
            if let update = update(in: run) { return update }
            // The tail holds more than definitions now: it starts where the run began again.
            (definitionRun, definitionCheckpoint) = (nil, nil)
            (boundary, boundaryLine) = (run.startBoundary, run.startLine)
            lastHealed = ([], -1, false)
        }
        if let checkpoint = inlineCheckpoint {
            if checkpoint.tailStart == boundary, nestedFreeze == nil,
               let update = update(from: checkpoint) {
                return update
            }
            // The paragraph ended, or its lines changed what came before them.
            inlineCheckpoint = nil
            checkpointTry = source.count + InlineCheckpoint.spacing
        }
        if let checkpoint = blockCheckpoint {
            if checkpoint.tailStart == boundary, nestedFreeze == nil, let update = update(from: checkpoint) {
                return update
            }
            // The lines left the item, or may define what the kept blocks use.
            blockCheckpoint = nil
        }
        if let freeze = nestedFreeze, ListFreezing.hasLazyLine(source[boundary...], itemColumn: freeze.column) {
            // Parsed alone, the nested item's lazy line would keep the outer item's indentation.
            nestedFreeze = nil
            (boundary, boundaryLine) = (freeze.boundary, freeze.boundaryLine)
            lastHealed = ([], -1, false)
        }
        let healedFrom = boundary
        var healed = TailHealer.heal(source[boundary...])
        // NB: not when the tail ended in indented code, which is shown without inline healing,
        // as the source is, not as it heals.
        if lastHealed.boundary == boundary, !lastHealed.endsInCode, healed.text.isSame(as: lastHealed.text[...]) {
            noteFastPaths(after: healed)
            return unchanged(openFence: healed.openFence)
        }
        let boundaryBeforeParse = boundaryLine
        var document = healed.text.withUnsafeBufferPointer { tailParser.parse(utf8: $0, firstLine: boundaryLine) }
        bytesParsed += healed.text.count
        let endsInCode = Self.endsInIndentedCode(document.blocks)
        lastHealed = (healed.text, boundary, endsInCode)
        if endsInCode, healed.changesInlines {
            // Inline healing is for text: in an indented code block it would show closing
            // markers the code does not have. (Unless healing held back all of a text line
            // after the code, `<di` say: then the tail ends in text, which stays healed.)
            let verbatim = TailHealer.heal(source[boundary...], healsInlines: false)
            let reparsed = verbatim.text.withUnsafeBufferPointer { tailParser.parse(utf8: $0, firstLine: boundaryLine) }
            if Self.endsInIndentedCode(reparsed.blocks) { (healed, document) = (verbatim, reparsed) }
        }
        noteFastPaths(after: healed)
        let (body, notes) = Self.splittingMovedNotes(document.blocks)
        var tailBlocks = body
        if let freeze = nestedFreeze {
            guard let merged = ListFreezing.merging(freeze, into: tailBlocks) else {
                // The tail left the nested list: parse again from the outer item's line.
                nestedFreeze = nil
                (boundary, boundaryLine) = (freeze.boundary, freeze.boundaryLine)
                lastHealed = ([], -1, false)
                return update()
            }
            tailBlocks = merged
        }
        if isFrozen, let start = frozenListStart,
           !ListFreezing.isContinued(frozenList, inQuotes: frozenQuotes.count, by: tailBlocks) {
            // Healing held the last item's line back: parse again from the list's start.
            (frozenList, frozenQuotes, frozenListStart) = (nil, [], nil)
            (boundary, boundaryLine) = start
            lastHealed = ([], -1, false)
            return update()
        }
        var blocks = tailBlocks
        if isFrozen {
            // NB: the last update's blocks taken, not copied, so that they change in place.
            blocks = lastProvisional
            lastProvisional = []
            if !ListFreezing.splicing(frozenList, quotes: frozenQuotes[...], tail: tailBlocks, into: &blocks) {
                blocks = ListFreezing.merging(frozenList, quotes: frozenQuotes[...], into: tailBlocks)
            }
        }
        let healedFromLine = boundaryLine + healed.regionStartLine - 1
        let count = committableCount(blocks, notes: notes, healedFromLine: healedFromLine)
        var newlyCommitted: [Block] = []
        if count > 0 {
            newlyCommitted = RangeQuirks.settingHTMLEnds(Array(blocks.prefix(count)), after: committed.last, source: source,
                                                          lines: lines)
            committed += newlyCommitted
            (frozenList, frozenQuotes, frozenListStart, nestedFreeze) = (nil, [], nil, nil)
            if let next = firstLine(of: blocks[count...], after: RangeQuirks.deepestEndLine(blocks[count - 1])) {
                carryFootnotes(committing: newlyCommitted, before: next)
                boundaryLine = next
                boundary = lines.offset(ofLine: next)
            }
        }
        lastProvisional = Array(blocks.dropFirst(count))
        setTailNotes(notes)
        if let (list, quotes, itemLine) = ListFreezing.freezable(lastProvisional, lineBeingTyped: lines.count, healedFromLine: healedFromLine),
           itemLine > boundaryLine, list != nil || followsBlankLine(itemLine), !setsAsideNotedReferences(before: itemLine) {
            if let list { ListFreezing.growing(&frozenList, to: list, count: list.items.count - 1) } else { frozenList = nil }
            ListFreezing.growing(&frozenQuotes, to: quotes)
            frozenListStart = frozenListStart ?? (boundary, boundaryLine)
            boundaryLine = itemLine
            boundary = lines.offset(ofLine: itemLine)
        }
        // NB: a freeze made again keeps the outer item's line to go back to; without one, the
        // tail must start there again.
        let wasFrozen = nestedFreeze != nil
        let outerStart = nestedFreeze.map { ($0.boundary, $0.boundaryLine) } ?? (boundary, boundaryLine)
        nestedFreeze = nil
        if let (freeze, itemLine) = ListFreezing.nestedFreezable(lastProvisional, frozenItems: frozenList?.items.count ?? 0,
                                                                    boundary: outerStart.0, boundaryLine: outerStart.1,
                                                                    lineBeingTyped: lines.count, healedFromLine: healedFromLine),
           itemLine > boundaryLine && !setsAsideNotedReferences(before: itemLine) || wasFrozen && itemLine == boundaryLine {
            nestedFreeze = freeze
            boundaryLine = itemLine
            boundary = lines.offset(ofLine: itemLine)
            nestedCut = boundary
            nestedCutItemLine = freeze.item.range.map { lines.offset(ofLine: $0.startLine)..<lines.offset(ofLine: $0.startLine + 1) }
        } else if wasFrozen {
            (boundary, boundaryLine) = outerStart
        }
        lastOpenFence = healed.openFence
        lastOpenHTML = healed.openHTML.map { html in
            var inText = html
            inText.line = boundaryBeforeParse + html.line - 1
            return inText
        }
        lastPlainFence = healed.plainFence.map { fence in
            var inText = fence
            inText.line = boundaryBeforeParse + fence.line - 1
            return inText
        }
        lastIndentedCode = Self.indentedCodeLine(lastProvisional)
        lastTable = OpenTable.at(lastProvisional, source: source, healed: healed.text, boundary: healedFrom, lines: lines)
        moveCheckpoint()
        moveBlockCheckpoint()
        startDefinitionRun()
        noteEndsOffThePath()
        return StreamUpdate(committed: newlyCommitted, provisional: lastProvisional, openFence: healed.openFence)
    }

    /// Sets the footnote definitions the tail holds aside (TrailingDefinitions) when it holds
    /// nothing else: no block but the definitions cmark shows, no citation.
    private mutating func startDefinitionRun() {
        guard parser.extensions.contains(.footnotes), !isFrozen, nestedFreeze == nil, inlineCheckpoint == nil,
              blockCheckpoint == nil, lastOpenFence == nil, lastOpenHTML == nil, tailNotes.isEmpty,
              lastProvisional.allSatisfy({ $0.footnoteDefinition != nil }),
              let labels = TrailingDefinitions.definitionLabels(in: source[boundary...]), !labels.isEmpty else { return }
        definitionRun = TrailingDefinitions(startBoundary: boundary, startLine: boundaryLine, footnotes: tailParser.footnotesBefore,
                                            parser: tailParser)
    }

    /// The update for a tail of footnote definitions: the last ones parsed alone, those
    /// another follows set aside; nil when the tail holds more than definitions.
    private mutating func update(in run: TrailingDefinitions) -> StreamUpdate? {
        var run = run
        if let (checkpoint, definition) = definitionCheckpoint {
            if checkpoint.tailStart == boundary, let update = update(in: run, from: checkpoint, definition: definition) {
                return update
            }
            definitionCheckpoint = nil
        }
        let tail = source[boundary...]
        guard TrailingDefinitions.definitionLabels(in: tail) != nil else { return nil }
        let healed = TailHealer.heal(tail)
        guard healed.openFence == nil, healed.openHTML == nil else { return nil }
        if lastHealed.boundary == boundary, healed.text.isSame(as: lastHealed.text[...]) {
            noteFastPaths(after: healed)
            return unchanged(openFence: nil)
        }
        guard let definitions = TrailingDefinitions.definitions(in: healed.text, firstLine: boundaryLine, parser: tailParser)
        else { return nil }
        bytesParsed += healed.text.count
        noteFastPaths(after: healed)
        lastHealed = (healed.text, boundary, false)
        let closing = TrailingDefinitions.closedCount(definitions, healed: healed.text, tail: tail, tailStart: boundary, lines: lines)
        if closing > 0, let next = definitions[closing].range?.startLine {
            run.close(Array(definitions.prefix(closing)))
            boundaryLine = next
            boundary = lines.offset(ofLine: next)
            lastHealed = ([], -1, false)
        }
        definitionRun = run
        lastProvisional = run.shown(adding: Array(definitions.dropFirst(closing)))
        (lastOpenFence, lastPlainFence, lastOpenHTML, lastIndentedCode, lastTable) = (nil, nil, nil, nil, nil)
        moveDefinitionCheckpoint(Array(definitions.dropFirst(closing)))
        noteEndsOffThePath()
        return StreamUpdate(provisional: lastProvisional)
    }

    /// The update for a run whose last definition holds many blocks: the lines from its last
    /// block on parsed alone and put after the blocks before it; nil when they no longer
    /// continue it, or may begin another definition or cite a footnote.
    private mutating func update(in run: TrailingDefinitions, from checkpoint: BlockCheckpoint,
                                 definition: Block) -> StreamUpdate? {
        guard let label = definition.footnoteDefinition?.label, !CarriedFootnotes.mayReferToFootnote(source[checkpoint.offset...]),
              let parsed = checkpoint.parseLines(of: source, parser: TrailingDefinitions.citing([label], with: tailParser)),
              parsed.healed.openFence == nil, parsed.healed.openHTML == nil else { return nil }
        var blocks = [definition]
        guard checkpoint.splice(parsed.blocks, into: &blocks), let spliced = blocks[0].footnoteDefinition else { return nil }
        bytesParsed += parsed.healed.text.count
        updatesFromCheckpoint += 1
        lastHealed = ([], -1, false)
        let healed = parsed.healed
        note(LineHealing(isVerbatim: healed.isVerbatim(parsed.input[...]), openContainers: healed.openContainers,
                         openCodeSpan: healed.openCodeSpan.map { checkpoint.offset - checkpoint.sentinel.count + $0 },
                         heldBack: healed.heldBack))
        definitionCheckpoint = (checkpoint, blocks[0])
        lastProvisional = run.shown(adding: [spliced])
        (lastOpenFence, lastPlainFence, lastOpenHTML, lastIndentedCode, lastTable) = (nil, nil, nil, nil, nil)
        moveDefinitionCheckpoint([spliced])
        noteEndsOffThePath()
        return StreamUpdate(provisional: lastProvisional)
    }

    /// Makes a block checkpoint in the run's last definition (`open`, the run's definitions
    /// not set aside, when it is one), or moves it on, when the definition has grown by
    /// `BlockCheckpoint.spacing` bytes since the last one. It is kept only when an update
    /// from it gives the definition as it is now.
    private mutating func moveDefinitionCheckpoint(_ open: [FootnoteDefinition]) {
        guard open.count == 1 else {
            definitionCheckpoint = nil
            return
        }
        let definition = Block.footnoteDefinition(open[0])
        definitionCheckpoint?.definition = definition
        guard let made = BlockCheckpoint.making(after: definitionCheckpoint?.checkpoint, tried: definitionCheckpointTry,
                                                tail: [definition], tailStart: boundary, source: source, lines: lines,
                                                inDefinition: true) else { return }
        definitionCheckpointTry = made.offset
        guard !CarriedFootnotes.mayReferToFootnote(source[made.offset...]),
              let parsed = made.parseLines(of: source, parser: TrailingDefinitions.citing([open[0].label], with: tailParser))
        else { return }
        var blocks = [definition]
        guard made.splice(parsed.blocks, into: &blocks), blocks[0] == definition else { return }
        definitionCheckpoint = (made, definition)
    }

    /// The update for a tail that ends in a container of many blocks or items: the lines from
    /// its last child on parsed alone and put after the children before it; nil when they no
    /// longer continue the container.
    private mutating func update(from checkpoint: BlockCheckpoint) -> StreamUpdate? {
        guard let parsed = checkpoint.parseLines(of: source, parser: tailParser),
              checkpoint.splice(parsed.blocks, into: &lastProvisional) else { return nil }
        bytesParsed += parsed.healed.text.count
        updatesFromCheckpoint += 1
        lastHealed = ([], -1, false)
        // NB: the healed text starts with the sentinel, which stands where the kept blocks end.
        let inputStart = checkpoint.offset - checkpoint.sentinel.count
        let healed = parsed.healed
        note(LineHealing(isVerbatim: healed.isVerbatim(parsed.input[...]), openContainers: healed.openContainers,
                         openCodeSpan: healed.openCodeSpan.map { inputStart + $0 }, heldBack: healed.heldBack))
        lastOpenFence = healed.openFence
        lastPlainFence = healed.plainFence.map { fence in
            var inText = fence
            inText.line = checkpoint.line - checkpoint.sentinelLines + fence.line - 1
            return inText
        }
        // NB: an HTML block open at the end goes on without parsing (FastAppend+HTML.swift).
        lastOpenHTML = healed.openHTML.map { html in
            var inText = html
            inText.line = checkpoint.line - checkpoint.sentinelLines + html.line - 1
            return inText
        }
        lastIndentedCode = nil
        lastTable = OpenTable.at(lastProvisional, source: source, healed: Array(healed.text.dropFirst(checkpoint.sentinel.count)),
                                 boundary: checkpoint.offset, lines: lines)
        moveBlockCheckpoint()
        noteEndsOffThePath()
        return StreamUpdate(provisional: lastProvisional, openFence: healed.openFence)
    }

    /// Makes a block checkpoint at the start of the last child of the deepest container on the
    /// tail's last path that has one before it, or moves it there, when the container has
    /// grown by `BlockCheckpoint.spacing` bytes since the last one. It is kept only when an
    /// update from it gives the tail as it is now.
    private mutating func moveBlockCheckpoint() {
        guard nestedFreeze == nil,
              let made = BlockCheckpoint.making(after: blockCheckpoint, tried: blockCheckpointTry, tail: lastProvisional,
                                                tailStart: boundary, source: source, lines: lines) else { return }
        blockCheckpointTry = made.offset
        guard let parsed = made.parseLines(of: source, parser: tailParser) else { return }
        var blocks = lastProvisional
        guard made.splice(parsed.blocks, into: &blocks), blocks == lastProvisional else { return }
        blockCheckpoint = made
    }

    /// The update for a tail that ends in a long paragraph: its lines from the checkpoint on
    /// parsed alone and put after the inlines before it; nil when they no longer continue it.
    private mutating func update(from checkpoint: InlineCheckpoint) -> StreamUpdate? {
        guard let lines = checkpoint.parseLines(of: source, parser: tailParser),
              checkpoint.splice(lines.inlines, parsed: lines.blocks, into: &lastProvisional) else { return nil }
        bytesParsed += lines.healed.text.count
        updatesFromCheckpoint += 1
        lastHealed = ([], -1, false)
        let sentinelLength = lines.input.count - (source.count - checkpoint.offset)
        note(LineHealing(isVerbatim: lines.healed.isVerbatim(lines.input[...]), openContainers: lines.healed.openContainers,
                         openCodeSpan: lines.healed.openCodeSpan.map { checkpoint.offset - sentinelLength + $0 },
                         heldBack: lines.healed.heldBack))
        moveCheckpoint()
        noteEndsOffThePath()
        return StreamUpdate(provisional: lastProvisional)
    }

    /// Makes a checkpoint at the line being typed, or moves it there, when the tail ends in
    /// a paragraph that has grown by `InlineCheckpoint.spacing` bytes since the last one. It
    /// is kept only when an update from it gives the paragraph as the tail shows it now.
    private mutating func moveCheckpoint() {
        let line = lines.count
        let lineStart = lines.offset(ofLine: line)
        guard lineStart >= checkpointTry, nestedFreeze == nil, lastOpenFence == nil, lastOpenHTML == nil,
              let (paragraph, path, item) = InlineCheckpoint.lastParagraph(lastProvisional), let range = paragraph.range,
              range.endLine == line, range.startLine < line else { return }
        let current = inlineCheckpoint.flatMap { $0.paragraphStart.startLine == range.startLine ? $0 : nil }
        guard lineStart - (current?.offset ?? lines.offset(ofLine: range.startLine)) >= InlineCheckpoint.spacing else { return }
        checkpointTry = lineStart + InlineCheckpoint.spacing / 4
        guard let sentinel = InlineCheckpoint.sentinel(path: path, item: item, source: source, lines: lines),
              let made = InlineCheckpoint.making(at: line, after: current, paragraph: paragraph, path: path, sentinel: sentinel,
                                                 source: source, lines: lines, tailStart: boundary, parser: tailParser),
              let parsed = made.parseLines(of: source, parser: tailParser) else { return }
        var blocks = lastProvisional
        guard made.splice(parsed.inlines, parsed: parsed.blocks, into: &blocks),
              InlineCheckpoint.lastParagraph(blocks)?.paragraph == paragraph else { return }
        inlineCheckpoint = made
        checkpointTry = lineStart + InlineCheckpoint.spacing
    }

    /// Reads the link reference definitions of the text before `end`, where a block starts,
    /// for the tail's references to find: the tail moved past it (whole blocks, or a frozen
    /// list's items), or is about to.
    private mutating func readDefinitions(before end: Int) {
        guard end > definitionsRead else { return }
        let passed = source[definitionsRead..<end]
        definitionsRead = end
        guard LinePatterns.mayHoldDefinition(passed) else { return }
        var read = Array(passed)
        if passed.startIndex == nestedCut {
            // NB: read alone, text that starts with a nested list's item (where its freeze put
            // the boundary) loses the top-level item it is in, and its lines indented as that
            // item's content may read as code. It is read after that item's marker, a word
            // and a blank line, which keep it in the item at the same column (not after the
            // item's own first line: a fence or HTML block it opens would take in the text).
            // Without that line, `finish` parses the whole text.
            if let itemLine = nestedCutItemLine, itemLine.upperBound <= passed.startIndex,
               let opening = ListMarker.placeholderItem(source[itemLine]) {
                read = opening + read
            } else {
                mayMissDefinitions = true
            }
        }
        let made = read.withUnsafeBufferPointer { text in
            tailParser.definitionsBefore.map { $0.adding(madeBy: text, parser: parser) }
                ?? LinkDefinitions.made(by: text, parser: parser)
        }
        if let made, made.count > (tailParser.definitionsBefore?.count ?? 0) {
            for label in made.labels(notIn: tailParser.definitionsBefore) { lateLabels.add(label, readEnd: end) }
        }
        tailParser.definitionsBefore = made
    }

    /// Sets `tailNotes`, counting a change. (Most parses take them from the definitions kept
    /// for the preamble, `FootnotesBefore.definitions`: those of the last one have the same
    /// storage, and comparing them ends at once.)
    private mutating func setTailNotes(_ notes: [Block]) {
        if notes != tailNotes { tailNotesVersion += 1 }
        tailNotes = notes
    }

    /// Adds what the text from the boundary to `nextLine` leaves behind to the footnotes the
    /// tail is parsed after: the references of `blocks`, committed now (the last of
    /// `committed`), and the stretches outside them that hold definitions.
    private mutating func carryFootnotes(committing blocks: [Block], before nextLine: Int) {
        guard parser.extensions.contains(.footnotes) else { return }
        var footnotes = tailParser.footnotesBefore ?? FootnotesBefore()
        for (index, block) in zip((committed.count - blocks.count)..., blocks) where mayCite(block) {
            let citations = CarriedFootnotes.citations(in: [block])
            pendingCitations.note(citations, ofBlockAt: index)
            for citation in citations { footnotes.cite(citation.label, isResolved: citation.isResolved) }
        }
        footnotes.stretches += CarriedFootnotes.stretches(in: source, lines: lines, from: max(boundaryLine, footnotesCarriedTo),
                                                          to: nextLine, outside: blocks)
        footnotesCarriedTo = max(footnotesCarriedTo, nextLine)
        tailParser.footnotesBefore = footnotes.isEmpty ? nil : footnotes
    }

    /// Whether `block` may cite a footnote: its lines hold a `[^` (or it has no range). Most
    /// do not, and their inlines need not be walked.
    private func mayCite(_ block: Block) -> Bool {
        guard let range = block.range, range.startLine >= 1, range.startLine <= lines.count else { return true }
        return CarriedFootnotes.mayReferToFootnote(source[lineSpan(of: range)])
    }

    /// The bytes of the lines `range` covers, from its start line's start to its end line's
    /// line end: a committed block's text, to parse again alone.
    private func lineSpan(of range: SourceRange) -> Range<Int> {
        let endLine = max(range.startLine, range.endLine)
        return lines.offset(ofLine: range.startLine)..<(endLine < lines.count ? lines.offset(ofLine: endLine + 1) : source.count)
    }

    /// Revises the committed blocks that cite as text a footnote the tail now defines, and
    /// those whose references that moves on (PendingCitations), and returns the revisions.
    private mutating func revisingCitations() -> [BlockRevision] {
        let (shown, numbers) = footnoteNumbers()
        let keys = pendingCitations.cited(among: Array(shown.keys))
        guard !keys.isEmpty else { return [] }
        tailParser.footnotesBefore?.resolve(keys)
        var revisions: [BlockRevision] = []
        for index in pendingCitations.resolving(keys, numbers: numbers) {
            guard let range = committed[index].range else { continue }
            let earlier = pendingCitations.earlierCitations(ofBlock: index)
            let revised: Block?
            if keys.contains(where: { earlier[$0] != nil }) {
                revised = PendingCitations.revision(of: committed[index], text: source[lineSpan(of: range)],
                                                    firstLine: range.startLine, earlier: earlier, labels: shown, numbers: numbers,
                                                    parser: tailParser)
            } else {
                // Its references only move on: no citation of it turns from text to reference.
                revised = PendingCitations.renumbering(committed[index], numbers: numbers)
            }
            guard let block = revised else { continue }
            committed[index] = block
            revisions.append(BlockRevision(index: index, block: block))
        }
        return revisions
    }

    /// The footnotes the tail shows, those defined before too (by key, as their definitions
    /// write the label; the tail is not parsed), and the numbers of those the committed text
    /// cites: in the order of first citation, those defined.
    private func footnoteNumbers() -> (labels: [String: String], numbers: [String: Int]) {
        var shown: [String: String] = [:]
        for case .footnoteDefinition(let definition) in [lastProvisional, tailNotes].joined() {
            shown[definition.label.lowercased()] = shown[definition.label.lowercased()] ?? definition.label
        }
        var numbers: [String: Int] = [:]
        for use in tailParser.footnotesBefore?.uses ?? [] where shown[use.label.lowercased()] != nil {
            numbers[use.label.lowercased()] = numbers.count + 1
        }
        return (shown, numbers)
    }

    /// Whether freezing the text from the boundary to `line` would set aside footnote
    /// references while definitions are about (carried, or in the tail): the tail's parse
    /// would no longer see them, nor show the definitions only they refer to. (Without
    /// definitions, a reference is text, cited once its block is committed: CarriedFootnotes.)
    private func setsAsideNotedReferences(before line: Int) -> Bool {
        guard parser.extensions.contains(.footnotes), tailParser.footnotesBefore?.hasDefinitions == true || !tailNotes.isEmpty
        else { return false }
        return CarriedFootnotes.mayReferToFootnote(source[boundary..<lines.offset(ofLine: line)])
    }

    /// Whether the line before `line` holds nothing but quote markers. A quote's last block
    /// is frozen apart from the blocks before it only after such a line, which closed them
    /// whatever that block turns out to be (healing may show a table row being typed as a
    /// paragraph of its own, say).
    private func followsBlankLine(_ line: Int) -> Bool {
        line > 1 && QuoteMarkers.holdsOnlyMarkers(line: line - 1, of: source, lines: lines)
    }

    /// The update for a chunk that changed nothing shown.
    private func unchanged(openFence: String?) -> StreamUpdate {
        StreamUpdate(provisional: lastProvisional, openFence: openFence, isUnchanged: true, trailingNotes: tailNotes,
                     trailingNotesVersion: tailNotesVersion)
    }

    /// What the next chunk's fast paths need to know about the tail as healed.
    private mutating func noteFastPaths(after healed: HealedTail) {
        note(LineHealing(isVerbatim: healed.isVerbatim(source[boundary...]), openContainers: healed.openContainers,
                         openCodeSpan: healed.openCodeSpan.map { boundary + $0 }, heldBack: healed.heldBack))
    }

    /// Notes whether a block off the tail's last path ends on the line being typed, after an
    /// update that parsed (once a parse, not a walk every chunk).
    private mutating func noteEndsOffThePath() {
        offPathEndLine = RangeQuirks.endsOffThePath(onLine: lines.count, in: lastProvisional) ? lines.count : nil
    }

    /// What healing did to the end of the text, for the next chunk's fast paths: after a full
    /// update, or after a fast path that healed a line alone (a list item).
    private mutating func note(_ healing: LineHealing) {
        lastTailDepth = healing.isVerbatim ? 0 : healing.openContainers
        lastTailIsVerbatim = healing.isVerbatim
        lastOpenCodeSpan = healing.openCodeSpan
        lastHeldBack = healing.heldBack
    }

    /// The start line of the indented code block that is all of `blocks`.
    private static func indentedCodeLine(_ blocks: [Block]) -> Int? {
        guard blocks.count == 1, case .codeBlock(let code) = blocks[0], code.style == .indented else { return nil }
        return code.range?.startLine
    }

    /// Whether the deepest last block is an indented code block.
    private static func endsInIndentedCode(_ blocks: [Block]) -> Bool {
        if case .codeBlock(let code)? = FastAppend.deepestLastBlock(blocks) { code.style == .indented } else { false }
    }

    /// The tail's blocks, and the footnote definitions cmark put after them from earlier
    /// lines, when the text ends in a block after all of those (see `tailNotes`); otherwise
    /// all of them, and none (a definition being typed at the end takes the fast paths).
    private static func splittingMovedNotes(_ blocks: [Block]) -> (body: [Block], notes: [Block]) {
        var first = blocks.endIndex
        while first > blocks.startIndex, case .footnoteDefinition = blocks[first - 1] { first -= 1 }
        guard first > blocks.startIndex, first < blocks.endIndex, let lastLine = blocks[first - 1].range?.startLine,
              blocks[first...].allSatisfy({ ($0.range?.startLine).map { $0 < lastLine } ?? false }) else { return (blocks, []) }
        return (Array(blocks[..<first]), Array(blocks[first...]))
    }

    /// How many leading blocks of the tail are final (`notes`: the definitions split off it).
    private func committableCount(_ blocks: [Block], notes: [Block], healedFromLine regionStart: Int) -> Int {
        // cmark moves footnote definitions to the end of the list; the boundary must not pass
        // one, or its text would leave the tail and the footnote would vanish until finish().
        // (Not one at the top level, which is carried past it: CarriedFootnotes.)
        var firstFootnote = Int.max
        for list in [blocks, notes] {
            for case .footnoteDefinition(let definition) in list {
                guard let line = definition.range?.startLine, line >= boundaryLine, line < firstFootnote,
                      CarriedFootnotes.isNested(line, in: blocks) else { continue }
                firstFootnote = line
            }
        }
        var count = 0
        while count + 1 < blocks.count {
            if case .footnoteDefinition = blocks[count] { break }
            if case .footnoteDefinition = blocks[count + 1], !definitionsAlone(follow: count, in: blocks) { break }
            // NB: not a block whose range (or a last descendant's, which cmark may end on a
            // later line, at that line's length: see RangeQuirks) ends on the line being typed
            // or in the region healing may have changed.
            let end = RangeQuirks.deepestEndLine(blocks[count])
            guard blocks[count].range != nil, end < regionStart, end < lines.count,
                  let nextStart = blocks[count + 1].range?.startLine, nextStart <= firstFootnote else { break }
            count += 1
        }
        return count
    }

    /// Whether only footnote definitions follow block `index` of the tail's `blocks`, those
    /// from the tail's lines after it: the block is closed (a definition can interrupt a
    /// paragraph), and goes, so that the tail holds the definitions alone
    /// (TrailingDefinitions).
    private func definitionsAlone(follow index: Int, in blocks: [Block]) -> Bool {
        let end = RangeQuirks.deepestEndLine(blocks[index])
        return blocks[(index + 1)...].allSatisfy { block in
            guard let start = block.footnoteDefinition?.range?.startLine else { return false }
            return start < boundaryLine || start > end
        }
    }

    /// Where the tail starts once the blocks before `blocks` (the rest of the tail's) go: the
    /// first of them, or, when only footnote definitions are left (cmark put them there, from
    /// earlier lines too), the first line of those after the last block that goes, `end`.
    private func firstLine(of blocks: ArraySlice<Block>, after end: Int) -> Int? {
        guard blocks.first?.footnoteDefinition != nil else { return blocks.first?.range?.startLine }
        return blocks.lazy.compactMap { $0.range?.startLine }.filter { $0 > end }.min()
    }

    /// Ends the stream: commits the rest, with revisions where a late definition changed a
    /// committed block.
    ///
    /// `keepingTail`: the reply was cut short (the agent failed, its stream broke off), so its
    /// text was never finished. The tail is then committed as the last update showed it,
    /// healed, rather than parsed as final text, which would bring back the markers healing
    /// hid (an open `**`, a fence's first backtick); the document is then no one-shot parse.
    public mutating func finish(keepingTail: Bool = false) -> StreamUpdate {
        guard !isFinished else { return StreamUpdate(isFinal: true) }
        let start = uncommittedStart
        isFinished = true
        definitionRun = nil
        // NB: a character never completed is invalid UTF-8, repaired as in a one-shot parse.
        lines.append(splitCharacter[...], at: source.count)
        source += splitCharacter
        splitCharacter = []
        let keptTail = keepingTail && !provisional.isEmpty ? provisional : nil
        let rest: [Block]
        if let keptTail {
            rest = keptTail
        } else {
            // The text after the committed blocks, parsed as it is (not healed): the tail's
            // parse, from where an update that gave up its shortcuts would start it.
            let blocks = source[start.boundary...].withUnsafeBufferPointer { tailParser.parse(utf8: $0, firstLine: start.line) }.blocks
            bytesParsed += source.count - start.boundary
            rest = RangeQuirks.settingHTMLEnds(blocks, after: committed.last, source: source, lines: lines)
            // NB: the footnotes it shows are those the revisions number (footnoteNumbers).
            (lastProvisional, tailNotes) = Self.splittingMovedNotes(rest)
        }
        var revisions = pendingCitations.isEmpty ? [] : revisingCitations()
        readDefinitions(before: source.count)
        // NB: a footnote the committed text defines in a quote or a list item is not carried
        // to the tail's parse (cmark moves it out), and one with references in it is numbered
        // there after the references carried: rare in a reply, whose notes come at its end;
        // the whole text is parsed then.
        let mayPlaceNotesOtherwise = parser.extensions.contains(.footnotes)
            && CarriedFootnotes.mayPlaceNotesOtherwise(source[..<start.boundary], carried: tailParser.footnotesBefore?.stretches ?? [],
                                                       lines: lines)
        guard !mayPlaceNotesOtherwise, !mayMissDefinitions, let late = lateDefinitionRevisions() else {
            return finishingByParsingWhole(keptTail: keptTail, revised: revisions.map(\.index))
        }
        revisions = Self.merging(revisions, late)
        committed += rest
        lastProvisional = []
        setTailNotes([])
        boundary = source.count
        return StreamUpdate(committed: rest, revisions: revisions, isFinal: true)
    }

    /// Where the text not committed yet starts: the boundary, or before it where the tail is
    /// parsed from a shortcut (a frozen list, a nested freeze, a run of footnote definitions)
    /// that an update goes back from when the shortcut no longer holds.
    private var uncommittedStart: (boundary: Int, line: Int) {
        var start = (boundary: boundary, line: boundaryLine)
        for other in [definitionRun.map { ($0.startBoundary, $0.startLine) }, frozenListStart.map { ($0.boundary, $0.line) },
                      nestedFreeze.map { ($0.boundary, $0.boundaryLine) }].compactMap({ $0 }) where other.0 < start.boundary {
            start = other
        }
        return start
    }

    /// The revisions of committed blocks that a link reference definition after their start
    /// changes (the one case where a committed block differs from a one-shot parse): each
    /// block that shows bracketed text and starts before the last definition of a new label
    /// is parsed again alone, with every definition, its footnotes numbered as the committed
    /// text has them (PendingCitations.parsedAlone, which keeps the block's ranges). Nil when
    /// such a parse does not line up with its block.
    private mutating func lateDefinitionRevisions() -> [BlockRevision]? {
        guard lateLabels.lastReadEnd > 0, !committed.isEmpty else { return [] }
        let (labels, numbers) = footnoteNumbers()
        var revisions: [BlockRevision] = []
        for index in committed.indices {
            guard let range = committed[index].range else { return nil }
            let span = lineSpan(of: range)
            guard span.lowerBound < lateLabels.lastReadEnd else { break }
            // NB: only for a label read after the block's start that its text may hold.
            guard committed[index].mayTakeLateDefinition,
                  lateLabels.mayBeUsed(in: source[span], startingAt: span.lowerBound) else { continue }
            bytesParsed += span.count
            guard let parsed = PendingCitations.parsedAlone(committed[index], text: source[span], firstLine: range.startLine,
                                                            earlier: pendingCitations.earlierCitations(ofBlock: index),
                                                            labels: labels, numbers: numbers, parser: tailParser) else { return nil }
            guard parsed != committed[index] else { continue }
            committed[index] = parsed
            revisions.append(BlockRevision(index: index, block: parsed))
        }
        return revisions
    }

    /// The revisions of `first` and `second` (each in order of index), in order of index, the
    /// second's where both revise a block.
    private static func merging(_ first: [BlockRevision], _ second: [BlockRevision]) -> [BlockRevision] {
        guard !first.isEmpty, !second.isEmpty else { return first + second }
        let revised = Set(second.map(\.index))
        return (first.filter { !revised.contains($0.index) } + second).sorted { $0.index < $1.index }
    }

    /// The end for what the tail alone cannot settle: the whole text parsed once, every
    /// committed block compared with it. `keptTail`: the tail to commit as shown, if kept;
    /// `revised`: the blocks revised already in this finish, which the revisions must still
    /// bring.
    private mutating func finishingByParsingWhole(keptTail: [Block]?, revised: [Int]) -> StreamUpdate {
        let full = source.withUnsafeBufferPointer { parser.parse(utf8: $0) }
        bytesParsed += source.count
        var changed = Set(revised)
        for index in committed.indices where index < full.blocks.count && full.blocks[index] != committed[index] {
            committed[index] = full.blocks[index]
            changed.insert(index)
        }
        let revisions = changed.sorted().map { BlockRevision(index: $0, block: committed[$0]) }
        let rest = keptTail ?? Array(full.blocks.dropFirst(committed.count))
        committed += rest
        lastProvisional = []
        setTailNotes([])
        boundary = source.count
        return StreamUpdate(committed: rest, revisions: revisions, isFinal: true)
    }
}
