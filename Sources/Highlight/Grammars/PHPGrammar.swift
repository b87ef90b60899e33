// PHP. A text that starts with `<` (other than `<?`/`<<<`) starts as HTML, which is plain text
// up to `<?php`, `<?=` or `<?`; otherwise it starts as PHP code, so bare snippets highlight.
// `?>` goes back to HTML (a grammar mode). Keywords are case-insensitive. `"…"` and heredocs
// mark `$var` and interpolate `{$expr}`; `'…'` and nowdocs (`<<<'EOT'`) are literal. Heredoc
// terminators may be indented and followed by `;`/`,`/`)` (PHP 7.3), so the body is lexed here.

/// PHP.
struct PHPGrammar: Grammar {
    let language = Language(
        name: "PHP", aliases: ["php", "php3", "php4", "php5", "php7", "php8"],
        extensions: ["php", "phtml", "php3", "php4", "php5", "phps"])

    static let words = WordList([
        .keyword: """
        abstract and as break callable case catch class clone const continue declare default do else elseif
        enddeclare endfor endforeach endif endswitch endwhile enum extends final finally fn for foreach
        function global goto if implements include include_once instanceof insteadof interface match
        namespace new or private protected public readonly require require_once return static switch
        throw trait try use var while xor yield from
        """,
        .constant: """
        true false null __class__ __dir__ __file__ __function__ __line__ __method__ __namespace__ __trait__
        """,
        .type: "int float bool string array object mixed void never iterable self parent integer double boolean",
        .builtin: """
        echo print isset unset empty die exit list eval count strlen implode explode array_map array_filter
        array_keys array_values array_merge in_array is_array json_encode json_decode sprintf printf
        var_dump print_r str_replace substr strpos trim preg_match preg_replace compact extract define
        """,
    ])
    static let numbers = NumberSyntax(separators: "_")
    static let operators = ByteSet("+-*/%=<>!&|^~?:.@\\")
    static let typeIntroducers = WordList([
        .keyword: "class interface trait enum extends implements new instanceof insteadof"
    ])
    static let uppercase = ByteSet(range: 0x41...0x5A)
    static let nameBody = ByteSet.identifierBody.union(ByteSet("\\"))

    /// String syntaxes by mode variant: double-quoted, single-quoted, backticks.
    static let strings: [StringSyntax] = [
        StringSyntax(
            close: "\"", isMultiline: true, interpolations: [Interpolation(open: "{$", close: "}", nest: "{")],
            variableSigil: "$"),
        StringSyntax(close: "'", isMultiline: true),
        StringSyntax(
            close: "`", isMultiline: true, interpolations: [Interpolation(open: "{$", close: "}", nest: "{")],
            variableSigil: "$"),
    ]

    /// Grammar mode ids.
    enum PHPMode {
        static let html: UInt8 = Mode.firstGrammarID
    }

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
        static let constantName: UInt16 = 3
    }

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.blockComment: return lexer.continueBlockComment(lexer.modeVariant == 1 ? Self.docComment : .c)
        case PHPMode.html: return html(&lexer)
        case Mode.heredoc: return heredocBody(&lexer)
        case Mode.interpolation: if lexer.closeInterpolation() { return }
        default: break
        }
        code(&lexer)
    }

    static let docComment = BlockCommentSyntax(open: "/**", close: "*/", kind: TokenKind("comment.doc"))

    /// HTML outside PHP tags: plain text up to an opening tag.
    private func html(_ lexer: inout Lexer) {
        if let end = openTagEnd(lexer) {
            lexer.pop()
            return lexer.emit(.meta, to: end)
        }
        var index = lexer.position + 1
        while index < lexer.lineEnd, !(lexer.byte(at: index) == 0x3C && lexer.byte(at: index + 1) == 0x3F) {
            index += 1
        }
        lexer.emitSpace(to: index)
    }

    private func openTagEnd(_ lexer: Lexer) -> Int? {
        guard lexer.at("<?") else { return nil }
        if lexer.at("<?php") || lexer.at("<?PHP") { return lexer.position + 5 }
        return lexer.position + (lexer.peek(2) == 0x3D ? 3 : 2)
    }

    func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        if lexer.state.lastSerial == 0, lexer.modeID == 0, lexer.peek() == 0x3C, !lexer.at("<?"), !lexer.at("<<<") {
            lexer.push(Mode(id: PHPMode.html))
            return html(&lexer)
        }
        if let end = openTagEnd(lexer) { return lexer.emit(.meta, to: end) }
        if lexer.at("?>") {
            lexer.emit(.meta, length: 2)
            if lexer.modeID == 0 { lexer.push(Mode(id: PHPMode.html)) }
            return
        }
        if lexer.at("#[") { return lexer.emit(.attribute, length: 2) }
        if lexer.scanLineComment("//") || lexer.scanLineComment("#") { return }
        if lexer.at("/**"), lexer.peek(3) != 0x2F, lexer.scanBlockComment(Self.docComment, variant: 1) { return }
        if lexer.scanBlockComment(.c) || literal(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if lexer.peek() == 0x24 {
            let end = lexer.skipIdentifier(from: lexer.position + 1) ?? lexer.position + 1
            return lexer.emit(end > lexer.position + 1 ? .variable : .operator, to: end)  // `$x`, or `$` of `$$x`
        }
        if let end = lexer.identifierEnd(body: Self.nameBody) { return identifier(&lexer, end: end) }
        if lexer.peek() == 0x5C, let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody) {
            return identifier(&lexer, end: end)
        }
        if lexer.state.context != Context.typeName || lexer.peek() != 0x2C { lexer.state.context = 0 }
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    private func literal(_ lexer: inout Lexer) -> Bool {
        switch lexer.peek() {
        case 0x22: lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x60: lexer.beginString(Self.strings[2], variant: 2, openLength: 1)
        case 0x3C: return heredoc(&lexer)
        default: return false
        }
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        if lexer.state.lastKindIs(.interpolationDelimiter), lexer.state.lastByte == 0x24 {
            return lexer.emit(.variable, to: end)  // the name in `{$name}`
        }
        if context == Context.constantName, next == 0x3D { return lexer.emit(.constant, to: end) }
        if context == Context.functionName {
            return lexer.emit(.function, to: end)
        }
        let afterArrow = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x3E
        let afterScope = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x3A && Self.followsScope(lexer)
        if afterArrow || afterScope {
            if next == 0x28 { return lexer.emit(.functionCall, to: end) }
            return lexer.emit(
                afterScope && word.allSatisfy({ !(0x61...0x7A).contains($0) }) ? .constant : .property, to: end)
        }
        if let kind = Self.words.kindIgnoringASCIICase(of: word), !(kind == .type && next == 0x28) {
            lexer.emit(kind, to: end)
            if kind == .keyword { lexer.state.context = Self.context(after: word, next: next) }
            return
        }
        if context == Context.typeName || next == 0x3A && lexer.byte(at: lexer.skipSpaces(from: end) + 1) == 0x3A {
            if context == Context.typeName { lexer.state.context = Context.typeName }
            return lexer.emit(.type, to: end)
        }
        if next == 0x28 { return lexer.emit(.functionCall, to: end) }
        lexer.emit(
            Self.uppercase.contains(word[0]) && word.allSatisfy({ !(0x61...0x7A).contains($0) }) ? .constant : .plain,
            to: end)
    }

    /// True when `::` (not a return type's `:`) comes right before `position` on this line.
    static func followsScope(_ lexer: Lexer) -> Bool {
        var index = lexer.position - 1
        while index > lexer.lineStart, lexer.byte(at: index) == 0x20 { index -= 1 }
        return lexer.byte(at: index) == 0x3A && lexer.byte(at: index - 1) == 0x3A
    }

    /// What the next name is after a keyword: a function, a type or a constant name.
    static func context(after word: UnsafeBufferPointer<UInt8>, next: UInt8) -> UInt16 {
        if Self.typeIntroducers.kindIgnoringASCIICase(of: word) != nil { return Context.typeName }
        if Self.spellsIgnoringCase(word, "function"), next != 0x28 { return Context.functionName }
        return Self.spellsIgnoringCase(word, "const") ? Context.constantName : 0
    }

    /// True when the word is `literal` in any ASCII case (`literal` lower-case).
    static func spellsIgnoringCase(_ word: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        word.count == literal.utf8CodeUnitCount
            && zip(word, UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
                .allSatisfy { $0 | 0x20 == $1 }
    }
}
