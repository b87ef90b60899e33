// Swift: strings `"`, multi-line `"""`, raw `#"..."#` (any number of `#`, closer kept in the
// mode); interpolation `\(...)` (`\#(...)` in one-hash raw strings) whose inside is ordinary
// Swift, so strings nest inside interpolations. Block comments nest. `@name` is an attribute,
// `#name` a compiler directive or macro (meta), capitalised names are types.

/// Swift 6.
struct SwiftGrammar: Grammar {
    let language = Language(name: "Swift", aliases: ["swift"], extensions: ["swift", "swiftinterface"])
    /// NB: the tables used on every token are stored in the grammar: reading a `static let`
    /// goes through a lazy-initialisation check each time.
    let words = Self.wordList
    let numbers = NumberSyntax(separators: "_", hasHexFloat: true)
    let typeIntroducers = WordList([
        .keyword: "struct class enum protocol extension actor typealias associatedtype"
    ])

    static let wordList = WordList([
        .keyword: """
        actor any as associatedtype async await borrowing break case catch class consume consuming continue
        convenience default defer deinit didSet do dynamic else enum extension fallthrough fileprivate final
        for func get guard if import in indirect infix init inout internal is isolated lazy let macro
        mutating nonisolated nonmutating open operator optional override package postfix precedencegroup
        prefix private protocol public repeat required rethrows return self Self set some static struct
        subscript super switch throw throws try typealias unowned var weak where while willSet sending
        """,
        .constant: "true false nil",
        .builtin: "print debugPrint fatalError precondition assert min max abs zip stride type",
    ])

    static var operators: ByteSet { ByteSet(bits: (0xF400_EC62_0000_0000, 0x5000_0000_4000_0000, 0, 0)) }
    static let quote: [UInt8] = [0x22]
    static let tripleQuote: [UInt8] = [0x22, 0x22, 0x22]
    static var hashes: ByteSet { ByteSet(bits: (0x8_0000_0000, 0, 0, 0)) }
    static let interpolation = Interpolation(open: "\\(", close: ")", nest: "(")
    static let rawInterpolation = Interpolation(open: "\\#(", close: ")", nest: "(")

    /// String syntaxes by mode variant: bit 1 = multi-line, bit 2 = raw with one `#`, bit 4 = raw
    /// with more `#` (no interpolation).
    static let strings: [StringSyntax] = (0..<6).map { bits in
        let interpolations = bits & 6 == 0 ? [interpolation] : (bits & 2 != 0 ? [rawInterpolation] : [])
        return StringSyntax(
            close: "\"", escape: bits & 6 == 0 ? "\\" : nil, isMultiline: bits & 1 != 0, interpolations: interpolations)
    }

    /// Context values kept in `state.context`.
    enum Context {
        static let functionName: UInt16 = 1
        static let typeName: UInt16 = 2
    }

    func step(_ lexer: inout Lexer) {
        if lexer.modeID != 0 {
            switch lexer.modeID {
            case Mode.string: return lexer.continueString(Self.strings[lexer.modeVariant % Self.strings.count])
            case Mode.blockComment: return lexer.continueBlockComment(.nested)
            case Mode.interpolation: if lexer.closeInterpolation() { return }
            default: break
            }
        }
        code(&lexer)
    }

    private func code(_ lexer: inout Lexer) {
        // NB: dispatch on the first byte; each branch tries only the scanners that can match.
        switch lexer.peek() {
        case 0x20, 0x09...0x0D:
            _ = lexer.scanWhitespace()
            return
        case 0x2F:
            if lexer.scanLineComment("//") || lexer.scanBlockComment(.nested) { return }
        case 0x22:
            if string(&lexer) { return }
        case 0x30...0x39, 0x2E:
            if lexer.scanNumber(numbers) { return }
        case 0x40:
            if let end = lexer.skipIdentifier(from: lexer.position + 1) { return lexer.emit(.attribute, to: end) }
        case 0x23:
            if string(&lexer) { return }
            if let end = lexer.skipIdentifier(from: lexer.position + 1) { return lexer.emit(.meta, to: end) }
        case 0x24:
            let end = lexer.skip(.identifierBody, from: lexer.position + 1)
            if end > lexer.position + 1 { return lexer.emit(.variable, to: end) }
        case 0x60:
            if let end = lexer.skipIdentifier(from: lexer.position + 1), lexer.byte(at: end) == 0x60 {
                return lexer.emit(.plain, to: end + 1)
            }
        case 0x41...0x5A, 0x5F, 0x61...0x7A, 0x80...0xFF:
            return identifier(&lexer, end: lexer.skip(.identifierBody, from: lexer.position + 1))
        default: break
        }
        lexer.state.context = 0
        _ = lexer.scanOperator(Self.operators)
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
            if word.spells("func") {
                lexer.state.context = Context.functionName
            } else if kind == .keyword, typeIntroducers.kind(of: word) != nil {
                lexer.state.context = Context.typeName
            }
            return
        }
        if let first = word.first, first >= 0x41, first <= 0x5A { return lexer.emit(.type, to: end) }
        if lexer.byte(at: end) == 0x28 { return lexer.emit(.functionCall, to: end) }
        lexer.emit(afterDot ? .property : .plain, to: end)
    }

    /// A string at `position`: `#`* then `"` or `"""`.
    private func string(_ lexer: inout Lexer) -> Bool {
        let quote = lexer.skip(Self.hashes, from: lexer.position)
        guard lexer.byte(at: quote) == 0x22 else { return false }
        let hashes = quote - lexer.position
        let isMultiline = lexer.byte(at: quote + 1) == 0x22 && lexer.byte(at: quote + 2) == 0x22
        var variant: UInt8 = isMultiline ? 1 : 0
        if hashes == 1 { variant |= 2 } else if hashes > 1 { variant |= 4 }
        // NB: the closers without `#` are shared constants (no array built per string).
        let close =
            hashes == 0
            ? (isMultiline ? Self.tripleQuote : Self.quote)
            : Array(repeating: UInt8(0x22), count: isMultiline ? 3 : 1) + Array(repeating: 0x23, count: hashes)
        let open = hashes + (isMultiline ? 3 : 1)
        lexer.beginString(Self.strings[Int(variant)], variant: variant, openLength: open, close: close)
        return true
    }
}
