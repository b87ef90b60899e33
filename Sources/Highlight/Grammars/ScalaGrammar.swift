// Scala 2 and 3: a name directly before `"` is a string interpolator (`s"$x ${y}"`, `f"..."`,
// `raw"..."`), whose `$name` and `${expr}` are highlighted; `"""..."""` spans lines without
// escapes. `'x'` is a char and `'name` a symbol. Block comments nest. `def name` names a
// function, `class|trait|object|type|enum Name` a type; capitalised names are types.

/// Scala.
struct ScalaGrammar: Grammar {
    let language = Language(name: "Scala", aliases: ["scala", "sc"], extensions: ["scala", "sc", "sbt"])

    static let words = WordList([
        .keyword: """
        abstract case catch class def do else extends final finally for forSome if implicit import lazy
        match new object override package private protected return sealed super this throw trait try type
        val var while with yield given using enum export then end derives extension inline opaque
        transparent open infix
        """,
        .constant: "true false null None Nil",
        .builtin: "println print require assert Some",
    ])
    static let numbers = NumberSyntax(separators: "_", hasOctal: false, hasBinary: false, suffixStart: "lLfFdD")
    static let tripleQuote: [UInt8] = [0x22, 0x22, 0x22]
    static let quotes = ByteSet("\"")
    static let operators = ByteSet("+-*/%=<>!&|^~?:.#\\@")
    static let typeIntroducers = WordList([.keyword: "class trait object type enum"])
    static let docComment = BlockCommentSyntax(open: "/**", close: "*/", nests: true, kind: TokenKind("comment.doc"))
    static let splice = Interpolation(open: "${", close: "}", nest: "{")

    /// String syntaxes by mode variant: string, char, triple-quoted, interpolated, interpolated
    /// triple-quoted.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "'"),
        StringSyntax(close: "\"\"\"", escape: nil, isMultiline: true),
        StringSyntax(close: "\"", interpolations: [splice], variableSigil: "$"),
        StringSyntax(close: "\"\"\"", escape: nil, isMultiline: true, interpolations: [splice], variableSigil: "$"),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
        /// After `package` / `import`: a dotted path, shown as a type.
        static let namespace: UInt16 = 4
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.blockComment:
                return lexer.continueBlockComment(lexer.modeVariant == 1 ? Self.docComment : .nested)
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() || lexer.scanLineComment("//") { return }
        if !lexer.at("/**/"), lexer.scanBlockComment(Self.docComment, variant: 1) { return }
        if lexer.scanBlockComment(.nested) { return }
        if lexer.peek() == 0x22, lexer.state.lastKindIs(.string),
            lexer.matches(Self.tripleQuote, at: lexer.position - 3)
        {
            // NB: `"""a""""`: quotes before the last three of a closing run belong to the string.
            return lexer.emit(.string, to: lexer.skip(Self.quotes, from: lexer.position))
        }
        switch lexer.peek() {
        case 0x22: return string(&lexer, quote: lexer.position, interpolated: false)
        case 0x27: return quote(&lexer)
        case 0x40:
            if let end = lexer.skipIdentifier(from: lexer.position + 1) { return lexer.emit(.attribute, to: end) }
        case 0x60:
            var end = lexer.position + 1
            while end < lexer.contentEnd, end - lexer.position < 256, lexer.byte(at: end) != 0x60 { end += 1 }
            if lexer.byte(at: end) == 0x60 { return lexer.emit(.plain, to: end + 1) }
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() {
            if lexer.byte(at: end) == 0x22 { return string(&lexer, quote: end, interpolated: true) }
            return identifier(&lexer, end: end)
        }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    private func string(_ lexer: inout Lexer, quote: Int, interpolated: Bool) {
        let isTriple = lexer.byte(at: quote + 1) == 0x22 && lexer.byte(at: quote + 2) == 0x22
        let variant: UInt8 = interpolated ? (isTriple ? 4 : 3) : (isTriple ? 2 : 0)
        let open = quote - lexer.position + (isTriple ? 3 : 1)
        lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: open)
    }

    /// `'x'`, `'\n'` (chars) or `'name` (a symbol).
    private func quote(_ lexer: inout Lexer) {
        let first = lexer.peek(1)
        if first == 0x5C { return lexer.beginString(Self.strings[1], variant: 1, openLength: 1) }
        let length = first < 0xC0 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        if first != 0x0A, first != 0x27, lexer.peek(1 + length) == 0x27 {
            return lexer.emit(.string, length: length + 2)
        }
        if let end = lexer.skipIdentifier(from: lexer.position + 1) { return lexer.emit(.string, to: end) }
        lexer.emit(.operator, length: 1)
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        if context == Context.namespace, Self.words.kind(of: word) == nil {
            return lexer.emit(.type, to: lexer.skip(JavaGrammar.dottedName, from: end))
        }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if word.spells("def") { lexer.state.context = Context.functionName }
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            if word.spells("package") || word.spells("import") || context == Context.namespace {
                lexer.state.context = Context.namespace
            }
            return
        }
        let nameKind = JavaGrammar.nameKind(word)
        if nameKind == .plain, lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 {
            return lexer.emit(.functionCall, to: end)
        }
        if afterDot, nameKind == .plain { return lexer.emit(.property, to: end) }
        lexer.emit(nameKind, to: end)
    }
}
