// Where the terminal renderer's lines go, one at a time.
//
// Containers do not rebuild their children's lines: a quote, a list item or a margin pushes
// a gutter before its children are laid out and pops it after. Every line is emitted once,
// with the gutters in force put before it (outermost first): a gutter's first line takes its
// first spans, the others its rest, as `Gutter` describes. The blank line between two blocks
// is asked for before the second and dropped if that block shows nothing, so it only ever
// comes out in front of one of its lines, with the gutters around the two blocks.
//
// An emitted line is trimmed of spaces that would not show and given the document margin,
// then either encoded at once (the `--to ansi` path: no `StyledLine` is ever made) or kept
// as a `StyledLine` for the SVG picture, replies and tests. Both make the same line.

import MarkdownModel
import Theming

/// Collects the terminal renderer's lines: gutters, blank lines between blocks, trimming,
/// the margin, then encoding or keeping them.
struct TerminalWriter: Sendable {
    /// The bytes and palette of every piece the renderer lays out.
    var text = PieceText()
    /// Scratch for the renderer: the pieces of text about to be wrapped.
    var inputs: [TextPiece] = []
    /// Input pieces before this index are never joined by `appendText`.
    var joinFloor = 0
    /// Scratch for the renderer: wrapped lines.
    var wrapped = WrappedLines()
    /// Scratch for the renderer: the pieces of a code line.
    var scratchLine: [TextPiece] = []
    /// Lines emitted so far (blank ones included).
    private(set) var lineCount = 0
    /// The kept lines (when not encoding).
    private(set) var lines: [StyledLine] = []
    /// The encoded lines, each followed by a newline (when encoding).
    var bytes: [UInt8] { output.array }

    /// The list items of the last live frame, and this one's (only in live frames).
    var items: ListItemMemo<ItemKey>?
    /// The list items' gutters the frames of a live rendering made so far (nil elsewhere).
    var itemGutters: [ItemGutterKey: Gutter]?
    /// Whether the frame keeps memos for the next (only in live frames): of its last long
    /// code panel (CodePanelMemo.swift), its last paragraph (ParagraphMemo.swift) and its
    /// last table (TableMemo.swift).
    var keepsMemos = false
    /// The last frame's memos, until a block they serve takes them...
    var codePanel: CodePanelMemo?
    var paragraph: ParagraphMemo?
    var table: TableMemo?
    /// ...and this frame's, of the last of its kind laid out (for the next frame).
    var madeCodePanel: CodePanelMemo?
    var madeParagraph: ParagraphMemo?
    var madeTable: TableMemo?
    /// The children of the last container laid out at each depth of gutters, in the last
    /// frame and in this one (ChildBlocksMemo.swift).
    var childBlocks: [ChildBlocksMemo<Block>?] = []
    var madeChildBlocks: [ChildBlocksMemo<Block>?] = []
    /// The same for the items of the last list laid out at each depth (not at the top).
    var listItems: [ListItemsMemo?] = []
    var madeListItems: [ListItemsMemo?] = []
    /// Where this frame's last list at the top begins its last item (ListSplice.swift).
    var madeList: ListTail?
    /// The footnote definitions this frame was made of, alone, and the context they were laid
    /// out in (NotesSplice.swift).
    var madeNotes: NotesTail?
    /// How many bytes of the frame come before the writer's, kept from the frame before (a
    /// frame that only adds words to its last paragraph, see ParagraphSplice.swift).
    var frameBytesBefore = 0
    private let margin: Int
    private var encoder: PieceEncoder
    private let isEncoding: Bool
    private var output: ByteBuffer
    private var gutters: [Frame] = []
    /// The list items begun and not yet ended, innermost last (nil: one the memo does not keep).
    private var pendingItems: [PendingItem?] = []
    private var gutterPieces: [TextPiece] = []
    private var separatorDepth: Int?
    private var line: [TextPiece] = []
    /// The last gutter pushed at each depth and its pieces, valid while `generation` (of
    /// the bytes, bumped when they are freed) is the same.
    private var lastGutters: [(gutter: Gutter, generation: Int, pieces: [TextPiece])] = []
    private var generation = 0

    /// A gutter in force: its first and other spans as ranges of `gutterPieces`.
    private struct Frame {
        let gutter: Gutter
        let first: Range<Int>
        let rest: Range<Int>
        var isFirstUsed = false
    }

    /// A gutter in force as the next line's bytes depend on it: which of its spans that line
    /// gets (a memo's key, see `emitsReusableLines`).
    struct GutterState: Equatable, Sendable {
        var gutter: Gutter
        var isFirstUsed: Bool
    }

    /// A writer that keeps `StyledLine`s (`encoder` nil) or encodes them as it goes.
    init(margin: Int, encoder: ANSIEncoder?, capacity: Int = 0) {
        self.margin = margin
        self.encoder = PieceEncoder(
            depth: encoder?.depth ?? .none, hyperlinks: encoder?.hyperlinks ?? false)
        isEncoding = encoder != nil
        output = ByteBuffer(capacity: encoder == nil ? 0 : capacity)
    }

    /// Starts from the palette and escapes of an earlier writer (`ANSIRenderer.FrameCache`),
    /// before anything is written; an encoder for other colours or link settings is not taken.
    mutating func adopt(palette: StylePalette, encoder earlier: PieceEncoder?) {
        text.palette = palette
        if let earlier, earlier.depth == encoder.depth, earlier.hyperlinks == encoder.hyperlinks {
            encoder = earlier
        }
    }

    /// The palette and escapes, for a later writer to adopt.
    var reusableState: (StylePalette, PieceEncoder) { (text.palette, encoder) }

    /// Whether this writer can write a frame for a renderer with this margin and encoder.
    func serves(margin: Int, encoder: ANSIEncoder) -> Bool {
        isEncoding && margin == self.margin && encoder.depth == self.encoder.depth
            && encoder.hyperlinks == self.encoder.hyperlinks
    }

    /// The most memory a buffer keeps from one rendering for the next.
    private static let keptCapacity = 1 << 20

    /// Makes a writer that wrote one frame ready for the next, as a new one adopting its
    /// palette, escapes and memos would be, keeping the memory of its buffers: for a small
    /// frame, making a writer and its buffers cost as much as laying the frame out.
    mutating func startNextFrame() {
        clearFrame()
        items?.startFrame()
        // NB: moved, not copied: a copy retains every array a memo holds and releases them
        // again, and an array copied then emptied is allocated again.
        (codePanel, paragraph, table) = (madeCodePanel.take(), madeParagraph.take(), madeTable.take())
        swap(&childBlocks, &madeChildBlocks)
        swap(&listItems, &madeListItems)
        madeChildBlocks.removeAll(keepingCapacity: true)
        madeListItems.removeAll(keepingCapacity: true)
        (madeList, madeNotes) = (nil, nil)
    }

    /// Empties the buffers of the frame before, keeping their memory and the memos.
    mutating func clearFrame() {
        // NB: not the memory of a huge reply's, which a batch's cache would hold on to.
        text.bytes.removeAll(keepingCapacity: text.bytes.capacity <= Self.keptCapacity)
        generation += 1
        Self.empty(&inputs)
        joinFloor = 0
        wrapped.removeAll()
        Self.empty(&scratchLine)
        lineCount = 0
        if !lines.isEmpty { lines.removeAll() }
        if isKnownUniquelyReferenced(&output), output.capacity <= Self.keptCapacity {
            output.removeAll()
        } else {
            output = ByteBuffer(capacity: 4096)
        }
        Self.empty(&gutters)
        Self.empty(&pendingItems)
        Self.empty(&gutterPieces)
        separatorDepth = nil
        Self.empty(&line)
        frameBytesBefore = 0
    }

    /// Empties `array`, keeping its memory. NB: a spliced frame clears the writer on every
    /// chunk, and most of these arrays are empty then: `removeAll(keepingCapacity:)` costs a
    /// hundred instructions even so.
    @inline(__always)
    private static func empty<Element>(_ array: inout [Element]) {
        if !array.isEmpty { array.removeAll(keepingCapacity: true) }
    }

    /// Puts gutters in force as they were when a memo's lines were laid out, or as after
    /// their first line when `used` (see ParagraphSplice.swift).
    mutating func restoreGutters(_ states: [GutterState], used: Bool) {
        for state in states {
            pushGutter(state.gutter)
            gutters[gutters.count - 1].isFirstUsed = used || state.isFirstUsed
        }
    }

    /// Keeps memos for the next frame, as the writer of a live frame does.
    mutating func keepMemos() {
        items = ListItemMemo()
        itemGutters = [:]
        keepsMemos = true
    }

    /// Forgets the links met so far (the next rendering is of another reply).
    mutating func forgetLinks() {
        text.palette.forgetLinks()
        encoder.forgetLinks()
    }

    /// The encoded lines as a String, without an array in between.
    var string: String { output.string }

    /// The encoded lines as a String, the bytes they begin with in common with `previous`
    /// taken from it (`FrameEnding.string(of:reusing:)`).
    func string(reusing previous: String?) -> String {
        guard let previous else { return string }
        return output.withBytes { FrameEnding.string(of: $0, reusing: previous) }
    }

    /// Makes `frame`, the one before, the spliced frame in place: its bytes kept, then the
    /// lines laid out now, those they begin with in common with what followed in `frame` kept
    /// as they are (a list's last item laid out again mostly repeats itself).
    func splice(into frame: inout String) {
        output.withBytes { FrameEnding.replaceEnd(of: &frame, after: frameBytesBefore, with: $0) }
    }

    /// `splice(into:)` for a splice that added to the block the frame ends in (words, code):
    /// the list and the notes the frame ended with end it still.
    mutating func spliceAddingToEnd(into frame: inout String) {
        let previousLength = frame.utf8.count
        splice(into: &frame)
        carryEndings(fromLength: previousLength, to: frame, kept: frameBytesBefore)
    }

    /// After a splice that added to the block the frame ends in, keeping the first `kept`
    /// bytes of a frame `previousLength` bytes long, `made`: the list and the notes the frame
    /// ended with end it still.
    mutating func carryEndings(fromLength previousLength: Int, to made: String, kept: Int) {
        carryListTail(fromLength: previousLength, to: made, kept: kept)
        carryNotes(fromLength: previousLength, to: made, kept: kept)
    }

    /// How many bytes a line ends with after a last piece of style `style` and link `link`
    /// (the link closed, the style reset, the newline).
    mutating func lineEndingCount(style: Int32, link: Int32) -> Int {
        encoder.endingCount(style: style, link: link, text.palette) + 1
    }

    /// What a list item's gutter is made of, besides the theme.
    struct ItemGutterKey: Hashable, Sendable {
        var marker: String
        var checkbox: ListItem.Checkbox?
        var markerWidth: Int
        var isOrdered: Bool
        var width: Int
        var base: TextStyle
    }

    /// Keeps an item's gutter for the frames after this one (when the writer keeps any).
    mutating func keep(_ gutter: Gutter, for key: ItemGutterKey) {
        guard itemGutters != nil else { return }
        // NB: a bound, for a long reply of many lists: they are remade at worst.
        if itemGutters!.count >= 512 { itemGutters!.removeAll(keepingCapacity: true) }
        itemGutters![key] = gutter
    }

    /// What a list item's lines depend on besides the item (see ListItemMemo).
    struct ItemKey: Equatable, Sendable {
        var gutter: Gutter
        var context: BlockContext
        var isTight: Bool
        var margin: Int
        var gutters: [GutterState]
    }

    /// Starts a list item: false when the last live frame's lines for it were copied, as its
    /// inputs are the same (then the item is done); else its gutter is in force, and the
    /// caller lays the item out and calls `endItem`, which keeps its lines for the next frame.
    /// NB: not a method taking the layout as a closure, which would copy the renderer it
    /// captures for every item of every frame.
    mutating func beginItem(_ item: ListItem, gutter: Gutter, context: BlockContext, isTight: Bool) -> Bool {
        guard items != nil, isEncoding, separatorDepth == nil else {
            pendingItems.append(nil)
            pushGutter(gutter)
            return true
        }
        let key = ItemKey(gutter: gutter, context: context, isTight: isTight, margin: margin, gutters: gutterStates)
        if let entry = items?.reusable(item, key: key) {
            appendEncoded(entry.bytes[...], lines: entry.lines)
            items?.keepReused(entry, for: item)
            return false
        }
        let slot = items?.reserve() ?? 0
        pendingItems.append(PendingItem(slot: slot, key: key, bytes: output.count, lines: lineCount))
        pushGutter(gutter)
        return true
    }

    /// Ends the item `beginItem` started.
    mutating func endItem(_ item: ListItem) {
        popGutter()
        guard let pending = pendingItems.popLast() ?? nil, separatorDepth == nil else { return }
        items?.fill(pending.slot, item: item, key: pending.key, bytes: output.array(from: pending.bytes),
                    lines: lineCount - pending.lines)
    }

    /// A list item being laid out, whose lines the memo keeps: its place there, its key, and
    /// where its bytes and lines start.
    struct PendingItem: Sendable {
        var slot: Int
        var key: ItemKey
        var bytes: Int
        var lines: Int
    }

    /// Whether the lines emitted from now on depend on nothing but their content and the
    /// gutters in force (`gutterStates`): they are encoded, each from a reset state, and no
    /// blank line is pending. Then their bytes can be kept and copied into a later frame whose
    /// gutters are in the same state.
    var emitsReusableLines: Bool {
        isEncoding && separatorDepth == nil
    }

    /// Whether the lines are encoded (not kept as spans), and the depth of the gutters a
    /// blank line asked for and not yet emitted goes in.
    var isEncodingLines: Bool { isEncoding }
    /// Runs `body` on the bytes encoded so far.
    func withEncodedBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T { output.withBytes(body) }
    /// How many gutters are in force.
    var gutterDepth: Int { gutters.count }
    var pendingSeparator: Int? { separatorDepth }

    /// The gutters in force, outermost first.
    var gutterStates: [GutterState] {
        gutters.map { GutterState(gutter: $0.gutter, isFirstUsed: $0.isFirstUsed) }
    }

    /// Whether a gutter is in force (the lines being laid out are in a container).
    var hasGutters: Bool { !gutters.isEmpty }

    /// The document margin, which every line's bytes carry.
    var marginWidth: Int { margin }

    /// How many bytes have been encoded so far, and those from `start` on.
    var encodedCount: Int { output.count }
    func encoded(from start: Int) -> [UInt8] { output.array(from: start) }

    /// Appends `count` lines encoded earlier (reusable ones, see above), which used the
    /// first line of every gutter in force if there are any.
    mutating func appendEncoded(_ bytes: ArraySlice<UInt8>, lines count: Int) {
        bytes.withUnsafeBufferPointer { output.append($0) }
        lineCount += count
        if count > 0 {
            for index in gutters.indices { gutters[index].isFirstUsed = true }
        }
    }

    /// Puts `gutter` before every line emitted until `popGutter()`.
    mutating func pushGutter(_ gutter: Gutter) {
        let firstStart = gutterPieces.count
        let depth = gutters.count
        // NB: the items of a list mostly push the same gutter; its pieces are made once.
        if depth < lastGutters.count, lastGutters[depth].gutter == gutter,
            lastGutters[depth].generation == generation
        {
            gutterPieces.append(contentsOf: lastGutters[depth].pieces)
        } else {
            text.appendPieces(of: gutter.first, to: &gutterPieces)
            text.appendPieces(of: gutter.rest, to: &gutterPieces)
            let made = (gutter, generation, Array(gutterPieces[firstStart...]))
            if depth < lastGutters.count {
                lastGutters[depth] = made
            } else {
                lastGutters.append(made)
            }
        }
        let restStart = firstStart + gutter.first.spans.count
        gutters.append(Frame(gutter: gutter, first: firstStart..<restStart, rest: restStart..<gutterPieces.count))
    }

    /// Ends the innermost gutter.
    mutating func popGutter() {
        guard let frame = gutters.popLast() else { return }
        gutterPieces.removeSubrange(frame.first.lowerBound...)
    }

    /// Frees the bytes of finished lines; only possible outside every gutter, between blocks.
    mutating func recycle() {
        guard gutters.isEmpty, !text.bytes.isEmpty else { return }
        // NB: not the memory of a huge reply's, which a batch's cache would hold on to.
        text.bytes.removeAll(keepingCapacity: text.bytes.capacity <= Self.keptCapacity)
        generation += 1
    }

    /// Asks for a blank line before the next line emitted, inside the gutters in force now.
    mutating func requestSeparator() {
        if separatorDepth == nil { separatorDepth = gutters.count }
    }

    /// Drops a blank line asked for and not yet emitted.
    mutating func cancelSeparator() {
        separatorDepth = nil
    }

    /// Emits a line of pieces whose bytes are in `text`, then `last` if given.
    mutating func emit(_ content: ArraySlice<TextPiece>, then last: TextPiece? = nil) {
        flushSeparator()
        line.removeAll(keepingCapacity: true)
        appendGutters(depth: gutters.count)
        let contentStart = line.count
        for piece in content where !(piece.joins && piece.isEmpty) {
            line.append(piece)
        }
        if let last, !(last.joins && last.isEmpty) { line.append(last) }
        finishLine(contentStart: contentStart)
    }

    /// Emits a line made elsewhere, its spans as they are.
    mutating func emit(_ styled: StyledLine) {
        var content: [TextPiece] = []
        text.appendPieces(of: styled, to: &content)
        emit(content[...])
    }

    /// Emits an empty line (the gutters still show).
    mutating func emitBlank() {
        emit([TextPiece]()[...])
    }

    /// Emits every line in `wrapped`.
    mutating func emitWrapped() {
        for index in 0..<wrapped.count {
            let content = wrapped[index]
            emit(content)
        }
    }

    /// Emits the blank line asked for, if any, now.
    mutating func flushSeparator() {
        guard let depth = separatorDepth else { return }
        separatorDepth = nil
        line.removeAll(keepingCapacity: true)
        appendGutters(depth: depth)
        finishLine(contentStart: line.count)
    }

    private mutating func appendGutters(depth: Int) {
        for index in 0..<depth {
            let frame = gutters[index]
            line.append(contentsOf: gutterPieces[frame.isFirstUsed ? frame.rest : frame.first])
            gutters[index].isFirstUsed = true
        }
    }

    /// Trims, adds the margin and encodes or keeps the assembled `line`.
    private mutating func finishLine(contentStart: Int) {
        lineCount += 1
        guard isEncoding else { return keep(contentStart: contentStart) }
        trim()
        let pad = margin > 0 && !line.isEmpty ? margin : 0
        encoder.encode(line[...], margin: pad, text: text, into: output)
        output.append(0x0A)
    }

    /// The line as spans: gutters verbatim, then the content as one `StyledLine` builds it.
    private mutating func keep(contentStart: Int) {
        var styled = StyledLine(line[..<contentStart].map(text.span))
        styled.spans += text.styledLine(line[contentStart...]).spans
        ANSIRenderer.trim(&styled)
        if margin > 0 && !styled.spans.isEmpty {
            styled.spans.insert(Span(StyledLine.spaces(margin)), at: 0)
        }
        lines.append(styled)
    }

    /// `ANSIRenderer.trim(_:)` on pieces: trailing spaces go while their style shows
    /// nothing. NB: a piece is part of a span, so this ends where the span version does.
    private mutating func trim() {
        while let last = line.last {
            let style = text.palette.style(last.style)
            if ANSIRenderer.showsBlank(style) { break }
            var end = last.end
            while end > last.start && text.bytes[end - 1] == 0x20 { end -= 1 }
            if end == last.start {
                line.removeLast()
            } else {
                line[line.count - 1].end = end
                break
            }
        }
    }
}
