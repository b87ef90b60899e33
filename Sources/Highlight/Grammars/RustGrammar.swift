// Rust: `'a` is a lifetime or loop label unless a single character (or escape) and a closing
// `'` follow, which makes a char. Strings span lines; raw strings `r#"..."#` keep their closer
// in the mode; `b`, `br`, `c`, `cr` prefixes. Block comments nest; `///`, `//!`, `/** */` are
// doc comments. `#[attr]` is an attribute, `name!` a macro (meta). `fn name` names a function,
// `struct|enum|trait|type|union Name` a type; capitalised names are types, ALL_CAPS constants.

/// Rust.
struct RustGrammar: Grammar {
    let language = Language(name: "Rust", aliases: ["rust", "rs"], extensions: ["rs"])

    static let words = WordList([
        .keyword: """
        as async await break const continue crate dyn else enum extern fn for if impl in let loop match mod
        move mut pub ref return self Self static struct super trait type union unsafe use where while yield
        macro_rules gen try
        """,
        .type: "i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool char str",
        .constant: "true false None",
        .builtin: "Some Ok Err",
    ])
    static let numbers = NumberSyntax(separators: "_", suffixStart: "iuf")
    static let operators = ByteSet("+-*/%=<>!&|^~?:.@")
    static let typeIntroducers = WordList([.keyword: "struct enum trait type union"])
    static let docComment = BlockCommentSyntax(open: "/**", close: "*/", nests: true, kind: TokenKind("comment.doc"))
    static let innerDocComment = BlockCommentSyntax(
        open: "/*!", close: "*/", nests: true, kind: TokenKind("comment.doc"))
    static let lifetime = TokenKind("attribute.lifetime")
    static let hashes = ByteSet("#")
    static let pathBody = ByteSet.identifierBody.union(ByteSet(":"))

    /// String syntaxes by mode variant: string, char, raw string.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\"", isMultiline: true), StringSyntax(close: "'"),
        StringSyntax(close: "\"", escape: nil, isMultiline: true),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.blockComment: return lexer.continueBlockComment(Self.comment(lexer.modeVariant))
            default: break
            }
        }
        code(&lexer)
    }

    private static func comment(_ variant: Int) -> BlockCommentSyntax {
        variant == 1 ? docComment : variant == 2 ? innerDocComment : .nested
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() || comment(&lexer) { return }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return quote(&lexer, start: lexer.position + 1)
        case 0x23:
            let bracket = lexer.peek(1) == 0x21 ? 2 : 1
            if lexer.byte(at: lexer.position + bracket) == 0x5B {
                let end = lexer.skip(Self.pathBody, from: lexer.position + bracket + 1)
                return lexer.emit(.attribute, to: end)
            }
        case 0x24:
            if let end = lexer.skipIdentifier(from: lexer.position + 1) { return lexer.emit(.variable, to: end) }
        case 0x2E:
            return lexer.emit(.operator, to: lexer.skip(Self.operators, from: lexer.position))
        default: break
        }
        if prefixedString(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
    }

    private func comment(_ lexer: inout Lexer) -> Bool {
        guard lexer.peek() == 0x2F else { return false }
        if lexer.at("///") && lexer.peek(3) != 0x2F || lexer.at("//!") {
            lexer.emit(TokenKind("comment.doc"), to: lexer.contentEnd)
            return true
        }
        if lexer.scanLineComment("//") { return true }
        if !lexer.at("/**/"), !lexer.at("/***"), lexer.scanBlockComment(Self.docComment, variant: 1) { return true }
        return lexer.scanBlockComment(Self.innerDocComment, variant: 2) || lexer.scanBlockComment(.nested)
    }

    /// After a `'` at `start - 1`: a char (`'x'`, `'\n'`, `'é'`), a lifetime or label (`'a`), or `'`.
    private func quote(_ lexer: inout Lexer, start: Int) {
        let first = lexer.byte(at: start)
        if first == 0x5C {
            return lexer.beginString(Self.strings[1], variant: 1, openLength: start - lexer.position)
        }
        let length = first < 0xC0 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4
        if first != 0x27, first != 0x0A, lexer.byte(at: start + length) == 0x27 {
            return lexer.emit(.string, to: start + length + 1)
        }
        if let end = lexer.skipIdentifier(from: start), start == lexer.position + 1 {
            return lexer.emit(Self.lifetime, to: end)
        }
        lexer.emit(.operator, to: start)
    }

    /// `b"..."`, `b'x'`, `c"..."`, `r"..."`, `r#"..."#`, `br#"..."#`, `cr"..."`.
    private func prefixedString(_ lexer: inout Lexer) -> Bool {
        var index = lexer.position
        let first = lexer.peek()
        if first == 0x62 || first == 0x63 { index += 1 }
        if first == 0x62, lexer.byte(at: index) == 0x27 {
            quote(&lexer, start: index + 1)
            return true
        }
        if lexer.byte(at: index) == 0x72 {
            // NB: the closer is compared at every `"` inside, so its length is capped (linear time).
            let quote = lexer.skip(Self.hashes, from: index + 1, limit: 16)
            if index == lexer.position, quote == index + 2, let end = lexer.skipIdentifier(from: quote) {
                lexer.emit(.plain, to: end)
                return true
            }
            guard lexer.byte(at: quote) == 0x22 else { return false }
            let close = [0x22] + Array(repeating: UInt8(0x23), count: quote - index - 1)
            lexer.beginString(Self.strings[2], variant: 2, openLength: quote + 1 - lexer.position, close: close)
            return true
        }
        guard index > lexer.position, lexer.byte(at: index) == 0x22 else { return false }
        lexer.beginString(Self.strings[0], variant: 0, openLength: 2)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        let next = lexer.byte(at: end)
        if next == 0x21, lexer.byte(at: end + 1) != 0x3D {
            lexer.emit(.meta, to: end + 1)
            if word.spells("macro_rules") { lexer.state.context = Context.functionName }
            return
        }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if word.spells("fn") { lexer.state.context = Context.functionName }
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            return
        }
        let after = lexer.skipSpaces(from: end)
        let nameKind = JavaGrammar.nameKind(word)
        if lexer.byte(at: after) == 0x28 || (nameKind == .plain && lexer.at("::<", offset: end - lexer.position)) {
            return lexer.emit(nameKind == .constant ? .constant : .functionCall, to: end)
        }
        if afterDot { return lexer.emit(.property, to: end) }
        lexer.emit(nameKind, to: end)
    }
}
