// TOML. Table headers `[a.b]` / `[[c]]` (keyword names, as Pygments), keys (property; bare,
// quoted and dotted) at the start of a line or inside an inline table, values after `=`:
// four string forms (basic, literal, and their multi-line triple-quoted forms), numbers with
// `_`, `0x`/`0o`/`0b`, `inf`/`nan`, dates and times (number), booleans (constant). Arrays may
// span lines: `state.context` keeps the open bracket stack (depth in the low 4 bits, one bit
// per level above them, set for `{`).

/// TOML.
struct TOMLGrammar: Grammar {
    let language = Language(name: "TOML", aliases: ["toml"], extensions: ["toml"])

    /// String syntaxes by mode variant: `"`, `'`, `"""`, `'''`.
    static let strings = [
        StringSyntax(close: "\""), StringSyntax(close: "'", escape: nil),
        StringSyntax(close: "\"\"\"", isMultiline: true), StringSyntax(close: "'''", escape: nil, isMultiline: true),
    ]
    static let numbers = NumberSyntax(separators: "_")
    static let words = WordList([.constant: "true false", .number: "inf nan"])
    static let bareKey = ByteSet.identifierBody.union(ByteSet("-"))
    static let dateBytes = ByteSet("0123456789-:.TZtz+")
    static let maxDepth: UInt16 = 12

    func step(_ lexer: inout Lexer) {
        if lexer.modeID == Mode.string { return lexer.continueString(Self.strings[lexer.modeVariant % 4]) }
        if lexer.scanWhitespace() || lexer.scanLineComment("#") { return }
        let depth = lexer.state.context & 0xF
        let inInlineTable = depth > 0 && lexer.state.context & (1 << (3 + depth)) != 0
        let byte = lexer.peek()
        if depth == 0, lexer.isAtLineStart, byte == 0x5B { return header(&lexer) }
        let last = lexer.state.lastByte
        let keyPosition =
            (depth == 0 && lexer.isAtLineStart)
            || (inInlineTable && lexer.state.lastKindIs(.punctuation) && (last == 0x7B || last == 0x2C))
        if keyPosition, key(&lexer) { return }
        value(&lexer, byte)
    }

    /// `[table]` or `[[array.of.tables]]` with an optional comment after it.
    private func header(_ lexer: inout Lexer) {
        let open = lexer.peek(1) == 0x5B ? 2 : 1
        lexer.emit(.punctuation, length: open)
        var index = lexer.position
        let end = lexer.contentEnd
        while index < end, lexer.byte(at: index) != 0x5D {
            let byte = lexer.byte(at: index)
            if byte == 0x22 || byte == 0x27 {
                index += 1
                while index < end, lexer.byte(at: index) != byte { index += 1 }
            }
            index += 1
        }
        lexer.emit(.keyword, to: min(index, end))
        lexer.emit(.punctuation, to: lexer.skip(ByteSet(single: 0x5D), from: lexer.position, limit: open))
    }

    /// A dotted key path `a."b c".d` followed by `=`; false when no key starts here.
    private func key(_ lexer: inout Lexer) -> Bool {
        var emitted = false
        while lexer.position < lexer.contentEnd {
            let byte = lexer.peek()
            var end = lexer.position
            if byte == 0x22 || byte == 0x27 {
                end += 1
                while end < lexer.contentEnd, lexer.byte(at: end) != byte {
                    end += byte == 0x22 && lexer.byte(at: end) == 0x5C ? 2 : 1
                }
                end = min(end + 1, lexer.contentEnd)
            } else {
                end = lexer.skip(Self.bareKey, from: end)
            }
            guard end > lexer.position else { return emitted }
            lexer.emit(.property, to: end)
            emitted = true
            lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
            guard lexer.peek() == 0x2E else { return true }
            lexer.emit(.punctuation, length: 1)
            lexer.emitSpace(to: lexer.skipSpaces(from: lexer.position))
        }
        return emitted
    }

    private func value(_ lexer: inout Lexer, _ byte: UInt8) {
        switch byte {
        case 0x22, 0x27:
            let triple = lexer.peek(1) == byte && lexer.peek(2) == byte
            let variant = (byte == 0x22 ? 0 : 1) + (triple ? 2 : 0)
            return lexer.beginString(Self.strings[variant], variant: UInt8(variant), openLength: triple ? 3 : 1)
        case 0x5B, 0x7B: return open(&lexer, isTable: byte == 0x7B)
        case 0x5D, 0x7D:
            let depth = lexer.state.context & 0xF
            if depth > 0 { lexer.state.context = (lexer.state.context & ~(1 << (3 + depth)) & ~0xF) | (depth - 1) }
            return lexer.emit(.punctuation, length: 1)
        case 0x2C: return lexer.emit(.punctuation, length: 1)
        case 0x3D: return lexer.emit(.operator, length: 1)
        default: break
        }
        if let end = dateEnd(lexer) { return lexer.emit(.number, to: end) }
        if byte == 0x2B || byte == 0x2D {
            let next = lexer.peek(1)
            if ByteSet.digits.contains(next) || next == 0x69 || next == 0x6E { lexer.emit(.number, length: 1) }
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd(body: Self.bareKey) {
            return lexer.emit(Self.words.kind(of: lexer.slice(lexer.position, end)) ?? .plain, to: end)
        }
        lexer.emit(.plain, length: 1)
    }

    private func open(_ lexer: inout Lexer, isTable: Bool) {
        let depth = lexer.state.context & 0xF
        if depth < Self.maxDepth {
            let bit: UInt16 = isTable ? 1 << (4 + depth) : 0
            lexer.state.context = (lexer.state.context & ~0xF) | bit | (depth + 1)
        }
        lexer.emit(.punctuation, length: 1)
    }

    /// The end of a date, time or date-time (`1979-05-27T07:32:00Z`, `07:32:00`, `1979-05-27 07:32`).
    private func dateEnd(_ lexer: Lexer) -> Int? {
        let start = lexer.position
        let digits = lexer.skip(.digits, from: start, limit: 4)
        let isDate = digits - start == 4 && lexer.byte(at: digits) == 0x2D
        let isTime = digits - start == 2 && lexer.byte(at: digits) == 0x3A
        guard isDate || isTime else { return nil }
        var end = lexer.skip(Self.dateBytes, from: start)
        if isDate, lexer.byte(at: end) == 0x20, ByteSet.digits.contains(lexer.byte(at: end + 1)),
            lexer.byte(at: end + 3) == 0x3A
        {
            end = lexer.skip(Self.dateBytes, from: end + 1)
        }
        return end
    }
}
