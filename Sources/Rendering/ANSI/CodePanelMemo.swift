// The body of the long code panel the last live frame showed (see CodeTokens.swift): the
// encoded lines of its code up to its last line feed, kept while their text and token kinds
// stay the same, so a frame lays out only the lines from the first change on.
//
// A panel's lines are encoded each from a reset state, so their bytes depend only on their
// text and the gutters around the panel (a list item's indentation, a quote's bar), which
// the memo's key holds: they can be copied into the next frame.
// The terminal's sanitising is done line by line here, which gives the same text as doing
// it for the whole block as long as no escape sequence (which may run over lines) begins in
// the lines kept; a block with one is laid out afresh.
import Highlight
import Theming

/// What the terminal renderer made of the last long code panel of a series of frames.
struct CodePanelMemo: Sendable {
    /// What the lines' bytes depend on besides the code (a memo serves one renderer, whose
    /// theme and encoder they also carry).
    struct Key: Equatable, Sendable {
        var language: String?
        var element: ThemeElement
        var context: BlockContext
        var gutters: [TerminalWriter.GutterState] = []
    }

    let key: Key
    let margin: Int
    private(set) var tokens: CodeTokens
    /// The raw code as last seen, how much of it is settled (up to the last line feed before
    /// its last line), and the length of the settled part's sanitised form (the start of
    /// `tokens.utf8`).
    private var raw: [UInt8] = []
    private(set) var settled = 0
    private var cleanSettled = 0
    /// True while all the code seen needs no sanitising: its sanitised text is the raw code,
    /// and a change is checked alone.
    private var isRawSafe = true
    /// The code lines laid out that end in a line feed, each with where it ends in the
    /// sanitised text (after its line feed); the code's last line is in `rows`.
    var lines = EncodedLines<Int>()
    /// The terminal rows of the code's last line laid out (CodePanelRows.swift), which starts
    /// where `lines` end.
    var rows = PanelRows()
    /// How the panel was laid out in its frame, for a frame that only adds code to it (see
    /// CodePanelSplice.swift).
    var layout: PanelLayout?

    init(key: Key, margin: Int) {
        self.key = key
        self.margin = margin
        tokens = CodeTokens(language: key.language)
    }

    /// Whether the code continues the code last seen: what the memo kept still stands. (The
    /// settled lines come before the last line, so the code must be longer.)
    func isContinued(by code: UnsafeBufferPointer<UInt8>) -> Bool {
        settled < code.count
            && raw.withUnsafeBufferPointer { CommonPrefix.length(UnsafeBufferPointer(rebasing: $0[..<settled]), code) } == settled
    }

    /// `isContinued(by:)` for code the caller vouches is the code last seen with bytes added
    /// at its end (`CodeTokens.grownPrefix`), so a frame of a reply that is one long code
    /// block, or one long line, costs its change, not the block. Returns how many bytes the
    /// code then surely shares with the code last seen (`update(raw:sharing:)`).
    func grownPrefix(of code: UnsafeBufferPointer<UInt8>) -> Int? {
        guard settled < code.count, let kept = raw.withUnsafeBufferPointer({ CodeTokens.grownPrefix(of: code, from: $0) })
        else { return nil }
        return max(kept, settled)
    }

    /// Takes the block's raw code now: the lines kept stay in `lines` and `rows`, the
    /// sanitised text is `tokens.utf8`. False when the code cannot be served line by line.
    /// `sharing`: how many bytes the code is known to begin with in common with the code last
    /// seen (the settled lines, `isContinued(by:)`; more, `grownPrefix(of:)`).
    /// NB: it reads the bytes that changed, and compares the rest: a long last line that
    /// grows a few bytes a frame is not read again.
    mutating func update(raw code: UnsafeBufferPointer<UInt8>, sharing known: Int) -> Bool {
        // NB: a memo is taken only for code that continues the code it saw (isContinued: the
        // same settled lines, and more after them; or grownPrefix); a new one has seen nothing.
        assert(raw.isEmpty || isContinued(by: code))
        let known = min(known, raw.count, code.count)
        let common = known + raw.withUnsafeBufferPointer {
            CommonPrefix.length(UnsafeBufferPointer(rebasing: $0[known...]), UnsafeBufferPointer(rebasing: code[known...]))
        }
        // NB: cmark ends code with a line feed, so the last line is the one before it. The
        // last line seen had no other, so only the bytes that changed can hold one.
        var settledEnd = settled
        let searched = max(settled, min(common, raw.count - 1))
        if code.count >= 2, searched < code.count - 1,
           let index = UnsafeBufferPointer(rebasing: code[searched..<(code.count - 1)]).lastIndex(of: 0x0A) {
            settledEnd = searched + index + 1
        }
        let settling = UnsafeBufferPointer(rebasing: code[settled..<settledEnd])
        guard !Self.beginsSequence(settling) else { return false }
        // NB: a few bytes back, for a character the change cut.
        isRawSafe = isRawSafe && TerminalText.isSafe(UnsafeBufferPointer(rebasing: code[max(0, min(common, code.count) - 3)...]))
        raw.removeSubrange(common...)
        raw.append(contentsOf: UnsafeBufferPointer(rebasing: code[common...]))
        let before = tokens.utf8.count - (tokens.utf8.last == 0x0A ? 1 : 0)
        let change: CodeTokens.Change
        if isRawSafe {
            (settled, cleanSettled) = (settledEnd, settledEnd)
            // NB: the sanitised text last given is the raw code last seen.
            change = tokens.update(code, sharedPrefix: common)
        } else {
            var clean = Array(tokens.utf8.prefix(cleanSettled))
            let newlySettled = Self.sanitized(settling)
            clean += newlySettled
            clean += Self.sanitized(UnsafeBufferPointer(rebasing: code[settledEnd...]))
            settled = settledEnd
            cleanSettled += newlySettled.count
            change = clean.withUnsafeBufferPointer { tokens.update($0) }
        }
        var stillShown = lines.count
        while stillShown > 0, lines[stillShown - 1].position > change.stable { stillShown -= 1 }
        lines.keepFirst(stillShown)
        rows.keep(after: &lines, stable: change.stable, grown: change.shared >= before)
        return true
    }

    /// The text as the terminal renderer shows it (TerminalText.sanitize).
    private static func sanitized(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if TerminalText.isSafe(bytes) { return Array(bytes) }
        return Array(TerminalText.sanitize(String(decoding: bytes, as: UTF8.self)).utf8)
    }

    /// Whether an escape sequence, which sanitising drops whole across lines, may begin here:
    /// ESC or a C1 control.
    private static func beginsSequence(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if TerminalText.isSafe(bytes) { return false }
        for index in bytes.indices {
            if bytes[index] == 0x1B { return true }
            if bytes[index] == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
        }
        return false
    }
}

extension ANSIRenderer {
    /// The body of a long code panel of a live frame, the lines the last frame laid out copied
    /// and the rest laid out; false (nothing emitted) when the memo cannot serve.
    func memoizedBody(
        _ code: String, key: CodePanelMemo.Key, style: TextStyle, frame: PanelFrame, into writer: inout TerminalWriter
    ) -> Bool {
        guard writer.emitsReusableLines else { return false }
        var key = key
        key.gutters = writer.gutterStates
        var copy = code
        // NB: a frame may hold more than one long panel; the last frame's memo is only taken
        // by the one it serves, and the memo of the last panel laid out is kept for the next.
        var memo: CodePanelMemo
        if let old = writer.codePanel, old.key == key, old.margin == writer.marginWidth,
           copy.withUTF8({ old.isContinued(by: $0) }) {
            memo = old
            writer.codePanel = nil   // NB: so the memo is not shared while it changes
        } else {
            // NB: only then: a new memo looks its grammar up.
            memo = CodePanelMemo(key: key, margin: writer.marginWidth)
        }
        let settled = memo.settled
        guard copy.withUTF8({ memo.update(raw: $0, sharing: settled) }) else { return false }
        let bodyStart = writer.frameBytesBefore + writer.encodedCount
        writer.appendEncoded(memo.lines)
        writer.appendEncoded(memo.rows.encoded)
        layOutRest(of: &memo, style: style, frame: frame, bodyStart: bodyStart, into: &writer)
        return true
    }

    /// Lays out the memo's code from the first line it does not keep on (from the first row
    /// it does not keep of the last line), and keeps the memo for the next frame; its kept
    /// lines start at `bodyStart` in the frame.
    func layOutRest(
        of memo: inout CodePanelMemo, style: TextStyle, frame: PanelFrame, bodyStart: Int, into writer: inout TerminalWriter
    ) {
        let parts = PanelLineParts(frame: frame, writer: &writer)
        let clean = memo.tokens.utf8
        let lineStart = memo.lines.count > 0 ? memo.lines[memo.lines.count - 1].position : 0
        let start = memo.rows.resumption ?? lineStart
        if start < clean.count {
            // The rest of the code, from the first line (or row) not kept, as spans and line
            // feeds of its own.
            writer.startInputs()
            let offset = writer.text.append(bytes: clean[start...]).lowerBound
            let (tokens, list) = (memo.tokens, memo.tokens.tokens)
            let spans = (tokens.token(at: start)..<tokens.ends.count).lazy.map { index in
                TokenSpan(kind: list[index].kind, range: max(0, tokens.start(of: index) - start)..<(tokens.ends[index] - start))
            }
            let feeds = clean.withUnsafeBufferPointer { ANSIRenderer.lineFeeds(in: UnsafeBufferPointer(rebasing: $0[start...])) }
            let lines = linePieces(spans, at: offset, count: clean.count - start, feeds: feeds, style: style, into: &writer)
            for (index, range) in lines.enumerated() {
                let end = index < feeds.count ? start + feeds[index] + 1 : clean.count
                let text = PanelRows.Text(
                    offset: offset, start: start, lineStart: index == 0 ? lineStart : start + feeds[index - 1] + 1,
                    endsWithFeed: index < feeds.count)
                if index == lines.count - 1 {
                    // The code's last line, row by row, kept to be continued.
                    panelRows(range, of: text, end: end, parts: parts, into: &memo.rows, &writer)
                } else if index == 0, memo.rows.resumption != nil {
                    // The last line of the frame before, ended now.
                    panelRows(range, of: text, end: end, parts: parts, into: &memo.rows, &writer)
                    memo.rows.settle(into: &memo.lines)
                } else {
                    let made = writer.recorded { panelLine(range, parts: parts, into: &$0) }
                    memo.lines.append(end, made)
                }
            }
        }
        memo.layout = PanelLayout(frame: frame, style: style, bodyStart: bodyStart)
        writer.madeCodePanel = memo
    }
}
