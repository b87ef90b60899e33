// Perl 5: sigils `$x @x %x $#x`, package names `Foo::Bar`; every quote form (`'...'`, `"..."`,
// `q qq qw qx m qr s tr y` with any delimiter, brackets nesting) runs in one grammar mode that
// keeps its delimiters, nesting depth and remaining parts, so it spans lines (see
// PerlGrammar+Quotes.swift). `/` starts a match where an expression may start. Heredocs
// `<<"EOF"`, `<<'EOF'`, `<<EOF`, `<<~EOF`; POD (`=head1` ... `=cut`) and everything after
// `__END__` / `__DATA__` are comments.

/// Perl 5.
struct PerlGrammar: Grammar {
    let language = Language(
        name: "Perl", aliases: ["perl", "pl", "pm", "perl5"], extensions: ["pl", "pm", "t", "psgi"])

    static let words = WordList([
        .keyword: """
        my our local state sub if elsif else unless while until for foreach do last next redo goto return use
        no require package BEGIN END INIT CHECK UNITCHECK continue given when default defined undef wantarray
        __PACKAGE__ __FILE__ __LINE__ __SUB__
        """,
        .operator: "and or not xor eq ne lt gt le ge cmp x",
        .builtin: """
        print printf say open close binmode die warn eval exists delete keys values each push pop shift unshift
        splice join split map grep sort reverse length substr index rindex lc uc lcfirst ucfirst chomp
        chop chdir mkdir rmdir unlink ref bless scalar time localtime sleep exit system exec abs int sqrt
        wait kill readline opendir readdir closedir stat lstat chmod chown rename vec caller sprintf
        """,
    ])
    static let numbers = NumberSyntax(separators: "_", hasOctal: true)
    static let operators = ByteSet("+-*/%=<>!&|^~?:.\\")
    static let namespaceIntroducers = WordList([.keyword: "package use no require"])
    static let closers = ByteSet(")]}")
    static let dollars = ByteSet("$")

    /// Grammar mode ids.
    enum PerlMode {
        /// A quote-like construct; see `QuoteFlag`.
        static let quote: UInt8 = Mode.firstGrammarID
        /// Plain Old Documentation up to `=cut`.
        static let pod: UInt8 = Mode.firstGrammarID + 1
        /// After `__END__` / `__DATA__`: the rest of the file.
        static let end: UInt8 = Mode.firstGrammarID + 2
    }

    /// Heredoc flag of our own: `<<~` allows any indentation before the terminator.
    static let indentedHeredoc: UInt8 = 4

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let namespace: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case PerlMode.quote: return continueQuote(&lexer)
            case Mode.heredoc: return heredocLine(&lexer)
            case PerlMode.pod:
                if lexer.at("=cut"), lexer.position == lexer.lineStart { lexer.pop() }
                return lexer.emit(.comment, to: lexer.lineEnd)
            case PerlMode.end: return lexer.emit(.comment, to: lexer.lineEnd)
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.position == lexer.lineStart, lineMode(&lexer) { return }
        if lexer.scanWhitespace() || lexer.scanLineComment("#") { return }
        switch lexer.peek() {
        case 0x22: return beginQuote(&lexer, delimiter: lexer.position, flags: QuoteFlag.interpolates)
        case 0x27: return beginQuote(&lexer, delimiter: lexer.position, flags: 0)
        case 0x60: return beginQuote(&lexer, delimiter: lexer.position, flags: QuoteFlag.interpolates)
        case 0x24, 0x40:
            // NB: alone, not in an operator run, so `!$x` keeps its sigil.
            return sigil(&lexer) ? () : lexer.emit(.operator, length: 1)
        case 0x25, 0x26: if sigil(&lexer) { return }
        case 0x2F:
            if Self.allowsExpression(lexer.state) {
                return beginQuote(&lexer, delimiter: lexer.position, flags: QuoteFlag.interpolates | QuoteFlag.regex)
            }
        case 0x3C: if heredoc(&lexer) { return }
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: Self.packageEnd(lexer, from: end)) }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    /// POD (`=word` at a line start) and `__END__` / `__DATA__` lines.
    private func lineMode(_ lexer: inout Lexer) -> Bool {
        if lexer.peek() == 0x3D, ByteSet.identifierStart.contains(lexer.peek(1)) {
            lexer.push(Mode(id: PerlMode.pod))
            lexer.emit(.comment, to: lexer.lineEnd)
            return true
        }
        guard lexer.at("__END__") || lexer.at("__DATA__") else { return false }
        lexer.push(Mode(id: PerlMode.end))
        lexer.emit(.comment, to: lexer.lineEnd)
        return true
    }

    /// True when the previous significant token cannot end an expression (`/` is a match).
    static func allowsExpression(_ state: LexState) -> Bool {
        if state.lastKind == nil || state.lastKindIs(.keyword) || state.lastKindIs(.builtin) { return true }
        if state.lastKindIs(.operator) || state.lastKindIs(.punctuation) { return !closers.contains(state.lastByte) }
        return false
    }

    /// The end of `Name::Space::name` starting with the identifier that ends at `end`.
    static func packageEnd(_ lexer: Lexer, from end: Int) -> Int {
        var end = end
        while lexer.byte(at: end) == 0x3A, lexer.byte(at: end + 1) == 0x3A,
            ByteSet.identifierStart.contains(lexer.byte(at: end + 2))
        {
            end = lexer.skip(.identifierBody, from: end + 2)
        }
        return end
    }

    /// `$x`, `$Foo::x`, `$#x`, `$_`, `$0`, `$@`, `@x`, `%x`, `&name`; false leaves the byte to the
    /// operators (`%` and `&` after an expression are operators).
    private func sigil(_ lexer: inout Lexer) -> Bool {
        let sigil = lexer.peek()
        var start = lexer.position + 1
        if sigil == 0x24, lexer.peek(1) == 0x23, lexer.peek(2) != 0x7B { start += 1 }
        // NB: `$$name`, `@$name`, `%$name`: a dereference of `$name` (bounded run of `$`).
        let derefEnd = lexer.skip(Self.dollars, from: start, limit: 8)
        if derefEnd > start, ByteSet.identifierStart.contains(lexer.byte(at: derefEnd)), sigil != 0x26 {
            if sigil == 0x25, !Self.allowsExpression(lexer.state) { return false }
            lexer.emit(.variable, to: Self.packageEnd(lexer, from: lexer.skip(.identifierBody, from: derefEnd)))
            return true
        }
        let next = lexer.byte(at: start)
        if sigil == 0x25 || sigil == 0x26, !Self.allowsExpression(lexer.state) { return false }
        if ByteSet.identifierStart.contains(next) || (next == 0x3A && lexer.byte(at: start + 1) == 0x3A) {
            let end = Self.packageEnd(lexer, from: lexer.skip(.identifierBody, from: start))
            lexer.emit(sigil == 0x26 ? .functionCall : .variable, to: end)
            return true
        }
        guard sigil == 0x24, next > 0x20, next != 0x7B else { return false }
        lexer.emit(.variable, to: start > lexer.position + 1 ? start : start + 1)
        return true
    }

    /// `<<"EOF"`, `<<'EOF'`, `<<EOF`, `<<~EOF`; `<< 2` stays a shift.
    private func heredoc(_ lexer: inout Lexer) -> Bool {
        guard lexer.at("<<") else { return false }
        var flags: UInt8 = 0
        var index = lexer.position + 2
        if lexer.byte(at: index) == 0x7E {
            flags |= Self.indentedHeredoc
            index += 1
        }
        let operatorEnd = index
        let spaced = lexer.skipSpaces(from: index)
        if lexer.byte(at: spaced) == 0x22 || lexer.byte(at: spaced) == 0x27 { index = spaced }
        let quote = lexer.byte(at: index)
        let isQuoted = quote == 0x27 || quote == 0x22
        let wordStart = isQuoted ? index + 1 : index
        var wordEnd = wordStart
        if isQuoted {
            // NB: a quoted terminator may hold spaces (`<<"  END"`); bounded scan to its quote.
            while wordEnd < lexer.contentEnd, wordEnd - wordStart < 256, lexer.byte(at: wordEnd) != quote {
                wordEnd += 1
            }
            guard lexer.byte(at: wordEnd) == quote, wordEnd > wordStart else { return false }
        } else {
            guard ByteSet.identifierStart.contains(lexer.byte(at: wordStart)) else { return false }
            wordEnd = lexer.skip(.identifierBody, from: wordStart)
        }
        if quote == 0x27 { flags |= HeredocFlag.isLiteral }
        lexer.emit(.operator, to: operatorEnd)
        lexer.emitSpace(to: index)
        lexer.emit(.heredocDelimiter, to: isQuoted ? wordEnd + 1 : wordEnd)
        announce(
            &lexer, Mode(id: Mode.pendingHeredoc, variant: flags, delimiter: Array(lexer.slice(wordStart, wordEnd))))
        return true
    }

    /// Like `announceHeredoc`, but a later heredoc on the same line goes below the earlier ones,
    /// so the bodies are read in order.
    private func announce(_ lexer: inout Lexer, _ heredoc: Mode) {
        guard lexer.canPush else { return }
        var index = lexer.state.modes.count
        while index > 0, lexer.state.modes[index - 1].id == Mode.pendingHeredoc { index -= 1 }
        lexer.state.modes.insert(heredoc, at: index)
    }

    /// One heredoc body line; `<<~` terminators may be indented with spaces too.
    private func heredocLine(_ lexer: inout Lexer) {
        guard let current = lexer.mode, current.variant & Self.indentedHeredoc != 0 else {
            return lexer.continueHeredoc()
        }
        let start = lexer.skipSpaces(from: lexer.position)
        let wordEnd = start + current.delimiter.count
        guard lexer.matches(current.delimiter, at: start), lexer.skip(.lineBreaks, from: wordEnd) == lexer.lineEnd
        else {
            return lexer.continueHeredoc()
        }
        lexer.emitSpace(to: start)
        lexer.emit(.heredocDelimiter, to: wordEnd)
        lexer.emitSpace(to: lexer.lineEnd)
        lexer.pop()
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.namespace { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        let afterArrow = lexer.byte(at: lexer.position - 1) == 0x3E && lexer.byte(at: lexer.position - 2) == 0x2D
        let isFileTest = lexer.byte(at: lexer.position - 1) == 0x2D
        if !afterArrow, !isFileTest, let flags = QuoteFlag.flags(of: word),
            let delimiter = quoteDelimiter(lexer, end: end)
        {
            return beginQuote(&lexer, delimiter: delimiter, flags: flags)
        }
        let after = lexer.skipSpaces(from: end)
        if lexer.byte(at: after) == 0x3D, lexer.byte(at: after + 1) == 0x3E { return lexer.emit(.property, to: end) }
        if lexer.state.lastByte == 0x7B, lexer.byte(at: end) == 0x7D { return lexer.emit(.property, to: end) }
        if afterArrow { return lexer.emit(.functionCall, to: end) }
        if let kind = Self.words.kind(of: word), kind != .operator || !Self.allowsExpression(lexer.state) {
            lexer.emit(kind, to: end)
            if word.spells("sub") { lexer.state.context = Context.functionName }
            if Self.namespaceIntroducers.kind(of: word) != nil { lexer.state.context = Context.namespace }
            return
        }
        lexer.emit(lexer.byte(at: after) == 0x28 ? .functionCall : .plain, to: end)
    }
}
