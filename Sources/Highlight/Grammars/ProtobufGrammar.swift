// Protocol Buffers (proto2, proto3, editions), displayed as "Protobuf" (one word, so the name
// looks itself up). `message|enum|service Name` names a type and `rpc Name` a function; scalar
// types are types, capitalised names (message references) too, ALL_CAPS enum values constants;
// `option name` is an attribute, `package a.b` a type.
// Strings take either quote; comments are `//` and `/* */`.

/// Protocol Buffers.
struct ProtobufGrammar: Grammar {
    let language = Language(
        name: "Protobuf", aliases: ["protobuf", "proto", "proto3", "proto2"], extensions: ["proto"])

    static let words = WordList([
        .keyword: """
        syntax edition package import public weak option message enum service rpc returns stream oneof map
        reserved extensions extend to max optional required repeated group
        """,
        .type: """
        double float int32 int64 uint32 uint64 sint32 sint64 fixed32 fixed64 sfixed32 sfixed64 bool string bytes
        """,
        .constant: "true false inf nan",
    ])
    static let numbers = NumberSyntax(separators: "", hasOctal: false, hasBinary: false)
    static let operators = ByteSet("=<>-+.:")
    static let typeIntroducers = WordList([.keyword: "message enum service extend"])
    static let dottedName = ByteSet.identifierBody.union(ByteSet("."))

    /// String syntaxes by mode variant: double-quoted, single-quoted.
    static let strings: [StringSyntax] = [StringSyntax(close: "\""), StringSyntax(close: "'")]

    /// Context values kept in `state.context`.
    enum Context {
        static let typeName: UInt16 = 1
        static let functionName: UInt16 = 2
        static let option: UInt16 = 3
        static let package: UInt16 = 4
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.blockComment: return lexer.continueBlockComment(.c)
            default: break
            }
        }
        if lexer.scanWhitespace() || lexer.scanLineComment("//") || lexer.scanBlockComment(.c) { return }
        switch lexer.peek() {
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        default: break
        }
        if lexer.scanNumber(Self.numbers) { return }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators, punctuation: ByteSet.punctuation)
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.option { return lexer.emit(.attribute, to: end) }
        if context == Context.package { return lexer.emit(.type, to: lexer.skip(Self.dottedName, from: end)) }
        let word = lexer.slice(lexer.position, end)
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            if word.spells("rpc") { lexer.state.context = Context.functionName }
            if word.spells("option") { lexer.state.context = Context.option }
            if word.spells("package") { lexer.state.context = Context.package }
            return
        }
        lexer.emit(JavaGrammar.nameKind(word), to: end)
    }
}
