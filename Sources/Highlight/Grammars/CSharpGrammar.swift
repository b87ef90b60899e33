// C#: regular, verbatim `@"..."` (doubled `""` inside, spans lines), interpolated `$"{x}"`
// (`{{` escapes), verbatim interpolated `$@"..."`, raw `"""..."""` (three or more quotes, kept
// in the mode) and interpolated raw `$"""..."""` strings. `///` doc comments; a `#` line is a
// preprocessor directive (meta); `[Name` opening a line starts an attribute; the namespace
// after `using` / `namespace` is a type.

/// C# 12.
struct CSharpGrammar: Grammar {
    let language = Language(
        name: "C#", aliases: ["csharp", "cs", "c#", "c-sharp", "dotnet"], extensions: ["cs", "csx"])

    static let words = WordList([
        .keyword: """
        abstract as base break case catch checked class const continue default delegate do else enum
        event explicit extern finally fixed for foreach goto if implicit in interface internal is lock
        namespace new operator out override params private protected public readonly ref return sealed
        sizeof stackalloc static struct switch this throw try typeof unchecked unsafe using virtual
        volatile while add alias and ascending async await by descending equals file from get global
        group init into join let managed nameof not notnull on or orderby partial record remove required
        scoped select set unmanaged value var when where with yield
        """,
        .type:
            "bool byte char decimal double float int long object sbyte short string uint ulong ushort void dynamic"
            + " nint nuint",
        .constant: "true false null",
    ])
    static let numbers = NumberSyntax(separators: "_", hasOctal: false, suffixStart: "uUlLfFdDmM")
    static let operators = ByteSet("+-*/%=<>!&|^~?:.")
    static let typeIntroducers = WordList([.keyword: "class struct interface enum record new"])
    static let quotes = ByteSet("\"")
    static let dottedName = ByteSet.identifierBody.union(ByteSet("."))
    static let hole = Interpolation(open: "{", close: "}", nest: "{", doubledIsEscape: true)

    /// String syntaxes by mode variant.
    enum Variant {
        static let regular: UInt8 = 0
        static let char: UInt8 = 1
        static let verbatim: UInt8 = 2
        static let interpolated: UInt8 = 3
        static let verbatimInterpolated: UInt8 = 4
        static let raw: UInt8 = 5
        static let rawInterpolated: UInt8 = 6
    }

    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""),
        StringSyntax(close: "'"),
        StringSyntax(close: "\"", escape: nil, isMultiline: true),
        StringSyntax(close: "\"", interpolations: [hole]),
        StringSyntax(close: "\"", escape: nil, isMultiline: true, interpolations: [hole]),
        StringSyntax(close: "\"\"\"", escape: nil, isMultiline: true),
        StringSyntax(close: "\"\"\"", escape: nil, isMultiline: true, interpolations: [hole]),
    ]

    /// Context values kept in `state.context`.
    enum Context {
        static let typeName: UInt16 = 1
        static let attribute: UInt16 = 2
        static let namespace: UInt16 = 3
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return string(&lexer)
            case Mode.blockComment: return lexer.continueBlockComment(.c)
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    /// Continues a string; a verbatim string's closing `"` directly followed by another `"` was
    /// an escaped quote, so the string goes on.
    private func string(_ lexer: inout Lexer) {
        let variant = UInt8(lexer.modeVariant % Self.strings.count)
        let depth = lexer.state.modes.count - 1
        lexer.continueString(Self.strings[Int(variant)])
        reopenVerbatim(&lexer, variant: variant, depth: depth)
    }

    /// While a verbatim string closed right before another `"` (`""`), it goes on.
    private func reopenVerbatim(_ lexer: inout Lexer, variant: UInt8, depth: Int) {
        guard variant == Variant.verbatim || variant == Variant.verbatimInterpolated else { return }
        while lexer.state.modes.count == depth, lexer.state.lastByte == 0x22, lexer.peek() == 0x22 {
            lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: 1)
        }
    }

    private func code(_ lexer: inout Lexer) {
        if lexer.scanWhitespace() { return }
        if lexer.at("///"), lexer.peek(3) != 0x2F { return lexer.emit(TokenKind("comment.doc"), to: lexer.contentEnd) }
        if lexer.scanLineComment("//") || lexer.scanBlockComment(.c) { return }
        if lexer.peek() == 0x23, lexer.isAtLineStart { return lexer.emit(.meta, to: lexer.contentEnd) }
        if beginString(&lexer) || lexer.scanNumber(Self.numbers) { return }
        if lexer.peek() == 0x40, let end = lexer.skipIdentifier(from: lexer.position + 1) {
            return lexer.emit(.plain, to: end)
        }
        if let end = lexer.identifierEnd() { return identifier(&lexer, end: end) }
        let isAttribute = lexer.peek() == 0x5B && lexer.isAtLineStart
        _ = lexer.scanOperator(Self.operators)
        lexer.state.context = isAttribute ? Context.attribute : 0
    }

    /// A string with its `@` / `$` prefixes at `position`.
    private func beginString(_ lexer: inout Lexer) -> Bool {
        var index = lexer.position
        var isVerbatim = false
        var dollars = 0
        while index - lexer.position < 3 {
            let byte = lexer.byte(at: index)
            if byte == 0x40 { isVerbatim = true } else if byte == 0x24 { dollars += 1 } else { break }
            index += 1
        }
        let quote = lexer.byte(at: index)
        if quote == 0x27, index == lexer.position {
            lexer.beginString(Self.strings[1], variant: Variant.char, openLength: 1)
            return true
        }
        guard quote == 0x22 else { return false }
        // NB: the closer is compared at every quote inside, so its length is capped (linear time).
        let quoteEnd = lexer.skip(Self.quotes, from: index, limit: 16)
        if quoteEnd - index >= 3 {
            let variant = dollars == 1 ? Variant.rawInterpolated : Variant.raw
            lexer.beginString(
                Self.strings[Int(variant)], variant: variant, openLength: quoteEnd - lexer.position,
                close: Array(lexer.slice(index, quoteEnd)))
            return true
        }
        let variant: UInt8 =
            switch (isVerbatim, dollars > 0) {
            case (false, false): Variant.regular
            case (true, false): Variant.verbatim
            case (false, true): Variant.interpolated
            case (true, true): Variant.verbatimInterpolated
            }
        let depth = lexer.state.modes.count
        lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: index + 1 - lexer.position)
        reopenVerbatim(&lexer, variant: variant, depth: depth)
        return true
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        if context == Context.attribute { return lexer.emit(.attribute, to: end) }
        let word = lexer.slice(lexer.position, end)
        if context == Context.typeName, Self.typeIntroducers.kind(of: word) == nil { return lexer.emit(.type, to: end) }
        if context == Context.namespace, Self.words.kind(of: word) == nil {
            return lexer.emit(.type, to: lexer.skip(Self.dottedName, from: end))
        }
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if !afterDot, let kind = Self.words.kind(of: word) {
            lexer.emit(kind, to: end)
            if Self.typeIntroducers.kind(of: word) != nil { lexer.state.context = Context.typeName }
            if word.spells("using") || word.spells("namespace") { lexer.state.context = Context.namespace }
            if word.spells("static"), context == Context.namespace { lexer.state.context = Context.namespace }
            return
        }
        if lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 {
            let isDefinition =
                lexer.state.lastKindIs(.type) || lexer.state.lastKindIs(.plain)
                || (lexer.state.lastKindIs(.punctuation) && lexer.state.lastByte == 0x5D)
            return lexer.emit(isDefinition && !afterDot ? .function : .functionCall, to: end)
        }
        lexer.emit(afterDot ? .property : .plain, to: end)
    }
}
