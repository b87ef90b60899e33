// Markdown (CommonMark + GitHub extensions). Each line first gets its block markers (heading,
// quote `>`, list bullet, fence, rule, table row, link reference), then inline spans: code
// spans, emphasis, strikethrough, links, autolinks, escapes, HTML comments. A fenced code block
// whose info string names a registered language is lexed by that grammar through an embed mode
// (see HTMLGrammar+Embedding.swift); otherwise its lines are string. The embed mode is always
// the bottom of Markdown's own stack, so Markdown nested in a fence works the same way.
//
// `lineMemo` bits: 0...31 backtick runs of that length known not to close on this line;
// 32 no `)` left, 34...38 emphasis openers known not to close; 40 inline text seen (block
// markers no longer possible); 41 the line is a table row.

/// Markdown.
struct MarkdownGrammar: Grammar {
    let language = Language(
        name: "Markdown", aliases: ["markdown", "md", "mkd", "mdown", "gfm", "commonmark"],
        extensions: ["md", "markdown", "mkd", "mdown", "mdx"])

    /// The fence mode: `variant` is the registry index of the fence's language (or `unknown`),
    /// `delimiter` the opening fence (```` ``` ```` or `~~~`, its length is the minimum to close).
    enum Fence {
        static let id: UInt8 = 0xC8
        static let unknown: UInt8 = 0xFF
    }

    /// `lineMemo` bits.
    enum Memo {
        static let noCloseParen = 1 << 32
        static let emphasisBase = 34
        static let inline = 1 << 40
        static let tableRow = 1 << 41
    }

    static let htmlComment = BlockCommentSyntax(open: "<!--", close: "-->")
    static let ruleBytes = ByteSet("-*_= \t")
    static let bullets = ByteSet("-*+")

    func step(_ lexer: inout Lexer) {
        if let first = lexer.state.modes.first, first.id == Fence.id { return fenced(&lexer, first) }
        if lexer.modeID == Mode.blockComment { return lexer.continueBlockComment(Self.htmlComment) }
        if lexer.scanWhitespace() { return }
        if lexer.lineMemo & Memo.inline == 0, blockMarker(&lexer) { return }
        lexer.lineMemo |= Memo.inline
        inline(&lexer)
    }

    /// A line inside a fenced block: its quote markers (a fence opened inside `>` quotes has
    /// their count in `depth`), the closing fence, or a line of the embedded language.
    private func fenced(_ lexer: inout Lexer, _ mode: Mode) {
        var contentStart = lexer.lineStart
        if mode.depth > 0 {
            contentStart = quotePrefixEnd(lexer, count: Int(mode.depth))
            if lexer.position == lexer.lineStart, contentStart > lexer.position {
                return lexer.emit(.punctuation, to: contentStart)
            }
        }
        if lexer.position == contentStart, let end = closingFence(lexer, mode.delimiter, from: contentStart) {
            Embedding.close(&lexer, base: 0)
            lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
            lexer.emit(.punctuation, to: end)
            return lexer.emitSpace(to: lexer.lineEnd)
        }
        let index = Int(mode.variant)
        guard mode.variant != Fence.unknown, index < GrammarRegistry.all.count else {
            return lexer.emit(.string, to: lexer.lineEnd)
        }
        Embedding.step(GrammarRegistry.all[index], &lexer, base: 0, end: lexer.lineEnd)
    }

    /// The index after up to `count` quote markers `>` (and the spaces around them) at the line start.
    private func quotePrefixEnd(_ lexer: Lexer, count: Int) -> Int {
        var index = lexer.lineStart
        var seen = 0
        while seen < count {
            let marker = lexer.skipSpaces(from: index)
            guard lexer.byte(at: marker) == 0x3E else { break }
            index = marker + 1
            seen += 1
        }
        return lexer.byte(at: index) == 0x20 ? index + 1 : index
    }

    /// The end of the fence run when this line (from `from`) closes a fence opened with `fence`.
    private func closingFence(_ lexer: Lexer, _ fence: [UInt8], from: Int) -> Int? {
        guard let char = fence.first else { return nil }
        let start = lexer.skipSpaces(from: from)
        let end = lexer.skip(ByteSet(single: char), from: start)
        guard end - start >= fence.count, lexer.skip(.whitespace, from: end) >= lexer.lineEnd else { return nil }
        return end
    }

    /// Block markers where only markers and spaces precede the cursor on this line.
    private func blockMarker(_ lexer: inout Lexer) -> Bool {
        let byte = lexer.peek()
        switch byte {
        case 0x23: return heading(&lexer)
        case 0x3E: lexer.emit(.punctuation, length: 1)
        case 0x60, 0x7E: return openFence(&lexer, byte)
        case 0x7C:
            lexer.lineMemo |= Memo.tableRow | Memo.inline
            lexer.emit(.punctuation, length: 1)
        case 0x5B: return referenceDefinition(&lexer)
        default: return rule(&lexer) || listMarker(&lexer)
        }
        return true
    }

    private func heading(_ lexer: inout Lexer) -> Bool {
        let end = lexer.skip(ByteSet(single: 0x23), from: lexer.position)
        let next = lexer.byte(at: end)
        guard end - lexer.position <= 6, next == 0 || ByteSet.whitespace.contains(next) else { return false }
        lexer.emit(.heading, to: lexer.contentEnd)
        return true
    }

    /// ```` ```lang ```` or `~~~`: pushes the fence mode with the language found, if any.
    private func openFence(_ lexer: inout Lexer, _ char: UInt8) -> Bool {
        let end = lexer.skip(ByteSet(single: char), from: lexer.position)
        guard end - lexer.position >= 3 else { return false }
        let infoStart = lexer.skipSpaces(from: end)
        let contentEnd = lexer.contentEnd
        var infoEnd = infoStart
        while infoEnd < contentEnd, !ByteSet.whitespace.contains(lexer.byte(at: infoEnd)) {
            if char == 0x60, lexer.byte(at: infoEnd) == 0x60 { return false }
            infoEnd += 1
        }
        let fence = Array(lexer.slice(lexer.position, end))
        let quotes = lexer.slice(lexer.lineStart, lexer.position).reduce(0) { $0 + ($1 == 0x3E ? 1 : 0) }
        let index = Embedding.grammarIndex(lexer, infoStart, infoEnd).flatMap { $0 < 255 ? UInt8($0) : nil }
        lexer.emit(.punctuation, to: end)
        lexer.emitSpace(to: infoStart)
        lexer.emit(.attribute, to: contentEnd)
        lexer.emitSpace(to: lexer.lineEnd)
        lexer.state.context = 0
        lexer.push(Mode(id: Fence.id, variant: index ?? Fence.unknown, depth: Int32(quotes), delimiter: fence))
        return true
    }

    /// `---`, `***`, `___` (thematic break, meta) or `===` (setext underline, heading).
    private func rule(_ lexer: inout Lexer) -> Bool {
        let char = lexer.peek()
        guard char == 0x2D || char == 0x2A || char == 0x5F || char == 0x3D, lexer.position == lexer.indentEnd else {
            return false
        }
        var count = 0
        var index = lexer.position
        let end = lexer.contentEnd
        while index < end {
            let byte = lexer.byte(at: index)
            if byte == char {
                count += 1
            } else if byte != 0x20, byte != 0x09 {
                return false
            }
            index += 1
        }
        guard count >= 3 || (char == 0x3D && count >= 1) else { return false }
        lexer.emit(char == 0x3D ? .heading : .meta, to: end)
        return true
    }

    /// `-`, `*`, `+` or `1.` / `1)` followed by a space.
    private func listMarker(_ lexer: inout Lexer) -> Bool {
        var end = lexer.position
        if Self.bullets.contains(lexer.peek()) {
            end += 1
        } else {
            end = lexer.skip(.digits, from: end, limit: 9)
            guard end > lexer.position, lexer.byte(at: end) == 0x2E || lexer.byte(at: end) == 0x29 else { return false }
            end += 1
        }
        let next = lexer.byte(at: end)
        guard next == 0 || ByteSet.whitespace.contains(next) else { return false }
        lexer.emit(.punctuation, to: end)
        return true
    }

    /// `[label]: url "title"` at the start of a line.
    private func referenceDefinition(_ lexer: inout Lexer) -> Bool {
        var index = lexer.position + 1
        let end = lexer.contentEnd
        while index < end, lexer.byte(at: index) != 0x5D, lexer.byte(at: index) != 0x5B { index += 1 }
        guard index < end, lexer.byte(at: index) == 0x5D, lexer.byte(at: index + 1) == 0x3A else { return false }
        lexer.lineMemo |= Memo.inline
        lexer.emit(.punctuation, length: 1)
        lexer.emit(.string, to: index)
        lexer.emit(.punctuation, length: 2)
        lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
        var urlEnd = lexer.position
        while urlEnd < end, !ByteSet.whitespace.contains(lexer.byte(at: urlEnd)) { urlEnd += 1 }
        lexer.emit(.attribute, to: urlEnd)
        lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
        lexer.emit(.string, to: end)
        return true
    }
}

extension ByteSet {
    /// The set holding one byte.
    init(single byte: UInt8) {
        self.init()
        insert(byte)
    }
}
