// Kotlin: string templates `$name` and `${expr}` in `"..."` and in raw `"""..."""` strings
// (which span lines and have no escapes); block comments nest; `@Annotation` and labels
// (`return@forEach`) are attributes. `fun name`, `fun <T> name`, `fun Receiver.name` name a
// function; `class|interface|object|typealias Name` a type; capitalised names are types.

/// Kotlin.
struct KotlinGrammar: Grammar {
    let language = Language(name: "Kotlin", aliases: ["kotlin", "kt", "kts"], extensions: ["kt", "kts"])

    static let words = WordList([
        .keyword: """
        as break class continue do else for fun if in interface is object package return super this throw
        try typealias typeof val var when while by catch constructor delegate dynamic field file finally
        get import init param property receiver set setparam where actual abstract annotation companion
        const crossinline data enum expect external final infix inline inner internal lateinit noinline
        open operator out override private protected public reified sealed suspend tailrec vararg value
        """,
        .constant: "true false null",
        .builtin: """
        println print listOf mutableListOf setOf mutableSetOf mapOf mutableMapOf arrayOf emptyList
        require check error lazy repeat run let apply also with takeIf TODO
        """,
    ])
    static let numbers = NumberSyntax(separators: "_", hasOctal: false, suffixStart: "uUlLfF")
    static let tripleQuote: [UInt8] = [0x22, 0x22, 0x22]
    static let quotes = ByteSet("\"")
    static let operators = ByteSet("+-*/%=<>!&|^~?:.@")
    static let typeIntroducers = WordList([.keyword: "class interface object typealias"])
    static let docComment = BlockCommentSyntax(open: "/**", close: "*/", nests: true, kind: TokenKind("comment.doc"))
    static let template = Interpolation(open: "${", close: "}", nest: "{")

    /// String syntaxes by mode variant: string, char, raw string.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\"", interpolations: [template], variableSigil: "$"),
        StringSyntax(close: "'"),
        StringSyntax(close: "\"\"\"", escape: nil, isMultiline: true, interpolations: [template], variableSigil: "$"),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
        /// Inside `fun <...>` (plus the bracket depth): the function name follows.
        static let functionGenerics: UInt16 = 16
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
        case 0x22:
            let isRaw = lexer.at("\"\"\"")
            let variant: UInt8 = isRaw ? 2 : 0
            return lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: isRaw ? 3 : 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x40:
            if let end = lexer.skipIdentifier(from: lexer.position + 1) {
                let hasTarget = lexer.byte(at: end) == 0x3A && lexer.byte(at: end + 1) != 0x3A
                return lexer.emit(.attribute, to: hasTarget ? lexer.skipIdentifier(from: end + 1) ?? end + 1 : end)
            }
        case 0x60:
            var end = lexer.position + 1
            while end < lexer.contentEnd, end - lexer.position < 256, lexer.byte(at: end) != 0x60 { end += 1 }
            if lexer.byte(at: end) == 0x60 { return lexer.emit(.plain, to: end + 1) }
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        if generics(&lexer) { return }
        _ = lexer.scanOperator(Self.operators)
    }

    /// Keeps the function-name context across `<...>` after `fun`, counting nested brackets.
    private func generics(_ lexer: inout Lexer) -> Bool {
        let context = lexer.state.context
        let byte = lexer.peek()
        if context == Context.functionName, byte == 0x3C {
            lexer.emit(.operator, length: 1)
            lexer.state.context = Context.functionGenerics
            return true
        }
        if context == Context.functionName, byte == 0x2E || byte == 0x3F {
            lexer.emit(.operator, length: 1)
            return true
        }
        guard context >= Context.functionGenerics else {
            lexer.state.context = 0
            return false
        }
        if byte == 0x3C {
            lexer.emit(.operator, length: 1)
            lexer.state.context = min(context + 1, Context.functionGenerics + 64)
            return true
        }
        if byte == 0x3E {
            lexer.emit(.operator, length: 1)
            lexer.state.context = context == Context.functionGenerics ? Context.functionName : context - 1
            return true
        }
        return false
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        let next = lexer.byte(at: end)
        if context >= Context.functionGenerics {
            return lexer.emit(Self.words.kind(of: lexer.slice(lexer.position, end)) ?? .type, to: end)
        }
        lexer.state.context = 0
        if context == Context.functionName, lexer.slice(lexer.position, end).spells("interface") {
            lexer.emit(.keyword, to: end)
            lexer.state.context = Context.typeName
            return
        }
        if context == Context.functionName {
            guard next == 0x2E || next == 0x3F || next == 0x3C else { return lexer.emit(.function, to: end) }
            lexer.emit(.type, to: end)
            lexer.state.context = Context.functionName
            return
        }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        if context == Context.namespace, Self.words.kind(of: word) == nil {
            return lexer.emit(.type, to: lexer.skip(JavaGrammar.dottedName, from: end))
        }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if word.spells("fun") { lexer.state.context = Context.functionName }
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            if word.spells("package") || word.spells("import") || context == Context.namespace {
                lexer.state.context = Context.namespace
            }
            return
        }
        let after = lexer.byte(at: lexer.skipSpaces(from: end))
        if after == 0x28 || (after == 0x7B && afterDot) { return lexer.emit(.functionCall, to: end) }
        if afterDot { return lexer.emit(JavaGrammar.isConstantName(word) ? .constant : .property, to: end) }
        lexer.emit(JavaGrammar.nameKind(word), to: end)
    }
}
