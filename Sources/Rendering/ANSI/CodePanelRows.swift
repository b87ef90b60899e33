// The last line of a streamed code block grows at every chunk, and when it is long (a line of
// minified JSON, a data URL) it folds onto many rows of its panel. Laying it out whole every
// frame made each chunk cost the line: 100 KB took 2.4 ms a chunk. `PanelRows` keeps the rows
// a frame made of it, and the next frame lays out only from the start of its last two rows.
//
// Why the rows before those stand: the wrap is greedy (PieceWrapper.swift). A row ends where
// the next word, or the next character of a word wider than a line, did not fit. When the
// line only grew, only its last character can have changed (a mark joining it; its width may
// even drop by a cell, as U+FE0E does to an emoji), and it is in the last row: a word that
// reaches it from two rows up spans a whole row and more, so it still does not fit after a
// row that holds anything. Wrapping afresh from where a row begins gives the rows from there
// that wrapping the whole line gave, as long as the row does not begin with a space (a
// wrapped row drops its leading spaces; a fold inside a long indentation keeps them), so such
// a row is never resumed from. A row's colours stand while its tokens do: rows are kept up
// to `CodeTokens.Change.stable`.

/// The terminal rows a code panel's last line was laid out in, each from a reset state.
struct PanelRows: Sendable {
    /// The rows, each with where the row after it begins in the sanitised text (`Int.max`
    /// when it begins with a space) or, for the line's last row, where the line ends. After
    /// `keep`, only rows that the next layout resumes after.
    private(set) var encoded = EncodedLines<Int>()
    /// Where the line begins in the sanitised text, and whether it ends with a line feed.
    private var line = 0
    private var endsWithFeed = false

    /// What panel rows are laid out of: the line's text, appended to the writer's text at
    /// `offset` from byte `start` of the sanitised code on, and where the line begins there.
    struct Text {
        var offset: Int
        var start: Int
        var lineStart: Int
        var endsWithFeed: Bool
    }

    /// Where the layout of the line resumes (the row after the rows kept), nil when none are.
    var resumption: Int? { encoded.count > 0 ? encoded[encoded.count - 1].position : nil }

    /// The bytes of the rows before the last one.
    var bytesBeforeLastRow: Int { encoded.count > 1 ? encoded[encoded.count - 2].end : 0 }

    /// Keeps what still stands once the code changed: `lines` were kept up to `stable` (the
    /// bytes before it show as they did), and `grown` says whether the last line only grew.
    /// A line since ended by a line feed joins `lines`.
    mutating func keep(after lines: inout EncodedLines<Int>, stable: Int, grown: Bool) {
        let lineStart = lines.count > 0 ? lines[lines.count - 1].position : 0
        guard encoded.count > 0, line == lineStart else { return self = PanelRows() }
        if endsWithFeed, encoded[encoded.count - 1].position <= stable { return settle(into: &lines) }
        guard grown else { return self = PanelRows() }
        var kept = 0
        while kept < encoded.count - 2, encoded[kept].position <= stable { kept += 1 }
        encoded.keepFirst(kept)
    }

    /// Moves the rows, a whole line, to `lines`.
    mutating func settle(into lines: inout EncodedLines<Int>) {
        if let end = encoded.count > 0 ? encoded[encoded.count - 1] : nil {
            lines.append(end.position, (encoded.bytes, end.total))
        }
        self = PanelRows()
    }

    /// Starts the rows of the line `text` is of, unless they continue the rows kept.
    fileprivate mutating func begin(_ text: Text) {
        if encoded.count == 0 { line = text.lineStart }
        endsWithFeed = text.endsWithFeed
    }

    fileprivate mutating func append(_ position: Int, _ made: (bytes: [UInt8], lines: Int)) {
        encoded.append(position, made)
    }
}

extension ANSIRenderer {
    /// A code line (`writer.inputs[range]`, from `text`) in the panel, ending at `end` in the
    /// sanitised code: after the rows `rows` keeps of it, else from its start; each row it
    /// makes goes in `rows`.
    func panelRows(
        _ range: Range<Int>, of text: PanelRows.Text, end: Int, parts: PanelLineParts,
        into rows: inout PanelRows, _ writer: inout TerminalWriter
    ) {
        let isContinued = rows.resumption != nil
        rows.begin(text)
        if !isContinued {
            var fits = false
            let made = writer.recorded { fits = panelLineIfItFits(range, parts: parts, into: &$0) }
            if fits { return rows.append(end, made) }
        }
        let continuation = [parts.pad, parts.mark]
        PieceWrapper.wrap(
            writer.inputs[range], in: writer.text, width: parts.frame.width,
            firstPrefix: isContinued ? continuation : [parts.pad], continuationPrefix: continuation,
            into: &writer.wrapped)
        // NB: the rows' starts are read before emitting, which reuses nothing of `wrapped`.
        let starts = (1..<max(1, writer.wrapped.count)).map { rowStart(writer.wrapped[$0].dropFirst(continuation.count), of: text, writer) }
        for index in 0..<writer.wrapped.count {
            let made = writer.recorded { panelRow(index, parts: parts, into: &$0) }
            rows.append(index < starts.count ? starts[index] : end, made)
        }
    }

    /// Where a row whose content is `content` begins in the sanitised code: `Int.max` when it
    /// begins with a space.
    private func rowStart(_ content: ArraySlice<TextPiece>, of text: PanelRows.Text, _ writer: TerminalWriter) -> Int {
        guard let first = content.first else { return Int.max }
        let byte = writer.text.bytes[first.start]
        if byte == 0x20 || byte == 0x09 { return Int.max }
        return first.start - text.offset + text.start
    }
}
