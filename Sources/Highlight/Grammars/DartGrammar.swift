// Dart: single, double and triple-quoted strings (triple ones span lines) with `$name` and
// `${expr}` interpolation; an `r` prefix makes a raw string (no escapes, no interpolation).
// Block comments nest; `///` and `/** */` are doc comments; `@annotation` is an attribute;
// `class|mixin|enum|extension|typedef Name` names a type and capitalised names are types.

/// Dart 3.
struct DartGrammar: Grammar {
    let language = Language(name: "Dart", aliases: ["dart"], extensions: ["dart"])

    static let words = WordList([
        .keyword: """
        abstract as assert async await base break case catch class const continue covariant default
        deferred do else enum export extends extension external factory final finally for get hide if
        implements import in interface is late library mixin new on operator part required rethrow return
        sealed set show static super switch sync this throw try typedef var when while with yield
        """,
        .type: "int double num bool void dynamic Function",
        .constant: "true false null",
        .builtin: "print identical",
    ])
    static let numbers = NumberSyntax(separators: "_", hasOctal: false, hasBinary: false)
    static let operators = ByteSet("+-*/%=<>!&|^~?:.")
    static let typeIntroducers = WordList([.keyword: "class mixin enum extension typedef"])
    static let docComment = BlockCommentSyntax(open: "/**", close: "*/", nests: true, kind: TokenKind("comment.doc"))
    static let identifierStart = ByteSet.identifierStart.union(ByteSet("$"))
    static let identifierBody = ByteSet.identifierBody.union(ByteSet("$"))

    /// Variant bits of a string mode.
    enum Flag {
        static let triple: UInt8 = 1
        static let raw: UInt8 = 2
        static let double: UInt8 = 4
    }

    /// The eight string syntaxes, indexed by `Flag` bits.
    static let strings: [StringSyntax] = (0..<8).map { bits in
        let quote = bits & 4 != 0 ? "\"" : "'"
        let isRaw = bits & 2 != 0
        return StringSyntax(
            close: bits & 1 != 0 ? quote + quote + quote : quote, escape: isRaw ? nil : "\\",
            isMultiline: bits & 1 != 0,
            interpolations: isRaw ? [] : [Interpolation(open: "${", close: "}", nest: "{")],
            variableSigil: isRaw ? nil : "$")
    }

    /// Context values kept in `state.context`.
    enum Context {
        static let typeName: UInt16 = 1
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant & 7])
            case Mode.blockComment:
                return lexer.continueBlockComment(lexer.modeVariant == 1 ? Self.docComment : .nested)
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        if lexer.at("///") { return lexer.emit(TokenKind("comment.doc"), to: lexer.contentEnd) }
        if lexer.scanLineComment("//") { return }
        if !lexer.at("/**/"), lexer.scanBlockComment(Self.docComment, variant: 1) { return }
        if lexer.scanBlockComment(.nested) || string(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if lexer.peek() == 0x40, let end = lexer.skipIdentifier(from: lexer.position + 1) {
            return lexer.emit(.attribute, to: end)
        }
        if let end = lexer.identifierEnd(start: Self.identifierStart, body: Self.identifierBody) {
            return identifier(&lexer, end: end)
        }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    /// A string with an optional `r` prefix at `position`.
    private func string(_ lexer: inout Lexer) -> Bool {
        var flags: UInt8 = 0
        var index = lexer.position
        if lexer.peek() == 0x72 {
            flags |= Flag.raw
            index += 1
        }
        let quote = lexer.byte(at: index)
        guard quote == 0x22 || quote == 0x27 else { return false }
        if quote == 0x22 { flags |= Flag.double }
        var open = index + 1 - lexer.position
        if lexer.byte(at: index + 1) == quote, lexer.byte(at: index + 2) == quote {
            flags |= Flag.triple
            open += 2
        }
        lexer.beginString(Self.strings[Int(flags)], variant: flags, openLength: open)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        let word = lexer.slice(lexer.position, end)
        if context == Context.typeName, Self.typeIntroducers.kind(of: word) == nil { return lexer.emit(.type, to: end) }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            return
        }
        let nameKind = JavaGrammar.nameKind(word)
        if nameKind == .plain, lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 {
            let isDefinition =
                lexer.state.lastKindIs(.type) || lexer.state.lastKindIs(.plain)
                || (lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x3E && !afterDot)
            return lexer.emit(isDefinition && !afterDot ? .function : .functionCall, to: end)
        }
        if afterDot, nameKind == .plain { return lexer.emit(.property, to: end) }
        lexer.emit(nameKind, to: end)
    }
}
