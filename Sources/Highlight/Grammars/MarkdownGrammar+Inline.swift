// Markdown inline spans, all closed on the same line: code spans (string), `*em*` / `_em_`
// (plain.emphasis), `**strong**` (plain.strong), `~~strike~~` (deleted), `[text](url "title")`
// and images (string text, attribute url), `<https://...>` autolinks, `\*` escapes, HTML
// comments, inline HTML tags (lexed by the HTML grammar). A failed search for a closer is
// remembered in `lineMemo` so it is not repeated.

extension TokenKind {
    /// Emphasised text (`*em*`); falls back to plain.
    static let emphasis = TokenKind("plain.emphasis")
    /// Strong text (`**strong**`); falls back to plain.
    static let strong = TokenKind("plain.strong")
}

extension MarkdownGrammar {
    static let inlineStop = ByteSet("\\`*_~[!<|")
    static let asciiPunctuation = ByteSet("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~")
    static let wordBytes = ByteSet.identifierBody
    static let html = HTMLGrammar()

    func inline(_ lexer: inout Lexer) {
        let byte = lexer.peek()
        switch byte {
        case 0x5C where Self.asciiPunctuation.contains(lexer.peek(1)): return lexer.emit(.escape, length: 2)
        case 0x60: return codeSpan(&lexer)
        case 0x2A, 0x5F, 0x7E: if emphasis(&lexer, byte) { return }
        case 0x5B: if link(&lexer, at: lexer.position) { return }
        case 0x21 where lexer.peek(1) == 0x5B: if link(&lexer, at: lexer.position + 1) { return }
        case 0x3C: if lexer.scanBlockComment(Self.htmlComment) || autolink(&lexer) || htmlTag(&lexer) { return }
        case 0x7C where lexer.lineMemo & Memo.tableRow != 0: return lexer.emit(.punctuation, length: 1)
        default: break
        }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !Self.inlineStop.contains(lexer.byte(at: index)) { index += 1 }
        lexer.emit(.plain, to: index)
    }

    /// A backtick run and its matching run of the same length (string), else literal backticks.
    private func codeSpan(_ lexer: inout Lexer) {
        let runEnd = lexer.skip(ByteSet(single: 0x60), from: lexer.position)
        let length = runEnd - lexer.position
        let bit = length < 32 ? 1 << length : 1
        if lexer.lineMemo & bit == 0 {
            var index = runEnd
            while index < lexer.lineEnd {
                guard lexer.byte(at: index) == 0x60 else {
                    index += 1
                    continue
                }
                let end = lexer.skip(ByteSet(single: 0x60), from: index)
                if end - index == length { return lexer.emit(.string, to: end) }
                index = end
            }
            lexer.lineMemo |= bit
        }
        lexer.emit(.plain, to: runEnd)
    }

    /// `*em*`, `**strong**`, `_em_`, `__strong__`, `~~strike~~` closed on this line.
    private func emphasis(_ lexer: inout Lexer, _ char: UInt8) -> Bool {
        let runEnd = lexer.skip(ByteSet(single: char), from: lexer.position)
        let length = min(runEnd - lexer.position, 3)
        if char == 0x7E, length != 2 { return false }
        let memoBit = 1 << (Memo.emphasisBase + (char == 0x2A ? 0 : char == 0x5F ? 2 : 3) + min(length, 2) - 1)
        let next = lexer.byte(at: runEnd)
        guard lexer.lineMemo & memoBit == 0, next != 0, !ByteSet.whitespace.contains(next) else { return false }
        if char == 0x5F, lexer.position > lexer.lineStart, Self.wordBytes.contains(lexer.byte(at: lexer.position - 1)) {
            return false
        }
        guard let end = emphasisClose(lexer, char, length: length, from: runEnd) else {
            lexer.lineMemo |= memoBit
            return false
        }
        let kind: TokenKind = char == 0x7E ? .deleted : (length == 1 ? .emphasis : .strong)
        lexer.emit(kind, to: end)
        return true
    }

    /// The end of the closing run for an emphasis opener, searching from `from`.
    private func emphasisClose(_ lexer: Lexer, _ char: UInt8, length: Int, from: Int) -> Int? {
        var index = from + 1
        while index < lexer.lineEnd {
            guard lexer.byte(at: index) == char else {
                index += 1
                continue
            }
            let end = lexer.skip(ByteSet(single: char), from: index)
            let before = lexer.byte(at: index - 1)
            let after = lexer.byte(at: end)
            let flanking = !ByteSet.whitespace.contains(before) && (char != 0x5F || !Self.wordBytes.contains(after))
            if flanking, end - index >= length { return index + length }
            index = end
        }
        return nil
    }

    /// `[text](url "title")`, `![alt](src)`, `[text][ref]` with `[` at `open`.
    private func link(_ lexer: inout Lexer, at open: Int) -> Bool {
        var close = open + 1
        let end = lexer.contentEnd
        while close < end, lexer.byte(at: close) != 0x5D, lexer.byte(at: close) != 0x5B { close += 1 }
        guard close < end, lexer.byte(at: close) == 0x5D else { return false }
        let after = lexer.byte(at: close + 1)
        if after == 0x5B {
            var labelEnd = close + 2
            while labelEnd < end, lexer.byte(at: labelEnd) != 0x5D, lexer.byte(at: labelEnd) != 0x5B { labelEnd += 1 }
            guard labelEnd < end, lexer.byte(at: labelEnd) == 0x5D else { return false }
            lexer.emit(.punctuation, to: open + 1)
            lexer.emit(.string, to: close)
            lexer.emit(.punctuation, length: 2)
            lexer.emit(.string, to: labelEnd)
            lexer.emit(.punctuation, length: 1)
            return true
        }
        guard after == 0x28, lexer.lineMemo & Memo.noCloseParen == 0 else { return false }
        var paren = close + 2
        while paren < end, lexer.byte(at: paren) != 0x29 { paren += 1 }
        guard paren < end else {
            lexer.lineMemo |= Memo.noCloseParen
            return false
        }
        lexer.emit(.punctuation, to: open + 1)
        lexer.emit(.string, to: close)
        lexer.emit(.punctuation, length: 2)
        var urlEnd = lexer.position
        while urlEnd < paren, !ByteSet.whitespace.contains(lexer.byte(at: urlEnd)) { urlEnd += 1 }
        lexer.emit(.attribute, to: urlEnd)
        lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
        lexer.emit(.string, to: paren)
        lexer.emit(.punctuation, length: 1)
        return true
    }

    /// An inline HTML tag (`<kbd>`, `</details>`, `<img src="x">`) closed on this line, lexed by
    /// the HTML grammar with the line cut after its `>`; whatever modes it leaves are dropped.
    private func htmlTag(_ lexer: inout Lexer) -> Bool {
        let nameStart = lexer.peek(1) == 0x2F ? lexer.position + 2 : lexer.position + 1
        let first = lexer.byte(at: nameStart)
        guard (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A, lexer.state.modes.isEmpty else { return false }
        var close = nameStart
        while close < lexer.contentEnd, lexer.byte(at: close) != 0x3E, lexer.byte(at: close) != 0x3C { close += 1 }
        guard lexer.byte(at: close) == 0x3E else { return false }
        let lineEnd = lexer.lineEnd
        lexer.lineEnd = close + 1
        while lexer.position < lexer.lineEnd {
            let before = lexer.position
            Self.html.step(&lexer)
            if lexer.position == before { lexer.emitCharacter() }
        }
        lexer.lineEnd = lineEnd
        lexer.state.modes.removeAll()
        return true
    }

    /// `<https://...>` or `<a@b.c>`: the address is an attribute.
    private func autolink(_ lexer: inout Lexer) -> Bool {
        var index = lexer.position + 1
        var sawColonOrAt = false
        while index < lexer.contentEnd, index - lexer.position < 2048 {
            let byte = lexer.byte(at: index)
            if byte == 0x3E { break }
            if ByteSet.whitespace.contains(byte) || byte == 0x3C { return false }
            if byte == 0x3A || byte == 0x40 { sawColonOrAt = true }
            index += 1
        }
        guard sawColonOrAt, lexer.byte(at: index) == 0x3E, index > lexer.position + 1 else { return false }
        lexer.emit(.punctuation, length: 1)
        lexer.emit(.attribute, to: index)
        lexer.emit(.punctuation, length: 1)
        return true
    }
}
