// JavaScript, TypeScript, JSX and TSX share one grammar configured by a dialect. A `/` starts
// a regex when the previous significant token cannot end an expression (start, operator,
// keyword, `(`, `,`...), otherwise it divides. A `<` in that same position followed by a name
// or `>` starts JSX (see JavaScriptGrammar+JSX.swift). TypeScript colours capitalised names
// and primitive type names as types.

/// JavaScript and its relatives.
struct JavaScriptGrammar: Grammar {
    /// Which member of the family.
    struct Dialect: Sendable {
        let language: Language
        let isTypeScript: Bool
        let hasJSX: Bool

        static let javaScript = Dialect(
            language: Language(
                name: "JavaScript", aliases: ["javascript", "js", "mjs", "cjs", "node", "es6", "ecmascript"],
                extensions: ["js", "mjs", "cjs"]),
            isTypeScript: false, hasJSX: true)
        static let jsx = Dialect(
            language: Language(name: "JSX", aliases: ["jsx"], extensions: ["jsx"]), isTypeScript: false, hasJSX: true)
        static let typeScript = Dialect(
            language: Language(
                name: "TypeScript", aliases: ["typescript", "ts", "mts", "cts"], extensions: ["ts", "mts", "cts"]),
            isTypeScript: true, hasJSX: false)
        static let tsx = Dialect(
            language: Language(name: "TSX", aliases: ["tsx"], extensions: ["tsx"]), isTypeScript: true, hasJSX: true)
    }

    let dialect: Dialect
    var language: Language { dialect.language }
    /// NB: the tables used on every token are stored in the grammar: reading a `static let`
    /// goes through a lazy-initialisation check each time.
    let words: WordList
    let numbers = NumberSyntax(separators: "_", suffixStart: "n")
    let typeIntroducers = WordList([.keyword: "class extends new interface implements type enum"])

    init(_ dialect: Dialect) {
        self.dialect = dialect
        words = dialect.isTypeScript ? Self.typeScriptWords : Self.javaScriptWords
    }

    static let keywords = """
        async await break case catch class const continue debugger default delete do else export extends
        finally for from function if import in instanceof let new of return static switch throw try typeof
        var void while with yield get set as
        """
    static let constants = "true false null undefined NaN Infinity"
    static let builtins = """
        this super console window document globalThis process require module exports Math JSON Object
        Array String Number Boolean Promise Symbol Map Set WeakMap Date RegExp Error Reflect Proxy BigInt
        parseInt parseFloat setTimeout setInterval clearTimeout fetch
        """
    static let javaScriptWords = WordList([.keyword: keywords, .constant: constants, .builtin: builtins])
    static let typeScriptWords = WordList([
        .keyword: keywords + " type interface enum implements namespace declare abstract readonly private"
            + " protected public keyof infer is satisfies override module unique asserts",
        .constant: constants, .builtin: builtins,
        .type: "number string boolean any unknown never void object symbol bigint",
    ])

    static var operators: ByteSet { ByteSet(bits: (0xF400_6C6A_0000_0000, 0x5000_0000_4000_0001, 0, 0)) }
    /// `)`, `]`, `}`.
    static var closers: ByteSet { ByteSet(bits: (0x200_0000_0000, 0x2000_0000_2000_0000, 0, 0)) }
    static var identifierStart: ByteSet {
        ByteSet(bits: (0x10_0000_0000, 0x7FF_FFFE_87FF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF))
    }
    static var identifierBody: ByteSet {
        ByteSet(bits: (0x3FF_0010_0000_0000, 0x7FF_FFFE_87FF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF))
    }

    /// String syntaxes by mode variant.
    static let strings: [StringSyntax] = [
        StringSyntax(close: "\""), StringSyntax(close: "'"),
        StringSyntax(
            close: "`", isMultiline: true, interpolations: [Interpolation(open: "${", close: "}", nest: "{")]),
        StringSyntax(close: "\"", escape: nil, isMultiline: true),  // JSX attribute
        StringSyntax(close: "'", escape: nil, isMultiline: true),  // JSX attribute
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
            case Mode.blockComment: return lexer.continueBlockComment(.c)
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            case JSXMode.id: return jsx(&lexer)
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        // NB: dispatch on the first byte; each branch tries only the scanners that can match.
        let byte = lexer.peek()
        switch byte {
        case 0x20, 0x09...0x0D:
            _ = lexer.scanWhitespace()
            return
        case 0x22: return lexer.beginString(Self.strings[0], variant: 0, openLength: 1)
        case 0x27: return lexer.beginString(Self.strings[1], variant: 1, openLength: 1)
        case 0x60: return lexer.beginString(Self.strings[2], variant: 2, openLength: 1)
        case 0x2F:
            if lexer.scanLineComment("//") || lexer.scanBlockComment(.c) { return }
            if Self.allowsExpression(lexer.state), scanRegex(&lexer) { return }
        case 0x23:
            if lexer.position == 0, lexer.scanLineComment("#!") { return }
        case 0x3C:
            if dialect.hasJSX, Self.allowsExpression(lexer.state), beginJSX(&lexer) { return }
        case 0x40:
            if let end = lexer.skipIdentifier(from: lexer.position + 1, body: Self.identifierBody) {
                return lexer.emit(.attribute, to: end)
            }
        case 0x30...0x39, 0x2E:
            if lexer.scanNumber(numbers) { return }
        case 0x24, 0x41...0x5A, 0x5F, 0x61...0x7A, 0x80...0xFF:
            return identifier(&lexer, end: lexer.skip(Self.identifierBody, from: lexer.position + 1))
        default: break
        }
        lexer.state.context = 0
        if byte == 0x2F { return lexer.emit(.operator, length: lexer.peek(1) == 0x3D ? 2 : 1) }
        _ = lexer.scanOperator(Self.operators)
    }

    /// True when the previous token cannot end an expression, so `/` is a regex and `<` JSX.
    static func allowsExpression(_ state: LexState) -> Bool {
        if state.lastSerial == 0 || state.lastKindIs(.keyword) { return true }
        if state.lastKindIs(.operator) || state.lastKindIs(.punctuation) {
            return !Self.closers.contains(state.lastByte)
        }
        return false
    }

    private func identifier(_ lexer: inout Lexer, end: Int) {
        let context = lexer.state.context
        lexer.state.context = 0
        let afterDot = lexer.state.lastKindIs(.operator) && lexer.state.lastByte == 0x2E
        if context == Context.functionName { return lexer.emit(.function, to: end) }
        if context == Context.typeName { return lexer.emit(.type, to: end) }
        let word = lexer.slice(lexer.position, end)
        if !afterDot, let kind = words.kind(of: word) {
            lexer.emit(kind, to: end)
            lexer.state.context = self.context(after: word)
            return
        }
        if lexer.byte(at: lexer.skipSpaces(from: end)) == 0x28 { return lexer.emit(.functionCall, to: end) }
        if afterDot { return lexer.emit(.property, to: end) }
        if dialect.isTypeScript, let first = word.first, first >= 0x41, first <= 0x5A {
            return lexer.emit(.type, to: end)
        }
        lexer.emit(.plain, to: end)
    }

    private func context(after word: UnsafeBufferPointer<UInt8>) -> UInt16 {
        if word.spells("function") { return Context.functionName }
        return typeIntroducers.kind(of: word) != nil ? Context.typeName : 0
    }

    /// A regex literal closed on this line (`/[/]x/gi`); false leaves `/` to the operators.
    private func scanRegex(_ lexer: inout Lexer) -> Bool {
        // NB: after one regex scan failed on a line, later ones would fail too or be quadratic.
        guard lexer.peek(1) != 0x2F, lexer.peek(1) != 0x2A, lexer.lineMemo == 0 else { return false }
        var index = lexer.position + 1
        var inClass = false
        while index < lexer.contentEnd {
            let byte = lexer.byte(at: index)
            if byte == 0x5C {
                index += 2
                continue
            }
            if byte == 0x5B { inClass = true } else if byte == 0x5D { inClass = false }
            if byte == 0x2F, !inClass {
                let flags = lexer.skip(.identifierBody, from: index + 1)
                lexer.emit(.regex, to: flags)
                return true
            }
            index += 1
        }
        lexer.lineMemo = 1
        return false
    }
}

extension Lexer {
    /// The end of an identifier starting at `index`, or nil.
    public func skipIdentifier(from index: Int, body: ByteSet = .identifierBody) -> Int? {
        guard ByteSet.identifierStart.contains(byte(at: index)) else { return nil }
        return skip(body, from: index + 1)
    }
}
