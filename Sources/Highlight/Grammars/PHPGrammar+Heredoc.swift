// PHP heredocs and nowdocs: `<<<EOT`, `<<<"EOT"`, `<<<'EOT'`. The body ends at a line whose
// first non-blank text is the word, not followed by a name character (PHP 7.3 rules).

extension PHPGrammar {
    /// `<<<WORD` on this line: emits the operator and word and announces the body.
    func heredoc(_ lexer: inout Lexer) -> Bool {
        guard lexer.at("<<<") else { return false }
        var index = lexer.skipSpaces(from: lexer.position + 3)
        let quote = lexer.byte(at: index)
        let isQuoted = quote == 0x27 || quote == 0x22
        if isQuoted { index += 1 }
        let wordEnd = lexer.skip(.identifierBody, from: index, limit: 64)
        guard wordEnd > index, ByteSet.identifierStart.contains(lexer.byte(at: index)) else { return false }
        guard !isQuoted || lexer.byte(at: wordEnd) == quote else { return false }
        let word = Array(lexer.slice(index, wordEnd))
        lexer.emit(.operator, length: 3)
        lexer.emit(.heredocDelimiter, to: isQuoted ? wordEnd + 1 : wordEnd)
        lexer.announceHeredoc(word: word, flags: quote == 0x27 ? HeredocFlag.isLiteral : 0)
        return true
    }

    /// One step in a heredoc body: the terminator, or text with `$var`, `{$…}` and escapes.
    func heredocBody(_ lexer: inout Lexer) {
        guard let mode = lexer.mode else { return }
        if lexer.position == lexer.lineStart {
            let start = lexer.indentEnd
            let end = start + mode.delimiter.count
            if lexer.matches(mode.delimiter, at: start), !ByteSet.identifierBody.contains(lexer.byte(at: end)) {
                lexer.emitSpace(to: start)
                lexer.emit(.heredocDelimiter, to: end)
                lexer.pop()
                return
            }
        }
        if mode.variant & HeredocFlag.isLiteral != 0 { return lexer.emit(.string, to: lexer.lineEnd) }
        var index = lexer.position
        while index < lexer.lineEnd {
            let byte = lexer.byte(at: index)
            if byte == 0x7B, lexer.byte(at: index + 1) == 0x24, lexer.canPush {
                lexer.emit(.string, to: index)
                lexer.emit(.interpolationDelimiter, length: 2)
                lexer.push(Mode(id: Mode.interpolation, delimiter: [0x7D, 0x7B]))
                return
            }
            if byte == 0x24, let end = lexer.variableEnd(at: index) {
                lexer.emit(.string, to: index)
                return lexer.emit(.variable, to: end)
            }
            if byte == 0x5C {
                lexer.emit(.string, to: index)
                return lexer.scanEscape()
            }
            index += 1
        }
        lexer.emit(.string, to: lexer.lineEnd)
    }
}
