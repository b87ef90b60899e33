// Julia. `#= =#` comments nest. `"…"`, `"""…"""` and backtick commands interpolate `$name`
// and `$(expr)`; a name glued to a quote is a string macro (`r"…"` regex, `raw"…"`, `b"…"`),
// whose body is not interpolated. `'` after a name, a closing bracket or a number is the adjoint
// operator, otherwise a character literal. `@macro` is meta; `:sym` a symbol; capitalised names
// are types (Julia's naming convention); `function f` / `macro m` name functions.

/// Julia.
struct JuliaGrammar: Grammar {
    let language = Language(name: "Julia", aliases: ["julia", "jl"], extensions: ["jl"])

    static let words = WordList([
        .keyword: """
        function end if elseif else for while begin let local global const return break continue do try
        catch finally module baremodule using import export struct mutable abstract type primitive macro
        quote where in isa outer public
        """,
        .constant: "true false nothing missing Inf NaN Inf32 NaN32 pi im ARGS ENV stdout stderr stdin",
        .builtin: """
        println print show display length size push! pop! append! map filter reduce foldl sum prod zeros ones
        collect typeof eltype isa convert string parse error throw sort sort! findfirst haskey get keys values
        enumerate zip eachindex first last min max abs sqrt exp log round floor ceil rand copy deepcopy
        """,
    ])
    static let numbers = NumberSyntax(separators: "_", hasHexFloat: true)
    static let operators = ByteSet("+-*/\\^%=<>!&|~?:.$")
    static let symbol = TokenKind("string.symbol")
    static let uppercase = ByteSet(range: 0x41...0x5A)
    static let nameBody = ByteSet.identifierBody.union(ByteSet("!"))
    static let nested = BlockCommentSyntax(open: "#=", close: "=#", nests: true)
    static let interpolation = Interpolation(open: "$(", close: ")", nest: "(")
    static let closers = ByteSet(")]}'")

    /// String syntaxes by mode variant: string, command, raw/macro string, regex.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\"", isMultiline: true, interpolations: [interpolation], variableSigil: "$"),
        StringSyntax(close: "`", isMultiline: true, interpolations: [interpolation], variableSigil: "$"),
        StringSyntax(close: "\"", isMultiline: true),
        StringSyntax(close: "\"", isMultiline: true, kind: .regex),
        StringSyntax(close: "'"),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.blockComment: return lexer.continueBlockComment(Self.nested)
        case Mode.interpolation: if lexer.closeInterpolation() { return }
        default: break
        }
        if lexer.scanWhitespace() || lexer.scanBlockComment(Self.nested) || lexer.scanLineComment("#") { return }
        if literal(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd(body: Self.nameBody) { return identifier(&lexer, end: end) }
        if lexer.peek() == 0x40, let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody) {
            return lexer.emit(.meta, to: end)
        }
        if lexer.state.context != Context.functionName { lexer.state.context = 0 }
        if !lexer.scanOperator(Self.operators) { lexer.emitCharacter() }
    }

    private func literal(_ lexer: inout Lexer) -> Bool {
        switch lexer.peek() {
        case 0x22: quoted(&lexer, variant: 0, prefix: 0)
        case 0x60: quoted(&lexer, variant: 1, prefix: 0)
        case 0x27:
            guard !adjoint(lexer) else {
                lexer.emit(.operator, length: 1)
                return true
            }
            lexer.beginString(Self.strings[4], variant: 4, openLength: 1)
        case 0x3A: return symbolLiteral(&lexer)
        default: return false
        }
        return true
    }

    /// A string or command, with `prefix` letters of a string macro before the quote.
    private func quoted(_ lexer: inout Lexer, variant: UInt8, prefix: Int) {
        let quote = lexer.byte(at: lexer.position + prefix)
        let triple =
            lexer.byte(at: lexer.position + prefix + 1) == quote && lexer.byte(at: lexer.position + prefix + 2) == quote
        let count = triple ? 3 : 1
        lexer.beginString(
            Self.strings[Int(variant)], variant: variant, openLength: prefix + count,
            close: Array(repeating: quote, count: count))
    }

    /// True when `'` follows something that can be transposed (`x'`, `A[1]'`, `2'`).
    private func adjoint(_ lexer: Lexer) -> Bool {
        let before = lexer.byte(at: lexer.position - 1)
        guard before != 0, !ByteSet.whitespace.contains(before) else { return false }
        return ByteSet.identifierBody.contains(before) || Self.closers.contains(before)
    }

    /// `:name` where an expression starts (not a range `1:n` or a ternary `a ? b : c`).
    private func symbolLiteral(_ lexer: inout Lexer) -> Bool {
        guard lexer.peek(1) != 0x3A, let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.nameBody)
        else {
            return false
        }
        let before = lexer.byte(at: lexer.position - 1)
        guard !ByteSet.identifierBody.contains(before), !Self.closers.contains(before), before != 0x3A else {
            return false
        }
        if lexer.state.lastKindIs(.operator), lexer.state.lastByte == 0x3F { return false }
        if before == 0x20, lexer.state.lastKindIs(.plain) || lexer.state.lastKindIs(.number) { return false }
        lexer.emit(Self.symbol, to: end)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        if lexer.state.lastKindIs(.regex), lexer.byte(at: lexer.position - 1) == 0x22 {
            return lexer.emit(.regex, to: end)  // flags: `r"…"im`
        }
        let quote = lexer.byte(at: end)
        if quote == 0x22 || quote == 0x60 {
            let word = lexer.slice(lexer.position, end)
            return quoted(&lexer, variant: word.spells("r") ? 3 : 2, prefix: end - lexer.position)
        }
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        let next = lexer.byte(at: lexer.skipSpaces(from: end))
        if context == Context.functionName {
            if next == 0x2E { lexer.state.context = Context.functionName }
            return lexer.emit(next == 0x2E ? .type : .function, to: end)
        }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word), kind != .builtin || next == 0x28 {
            lexer.emit(kind, to: end)
            if word.spells("function") || word.spells("macro") { lexer.state.context = Context.functionName }
            return
        }
        if Self.uppercase.contains(word[0]) {
            return lexer.emit(RubyGrammar.isAllCaps(word) && word.contains(0x5F) ? .constant : .type, to: end)
        }
        if next == 0x28 { return lexer.emit(.functionCall, to: end) }
        lexer.emit(afterDot ? .property : .plain, to: end)
    }
}
