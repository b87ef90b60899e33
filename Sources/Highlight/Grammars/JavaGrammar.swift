// Java: strings, chars and text blocks `"""` (which span lines); `/** */` doc comments;
// `@Annotation` attributes (`@interface` is a keyword); `class|interface|enum|record Name`
// names a type; a name before `(` is a method definition after a type or a name (`void run(`,
// `String name(`, `int[] f(`) and a call otherwise. Capitalised names are types by Java's
// naming convention, ALL_CAPS names constants.

/// Java 21.
struct JavaGrammar: Grammar {
    let language = Language(name: "Java", aliases: ["java"], extensions: ["java", "jav"])

    static let words = WordList([
        .keyword: """
        abstract assert break case catch class const continue default do else enum extends final finally
        for goto if implements import instanceof interface native new package private protected public
        return static strictfp super switch synchronized this throw throws transient try volatile while
        var record yield sealed permits when
        """,
        .type: "boolean byte char double float int long short void",
        .constant: "true false null",
        .builtin: "System Math",
    ])
    static let numbers = NumberSyntax(
        separators: "_", hasOctal: false, hasHexFloat: true, suffixStart: "lLfFdD", allowsTrailingDot: true)
    static let operators = ByteSet("+-*/%=<>!&|^~?:.")
    static let typeIntroducers = WordList([.keyword: "class interface enum record"])
    static let docComment = BlockCommentSyntax(open: "/**", close: "*/", kind: TokenKind("comment.doc"))
    static let annotationBody = ByteSet.identifierBody.union(ByteSet("."))
    static let dottedName = ByteSet.identifierBody.union(ByteSet(".*"))

    /// String syntaxes by mode variant: string, char, text block.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "'"), StringSyntax(close: "\"\"\"", isMultiline: true),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let typeName: UInt16 = 1
        /// After `package` / `import`: a dotted path, shown as a type.
        static let namespace: UInt16 = 4
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.blockComment: return lexer.continueBlockComment(lexer.modeVariant == 1 ? Self.docComment : .c)
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() || lexer.scanLineComment("//") { return }
        if !lexer.at("/**/"), lexer.scanBlockComment(Self.docComment, variant: 1) { return }
        if lexer.scanBlockComment(.c) { return }
        switch lexer.peek() {
        case 0x22:
            let isBlock = lexer.at("\"\"\"")
            let variant: UInt8 = isBlock ? 2 : 0
            return lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: isBlock ? 3 : 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x40:
            if lexer.at("@interface") { return lexer.emit(.keyword, length: 10) }
            if lexer.skipIdentifier(from: lexer.position + 1) != nil {
                return lexer.emit(.attribute, to: lexer.skip(Self.annotationBody, from: lexer.position + 1))
            }
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
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        if context == Context.namespace, Self.words.kind(of: word) == nil {
            return lexer.emit(.type, to: lexer.skip(JavaGrammar.dottedName, from: end))
        }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            if word.spells("package") || word.spells("import") || context == Context.namespace {
                lexer.state.context = Context.namespace
            }
            return
        }
        if lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 {
            let isDefinition =
                lexer.state.lastKindIs(.type) || lexer.state.lastKindIs(.plain)
                || (lexer.state.lastKindIs(.punctuation) && lexer.state.lastByte == 0x5D)
            return lexer.emit(isDefinition && !afterDot ? .function : .functionCall, to: end)
        }
        if afterDot { return lexer.emit(Self.isConstantName(word) ? .constant : .property, to: end) }
        lexer.emit(Self.nameKind(word), to: end)
    }

    /// `ALL_CAPS` is a constant, `Capitalised` a type, anything else plain.
    static func nameKind(_ word: UnsafeBufferPointer<UInt8>) -> TokenKind {
        if isConstantName(word) { return .constant }
        if let first = word.first, first >= 0x41, first <= 0x5A { return .type }
        return .plain
    }

    /// Two or more characters, only capitals, digits and `_`, starting with a capital.
    static func isConstantName(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count > 1, let first = word.first, first >= 0x41, first <= 0x5A else { return false }
        return word.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }
}
