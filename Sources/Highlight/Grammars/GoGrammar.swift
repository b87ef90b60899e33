// Go: the worked example of GRAMMARS.md. Raw strings in backticks span lines; runes are
// single-quoted; `func name` names a function and `type Name` a type.

/// Go.
struct GoGrammar: Grammar {
    let language = Language(name: "Go", aliases: ["go", "golang"], extensions: ["go"])

    static let words = WordList([
        .keyword: """
        break case chan const continue default defer else fallthrough for func go goto if import
        interface map package range return select struct switch type var
        """,
        .constant: "true false nil iota",
        .type: """
        bool byte complex64 complex128 error float32 float64 int int8 int16 int32 int64 rune string
        uint uint8 uint16 uint32 uint64 uintptr any comparable
        """,
        .builtin:
            "append cap clear close complex copy delete imag len make max min new panic print println real recover",
    ])
    static let numbers = NumberSyntax(separators: "_", hasHexFloat: true, suffixStart: "i", allowsTrailingDot: true)
    static let operators = ByteSet("+-*/%=<>!&|^~:.")

    /// String syntaxes by mode variant: interpreted string, rune, raw string.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "'"), StringSyntax(close: "`", escape: nil, isMultiline: true),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        switch lexer.modeID {
        case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
        case Mode.blockComment: return lexer.continueBlockComment(.c)
        default: break
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("//") || lexer.scanBlockComment(.c) { return }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x60: return lexer.beginString(Self.strings[2], variant: 2, openLength: 1)
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        let word = lexer.slice(lexer.position, end)
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if word.spells("func") { lexer.state.context = Context.functionName }
            if word.spells("type") { lexer.state.context = Context.typeName }
            return
        }
        if lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 { return lexer.emit(.functionCall, to: end) }
        lexer.emit(afterDot ? .property : .plain, to: end)
    }
}
