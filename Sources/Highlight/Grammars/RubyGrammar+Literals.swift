// Ruby literals: quotes, symbols, `%` literals, regexes, character literals and heredocs.

extension RubyGrammar {
    static let percentKinds = ByteSet("qQwWiIrsx")
    static let heredocWord = ByteSet.identifierBody
    static let notAfterSymbolSuffix = ByteSet("=>~")
    static let notDelimiter = ByteSet.identifierBody.union(ByteSet.whitespace)

    /// Any literal that starts at `position`; false when none does.
    func literal(_ lexer: inout Lexer) -> Bool {
        let first = lexer.peek()
        switch first {
        case 0x22: lexer.beginString(Self.strings[0], variant: Variant.double, openLength: 1)
        case 0x27: lexer.beginString(Self.strings[1], variant: Variant.single, openLength: 1)
        case 0x60: lexer.beginString(Self.strings[2], variant: Variant.command, openLength: 1)
        case 0x3A: return symbol(&lexer)
        case 0x25: return Self.allowsExpression(lexer) && percentLiteral(&lexer)
        case 0x2F: return Self.allowsExpression(lexer) && regex(&lexer)
        case 0x3C: return heredoc(&lexer)
        case 0x3F: return Self.allowsExpression(lexer) && characterLiteral(&lexer)
        default:
            guard lexer.state.lastKindIs(.regex), lexer.position > lexer.lineStart,
                !ByteSet.whitespace.contains(lexer.byte(at: lexer.position - 1)), Self.regexFlags.contains(first)
            else { return false }
            lexer.emit(.regex, to: lexer.skip(Self.regexFlags, from: lexer.position))
        }
        return true
    }

    /// `:name`, `:name?`, `:"quoted"`, `:+`, `:[]=`; not `::` and not a ternary's `:` after a name.
    private func symbol(_ lexer: inout Lexer) -> Bool {
        let next = lexer.peek(1)
        let before = lexer.byte(at: lexer.position - 1)
        guard next != 0x3A, before != 0x3A, !ByteSet.identifierBody.contains(before) || before >= 0x80 || before == 0
        else { return false }
        if next == 0x22 {
            lexer.beginString(Self.strings[6], variant: Variant.symbolInterpolated, openLength: 2)
            return true
        }
        if let end = lexer.skipIdentifier(from: lexer.position + 1) {
            let suffixed = Self.methodSuffix.contains(lexer.byte(at: end)) || lexer.byte(at: end) == 0x3D
            let end = suffixed && !Self.notAfterSymbolSuffix.contains(lexer.byte(at: end + 1)) ? end + 1 : end
            lexer.emit(Self.symbol, to: end)
            return true
        }
        let end = lexer.skip(Self.symbolOperators, from: lexer.position + 1, limit: 3)
        guard end > lexer.position + 1, Self.allowsExpression(lexer) || before == 0x20 else { return false }
        lexer.emit(Self.symbol, to: end)
        return true
    }

    /// `%w[...]`, `%Q(...)`, `%r{...}`, `%(...)`, `%|...|`.
    private func percentLiteral(_ lexer: inout Lexer) -> Bool {
        var index = lexer.position + 1
        var kind: UInt8 = 0x51  // Q
        if Self.percentKinds.contains(lexer.byte(at: index)) {
            kind = lexer.byte(at: index)
            index += 1
        }
        let open = lexer.byte(at: index)
        guard open != 0, open < 0x80, !Self.notDelimiter.contains(open), open != 0x3D || kind != 0x51 else {
            return false
        }
        let close: UInt8
        switch open {
        case 0x28: close = 0x29
        case 0x5B: close = 0x5D
        case 0x7B: close = 0x7D
        case 0x3C: close = 0x3E
        default: close = open
        }
        let variant: UInt8
        switch kind {
        case 0x71, 0x77: variant = Variant.percentLiteral
        case 0x69, 0x73: variant = Variant.symbolLiteral
        case 0x49: variant = Variant.symbolInterpolated
        case 0x72: variant = Variant.regex
        case 0x78: variant = Variant.command
        default: variant = Variant.percentInterpolated
        }
        lexer.beginString(
            Self.strings[Int(variant)], variant: variant, openLength: index + 1 - lexer.position, close: [close])
        return true
    }

    /// `/…/` when a closing `/` follows on this line (otherwise `/` divides).
    private func regex(_ lexer: inout Lexer) -> Bool {
        guard lexer.lineMemo == 0 else { return false }
        var index = lexer.position + 1
        while index < lexer.contentEnd {
            let byte = lexer.byte(at: index)
            if byte == 0x2F {
                lexer.beginString(Self.strings[5], variant: Variant.regex, openLength: 1)
                return true
            }
            index += byte == 0x5C ? 2 : 1
        }
        lexer.lineMemo = 1  // NB: later `/` on this line would rescan the same bytes.
        return false
    }

    /// `?a`, `?\n`: a one-character string.
    private func characterLiteral(_ lexer: inout Lexer) -> Bool {
        let next = lexer.peek(1)
        guard next > 0x20, next != 0x7F else { return false }
        if next == 0x5C {
            lexer.emit(.string, length: 1)
            lexer.scanEscape()
            return true
        }
        guard !ByteSet.identifierBody.contains(lexer.peek(2)) else { return false }
        lexer.emit(.string, length: 2)
        return true
    }

    /// `<<~WORD`, `<<-WORD`, `<<WORD` (upper case), `<<~'WORD'`, `<<"WORD"`.
    private func heredoc(_ lexer: inout Lexer) -> Bool {
        guard lexer.at("<<") else { return false }
        var index = lexer.position + 2
        var flags: UInt8 = 0
        if lexer.byte(at: index) == 0x7E || lexer.byte(at: index) == 0x2D {
            flags |= HeredocFlag.stripsTabs
            index += 1
        }
        let quote = lexer.byte(at: index)
        let isQuoted = quote == 0x27 || quote == 0x22 || quote == 0x60
        let wordStart = isQuoted ? index + 1 : index
        let wordEnd = lexer.skip(Self.heredocWord, from: wordStart, limit: 64)
        guard wordEnd > wordStart, ByteSet.identifierStart.contains(lexer.byte(at: wordStart)) else { return false }
        guard isQuoted || flags != 0 || Self.uppercase.contains(lexer.byte(at: wordStart)) else { return false }
        if isQuoted {
            guard lexer.byte(at: wordEnd) == quote else { return false }
            if quote == 0x27 { flags |= HeredocFlag.isLiteral }
        }
        lexer.emit(.operator, to: index)
        lexer.emit(.heredocDelimiter, to: isQuoted ? wordEnd + 1 : wordEnd)
        lexer.announceHeredoc(word: Array(lexer.slice(wordStart, wordEnd)), flags: flags)
        return true
    }

    /// One step in a heredoc body: the terminator line, or text with `#{}` and escapes.
    func heredocBody(_ lexer: inout Lexer) {
        guard let mode = lexer.mode else { return }
        if lexer.position == lexer.lineStart {
            let start = mode.variant & HeredocFlag.stripsTabs != 0 ? lexer.indentEnd : lexer.lineStart
            let after = start + mode.delimiter.count
            if lexer.matches(mode.delimiter, at: start), lexer.skip(.lineBreaks, from: after) == lexer.lineEnd {
                lexer.emitSpace(to: start)
                lexer.emit(.heredocDelimiter, to: after)
                lexer.emitSpace(to: lexer.lineEnd)
                lexer.pop()
                return
            }
        }
        if mode.variant & HeredocFlag.isLiteral != 0 { return lexer.emit(.string, to: lexer.lineEnd) }
        var index = lexer.position
        while index < lexer.lineEnd {
            let byte = lexer.byte(at: index)
            if byte == 0x23, lexer.byte(at: index + 1) == 0x7B, lexer.canPush {
                lexer.emit(.string, to: index)
                lexer.emit(.interpolationDelimiter, length: 2)
                lexer.push(Mode(id: Mode.interpolation, delimiter: [0x7D, 0x7B]))
                return
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
