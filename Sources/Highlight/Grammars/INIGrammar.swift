// INI and its relatives: `.cfg`, `.properties`, `.env`, `.gitconfig`, `.editorconfig`.
// `[section]` (keyword, as Pygments), `key = value` / `key: value` (property, operator, then
// the value: number, constant, quoted string, or string with `${VAR}`, `$VAR` and `%(name)s`
// references as variables), comments starting a line with `;`, `#` or `!`, `export KEY=...` in
// dotenv files. A value ending in `\` continues on the next line (a mode).

/// INI-style configuration files.
struct INIGrammar: Grammar {
    let language = Language(
        name: "INI",
        aliases: [
            "ini", "dosini", "cfg", "properties", "java-properties", "env", "dotenv", "gitconfig", "editorconfig",
        ],
        extensions: ["ini", "cfg", "inf", "properties", "env", "gitconfig", "editorconfig", "desktop"])

    /// A value continued on the next line after a trailing backslash.
    static let continuation: UInt8 = 0xCC
    static let words = WordList([.constant: "true false yes no on off none null True False Yes No On Off None"])
    static let commentStart = ByteSet(";#!")
    static let separators = ByteSet("=:")
    static let valueStop = ByteSet("\"'$%\\")

    func step(_ lexer: inout Lexer) {
        if lexer.modeID == Self.continuation {
            lexer.pop()
            return value(&lexer)
        }
        if lexer.scanWhitespace() { return }
        let byte = lexer.peek()
        if lexer.isAtLineStart, Self.commentStart.contains(byte) { return lexer.emit(.comment, to: lexer.contentEnd) }
        if byte == 0x5B, lexer.isAtLineStart { return section(&lexer) }
        if lexer.at("export "), lexer.isAtLineStart { return lexer.emit(.keyword, length: 6) }
        entry(&lexer)
    }

    private func section(_ lexer: inout Lexer) {
        let end = lexer.contentEnd
        var close = lexer.position + 1
        while close < end, lexer.byte(at: close) != 0x5D { close += 1 }
        lexer.emit(.punctuation, length: 1)
        lexer.emit(.keyword, to: close)
        lexer.emit(.punctuation, to: min(close + 1, end))
    }

    /// `key = value`, `key: value`, or a bare key.
    private func entry(_ lexer: inout Lexer) {
        let end = lexer.contentEnd
        var separator = lexer.position
        while separator < end, !Self.separators.contains(lexer.byte(at: separator)) { separator += 1 }
        var keyEnd = separator
        while keyEnd > lexer.position, ByteSet.whitespace.contains(lexer.byte(at: keyEnd - 1)) { keyEnd -= 1 }
        lexer.emit(.property, to: keyEnd)
        lexer.emitSpace(to: separator)
        guard separator < end else { return lexer.emitSpace(to: lexer.lineEnd) }
        lexer.emit(.operator, length: 1)
        lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
        value(&lexer)
    }

    /// The rest of the line as a value.
    private func value(_ lexer: inout Lexer) {
        let end = lexer.contentEnd
        var trimmed = end
        while trimmed > lexer.position, ByteSet.whitespace.contains(lexer.byte(at: trimmed - 1)) { trimmed -= 1 }
        let text = lexer.slice(lexer.position, trimmed)
        if let kind = Self.words.kind(of: text) ?? (YAMLGrammar.isNumber(text) ? .number : nil) {
            lexer.emit(kind, to: trimmed)
            return lexer.emitSpace(to: lexer.lineEnd)
        }
        var index = lexer.position
        while index < end {
            let byte = lexer.byte(at: index)
            guard Self.valueStop.contains(byte) else {
                index += 1
                continue
            }
            if let stop = special(lexer, at: index, byte) {
                lexer.emit(.string, to: index)
                lexer.emit(stop.kind, to: stop.end)
                index = stop.end
            } else {
                index += 1
            }
        }
        lexer.emit(.string, to: end)
        if Embedding.continues(lexer) { lexer.push(Mode(id: Self.continuation)) }
        lexer.emitSpace(to: lexer.lineEnd)
    }

    /// A quoted string, a variable reference or a trailing backslash at `index`.
    private func special(_ lexer: Lexer, at index: Int, _ byte: UInt8) -> (kind: TokenKind, end: Int)? {
        switch byte {
        case 0x22, 0x27:
            var close = index + 1
            while close < lexer.contentEnd, lexer.byte(at: close) != byte {
                close += byte == 0x22 && lexer.byte(at: close) == 0x5C ? 2 : 1
            }
            return close < lexer.contentEnd ? (.string, close + 1) : nil
        case 0x24: return lexer.variableEnd(at: index).map { (.variable, $0) }
        case 0x25:
            guard lexer.byte(at: index + 1) == 0x28 else { return nil }
            var close = index + 2
            while close < lexer.contentEnd, close - index < 256, lexer.byte(at: close) != 0x29 { close += 1 }
            guard lexer.byte(at: close) == 0x29 else { return nil }
            return (.variable, ByteSet.identifierStart.contains(lexer.byte(at: close + 1)) ? close + 2 : close + 1)
        default:
            return index + 1 == lexer.contentEnd ? (.operator, index + 1) : nil
        }
    }
}
