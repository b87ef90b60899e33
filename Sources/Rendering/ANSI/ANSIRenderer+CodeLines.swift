import Highlight
import Theming

extension ANSIRenderer {
    /// Code as pieces in `writer.inputs`, one range of them per line, a piece per token (cut
    /// at line feeds) coloured from the theme's token styles.
    func codePieces(
        _ code: String, language: String?, style: TextStyle, into writer: inout TerminalWriter
    ) -> [Range<Int>] {
        var clean = TerminalText.sanitize(code)
        writer.startInputs()
        let base = writer.text.append(clean)
        let feeds = clean.withUTF8 { ANSIRenderer.lineFeeds(in: $0) }
        return linePieces(Highlighter.spans(clean, language: language), at: base.lowerBound, count: base.count,
                          feeds: feeds, style: style, into: &writer)
    }

    /// The pieces of `spans` (in order, over a text of `count` bytes at `offset` in the
    /// writer's text, whose line feeds are at `feeds`), added to `writer.inputs` and cut at
    /// the line feeds: one range of them per line, none for the empty rest after a last feed.
    func linePieces(
        _ spans: some Sequence<TokenSpan>, at offset: Int, count: Int, feeds: [Int], style: TextStyle,
        into writer: inout TerminalWriter
    ) -> [Range<Int>] {
        var feed = 0
        var lines: [Range<Int>] = []
        lines.reserveCapacity(feeds.count + 1)
        var lineStart = writer.inputs.count
        var kinds: [(kind: TokenKind, style: Int32)] = []
        for token in spans {
            let number = tokenStyle(token.kind, over: style, known: &kinds, &writer.text.palette)
            var start = token.range.lowerBound
            let end = min(token.range.upperBound, count)
            // NB: the token is cut at the line feeds inside it, found beforehand.
            while feed < feeds.count && feeds[feed] < end {
                let index = feeds[feed]
                feed += 1
                guard index >= start else { continue }
                if index > start {
                    writer.inputs.append(TextPiece(code: offset + start..<offset + index, style: number))
                }
                lines.append(lineStart..<writer.inputs.count)
                lineStart = writer.inputs.count
                start = index + 1
            }
            if end > start {
                writer.inputs.append(TextPiece(code: offset + start..<offset + end, style: number))
            }
        }
        lines.append(lineStart..<writer.inputs.count)
        if lines.count > 1 && lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The UTF-8 offsets of the line feeds in `bytes`, eight bytes at a time.
    static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var feeds: [Int] = []
        var index = 0
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index < bytes.count {
            if index + 8 <= bytes.count, let base = bytes.baseAddress {
                let word =
                    UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    ^ (ones &* 0x0A)
                if (word &- ones) & ~word & (ones &* 0x80) == 0 {
                    index += 8
                    continue
                }
            }
            let stop = min(bytes.count, index + 8)
            while index < stop {
                if bytes[index] == 0x0A { feeds.append(index) }
                index += 1
            }
        }
        return feeds
    }

    /// The style number of a token kind over `style`; `known` remembers the kinds met.
    func tokenStyle(
        _ kind: TokenKind, over style: TextStyle, known: inout [(kind: TokenKind, style: Int32)],
        _ palette: inout StylePalette
    ) -> Int32 {
        // NB: a block has a handful of kinds, compared by serial number.
        if let hit = known.first(where: { $0.kind == kind }) { return hit.style }
        let number = palette.number(of: styles.token(kind.rawValue, over: style))
        known.append((kind, number))
        return number
    }

    /// The code lines padded to the panel's width; long lines fold with a `↪` mark.
    func panelBody(_ code: [Range<Int>], frame: PanelFrame, into writer: inout TerminalWriter) {
        let parts = PanelLineParts(frame: frame, writer: &writer)
        for range in code {
            panelLine(range, parts: parts, into: &writer)
        }
    }

    /// One code line (`writer.inputs[range]`) in the panel.
    func panelLine(_ range: Range<Int>, parts: PanelLineParts, into writer: inout TerminalWriter) {
        // NB: most code lines fit; only the others go through the word wrapper.
        if panelLineIfItFits(range, parts: parts, into: &writer) { return }
        PieceWrapper.wrap(
            writer.inputs[range], in: writer.text, width: parts.frame.width, firstPrefix: [parts.pad],
            continuationPrefix: [parts.pad, parts.mark], into: &writer.wrapped)
        for index in 0..<writer.wrapped.count {
            panelRow(index, parts: parts, into: &writer)
        }
    }

    /// Row `index` of the wrapped code line in `writer.wrapped`, padded to the panel's width.
    func panelRow(_ index: Int, parts: PanelLineParts, into writer: inout TerminalWriter) {
        let row = writer.wrapped[index]
        let missing = max(0, parts.frame.width - writer.text.width(of: row))
        writer.emit(row, then: TextPiece(code: parts.blank.prefix(missing), style: parts.fill))
    }

    /// One code line in the panel on one row, padded; false (nothing emitted) when it is
    /// wider than the panel.
    func panelLineIfItFits(_ range: Range<Int>, parts: PanelLineParts, into writer: inout TerminalWriter) -> Bool {
        let width = parts.frame.width
        // NB: the line's pieces go in the writer's scratch array, taken out while in use.
        var line: [TextPiece] = []
        swap(&line, &writer.scratchLine)
        defer { swap(&line, &writer.scratchLine) }
        line.removeAll(keepingCapacity: true)
        line.append(parts.pad)
        line.append(contentsOf: writer.inputs[range])
        let used = writer.text.width(of: line[...])
        guard used <= width else { return false }
        let padding = TextPiece(code: parts.blank.prefix(width - used), style: parts.fill)
        writer.emit(line[...], then: padding)
        return true
    }
}

/// What every line of a code panel is made with: the indentation, the padding and the fold
/// mark, as pieces.
struct PanelLineParts {
    let frame: PanelFrame
    let fill: Int32
    let pad: TextPiece
    let blank: Range<Int>
    let mark: TextPiece

    init(frame: PanelFrame, writer: inout TerminalWriter) {
        self.frame = frame
        fill = writer.text.palette.number(of: frame.fill)
        pad = TextPiece(verbatim: writer.text.appendSpaces(frame.indent), style: fill)
        blank = writer.text.appendSpaces(frame.width)
        mark = writer.text.piece(of: Span("↪ ", style: frame.labelStyle))
    }
}

extension TextPiece {
    /// A joining piece without a link (code and padding).
    init(code range: Range<Int>, style: Int32) {
        self.init(
            start: range.lowerBound, end: range.upperBound, style: style,
            link: StylePalette.noLink, joins: true)
    }

    /// A verbatim piece without a link (a prefix).
    init(verbatim range: Range<Int>, style: Int32) {
        self.init(
            start: range.lowerBound, end: range.upperBound, style: style,
            link: StylePalette.noLink, joins: false)
    }
}
